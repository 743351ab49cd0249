#!/usr/bin/env bash
# Writes a consumer package of actionc's plugins into DEST: Examples/PluginConsumer (GamePush,
# Starter, ShopPush and their tests) plus PushDemo, an executable that prints what it finds of
# its own build plugin output (Bundle.module's hive_push_actions.json and the PushActions registry).
#   Tests/Integration/make-consumer.sh source|binary DEST
# source: the plugins of this repository's package, which build actionc first;
# binary: the plugins of Distribution/ActioncPlugins, which run the release bundle's actionc.
# Used by binary-plugins.sh and by Benchmarks/first-build.sh, so both build the same package.
set -euo pipefail
repo=$(cd "$(dirname "$0")/../.." && pwd)
flavour=${1:?usage: make-consumer.sh source|binary DEST}
dest=${2:?usage: make-consumer.sh source|binary DEST}
case "$flavour" in
    source) package="actionc" path="$repo" ;;
    binary) package="ActioncPlugins" path="$repo/Distribution/ActioncPlugins" ;;
    *) echo "make-consumer: flavour is source or binary, not '$flavour'" >&2; exit 64 ;;
esac
mkdir -p "$dest/Sources/PushDemo"
cp -R "$repo/Examples/PluginConsumer/Sources" "$repo/Examples/PluginConsumer/Tests" "$dest/"
sed -e "s|.package(name: \"actionc\", path: \"../..\")|.package(name: \"$package\", path: \"$path\")|" \
    -e "s|package: \"actionc\"|package: \"$package\"|g" \
    -e "s|        .testTarget(name: \"GamePushTests\"|        .executableTarget(name: \"PushDemo\", plugins: [.plugin(name: \"PushActionsPlugin\", package: \"$package\")]),\n&|" \
    "$repo/Examples/PluginConsumer/Package.swift" > "$dest/Package.swift"
grep -q "path: \"$path\"" "$dest/Package.swift" && grep -q 'name: "PushDemo"' "$dest/Package.swift" \
    || { echo "make-consumer: Examples/PluginConsumer/Package.swift changed shape; update the sed above" >&2; exit 1; }
printf 'version: 1\npresets: [hive]\n' > "$dest/Sources/PushDemo/push.actions.yaml"
cat > "$dest/Sources/PushDemo/main.swift" <<'SWIFT'
import Foundation

// A package target's build plugin output is a resource of that target: Bundle.module. (In an
// Xcode app target, the plugin's JSON is copied into the app's own bundle, where Hive reads it.)
guard let url = Bundle.module.url(forResource: "hive_push_actions", withExtension: "json"),
    let data = try? Data(contentsOf: url),
    let json = try? JSONSerialization.jsonObject(with: data) as? [String: Any],
    let categories = json["categories"] as? [String: Any]
else { fatalError("hive_push_actions.json is not in Bundle.module") }
print("Bundle.module/hive_push_actions.json: \(categories.count) categories")
print("PushActions.Category: \(PushActions.Category.allCases.count) cases")
SWIFT
