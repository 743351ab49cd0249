#!/usr/bin/env bash
# Runs the README's Xcode Run Script phase (Examples/XcodeRunScript/) the way Xcode does:
# with SRCROOT set, from another directory. Checks the file lists, the outputs, that a
# second run writes nothing, and that errors come out as file:line:col lines Xcode shows.
set -euo pipefail
repo=$(cd "$(dirname "$0")/../.." && pwd)
export PATH="$repo/.build/debug:$PATH"
command -v actionc >/dev/null || { echo "xcode: build actionc first (swift build)" >&2; exit 1; }
SRCROOT=$(mktemp -d)
export SRCROOT
trap 'rm -rf "$SRCROOT"' EXIT
fail() { printf 'xcode: FAIL: %s\n' "$*" >&2; exit 1; }

mkdir -p "$SRCROOT/Push"
cp "$repo/Examples/PluginConsumer/Sources/GamePush/game.actions.yaml" "$SRCROOT/Push/"

# The README's one-time file-list commands.
(cd "$SRCROOT" \
    && actionc build Push/ -o Generated --print-inputs | sed 's|^|$(SRCROOT)/|' > Push/actionc-inputs.xcfilelist \
    && actionc build Push/ -o Generated --print-outputs | sed 's|^|$(SRCROOT)/|' > Push/actionc-outputs.xcfilelist)
grep -qxF '$(SRCROOT)/Push/game.actions.yaml' "$SRCROOT/Push/actionc-inputs.xcfilelist" || fail "input list"
grep -qxF '$(SRCROOT)/Generated/hive_push_actions.json' "$SRCROOT/Push/actionc-outputs.xcfilelist" || fail "output list"
grep -qxF '$(SRCROOT)/Generated/PushActions.swift' "$SRCROOT/Push/actionc-outputs.xcfilelist" || fail "output list"

cd /
bash -e "$repo/Examples/XcodeRunScript/generate-push-actions.sh"
test -s "$SRCROOT/Generated/PushActions.swift" && test -s "$SRCROOT/Generated/hive_push_actions.json" || fail "no outputs"

before=$(stat -c %Y.%i "$SRCROOT/Generated/PushActions.swift" "$SRCROOT/Generated/hive_push_actions.json")
sleep 1
bash -e "$repo/Examples/XcodeRunScript/generate-push-actions.sh"
after=$(stat -c %Y.%i "$SRCROOT/Generated/PushActions.swift" "$SRCROOT/Generated/hive_push_actions.json")
[ "$before" = "$after" ] || fail "a second run rewrote unchanged outputs"

printf 'categories:\n  BAD_CATEGORY: [NOPE_ID]\n' > "$SRCROOT/Push/bad.actions.yaml"
if bash -e "$repo/Examples/XcodeRunScript/generate-push-actions.sh" 2> "$SRCROOT/errors.log"; then fail "a broken definition passed"; fi
grep -qE "^$SRCROOT/Push/bad\.actions\.yaml:2:18: error: .* \[unknown-action\]$" "$SRCROOT/errors.log" || { cat "$SRCROOT/errors.log"; fail "no file:line:col error line"; }
[ "$after" = "$(stat -c %Y.%i "$SRCROOT/Generated/PushActions.swift" "$SRCROOT/Generated/hive_push_actions.json")" ] || fail "outputs touched on error"

echo "xcode: 4 passed, 0 failed"
