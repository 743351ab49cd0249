#!/usr/bin/env bash
# Times `actionc translations import` of one XLIFF written on one line against the same file
# with its line breaks (issue 47: positions were counted from the line's start, so a 2.3 MB
# one-line file took 20 s against 0.06 s). Both should take the same time.
#
#   Benchmarks/import.sh [ACTIONS]     (default 5000 actions, about 2.3 MB of XLIFF)
#
# ACTIONC=/path/to/actionc measures another binary instead of the release one it builds.
set -euo pipefail
cd "$(dirname "$0")/.."
actions="${1:-5000}"
work=Benchmarks/work/import
rm -rf "$work" && mkdir -p "$work/app"

if [ -z "${ACTIONC:-}" ]; then
    swift build -c release --product actionc >/dev/null
    ACTIONC="$(swift build -c release --show-bin-path)/actionc"
fi

python3 - "$actions" "$work" <<'EOF'
import sys
count, work = int(sys.argv[1]), sys.argv[2]
lines = ["languages: [en, de]", "actions:"]
lines += [f"  A{i}_ID: {{title: {{en: Open {i}, de: Auf {i}}}}}" for i in range(count)]
lines += ["categories:"] + [f"  C{i}: [A{i}_ID]" for i in range(count)]
open(f"{work}/app/app.actions.yaml", "w").write("\n".join(lines) + "\n")
EOF
"$ACTIONC" translations export "$work/app" -o "$work/out" --quiet
# Every text changed, so the import edits as many texts as the file has units.
sed 's/>Auf />Zu /' "$work/out/de.xliff" > "$work/lines.xliff"
tr -d '\n' < "$work/lines.xliff" > "$work/one-line.xliff"

# --dry-run: the whole import (read, check, edit, check again) without writing, so each run
# starts from the same definitions.
for file in lines one-line; do
    /usr/bin/time -f "$file.xliff ($(wc -c < "$work/$file.xliff") bytes): %e s wall, %U s user, %S s system, %M KB" \
        "$ACTIONC" translations import "$work/$file.xliff" --definitions "$work/app" --dry-run --quiet
done
