#!/usr/bin/env bash
# Builds actionc in release, generates the inputs, and prints one table of actionc against
# its own start, the libyaml floor and a PyYAML script, with the translation records present,
# and the guards of issue 50 (Benchmarks/README.md).
#
#   Benchmarks/run.sh            (from anywhere; BENCH_ROUNDS=N for more or fewer rounds)
#
# Everything it makes goes to Benchmarks/work/ (ignored by git). ACTIONC=/path/to/actionc
# measures another binary instead of the one it builds.
set -euo pipefail
cd "$(dirname "$0")/.."
work=Benchmarks/work
mkdir -p "$work"

as_root() { if [ "$(id -u)" = 0 ]; then "$@"; else sudo "$@"; fi; }
if ! command -v cc >/dev/null || ! pkg-config --exists yaml-0.1 || [ ! -x /usr/bin/time ]; then
    as_root apt-get update -qq && as_root apt-get install -y -qq gcc libyaml-dev pkg-config time >/dev/null
fi
if ! python3 -c 'import yaml' 2>/dev/null; then
    python3 -m pip install --quiet pyyaml
fi
if ! python3 -c 'import sys, yaml; sys.exit(not yaml.__with_libyaml__)'; then
    echo "PyYAML here has no libyaml (yaml.__with_libyaml__ is False): the Python baseline would be" >&2
    echo "the pure-Python loader and flatter actionc unfairly. Install a PyYAML built with libyaml." >&2
    exit 1
fi
echo "PyYAML $(python3 -c 'import yaml; print(yaml.__version__)') with libyaml (CSafeLoader): yes"

if [ -z "${ACTIONC:-}" ]; then
    swift build -c release --product actionc
    ACTIONC="$(swift build -c release --show-bin-path)/actionc"
fi
cc -O2 -o "$work/floor" Benchmarks/floor.c $(pkg-config --cflags --libs yaml-0.1)

# Inputs are regenerated only when the generator or the preset changed (10k takes seconds).
stamp="$(cat Benchmarks/generate.py Presets/hive.actions.yaml | sha256sum | cut -c1-16)"
if [ "$(cat "$work/inputs/.stamp" 2>/dev/null)" != "$stamp" ]; then
    rm -rf "$work/inputs"
    python3 Benchmarks/generate.py Presets/hive.actions.yaml "$work/inputs"
    echo "$stamp" > "$work/inputs/.stamp"
fi

exec python3 Benchmarks/measure.py --actionc "$ACTIONC" --floor "$work/floor" \
    --alternative Benchmarks/alternative.py --inputs "$work/inputs" --work "$work" --rounds "${BENCH_ROUNDS:-5}"
