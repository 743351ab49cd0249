#!/usr/bin/env bash
# Instruction-count profile of one build (repeatable, unlike wall time):
#
#   Benchmarks/profile.sh [INPUT]     (default: the 1k-category YAML; run run.sh first)
#
# Writes Benchmarks/work/prof/callgrind.<input> and prints the top functions by
# inclusive and by self cost, Swift names demangled. callgrind runs ~50x slower than
# native, so the 1k inputs are the right size; costs grow linearly to 10k.
set -euo pipefail
cd "$(dirname "$0")/.."
input="${1:-Benchmarks/work/inputs/cat1k.yaml}"
actionc="${ACTIONC:-$(swift build -c release --show-bin-path)/actionc}"
command -v valgrind >/dev/null || { echo "needs valgrind (apt-get install valgrind)" >&2; exit 1; }
mkdir -p Benchmarks/work/prof
profile="Benchmarks/work/prof/callgrind.$(basename "$input")"
out="$(mktemp -d)"
trap 'rm -rf "$out"' EXIT
valgrind --tool=callgrind --callgrind-out-file="$profile" "$actionc" build "$input" -o "$out" 2>&1 | grep 'refs' || true
show() {
    callgrind_annotate --threshold=100 "$@" "$profile" 2>/dev/null | sed -n '/^Ir/,$p' | sed 1,2d \
        | swift demangle --simplified | sed -E 's/ \[[^]]*\]$//; s#/[^ ]*/Sources/#Sources/#' | cut -c1-180 | head -"${TOP:-40}"
}
echo "== inclusive"; show --inclusive=yes
echo "== self"; show
