#!/usr/bin/env bash
# Proves the prebuilt actionc and the binary flavour of the plugins (Distribution/ActioncPlugins):
#   1. the release bundle's Linux binary is self-contained: ldd lists no toolchain library and no
#      libyaml, and it builds, checks and validates with the toolchain's library folder hidden
#      (a private mount namespace with an empty tmpfs over it; the debug build, which links the
#      toolchain's Swift runtime, is shown to fail there);
#   2. a consumer package (Examples/PluginConsumer, pointed at the binary flavour, plus a small
#      executable) builds with no actionc source compiled, gets PushActions.swift and
#      hive_push_actions.json (in the target's Bundle.module; none for the targets: [ios] target),
#      runs, and passes its tests;
#   3. the binary flavour's command plugin writes the same outputs on request.
# Builds the bundle with Scripts/release.sh when dist/ has none (CI builds it first).
set -euo pipefail
repo=$(cd "$(dirname "$0")/../.." && pwd)
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT

step() { printf '\n== binary: %s\n' "$*"; }
fail() { printf 'binary: FAIL: %s\n' "$*" >&2; exit 1; }
passed=0
pass() { passed=$((passed + 1)); }

triple=$(swift -print-target-info | sed -n 's/^ *"triple": "\(.*\)",$/\1/p' | head -n 1)
version=$(sed -n 's/.*static let version = "\(.*\)"/\1/p' "$repo/Sources/actionc/Arguments/Actionc.swift")
actionc="$repo/dist/actionc.artifactbundle/actionc-$version-$triple/bin/actionc"
[ -x "$actionc" ] || "$repo/Scripts/release.sh"
[ -x "$actionc" ] || fail "Scripts/release.sh made no $actionc"

step "ldd lists nothing from the toolchain and no libyaml"
toolchain_lib=$(dirname "$(dirname "$(command -v swift)")")/lib
ldd "$actionc" | tee "$work/ldd.txt"
if grep -E "libyaml|libswift|libFoundation|libdispatch|$toolchain_lib" "$work/ldd.txt"; then
    fail "the bundle's binary links the above dynamically"
fi
pass

step "it runs with $toolchain_lib hidden"
if ! unshare -m true 2>/dev/null; then
    fail "cannot make a mount namespace here (unshare -m needs root or user namespaces)"
fi
printf 'version: 1\npresets: [hive]\n' > "$work/push.actions.yaml"
cat > "$work/Info.plist" <<'PLIST'
<?xml version="1.0" encoding="UTF-8"?>
<!DOCTYPE plist PUBLIC "-//Apple//DTD PLIST 1.0//EN" "http://www.apple.com/DTDs/PropertyList-1.0.dtd">
<plist version="1.0">
<dict>
	<key>NSExtension</key>
	<dict>
		<key>NSExtensionAttributes</key>
		<dict>
			<key>UNNotificationExtensionCategory</key>
			<string>myNotificationCategory</string>
		</dict>
		<key>NSExtensionPointIdentifier</key>
		<string>com.apple.usernotifications.content-extension</string>
	</dict>
</dict>
</plist>
PLIST
# Inside: the toolchain's libraries are gone, so only a self-contained binary can run.
hidden() { unshare -m sh -c 'mount -t tmpfs none "$0" && exec "$@"' "$toolchain_lib" "$@"; }
if [ -x "$repo/.build/debug/actionc" ] && hidden "$repo/.build/debug/actionc" --version > /dev/null 2>&1; then
    fail "the hiding does not work: the debug build, which needs the toolchain's runtime, still runs"
fi
hidden sh -c 'ls "$0" | wc -l' "$toolchain_lib" | grep -qx 0 || fail "$toolchain_lib is not empty inside"
hidden "$actionc" --version
hidden "$actionc" build -o "$work/out" "$work/push.actions.yaml"
test -s "$work/out/PushActions.swift" && test -s "$work/out/hive_push_actions.json" || fail "build wrote nothing"
hidden "$actionc" check -o "$work/out" "$work/push.actions.yaml" || fail "check found the outputs stale"
status=0
hidden "$actionc" validate --info-plist "$work/Info.plist" "$work/push.actions.yaml" > "$work/plist.log" 2>&1 || status=$?
cat "$work/plist.log"
[ "$status" = 1 ] && grep -q "Info.plist:10:12: error: .*myNotificationCategory.*\[unknown-category\]" "$work/plist.log" \
    || fail "the Info.plist check did not report the template's category at 10:12 (exit $status)"
pass

step "a consumer builds through the binary plugins and compiles no actionc source"
consumer="$work/consumer"
"$repo/Tests/Integration/make-consumer.sh" binary "$consumer"
cd "$consumer"
swift build 2>&1 | tee "$work/build.log"
grep -q "actionc: generating PushActions.swift" "$work/build.log" || fail "the build plugin did not run"
if grep -E "Compiling (actionc|Action[A-Za-z]+)|Building .*actionc" "$work/build.log"; then
    fail "actionc sources were compiled"
fi
# Nothing of actionc's modules is in the build folder, not even from a quiet step.
if find .build -name '*.swiftmodule' | grep -E "/(Action[A-Za-z]+|actionc)\.swiftmodule"; then
    fail "actionc modules were built"
fi
compiled=$(grep -oE "Compiling [A-Za-z]+ " "$work/build.log" | grep -v plugin | sort -u | tr -d "\n")
echo "compiled modules: $compiled"
pass

step "the registry and hive_push_actions.json were generated, the JSON into Bundle.module"
for target in GamePush Starter PushDemo; do
    find .build -path "*/$target/*PushActionsPlugin*" -name PushActions.swift | grep -q . \
        || fail "no PushActions.swift for $target"
    find .build -path "*/$target/*PushActionsPlugin*" -name hive_push_actions.json | grep -q . \
        || fail "no hive_push_actions.json for $target"
done
find .build -path '*PushDemo.resources/hive_push_actions.json' | grep -q . || fail "the JSON is not a resource of PushDemo"
# targets: [ios] (ShopPush): the same plugin sources declare and write no Hive file.
find .build -path '*/ShopPush/*PushActionsPlugin*' -name PushActions.swift | grep -q . || fail "no PushActions.swift for ShopPush"
if find .build -path '*ShopPush*' -name hive_push_actions.json | grep .; then fail "a Hive file for targets: [ios]"; fi
pass

step "it runs"
swift run --skip-build PushDemo | tee "$work/run.log"
grep -q "Bundle.module/hive_push_actions.json: 9 categories" "$work/run.log" || fail "the demo read no JSON"
grep -q "PushActions.Category: 9 cases" "$work/run.log" || fail "the demo has no registry"
swift test 2>&1 | tee "$work/test.log" | tail -n 3
grep -qE "Test run with [0-9]+ tests? .*passed" "$work/test.log" || fail "consumer tests did not pass"
pass

step "the binary flavour's command plugin writes the same outputs"
swift package --allow-writing-to-package-directory generate-push-actions --target GamePush -o "$work/command" \
    --access-level public
generated=$(find .build -path '*/GamePush/*PushActionsPlugin*' -name PushActions.swift | head -n 1)
cmp "$generated" "$work/command/PushActions.swift" || fail "command and build plugins disagree"
pass

echo "binary: $passed passed, 0 failed"
