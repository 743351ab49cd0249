#!/usr/bin/env python3
"""Times actionc, the libyaml floor and the Python alternative on the generated inputs,
prints one table and checks the guards of issue 50. Run through Benchmarks/run.sh, which
builds and generates first.

actionc runs as users run it: beside each input it keeps a translation record
(`cat10k.translations.json`), which every build and validate reads and compares. The records
are removed before the run and written by a first build of each input, so they are in the
format of the binary measured; the table gives each record's size.

Each round runs every tool on an input (tools interleaved, so drift of the machine hits
them alike); the table shows medians. Each tool runs twice in a row and the table shows the
second run, so that no tool's figure depends on which tool ran before it (a run right after
PyYAML's 2 GB process was at times slower). Wall time comes from wait4 on the child
process, so process start-up is included, as a user sees it. Peak RSS comes from a second
run under GNU time (`peak_rss`): not from this script's own wait4, which would report this
script's size instead. PyYAML runs once on the 10k YAML, where it takes seconds.
"""
import argparse
import glob
import json
import os
import platform
import shutil
import statistics
import sys
import tempfile
import time
from datetime import datetime, timezone

INPUTS = ["presets.yaml", "presets.json", "cat200.yaml", "cat1k.yaml", "cat1k.json", "cat10k.yaml", "cat10k.json"]
OUTPUT_FILES = ["hive_push_actions.json", "PushActions.swift"]


def run(argv):
    """Runs argv; returns its wall time in milliseconds. A failing run stops the benchmark.
    Its output goes to a file (actionc reports each file written), shown when it fails."""
    log = os.path.join(tempfile.gettempdir(), "actionc-benchmark-run.log")
    create = os.O_WRONLY | os.O_CREAT | os.O_TRUNC
    actions = [(os.POSIX_SPAWN_OPEN, 1, log, create, 0o644), (os.POSIX_SPAWN_DUP2, 1, 2)]
    start = time.perf_counter()
    pid = os.posix_spawn(argv[0], argv, os.environ, file_actions=actions)
    _, status, _ = os.wait4(pid, 0)
    elapsed = (time.perf_counter() - start) * 1000
    if os.waitstatus_to_exitcode(status) != 0:
        with open(log, encoding="utf-8", errors="replace") as output:
            sys.exit(f"failed ({os.waitstatus_to_exitcode(status)}): {' '.join(argv)}\n{output.read()[-2000:]}")
    return elapsed


def peak_rss(argv):
    """Peak RSS of argv in MB (10^6 bytes; GNU time reports KiB), from GNU time. A child
    spawned by this script inherits the script's own high-water mark (Linux keeps
    ru_maxrss across exec, and the script holds hundreds of MB after loading the 10k
    outputs), so a small process must start it."""
    with tempfile.NamedTemporaryFile("r") as report:
        run(["/usr/bin/time", "-f", "%M", "-o", report.name, *argv])
        return int(report.read().split()[-1]) * 1024 / 1_000_000


def fresh(directory):
    shutil.rmtree(directory, ignore_errors=True)
    os.makedirs(directory)


def warmed_run(argv, output=None):
    """The wall time of the second of two runs of argv in a row (see the module docstring).
    `output` is emptied before each, so a build writes every output."""
    for _ in range(2):
        if output:
            fresh(output)
        elapsed = run(argv)
    return elapsed


def is_large(path):
    return os.path.getsize(path) > 5_000_000


def measure_start(args):
    """`actionc --version`: the start of the same binary, what the presets are held to."""
    return statistics.median(warmed_run([args.actionc, "--version"]) for _ in range(args.rounds * 3))


def record_path(path):
    """The translation record actionc keeps beside the definitions at `path`."""
    folder, name = os.path.split(path)
    return os.path.join(folder, name.rsplit(".", 1)[0] + ".translations.json")


def measure_input(args, name):
    path = os.path.join(args.inputs, name)
    with open(path, "rb") as handle:  # into the page cache before the first timed run
        handle.read()
    actionc_out, python_out = os.path.join(args.work, "out-actionc"), os.path.join(args.work, "out-python")
    # The first build writes the record (the presets have none: their translations are actionc's).
    fresh(actionc_out)
    run([args.actionc, "build", path, "-o", actionc_out])
    record = record_path(path)
    commands = {
        "actionc": ([args.actionc, "build", path, "-o", actionc_out], actionc_out),
        # The same pipeline up to validation, writing nothing: how much of the build the
        # outputs take, and a lower bound that no faster renderer can go under.
        "validate": ([args.actionc, "validate", path], None),
        "floor": ([args.floor, path], None),
        "python": ([sys.executable, args.alternative, path, python_out], python_out),
    }
    # The 10k inputs take PyYAML seconds per run: three rounds still give a median, and
    # PyYAML runs once there (12 s; a 5x guard does not hang on its noise). Python's json, a
    # second against a guard of "faster", runs every round.
    rounds = min(args.rounds, 3) if is_large(path) else args.rounds
    times = {tool: [] for tool in commands}
    rss = []
    for round in range(rounds):
        for tool, (argv, output) in commands.items():
            if tool == "python" and is_large(path) and not path.endswith(".json") and round > 0:
                continue
            times[tool].append(warmed_run(argv, output))
            if tool == "actionc":
                fresh(actionc_out)
                rss.append(peak_rss(argv))
    return {
        "input": name,
        "size": os.path.getsize(path),
        "record": os.path.getsize(record) if os.path.exists(record) else 0,
        **{tool: statistics.median(values) for tool, values in times.items()},
        "rss": max(rss),
        "agree": load_json(actionc_out) == load_json(python_out),
    }


def load_json(directory):
    with open(os.path.join(directory, "hive_push_actions.json"), encoding="utf-8") as handle:
        return json.load(handle)


def measure_noop(args, name):
    """A second build over current outputs: its time, and whether any output was touched."""
    path = os.path.join(args.inputs, name)
    out = os.path.join(args.work, "out-noop")
    fresh(out)
    run([args.actionc, "build", path, "-o", out])
    before = stamps(out)
    rounds = min(args.rounds, 3) if is_large(path) else args.rounds
    times = [run([args.actionc, "build", path, "-o", out]) for _ in range(rounds)]
    return statistics.median(times), stamps(out) == before


def stamps(directory):
    """Inode and nanosecond mtime of each output: a rewrite (even an atomic rename) changes one."""
    result = {}
    for name in OUTPUT_FILES:
        info = os.stat(os.path.join(directory, name))
        result[name] = (info.st_ino, info.st_mtime_ns)
    return result


def size_text(size):
    return f"{size / 1_000_000:.1f} MB" if size >= 1_000_000 else f"{size / 1000:.1f} kB"


def print_table(start, rows):
    header = ["input", "size", "record", "actionc ms", "RSS MB", "validate ms", "floor ms", "actionc/floor", "validate/floor",
              "python ms", "python/actionc"]
    lines = [header, ["---"] * len(header)]
    lines.append(["actionc --version", "", "", f"{start:.1f}"] + [""] * (len(header) - 4))
    for row in rows:
        lines.append([
            row["input"], size_text(row["size"]), size_text(row["record"]) if row["record"] else "none",
            f"{row['actionc']:.1f}", f"{row['rss']:.1f}",
            f"{row['validate']:.1f}", f"{row['floor']:.1f}", f"{row['actionc'] / row['floor']:.2f}×",
            f"{row['validate'] / row['floor']:.2f}×", f"{row['python']:.1f}",
            f"{row['python'] / row['actionc']:.1f}×",
        ])
    widths = [max(len(line[column]) for line in lines) for column in range(len(header))]
    for line in lines:
        cells = [cell.ljust(width) if column < 3 else cell.rjust(width)
                 for column, (cell, width) in enumerate(zip(line, widths))]
        print("| " + " | ".join(cells) + " |")


def machine():
    cpu = next((line.split(":", 1)[1].strip() for line in open("/proc/cpuinfo") if line.startswith("model name")), "?")
    load = os.getloadavg()[0]
    return f"{cpu}, {os.cpu_count()} cores, load {load:.1f}, Linux {platform.release()}, Python {platform.python_version()}"


def check(label, ok, detail):
    print(f"  [{'ok' if ok else 'MISSED'}] {label}: {detail}")
    return ok


def main():
    parser = argparse.ArgumentParser()
    for option in ("--actionc", "--floor", "--alternative", "--inputs", "--work"):
        parser.add_argument(option, required=True)
    parser.add_argument("--rounds", type=int, default=5)
    args = parser.parse_args()

    print(f"{datetime.now(timezone.utc):%Y-%m-%d %H:%M} UTC; {machine()}")
    print(f"medians of {args.rounds} interleaved rounds (3 for inputs over 5 MB, PyYAML once on the 10k YAML); "
          "wall time includes process start")
    for stale in glob.glob(os.path.join(args.inputs, "*.translations.json")):
        os.remove(stale)
    start = measure_start(args)
    rows = [measure_input(args, name) for name in INPUTS]
    print()
    print_table(start, rows)
    print()
    print("record: the translation record beside the input, written by the first build and read by every run")
    print("validate: `actionc validate`, the same parse, decode, validation and record check without rendering or writing")
    print("floor: YAML = libyaml event pull (C, no tree); JSON = one-pass C tokenizer (no tree, no validation)")
    print("python: PyYAML CSafeLoader / json, checks <=3 buttons and en present, dumps the JSON")
    disagree = [row["input"] for row in rows if not row["agree"]]
    print("outputs: actionc and python JSON " + ("equal on every input" if not disagree else "DIFFER on " + ", ".join(disagree)))
    noops = {name: measure_noop(args, name) for name in ("presets.yaml", "cat10k.yaml")}
    for name, (elapsed, unchanged) in noops.items():
        proof = "inode and mtime of both outputs unchanged" if unchanged else "AN OUTPUT WAS REWRITTEN"
        print(f"no-op rebuild ({name}, outputs current): {elapsed:.1f} ms; {proof}")

    by_name = {row["input"]: row for row in rows}
    print()
    print("guards (issue 50), each with the record present:")
    ok = True
    presets = by_name["presets.yaml"]
    ok &= check("nine presets <= 2x the start of the same binary", presets["actionc"] <= 2 * start,
                f"{presets['actionc'] / start:.2f}x ({presets['actionc']:.1f} ms against {start:.1f} ms)")
    for name in ("cat1k.yaml", "cat10k.yaml"):
        row = by_name[name]
        ok &= check(f"{name} <= 8x the libyaml event scan", row["actionc"] <= 8 * row["floor"],
                    f"{row['actionc'] / row['floor']:.2f}x ({row['actionc']:.1f} ms against {row['floor']:.1f} ms)")
    peak = max(by_name["cat10k.yaml"]["rss"], by_name["cat10k.json"]["rss"])
    ok &= check("peak RSS at 10k <= 200 MB", peak <= 200, f"{peak:.1f} MB")
    yaml10k, json10k = by_name["cat10k.yaml"], by_name["cat10k.json"]
    ok &= check("cat10k.yaml >= 5x faster than PyYAML and the script", yaml10k["python"] >= 5 * yaml10k["actionc"],
                f"{yaml10k['python'] / yaml10k['actionc']:.1f}x")
    ok &= check("cat10k.json faster than Python's json and the script", json10k["actionc"] < json10k["python"],
                f"{json10k['actionc']:.1f} ms against {json10k['python']:.1f} ms")
    ok &= check("no-op rebuild writes nothing", all(unchanged for _, unchanged in noops.values()), "see above")
    for name in ("cat1k.yaml", "cat10k.yaml"):
        row = by_name[name]
        ok &= check(f"the record of {name} no larger than the definitions", 0 < row["record"] <= row["size"],
                    f"{size_text(row['record'])} for {size_text(row['size'])}")
    sys.exit(0 if ok else 1)


if __name__ == "__main__":
    main()
