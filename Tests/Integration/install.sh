#!/usr/bin/env bash
# Runs Scripts/install.sh as README tells a new user to, into a scratch prefix: a line per
# stage (build, copy, check), the PATH line to add when the folder is not on PATH, a binary
# that runs, and uninstall. Then a build that fails (a `swift` that refuses, first on PATH):
# the script must name its log and show the log's end. The first run builds the release
# bundle when CI has not (about 2 minutes on two cores).
set -euo pipefail
repo=$(cd "$(dirname "$0")/../.." && pwd)
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
fail() { printf 'install: FAIL: %s\n' "$*" >&2; exit 1; }
passed=0
pass() { passed=$((passed + 1)); }

"$repo/Scripts/install.sh" --prefix "$work/prefix" > "$work/out.log" 2>&1 || { cat "$work/out.log"; fail "install failed"; }
cat "$work/out.log"
log="$repo/.build/install-release.log"
head -n 1 "$work/out.log" | grep -qF "install: building actionc in release (" || fail "no build line first"
grep -qF "log: $log)" "$work/out.log" || fail "the build line does not name the log"
grep -qxF "install: copying it to $work/prefix/bin/actionc" "$work/out.log" || fail "no copy line"
grep -qxF "install: checking that it runs" "$work/out.log" || fail "no check line"
grep -qE "^install: actionc [0-9.]+ is installed as $work/prefix/bin/actionc$" "$work/out.log" || fail "no result line"
pass
grep -qF "install: $work/prefix/bin is not on your PATH yet" "$work/out.log" || fail "no PATH step"
grep -qxF "    export PATH=\"$work/prefix/bin:\$PATH\"" "$work/out.log" || fail "no shell line to add"
pass
"$work/prefix/bin/actionc" --version > /dev/null || fail "the installed binary does not run"
PATH="$work/prefix/bin:$PATH" "$repo/Scripts/install.sh" --prefix "$work/prefix" > "$work/again.log" 2>&1
grep -q "not on your PATH" "$work/again.log" && fail "the PATH step was printed with the folder on PATH"
pass

"$repo/Scripts/install.sh" --uninstall --prefix "$work/prefix" | grep -qxF "install: removed $work/prefix/bin/actionc" \
    || fail "uninstall said nothing"
test ! -e "$work/prefix/bin/actionc" || fail "uninstall left the binary"
pass

mkdir "$work/fake"
printf '#!/bin/sh\necho "error: the build broke here (a stand-in swift)" >&2\nexit 1\n' > "$work/fake/swift"
chmod +x "$work/fake/swift"
if PATH="$work/fake:$PATH" "$repo/Scripts/install.sh" --prefix "$work/broken" > "$work/broken.log" 2>&1; then
    cat "$work/broken.log"; fail "a failed build installed"
fi
cat "$work/broken.log"
grep -qxF "install: the build failed; the whole log is $log, and its last lines are:" "$work/broken.log" \
    || fail "the failure does not name the log"
grep -qF "error: the build broke here" "$work/broken.log" || fail "the log's end was not shown"
grep -q "copying" "$work/broken.log" && fail "a failed build went on to copy"
test ! -e "$work/broken/bin/actionc" || fail "a failed build left a binary"
pass

echo "install: $passed passed, 0 failed"
