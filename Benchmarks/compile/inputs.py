#!/usr/bin/env python3
"""inputs.py PRESET_YAML WORKDIR SIZE...: the definitions compile.sh measures.

Each SIZE gets WORKDIR/SIZE/definitions.actions.yaml: `presets` is the preset file as it is; a
number N is N synthetic categories of three actions each, titled in all sixteen languages,
as Benchmarks/generate.py makes them, where every tenth action also has a text field (button
title and placeholder in every language), so that the registry's text-field lookups are
measured too; WORKDIR/SIZE/text-field-action names the last of them. WORKDIR/inputs lists the
sizes, in order.
"""
import os
import sys

sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)), ".."))
import generate  # noqa: E402


def with_text_fields(text):
    """Every tenth action of generate.py's YAML with a text field, on the line after its icon,
    and the identifier of the greatest of those."""
    out = []
    action = -1
    identifier = None
    typed = []
    for line in text.split("\n"):
        out.append(line)
        if line.startswith("  ") and not line.startswith("   ") and line.endswith(":"):
            action += 1
            identifier = line.strip()[:-1]
            titles = []
        elif line.startswith("      ") and action >= 0:
            language, _, title = line.strip().partition(": ")
            titles.append((language, title))
        elif line.startswith("    icon: ") and action % 10 == 0:
            button = ", ".join(f"{language}: {title}" for language, title in titles)
            out.append("    textInput: {button: {" + button + "}, placeholder: {" + button + "}}")
            typed.append(identifier)
    return "\n".join(out), max(typed)


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
            text, typed = with_text_fields(generate.yaml_text(generate.synthetic(preset, int(size))))
            generate.write(os.path.join(folder, "text-field-action"), typed + "\n")
        generate.write(os.path.join(folder, "definitions.actions.yaml"), text)
    generate.write(os.path.join(workdir, "inputs"), "\n".join(sizes) + "\n")


if __name__ == "__main__":
    main()
