#!/usr/bin/env bash
# Fuzzes the whole pipeline with libFuzzer + AddressSanitizer.
#   Fuzz/run.sh [yaml|json|plist|xliff|xcstrings|strings|stringsdict|appcatalog|resources|both|all] [SECONDS]   (default: both, i.e. yaml and json; 600 seconds each)
# Corpora are seeded from Presets/, the test fixtures and the golden outputs (plist: Fuzz/Seeds/plist;
# xliff and xcstrings: the exports' goldens and Fuzz/Seeds/translations; strings, stringsdict and
# resources: Fuzz/Seeds/strings),
# and kept in Fuzz/work/ (ignored);
# a crash leaves crash-* files there: turn each into a regression fixture.
set -euo pipefail
cd "$(dirname "$0")"
which="${1:-both}"
seconds="${2:-600}"

# The sanitizers go to swiftc directly: SwiftPM 6.3 given `--sanitize=fuzzer --sanitize=address`
# kept only the last one for the compile, leaving the code without coverage counters.
flags=(-c release --sanitize=fuzzer -Xswiftc -sanitize=fuzzer,address -Xswiftc -parse-as-library)
swift build "${flags[@]}" 2>&1 | tail -n 3
bin=$(swift build "${flags[@]}" --show-bin-path)

# A binary without coverage counters would "fuzz" blindly, finding nothing.
for target in FuzzYAML FuzzJSON FuzzPlist FuzzXLIFF FuzzStringCatalog FuzzStrings FuzzStringsdict FuzzAppCatalog FuzzResources; do
    if ! readelf -S "$bin/$target" | grep -c __sancov_cntrs > /dev/null; then
        echo "$target has no coverage instrumentation; remove Fuzz/.build and run again" >&2
        exit 1
    fi
done

# Swift's backtracer would wait on a crashing process; libFuzzer reports crashes itself.
export SWIFT_BACKTRACE=enable=no

fuzz() {
    local name=$1 ext=$2 target=$3 dict=${4:-definitions.dict}
    local corpus="work/corpus-$name" artifacts="work/artifacts-$name/"
    mkdir -p "$corpus" "$artifacts"
    find ../Presets ../Tests/Fixtures ../Tests/Golden/json ../Tests/Golden/xliff ../Tests/Golden/xcstrings ../Tests/SchemaFixtures Seeds -name "*.$ext" -exec cp {} "$corpus/" \; 2>/dev/null || true
    [ "$ext" = yaml ] && find ../Tests/Fixtures -name '*.yml' -exec cp {} "$corpus/" \; 2>/dev/null || true
    echo "== fuzzing $name for $seconds s (seeds: $(ls "$corpus" | wc -l))"
    "$bin/$target" "$corpus" -dict="$dict" -max_total_time="$seconds" -max_len=65536 -timeout=10 -rss_limit_mb=2048 \
        -artifact_prefix="$artifacts" -print_final_stats=1 2>&1 | tee "work/$name.log" | grep -E "^#[0-9]+.*(DONE|pulse)|stat::|ERROR|SUMMARY" || true
    if ls "$artifacts" | grep -q .; then echo "CRASHES in $artifacts"; ls "$artifacts"; return 1; fi
}

status=0
case "$which" in
    yaml) fuzz yaml yaml FuzzYAML || status=1 ;;
    json) fuzz json json FuzzJSON || status=1 ;;
    plist) fuzz plist plist FuzzPlist plist.dict || status=1 ;;
    xliff) fuzz xliff xliff FuzzXLIFF translations.dict || status=1 ;;
    xcstrings) fuzz xcstrings xcstrings FuzzStringCatalog translations.dict || status=1 ;;
    strings) fuzz strings strings FuzzStrings strings.dict || status=1 ;;
    stringsdict) fuzz stringsdict stringsdict FuzzStringsdict plist.dict || status=1 ;;
    appcatalog) fuzz appcatalog xcstrings FuzzAppCatalog strings.dict || status=1 ;;
    resources) fuzz resources xml FuzzResources strings.dict || status=1 ;;
    both) fuzz yaml yaml FuzzYAML || status=1; fuzz json json FuzzJSON || status=1 ;;
    all)
        fuzz yaml yaml FuzzYAML || status=1; fuzz json json FuzzJSON || status=1
        fuzz plist plist FuzzPlist plist.dict || status=1
        fuzz xliff xliff FuzzXLIFF translations.dict || status=1
        fuzz xcstrings xcstrings FuzzStringCatalog translations.dict || status=1
        fuzz strings strings FuzzStrings strings.dict || status=1
        fuzz stringsdict stringsdict FuzzStringsdict plist.dict || status=1
        fuzz appcatalog xcstrings FuzzAppCatalog strings.dict || status=1
        fuzz resources xml FuzzResources strings.dict || status=1
        ;;
    *) echo "usage: Fuzz/run.sh [yaml|json|plist|xliff|xcstrings|strings|stringsdict|appcatalog|resources|both|all] [SECONDS]" >&2; exit 64 ;;
esac
exit $status
