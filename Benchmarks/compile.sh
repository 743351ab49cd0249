#!/usr/bin/env bash
# The compile cost of the generated registry (issues 14, 24 and 33): for the nine presets, 100
# and 1,000 categories (three actions each, sixteen languages), builds PushActions.swift with
# actionc and the floor beside it (Benchmarks/compile/floor.py), compiles each with swiftc
# (`-parse-as-library -c` at -O and -Onone, and `-typecheck`; 1,000 categories at -Onone and
# -typecheck only) against the UserNotifications stub, ROUNDS times (default 3) with the floor
# and the registry in turn, and prints one table of medians: sizes, CPU times, peak RSS, the
# ratios and issue 33's guards. A benchmark, not a test.
#
#   Benchmarks/compile.sh            SIZES="presets 100" ROUNDS=5 Benchmarks/compile.sh
#   ACCESS_LEVEL=public Benchmarks/compile.sh    (the registry the SwiftPM build plugin makes)
#   ACTIONC=/path/to/actionc Benchmarks/compile.sh    (another binary's registry, such as main's)
set -euo pipefail
cd "$(dirname "$0")/.."
work=${WORK:-Benchmarks/work/compile}
rm -rf "$work"
mkdir -p "$work"
command -v /usr/bin/time >/dev/null || { echo "compile.sh needs GNU time (apt-get install time)" >&2; exit 1; }
python3 -c 'import yaml' 2>/dev/null || { echo "compile.sh needs PyYAML (pip install pyyaml)" >&2; exit 1; }

if [ -n "${ACTIONC:-}" ]; then
    actionc=$ACTIONC
else
    swift build --product actionc >&2
    actionc=$(swift build --show-bin-path)/actionc
fi

# The stub, built as RegistryTests build it: Swift 5, library evolution.
swiftc -swift-version 5 -enable-library-evolution -parse-as-library -module-name UserNotifications \
    -package-name UserNotificationsStub -emit-library -o "$work/libUserNotifications.so" \
    -emit-module -emit-module-path "$work/UserNotifications.swiftmodule" \
    Tests/UserNotificationsStub/*.swift 2>/dev/null

python3 Benchmarks/compile/inputs.py Presets/hive.actions.yaml "$work" ${SIZES:-presets 100 1000}
results="$work/results.tsv"
: >"$results"
for input in $(cat "$work/inputs"); do
    dir="$work/$input"
    "$actionc" build "$dir/definitions.actions.yaml" --swift "$dir/PushActions.swift" --json "$dir/hive_push_actions.json" \
        --access-level "${ACCESS_LEVEL:-internal}" --quiet
    python3 Benchmarks/compile/floor.py "$dir/hive_push_actions.json" "$dir/Floor.swift"
    if [ -z "${warmed:-}" ]; then
        # One discarded compile first: the first swiftc of a run is 0.3-0.4 s slower than the next
        # (the compiler and the modules it loads come in from disk), which would land on the
        # presets registry's -O row alone.
        swiftc -parse-as-library -c -O -I "$work" "$dir/PushActions.swift" -o "$dir/warm-up.o" >&2
        warmed=1
    fi
    for mode in -O -Onone -typecheck; do
        [ "$input" = 1000 ] && [ "$mode" = -O ] && continue
        if [ "$mode" = -typecheck ]; then
            action=(-typecheck)
        else
            action=(-c "$mode" -o "$dir/out.o")
        fi
        # Interleaved: a load that comes and goes falls on both files alike.
        for _ in $(seq "${ROUNDS:-3}"); do
            for file in Floor PushActions; do
                # wall s, user s, system s, peak RSS kB (the driver and its frontend).
                measured=$(/usr/bin/time -f '%e %U %S %M' -o "$dir/time" \
                    swiftc -parse-as-library "${action[@]}" -I "$work" "$dir/$file.swift" >&2 && cat "$dir/time")
                echo "$input $file $mode $(wc -c <"$dir/$file.swift") $measured" >>"$results"
            done
        done
    done
done
python3 Benchmarks/compile/table.py "$results"
