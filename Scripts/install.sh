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
say() { printf 'install: %s\n' "$*"; }

if [ $uninstall = 1 ]; then
    if [ -e "$target" ]; then
        rm -f "$target"
        say "removed $target"
    else
        say "$target is not there; nothing to remove"
    fi
    exit 0
fi

case "$(uname -s)" in
    Linux)
        build() { "$repo/Scripts/release.sh"; }
        # The bundle's folder is named for the version and the target triple.
        built() {
            local version triple
            version=$(sed -n 's/.*static let version = "\(.*\)"/\1/p' "$repo/Sources/actionc/Arguments/Actionc.swift")
            triple=$(swift -print-target-info | sed -n 's/^ *"triple": "\(.*\)",$/\1/p' | head -n 1)
            echo "$repo/dist/actionc.artifactbundle/actionc-$version-$triple/bin/actionc"
        }
        ;;
    *)
        build() { (cd "$repo" && swift build -c release --product actionc); }
        built() { echo "$repo/.build/release/actionc"; }
        ;;
esac
mkdir -p "$repo/.build"
log="$repo/.build/install-release.log"

# A line per stage: the build is quiet for minutes, and its output goes to the log.
say "building actionc in release (the first build takes minutes, later ones seconds; log: $log)"
if ! build > "$log" 2>&1; then
    say "the build failed; the whole log is $log, and its last lines are:" >&2
    tail -n 20 "$log" >&2
    exit 1
fi
binary=$(built)

say "copying it to $target"
mkdir -p "$bindir"
# Copied next to the target and renamed over it, so a running actionc is never half-written.
install -m 755 "$binary" "$target.installing"
mv -f "$target.installing" "$target"

say "checking that it runs"
installed=$("$target" --version) || { say "$target was copied but does not run (see above)" >&2; exit 1; }
say "$installed is installed as $target"
case ":$PATH:" in
    *":$bindir:"*) ;;
    *)
        say "$bindir is not on your PATH yet. Add this line to your shell's startup file"
        say "(~/.profile, ~/.bashrc or ~/.zshrc), then open a new terminal:"
        printf '    export PATH="%s:$PATH"\n' "$bindir"
        ;;
esac
