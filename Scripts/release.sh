#!/usr/bin/env bash
# Builds the release artifact bundle (SE-0305) that the binary plugins, the hooks and users
# run, so that nobody compiles actionc to use it:
#   Scripts/release.sh            builds this machine's variant into dist/actionc.artifactbundle,
#                                 zips it and prints the checksum a .binaryTarget(url:checksum:) takes
#
# Variants, one folder each in the bundle; a run replaces its own and keeps the others, so a
# full release is: run on Linux, copy dist/ to a Mac, run there (or the other way round).
#   Linux (here):  actionc-VERSION-TRIPLE/bin/actionc, self-contained: the Swift runtime
#                  (--static-swift-stdlib) and libyaml are linked statically; only the C and
#                  C++ base libraries stay dynamic (libc, libm, libstdc++, libgcc_s).
#   macOS (a Mac): actionc-VERSION-macos/bin/actionc, universal (arm64 + x86_64). The Swift
#                  runtime is part of macOS. libyaml is linked statically from a universal
#                  libyaml.a: LIBYAML_A=/path/to/libyaml.a, or Homebrew's when it holds both
#                  architectures. This path has never run here (there is no Mac); see Docs/install.md.
#
# The build uses its own scratch path (.build/dist), so contributors' .build/release is left alone.
set -euo pipefail
repo=$(cd "$(dirname "$0")/.." && pwd)
cd "$repo"

version=$(sed -n 's/.*static let version = "\(.*\)"/\1/p' Sources/actionc/Arguments/Actionc.swift)
[ -n "$version" ] || { echo "release: cannot read the version from Actionc.swift" >&2; exit 1; }
dist="$repo/dist"
bundle="$dist/actionc.artifactbundle"
scratch="$repo/.build/dist"
mkdir -p "$bundle" "$scratch"
# Variants of another version would be listed under this one's number.
find "$bundle" -mindepth 1 -maxdepth 1 -name 'actionc-*' ! -name "actionc-$version-*" -exec rm -rf {} +

say() { printf 'release: %s\n' "$*"; }

# CYAML's module map links `-lyaml`, found through pkg-config's yaml-0.1. The linker takes the
# first directory on its search path holding libyaml.so (.dylib) or libyaml.a, and the system
# .pc names the folder that has both; this copy of it names a folder holding only the archive,
# so the release links libyaml statically while contributors' builds stay as they are.
static_libyaml() {
    local lib=$1 original
    [ -f "$lib" ] || { echo "release: $lib is missing (libyaml-dev, or set LIBYAML_A)" >&2; exit 1; }
    original="$(pkg-config --variable=pcfiledir yaml-0.1)/yaml-0.1.pc"
    mkdir -p "$scratch/static-libs" "$scratch/pkgconfig"
    ln -sf "$lib" "$scratch/static-libs/libyaml.a"
    sed "s|^libdir=.*|libdir=$scratch/static-libs|" "$original" > "$scratch/pkgconfig/yaml-0.1.pc"
}

build_linux() {
    local triple lib variant
    triple=$(swift -print-target-info | sed -n 's/^ *"triple": "\(.*\)",$/\1/p' | head -n 1)
    lib="${LIBYAML_A:-$(pkg-config --variable=libdir yaml-0.1)/libyaml.a}"
    static_libyaml "$lib"
    say "building actionc $version for $triple (static Swift runtime, static libyaml)"
    PKG_CONFIG_PATH="$scratch/pkgconfig" swift build -c release --product actionc --scratch-path "$scratch" \
        --static-swift-stdlib 2>&1 | tail -n 2
    variant="actionc-$version-$triple"
    rm -rf "${bundle:?}/$variant"
    mkdir -p "$bundle/$variant/bin"
    cp "$(swift build -c release --scratch-path "$scratch" --show-bin-path)/actionc" "$bundle/$variant/bin/actionc"
    strip "$bundle/$variant/bin/actionc"

    # Self-contained means: nothing from the toolchain and no libyaml at run time.
    say "ldd $variant/bin/actionc:"
    ldd "$bundle/$variant/bin/actionc" | sed 's/^/    /'
    local toolchain
    toolchain=$(dirname "$(dirname "$(command -v swift)")")
    if ldd "$bundle/$variant/bin/actionc" | grep -E "libyaml|libswift|libFoundation|libdispatch|libBlocksRuntime|$toolchain"; then
        echo "release: the Linux binary still links the above dynamically" >&2
        exit 1
    fi
}

build_macos() {
    local lib variant
    lib="${LIBYAML_A:-$(brew --prefix libyaml 2>/dev/null)/lib/libyaml.a}"
    [ -f "$lib" ] || { echo "release: no libyaml.a at '$lib'; set LIBYAML_A to a universal one" >&2; exit 1; }
    for arch in arm64 x86_64; do
        lipo "$lib" -verify_arch "$arch" \
            || { echo "release: $lib has no $arch slice; set LIBYAML_A to a universal libyaml.a" >&2; exit 1; }
    done
    static_libyaml "$lib"
    say "building actionc $version for macOS (arm64 + x86_64, static libyaml)"
    PKG_CONFIG_PATH="$scratch/pkgconfig" swift build -c release --product actionc --scratch-path "$scratch" \
        --arch arm64 --arch x86_64 2>&1 | tail -n 2
    variant="actionc-$version-macos"
    rm -rf "${bundle:?}/$variant"
    mkdir -p "$bundle/$variant/bin"
    cp "$(swift build -c release --scratch-path "$scratch" --arch arm64 --arch x86_64 --show-bin-path)/actionc" \
        "$bundle/$variant/bin/actionc"
    say "otool -L $variant/bin/actionc:"
    otool -L "$bundle/$variant/bin/actionc" | sed 's/^/    /'
    if otool -L "$bundle/$variant/bin/actionc" | grep -E "libyaml|/opt/homebrew|/usr/local"; then
        echo "release: the macOS binary links the above dynamically" >&2
        exit 1
    fi
}

case "$(uname -s)" in
    Linux) build_linux ;;
    Darwin) build_macos ;;
    *) echo "release: no variant is built on $(uname -s)" >&2; exit 1 ;;
esac

# info.json lists every variant folder the bundle holds, built by this run or an earlier one;
# a folder's name says its triples (actionc-VERSION-TRIPLE, or actionc-VERSION-macos).
{
    printf '{\n  "schemaVersion": "1.0",\n  "artifacts": {\n    "actionc": {\n'
    printf '      "version": "%s",\n      "type": "executable",\n      "variants": [\n' "$version"
    first=1
    for folder in "$bundle"/actionc-"$version"-*/; do
        variant=$(basename "$folder")
        case "$variant" in
            *-macos) list="arm64-apple-macosx x86_64-apple-macosx" ;;
            *) list=${variant#"actionc-$version-"} ;;
        esac
        [ $first = 1 ] || printf ',\n'
        first=0
        printf '        {\n          "path": "%s/bin/actionc",\n          "supportedTriples": [' "$variant"
        sep=""
        for triple in $list; do printf '%s"%s"' "$sep" "$triple"; sep=", "; done
        printf ']\n        }'
    done
    printf '\n      ]\n    }\n  }\n}\n'
} > "$bundle/info.json"
say "info.json:"
sed 's/^/    /' "$bundle/info.json"

# The zip holds the bundle folder itself, as SwiftPM expects.
rm -f "$dist/actionc.artifactbundle.zip"
(cd "$dist" && zip -q -r -X actionc.artifactbundle.zip actionc.artifactbundle)
say "wrote dist/actionc.artifactbundle and dist/actionc.artifactbundle.zip ($(du -h "$dist/actionc.artifactbundle.zip" | cut -f1))"
say "checksum: $(swift package compute-checksum "$dist/actionc.artifactbundle.zip")"
