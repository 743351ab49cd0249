#!/usr/bin/env python3
"""table.py RESULTS_TSV: compile.sh's table, from lines of
`input file mode bytes wall user system peak_kB`, several per (input, file, mode).

Each cell is the median over the rounds, which compile.sh interleaves (floor, registry, floor,
…), so a load that comes and goes moves both alike. Time is CPU time (user + system) of swiftc
and its frontend: the frontend is one thread, so on an idle machine it equals the wall time,
and on a shared one it does not count the waits for a core. RSS is in MB of 10^6 bytes.
"""
import statistics
import sys

NAMES = {"presets": "the nine presets", "100": "100 categories", "1000": "1,000 categories"}


def guard(input_name, mode, floor):
    """Issue 33's guard for a row: (limit in CPU seconds, how it is written), or None."""
    if mode == "-typecheck":
        return (3.0, "< 3 s") if input_name == "1000" else None
    factor, extra = {"presets": (3, 1), "100": (4, 1), "1000": (4, 2)}.get(input_name, (4, 1))
    return factor * floor + extra, f"{factor}× floor + {extra} s"


def main():
    runs = {}
    order = []
    with open(sys.argv[1], encoding="utf-8") as handle:
        for line in handle:
            input_name, file, mode, size, wall, user, system, peak = line.split()
            if input_name not in order:
                order.append(input_name)
            run = runs.setdefault((input_name, file, mode), {"size": int(size), "cpu": [], "rss": []})
            run["cpu"].append(float(user) + float(system))
            run["rss"].append(int(peak) * 1000 / 1e6)
    print("| input | mode | registry size | floor size | registry CPU | floor CPU | ratio | guard | met "
          "| registry RSS | floor RSS | rounds |")
    print("| --- | --- | ---: | ---: | ---: | ---: | ---: | ---: | --- | ---: | ---: | ---: |")
    missed = 0
    for input_name in order:
        for mode in ["-O", "-Onone", "-typecheck"]:
            registry = runs.get((input_name, "PushActions", mode))
            floor = runs.get((input_name, "Floor", mode))
            if not registry or not floor:
                continue
            cpu, floor_cpu = statistics.median(registry["cpu"]), statistics.median(floor["cpu"])
            limit = guard(input_name, mode, floor_cpu)
            met = limit is None or cpu <= limit[0]
            missed += not met
            print(
                f"| {NAMES.get(input_name, input_name)} | `{mode}` | {kilobytes(registry['size'])} "
                f"| {kilobytes(floor['size'])} | {cpu:.2f} s | {floor_cpu:.2f} s | {cpu / floor_cpu:.2f}× "
                f"| {'%s = %.2f s' % (limit[1], limit[0]) if limit and '×' in limit[1] else (limit[1] if limit else '–')} "
                f"| {'ok' if met else 'MISSED'} "
                f"| {statistics.median(registry['rss']):.0f} MB | {statistics.median(floor['rss']):.0f} MB "
                f"| {len(registry['cpu'])} |")
    print()
    print("Guards (issue 33), on medians of CPU time: the presets ≤ 3× the floor + 1 s and 100 categories "
          "≤ 4× the floor + 1 s at -O and -Onone; 1,000 categories ≤ 4× the floor + 2 s at -Onone and "
          "-typecheck < 3 s.")
    if missed:
        print(f"{missed} guard(s) MISSED")


def kilobytes(size):
    return f"{size / 1000:,.0f} kB" if size >= 10_000 else f"{size / 1000:.1f} kB"


if __name__ == "__main__":
    main()
