#!/usr/bin/env python3
"""inputs.py PRESET_YAML WORKDIR SIZE...: the definitions compile.sh measures.

Each SIZE gets WORKDIR/SIZE/definitions.actions.yaml: `presets` is the preset file as it is; a
number N is N synthetic categories of three actions each, titled in all sixteen languages,
as Benchmarks/generate.py makes them. WORKDIR/inputs lists the sizes, in order.
"""
import os
import sys

sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)), ".."))
import generate  # noqa: E402


def main():
    preset_path, workdir, sizes = sys.argv[1], sys.argv[2], sys.argv[3:]
    preset = generate.load_preset(preset_path)
    for size in sizes:
        folder = os.path.join(workdir, size)
        os.makedirs(folder, exist_ok=True)
        if size == "presets":
            with open(preset_path, encoding="utf-8") as handle:
                text = handle.read()
        else:
            text = generate.yaml_text(generate.synthetic(preset, int(size)))
        generate.write(os.path.join(folder, "definitions.actions.yaml"), text)
    generate.write(os.path.join(workdir, "inputs"), "\n".join(sizes) + "\n")


if __name__ == "__main__":
    main()
