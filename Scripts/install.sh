#!/usr/bin/env bash
# Puts actionc on PATH in one command, and takes it off in another:
#   Scripts/install.sh                      builds release, installs ~/.local/bin/actionc
#   Scripts/install.sh --prefix /usr/local  installs /usr/local/bin/actionc (PREFIX=/usr/local works too)
#   Scripts/install.sh --uninstall [--prefix DIR]   removes what the same prefix got
# On Linux the installed binary is the release bundle's (Scripts/release.sh): self-contained, so
# it keeps working when the toolchain moves. On macOS it is `swift build -c release`'s, which
# uses the Swift runtime in macOS and the libyaml it was built against.
set -euo pipefail
repo=$(cd "$(dirname "$0")/.." && pwd)
prefix="${PREFIX:-$HOME/.local}"
uninstall=0
while [ $# -gt 0 ]; do
    case "$1" in
        --prefix) [ $# -ge 2 ] || { echo "install: --prefix needs a directory" >&2; exit 64; }; prefix=$2; shift 2 ;;
        --prefix=*) prefix=${1#--prefix=}; shift ;;
        --uninstall) uninstall=1; shift ;;
        -h | --help) sed -n '2,8p' "$0" | sed 's/^# \{0,1\}//'; exit 0 ;;
        *) echo "install: unknown argument '$1' (see --help)" >&2; exit 64 ;;
    esac
done
bindir="$prefix/bin"
target="$bindir/actionc"

if [ $uninstall = 1 ]; then
    if [ -e "$target" ]; then
        rm -f "$target"
        echo "install: removed $target"
    else
        echo "install: $target is not there; nothing to remove"
    fi
    exit 0
fi

case "$(uname -s)" in
    Linux)
        "$repo/Scripts/release.sh" > "$repo/.build/install-release.log" 2>&1 \
            || { cat "$repo/.build/install-release.log" >&2; exit 1; }
        version=$(sed -n 's/.*static let version = "\(.*\)"/\1/p' "$repo/Sources/actionc/Arguments/Actionc.swift")
        triple=$(swift -print-target-info | sed -n 's/^ *"triple": "\(.*\)",$/\1/p' | head -n 1)
        built="$repo/dist/actionc.artifactbundle/actionc-$version-$triple/bin/actionc"
        ;;
    *)
        (cd "$repo" && swift build -c release --product actionc 2>&1 | tail -n 1)
        built="$repo/.build/release/actionc"
        ;;
esac
mkdir -p "$bindir"
# Copied next to the target and renamed over it, so a running actionc is never half-written.
install -m 755 "$built" "$target.installing"
mv -f "$target.installing" "$target"
echo "install: $("$target" --version) -> $target"
case ":$PATH:" in
    *":$bindir:"*) ;;
    *) echo "install: $bindir is not on PATH; add it, e.g. to ~/.profile: export PATH=\"$bindir:\$PATH\"" ;;
esac
