#!/usr/bin/env bash
# First build of an app package that applies actionc's build plugin, in both flavours, one
# after the other under the same conditions: the same consumer (Tests/Integration/make-consumer.sh)
# built from an empty .build with the source plugins (which compile actionc first) and with the
# binary plugins (Distribution/ActioncPlugins, the release bundle's actionc). Prints wall time,
# CPU time (user + system, of swift build and all it starts: steadier than wall time on a
# shared machine), the modules compiled (plugins not counted) and the size of .build.
# BENCH_ROUNDS=N alternates N rounds (default 1). Needs GNU time.
# Builds the release bundle first when dist/ has none; that build is not timed.
set -euo pipefail
repo=$(cd "$(dirname "$0")/.." && pwd)
work="$repo/Benchmarks/work/first-build"
rounds=${BENCH_ROUNDS:-1}
ls "$repo"/dist/actionc.artifactbundle/actionc-*/bin/actionc > /dev/null 2>&1 || "$repo/Scripts/release.sh" > /dev/null

printf '| flavour | round | wall s | CPU s | modules compiled | .build MB |\n| --- | --- | ---: | ---: | ---: | ---: |\n'
for round in $(seq 1 "$rounds"); do
    for flavour in source binary; do
        rm -rf "$work/$flavour"
        "$repo/Tests/Integration/make-consumer.sh" "$flavour" "$work/$flavour"
        cd "$work/$flavour"
        /usr/bin/time -f '%e %U %S' -o "$work/$flavour.time" swift build > "$work/$flavour.log" 2>&1 \
            || { cat "$work/$flavour.log" >&2; exit 1; }
        read -r wall user system < "$work/$flavour.time"
        modules=$(grep -oE "Compiling [A-Za-z_]+ " "$work/$flavour.log" | grep -v "^Compiling plugin" | sort -u | wc -l)
        size=$(du -sm .build | cut -f1)
        printf '| %s | %s | %.1f | %.1f | %s | %s |\n' "$flavour" "$round" "$wall" "$(echo "$user + $system" | bc)" \
            "$modules" "$size"
    done
done
