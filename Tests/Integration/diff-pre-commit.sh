#!/usr/bin/env bash
# Proves the actionc-diff hook with the real pre-commit from PyPI, through `git commit`: a
# repository tags a release, keeps that release's server manifest as the baseline (the CI
# recipe: `git show v1.0.0:Server/push-manifest.json`), and then changes its definitions.
# A breaking change blocks the commit with the rule's message, at the baseline's place for a
# removal and at the definition's for a change; the commit goes through once acknowledged
# (`retired:` for a removal, `allow:` for a change), and a stale acknowledgement is reported.
set -euo pipefail
repo=$(cd "$(dirname "$0")/../.." && pwd)
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT

step() { printf '\n== diff hook: %s\n' "$*"; }
fail() { printf 'diff hook: FAIL: %s\n' "$*" >&2; exit 1; }

commit_passes() { # NAME: the commit goes through
    git commit --quiet -m "$1" > "$work/$1.log" 2>&1 || { cat "$work/$1.log"; fail "the commit '$1' was blocked"; }
    cat "$work/$1.log"
}

commit_blocked() { # NAME: the commit fails, HEAD stays, and the log is kept in $work/NAME.log
    local head; head=$(git rev-parse HEAD)
    if git commit --quiet -m "$1" > "$work/$1.log" 2>&1; then cat "$work/$1.log"; fail "the commit '$1' went through"; fi
    cat "$work/$1.log"
    [ "$(git rev-parse HEAD)" = "$head" ] || fail "HEAD moved"
}

source "$repo/Tests/Integration/pre-commit-venv.sh"
# pre-commit clones `repo:` at `rev:`: this tests the committed HEAD of this repository.
rev=$(git -C "$repo" rev-parse HEAD)

project="$work/game"
mkdir -p "$project/Push" "$project/Release"
cd "$project"
git init --quiet
git config user.email ci@example.com
git config user.name CI
cat > .pre-commit-config.yaml <<YAML
repos:
  - repo: $repo
    rev: $rev
    hooks:
      - id: actionc-diff
        args: [--baseline, Release/v1.0.0.json, Push/]
YAML
cat > Push/game.actions.yaml <<'YAML'
actions:
  OPEN_GIFT_ID:
    title: {en: Open gift, ko: 선물 열기}
    options: [foreground]
  BUY_ID:
    title: Buy
    options: [foreground, authenticationRequired]
categories:
  GIFT_CATEGORY: [OPEN_GIFT_ID]
  SHOP_CATEGORY: [BUY_ID]
YAML

step "installing the hook (builds actionc in release mode)"
pre-commit install-hooks
pre-commit install --install-hooks > /dev/null
actionc=$(find "$PRE_COMMIT_HOME" -path '*release/actionc' -type f -printf '%T@ %p\n' | sort -n | tail -n 1 | cut -d' ' -f2-)
[ -x "$actionc" ] || fail "pre-commit did not build actionc"

step "release v1.0.0 with its server manifest, kept as the baseline"
mkdir -p Server
"$actionc" build Push/ -o Generated --manifest Server/push-manifest.json --quiet
# The first commit has no baseline yet: the hook is installed from the next one on.
git add -A
git commit --quiet --no-verify -m "v1.0.0"
git tag v1.0.0
git show v1.0.0:Server/push-manifest.json > Release/v1.0.0.json
git add Release/v1.0.0.json
commit_passes baseline

step "a renamed category blocks the commit, at the baseline's place"
sed -i 's/GIFT_CATEGORY/PRESENT_CATEGORY/' Push/game.actions.yaml
git add -A
commit_blocked rename
grep -q "^Release/v1.0.0.json:4:5: error: category 'GIFT_CATEGORY' was removed; a push that names it shows no buttons in this version \[category-removed\]$" "$work/rename.log" \
    || fail "the category-removed diagnostic is missing"
grep -q "note: new category 'PRESENT_CATEGORY' shows the same buttons" "$work/rename.log" || fail "the rename note is missing"

step "retiring the old id acknowledges it, and the commit goes through"
printf 'retired: [GIFT_CATEGORY]\n' >> Push/game.actions.yaml
git add -A
commit_passes retired

step "a retired id that no baseline has blocks the commit"
sed -i 's/retired: \[GIFT_CATEGORY\]/retired: [GIFT_CATEGORY, GIFT_CATEGROY]/' Push/game.actions.yaml
git add -A
commit_blocked stale
grep -q "error: 'GIFT_CATEGROY' is retired, but no baseline has it \[retired-not-in-baseline\]" "$work/stale.log" \
    || fail "the stale retirement was not reported"
sed -i 's/retired: \[GIFT_CATEGORY, GIFT_CATEGROY\]/retired: [GIFT_CATEGORY]/' Push/game.actions.yaml
git add -A

step "dropping authenticationRequired blocks the commit, at the definition"
sed -i 's/options: \[foreground, authenticationRequired\]/options: [foreground]/' Push/game.actions.yaml
git add -A
commit_blocked unlock
grep -q "^Push/game.actions.yaml:5:3: error: action 'BUY_ID' no longer requires unlocking the device; it can now run from a locked phone \[authentication-required-removed\]$" "$work/unlock.log" \
    || fail "the authentication-required-removed diagnostic is missing"
grep -q "^Release/v1.0.0.json:.*note: was: options \[foreground, authenticationRequired\]$" "$work/unlock.log" \
    || fail "the note with the baseline's value is missing"

step "allow: on the action acknowledges it, and the commit goes through"
sed -i '/^  BUY_ID:$/,/^categories:$/s/^    options: \[foreground\]$/&\n    allow: [authentication-required-removed]/' Push/game.actions.yaml
git add -A
commit_passes allowed

step "an allow that acknowledges nothing is reported, as a warning that passes"
sed -i '/^  BUY_ID:$/,/^categories:$/s/^    options: \[foreground\]$/    options: [foreground, authenticationRequired]/' Push/game.actions.yaml
git add -A
pre-commit run actionc-diff --verbose > "$work/unused.log" 2>&1 || { cat "$work/unused.log"; fail "a stale allow failed the hook"; }
cat "$work/unused.log"
grep -q "^Push/game.actions.yaml:8:13: warning: action 'BUY_ID' allows 'authentication-required-removed', but has no such change against the baselines; remove the entry \[unused-allow\]$" "$work/unused.log" \
    || fail "the stale allow was not reported"

echo "diff hook: 7 passed, 0 failed"
