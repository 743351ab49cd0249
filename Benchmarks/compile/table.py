#!/usr/bin/env python3
"""table.py RESULTS_TSV: compile.sh's table, from lines of
`input file mode bytes wall user system peak_kB`.

Time is CPU time (user + system) of swiftc and its frontend: the frontend is one thread,
so on an idle machine it equals the wall time, and on a shared one it does not count the
waits for a core. Wall time is shown beside it. RSS is in MB of 10^6 bytes.
"""
import sys

NAMES = {"presets": "the nine presets", "100": "100 categories", "1000": "1,000 categories"}


def main():
    rows = {}
    order = []
    with open(sys.argv[1], encoding="utf-8") as handle:
        for line in handle:
            input_name, file, mode, size, wall, user, system, peak = line.split()
            if input_name not in order:
                order.append(input_name)
            rows[(input_name, file, mode)] = {
                "size": int(size), "wall": float(wall), "cpu": float(user) + float(system),
                "rss": int(peak) * 1000 / 1e6,
            }
    print("| input | mode | registry size | floor size | registry time (wall) | floor time (wall) "
          "| ratio | time goal | registry RSS | floor RSS | RSS goal | met |")
    print("| --- | --- | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | --- |")
    missed = 0
    for input_name in order:
        for mode in ["-O", "-Onone", "-typecheck"]:
            registry = rows.get((input_name, "PushActions", mode))
            floor = rows.get((input_name, "Floor", mode))
            if not registry or not floor:
                continue
            if mode == "-typecheck":
                time_goal = 1.0 if input_name == "1000" else None
                rss_goal = None
            else:
                # The nine presets, the size apps have: the floor + 1 s; the synthetic sizes 2x + 1 s.
                time_goal = floor["cpu"] + 1 if input_name == "presets" else 2 * floor["cpu"] + 1
                rss_goal = 1.5 * floor["rss"] + 100
            met = (time_goal is None or registry["cpu"] <= time_goal) and (
                rss_goal is None or registry["rss"] <= rss_goal)
            missed += not met
            print(
                f"| {NAMES.get(input_name, input_name)} | `{mode}` | {kilobytes(registry['size'])} "
                f"| {kilobytes(floor['size'])} | {registry['cpu']:.2f} s ({registry['wall']:.2f} s) "
                f"| {floor['cpu']:.2f} s ({floor['wall']:.2f} s) | {registry['cpu'] / floor['cpu']:.2f}× "
                f"| {'≤ %.2f s' % time_goal if time_goal is not None else '–'} "
                f"| {registry['rss']:.0f} MB | {floor['rss']:.0f} MB "
                f"| {'≤ %.0f MB' % rss_goal if rss_goal is not None else '–'} "
                f"| {'ok' if met else 'MISSED'} |")
    print()
    print("Goals (issue 24): time ≤ the floor's + 1 s for the presets and ≤ 2× the floor's + 1 s for 100 and "
          "1,000 categories, peak RSS ≤ 1.5× the floor's + 100 MB, at -O and -Onone; -typecheck < 1 s at "
          "1,000 categories.")
    if missed:
        print(f"{missed} goal(s) MISSED")


def kilobytes(size):
    return f"{size / 1000:,.0f} kB" if size >= 10_000 else f"{size / 1000:.1f} kB"


if __name__ == "__main__":
    main()
