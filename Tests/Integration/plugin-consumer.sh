#!/usr/bin/env bash
# Proves the SwiftPM plugins with the real `swift build` / `swift test` / `swift package`:
# the example consumer builds and tests through the build plugin, a second build runs
# nothing, definition errors reach the build log as file:line:col diagnostics, the
# starter that `actionc init` writes builds as it is (the Starter target), an app without
# the Hive SDK (`targets: [ios]`, the ShopPush target) gets no hive_push_actions.json, the
# command plugin writes the same outputs on demand but refuses a target the build plugin serves,
# and a target whose targets gain hive gets the Hive file once SwiftPM plans again.
set -euo pipefail
repo=$(cd "$(dirname "$0")/../.." && pwd)
example="$repo/Examples/PluginConsumer"
cd "$example"
broken="Sources/GamePush/broken.actions.yaml"
shop="Sources/ShopPush/shop.actions.yaml"
logs=$(mktemp -d)
cp "$shop" "$logs/shop.actions.yaml"
trap 'rm -f "$broken"; cp "$logs/shop.actions.yaml" "$shop"; rm -rf "$logs"' EXIT

step() { printf '\n== plugin: %s\n' "$*"; }
fail() { printf 'plugin: FAIL: %s\n' "$*" >&2; exit 1; }

step "first build runs actionc"
swift build 2>&1 | tee "$logs"/plugin-build-1.log
grep -q "actionc: generating PushActions.swift" "$logs"/plugin-build-1.log || fail "the build command did not run"

step "the init starter (target Starter) built through the plugin, with no unhandled-file warning"
# Starter.swift uses PushActions, so the build succeeding proves the plugin read push.actions.yaml.
find .build -path '*/Starter/*PushActionsPlugin*' -name PushActions.swift | grep -q . \
    || fail "the build plugin generated nothing for the Starter target"
if grep -n "unhandled" "$logs"/plugin-build-1.log; then fail "SwiftPM warned about unhandled files"; fi

step "an app without the Hive SDK (target ShopPush, targets: [ios]) gets PushActions.swift and no Hive file"
# ShopPush.swift uses PushActions, so the build succeeding proves the registry was added.
find .build -path '*/ShopPush/*PushActionsPlugin*' -name PushActions.swift | grep -q . \
    || fail "the build plugin generated nothing for the ShopPush target"
if find .build -path '*ShopPush*' -name hive_push_actions.json | grep .; then
    fail "the build plugin wrote or bundled hive_push_actions.json for targets: [ios]"
fi
# The Hive app next to it keeps its Hive file as a resource of its bundle.
find .build -path '*PluginConsumer_GamePush.resources*' -name hive_push_actions.json | grep -q . \
    || fail "GamePush lost its hive_push_actions.json resource"

step "second build: SwiftPM may relink its host tool once, but nothing is recompiled"
# After a clean build SwiftPM relinks the plugin's host tool once more (it is linked for
# plugin evaluation and for the build proper), which re-runs actionc: it finds its outputs
# unchanged and leaves them alone, so the target is not recompiled.
swift build 2>&1 | tee "$logs"/plugin-build-2.log
if grep -E "Compiling GamePush|Emitting module GamePush" "$logs"/plugin-build-2.log; then
    fail "the target was recompiled although the definitions did not change"
fi

step "third build without changes runs nothing"
swift build 2>&1 | tee "$logs"/plugin-build-3.log
if grep -E "actionc: generating|Linking|Compiling GamePush|Emitting module GamePush" "$logs"/plugin-build-3.log; then
    fail "an unchanged build re-ran the tool or recompiled the target"
fi

step "tests use the generated PushActions types"
swift test 2>&1 | tee "$logs"/plugin-test.log
grep -qE "Test run with [0-9]+ tests? .*passed" "$logs"/plugin-test.log || fail "consumer tests did not pass"

step "a broken definition fails the build at its file and line"
printf 'actions:\n  BAD_ID:\n    title: {en: Bad, xx: Nope}\n' > "$broken"
if swift build 2>&1 | tee "$logs"/plugin-build-4.log; then fail "a broken definition built"; fi
grep -qE "broken\.actions\.yaml:3:22: error: unknown language 'xx' \[unknown-language\]" "$logs"/plugin-build-4.log \
    || fail "the diagnostic did not reach the build log in compiler format"
rm -f "$broken"

step "the command plugin writes the outputs on request"
out="$example/.build/command-plugin-output"
rm -rf "$out"
# Both plugins default to public, so the two can be compared byte for byte.
swift package --allow-writing-to-package-directory generate-push-actions --target GamePush -o "$out"
test -s "$out/PushActions.swift" && test -s "$out/hive_push_actions.json" || fail "command plugin wrote nothing"
generated=$(find .build -path '*/GamePush/*PushActionsPlugin*' -name PushActions.swift | head -n 1)
cmp "$generated" "$out/PushActions.swift" || fail "command and build plugins disagree"

step "the command plugin writes no Hive file for targets: [ios]"
rm -rf "$out-shop"
swift package --allow-writing-to-package-directory generate-push-actions --target ShopPush -o "$out-shop"
test -s "$out-shop/PushActions.swift" || fail "command plugin wrote no registry for ShopPush"
test ! -e "$out-shop/hive_push_actions.json" || fail "command plugin wrote a Hive file for targets: [ios]"
generated=$(find .build -path '*/ShopPush/*PushActionsPlugin*' -name PushActions.swift | head -n 1)
cmp "$generated" "$out-shop/PushActions.swift" || fail "command and build plugins disagree for ShopPush"

step "the command plugin refuses a target that also applies the build plugin"
if swift package --allow-writing-to-package-directory generate-push-actions --target GamePush \
    > "$logs"/plugin-command-both.log 2>&1; then
    cat "$logs"/plugin-command-both.log; fail "the command plugin wrote into a target the build plugin serves"
fi
cat "$logs"/plugin-command-both.log
grep -q "target 'GamePush' applies PushActionsPlugin" "$logs"/plugin-command-both.log || fail "no advice"
test ! -e Sources/GamePush/PushActions.swift || fail "the refused run wrote into the target"

step "the command plugin refuses one output place for several targets"
# GamePush, Starter and ShopPush all hold definitions: one -o would hold the outputs of the last.
if swift package --allow-writing-to-package-directory generate-push-actions -o "$out-all" \
    > "$logs"/plugin-command-several.log 2>&1; then
    cat "$logs"/plugin-command-several.log; fail "the command plugin sent several targets' outputs to one place"
fi
cat "$logs"/plugin-command-several.log
grep -q "each would overwrite the outputs of the one before" "$logs"/plugin-command-several.log || fail "no advice"
test ! -e "$out-all" || fail "the refused run wrote outputs"

step "targets gaining hive: the old plan writes nothing into the package; planning again adds the Hive file"
# SwiftPM plans again when files or the manifest change, not their text (Docs/integrations.md).
printf 'targets: [hive, ios]\nactions:\n  LATER_ID: {title: Later}\ncategories:\n  LATER_CATEGORY: [LATER_ID]\n' > "$shop"
swift build 2>&1 | tee "$logs"/plugin-build-5.log
test ! -e hive_push_actions.json || fail "actionc wrote hive_push_actions.json into the package"
touch Package.swift
swift build 2>&1 | tee "$logs"/plugin-build-6.log
find .build -path '*PluginConsumer_ShopPush.resources*' -name hive_push_actions.json | grep -q . \
    || fail "planning again did not add the Hive file to ShopPush's resources"
cp "$logs/shop.actions.yaml" "$shop"
touch Package.swift

echo "plugin: 12 passed, 0 failed"
