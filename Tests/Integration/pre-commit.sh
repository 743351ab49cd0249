#!/usr/bin/env bash
# Proves .pre-commit-hooks.yaml with the real pre-commit from PyPI: in a throwaway git
# repository whose config points at a clone of this repository, the hooks pass on good
# definitions and payloads (beside unrelated JSON and YAML, which no hook reads), fail
# with the diagnostic on a broken file or a payload naming no category, fail on stale
# outputs naming the build command, and pass once they are regenerated. One broken
# definition is reported by the validate hook alone; the others say so in one line. Then the
# same with the language: system hooks and an actionc put on PATH by Scripts/install.sh (no
# build by pre-commit), and a clear failure once it is uninstalled.
set -euo pipefail
repo=$(cd "$(dirname "$0")/../.." && pwd)
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT

step() { printf '\n== pre-commit: %s\n' "$*"; }
fail() { printf 'pre-commit: FAIL: %s\n' "$*" >&2; exit 1; }

source "$repo/Tests/Integration/pre-commit-venv.sh"

# pre-commit clones `repo:` at `rev:`: this tests the committed HEAD of this repository.
hooks="$repo"
rev=$(git -C "$repo" rev-parse HEAD)

project="$work/game"
mkdir -p "$project/Push" "$project/Generated"
cd "$project"
git init --quiet
cat > .pre-commit-config.yaml <<YAML
repos:
  - repo: $hooks
    rev: $rev
    hooks:
      - id: actionc-validate
      - id: actionc-check
        args: [Push/, -o, Generated]
      - id: actionc-payload
        args: [--definitions, Push/, Server/]
        files: ^(Server/.*\.(json|apns)|Push/.*\.actions\.yaml)$
YAML
cat > Push/game.actions.yaml <<'YAML'
presets: [hive]
actions:
  GIFT_ID:
    title: {en: Open gift, ko: 선물 열기}
categories:
  GIFT_CATEGORY: [GIFT_ID, CLOSE_ID]
YAML
# Files a game repository holds beside its definitions; none of them is one.
mkdir -p Push/Assets.xcassets .github/workflows
printf '{"info": {"author": "xcode", "version": 1}}\n' > Push/Assets.xcassets/Contents.json
printf '{"name": "game", "version": "1.0.0"}\n' > Push/package.json
printf 'on: push\njobs: {}\n' > Push/ci.yml
mkdir -p Server
printf '{"aps": {"alert": "A gift", "category": "GIFT_CATEGORY"}}\n' > Server/gift.json
git add -A

step "installing the hooks (builds actionc in release mode)"
pre-commit install-hooks

# The newest build: a reused PRE_COMMIT_HOME also holds the builds of earlier revisions.
actionc=$(find "$PRE_COMMIT_HOME" -path '*release/actionc' -type f -printf '%T@ %p\n' | sort -n | tail -n 1 | cut -d' ' -f2-)
[ -x "$actionc" ] || fail "pre-commit did not build actionc"
"$actionc" build Push/ -o Generated --quiet
git add -A

step "good definitions and current outputs pass"
pre-commit run --all-files || fail "hooks failed on good input"

step "a broken definition fails with its diagnostic"
printf 'categories:\n  BROKEN_CATEGORY: [NOPE_ID]\n' > Push/broken.actions.yaml
git add -A
if pre-commit run --all-files > "$work/broken.log" 2>&1; then cat "$work/broken.log"; fail "hooks passed a broken file"; fi
cat "$work/broken.log"
grep -q "Push/broken.actions.yaml:2:21: error: category 'BROKEN_CATEGORY' uses undefined action 'NOPE_ID' \[unknown-action\]" "$work/broken.log" \
    || fail "the diagnostic is missing from the hook output"
# The validate hook reports it; the check and payload hooks say so in one line each.
[ "$(grep -c "uses undefined action 'NOPE_ID'" "$work/broken.log")" = 1 ] || fail "the diagnostic was repeated by several hooks"
for hook in check payload; do
    grep -q "^actionc $hook: error: the definitions have 1 error; 'actionc validate Push/' shows them$" "$work/broken.log" \
        || fail "the $hook hook did not say in one line that the definitions have errors"
done
[ -z "$(grep -v '^$' "$work/broken.log" | sort | uniq -d | grep -v '^- exit code: 1$')" ] || fail "a line was printed twice"
git rm --quiet -f Push/broken.actions.yaml

step "a file that uses another's actions passes when only it changed"
# The validate hook checks every definitions file, not only the changed ones: GIFT_ID is in
# game.actions.yaml, which this commit does not touch.
printf 'categories:\n  MORE_GIFT_CATEGORY: [GIFT_ID]\n' > Push/more.actions.yaml
git add -A
pre-commit run actionc-validate --files Push/more.actions.yaml || fail "a reference into an unchanged file was reported"
git rm --quiet -f Push/more.actions.yaml

step "a payload naming no category fails with its diagnostic"
printf '{"aps": {"category": "GIFT_CATEGROY"}}\n' > Server/typo.apns
git add -A
if pre-commit run --all-files > "$work/payload.log" 2>&1; then cat "$work/payload.log"; fail "hooks passed a bad payload"; fi
cat "$work/payload.log"
grep -q "Server/typo.apns:1:22: error: 'aps.category' is 'GIFT_CATEGROY', which no definition has; iOS would show no buttons \[unknown-category\]" "$work/payload.log" \
    || fail "the payload diagnostic is missing from the hook output"
git rm --quiet -f Server/typo.apns

step "a category renamed in the definitions fails the payload that names it"
# Only the definitions change; Server/gift.json, which names GIFT_CATEGORY, does not.
sed -i 's/GIFT_CATEGORY/PRESENT_CATEGORY/' Push/game.actions.yaml
git add -A
if pre-commit run actionc-payload --files Push/game.actions.yaml > "$work/renamed.log" 2>&1; then
    cat "$work/renamed.log"; fail "a payload naming a renamed category passed"
fi
cat "$work/renamed.log"
grep -q "Server/gift.json:1:41: error: 'aps.category' is 'GIFT_CATEGORY', which no definition has" "$work/renamed.log" \
    || fail "the renamed category's payload was not reported"
sed -i 's/PRESENT_CATEGORY/GIFT_CATEGORY/' Push/game.actions.yaml
git add -A

step "stale outputs fail the check hook"
sed -i 's/Open gift/Open your gift/' Push/game.actions.yaml
git add -A
if pre-commit run --all-files > "$work/stale.log" 2>&1; then cat "$work/stale.log"; fail "stale outputs passed"; fi
cat "$work/stale.log"
grep -q "Generated/hive_push_actions.json" "$work/stale.log" || fail "the stale file was not named"
grep -q "^  actionc build Push/ -o Generated$" "$work/stale.log" || fail "the build command to run was not printed"

step "regenerated outputs pass again"
"$actionc" build Push/ -o Generated --quiet
git add -A
pre-commit run --all-files || fail "hooks failed after regenerating"

step "language: system hooks run the actionc that Scripts/install.sh put on PATH"
prefix="$work/prefix"
"$repo/Scripts/install.sh" --prefix "$prefix"
cat > .pre-commit-config.yaml <<YAML
repos:
  - repo: $hooks
    rev: $rev
    hooks:
      - id: actionc-validate-system
      - id: actionc-check-system
        args: [Push/, -o, Generated]
      - id: actionc-payload-system
        args: [--definitions, Push/, Server/]
        files: ^(Server/.*\.(json|apns)|Push/.*\.actions\.yaml)$
YAML
git add -A
PATH="$prefix/bin:$PATH" pre-commit run --all-files || fail "system hooks failed on good input"
printf 'categories:\n  BROKEN_CATEGORY: [NOPE_ID]\n' > Push/broken.actions.yaml
git add -A
if PATH="$prefix/bin:$PATH" pre-commit run --all-files > "$work/system.log" 2>&1; then
    cat "$work/system.log"; fail "system hooks passed a broken file"
fi
cat "$work/system.log"
grep -q "Push/broken.actions.yaml:2:21: error: category 'BROKEN_CATEGORY' uses undefined action 'NOPE_ID'" "$work/system.log" \
    || fail "the system hook's diagnostic is missing"
[ "$(grep -c "uses undefined action 'NOPE_ID'" "$work/system.log")" = 1 ] || fail "the system hooks repeated the diagnostic"
git rm --quiet -f Push/broken.actions.yaml

step "with actionc uninstalled, the system hooks fail naming the missing executable"
"$repo/Scripts/install.sh" --uninstall --prefix "$prefix"
test ! -e "$prefix/bin/actionc" || fail "uninstall left $prefix/bin/actionc"
if command -v actionc > /dev/null; then
    echo "another actionc is on PATH ($(command -v actionc)); the missing-executable case is not testable here"
else
    if PATH="$prefix/bin:$PATH" pre-commit run actionc-validate-system --all-files > "$work/missing.log" 2>&1; then
        cat "$work/missing.log"; fail "a system hook passed without actionc"
    fi
    cat "$work/missing.log"
    grep -qi "actionc.*not found" "$work/missing.log" || fail "pre-commit did not say that actionc is missing"
fi

echo "pre-commit: 9 passed, 0 failed"
