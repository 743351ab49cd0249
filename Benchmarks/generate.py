#!/usr/bin/env python3
"""Writes the benchmark inputs, deterministically (no randomness, no clock).

    generate.py PRESET_YAML OUTDIR

OUTDIR receives, each in YAML and in JSON (the same model):
  presets.*  the nine Hive preset categories (PRESET_YAML, converted for JSON)
  cat200.*   200 categories, the size of a large real app, with each title a one-line
             flow mapping (`title: {en: …, ko: …}`) as Presets/hive.yaml, the README
             and `actionc init` write them
  cat1k.*    1,000 categories
  cat10k.*   10,000 categories
A synthetic category has three actions of its own, each titled in all sixteen
languages (the preset's labels with the category number), so nothing warns and the
whole model is exercised: 10k categories are 30k actions (titles in 16 languages,
options, icons), ~16 MB of YAML.
"""
import json
import os
import sys

import yaml

SIZES = {"cat200": 200, "cat1k": 1_000, "cat10k": 10_000}
# The inputs whose titles are written as one-line flow mappings; the others use block style.
FLOW_TITLES = {"cat200"}
# An SF Symbol per preset label, so synthetic actions carry icons as real ones do.
ICONS = {
    "CONFIRM_ID": "checkmark", "CLOSE_ID": "xmark", "EXECUTE_ID": "play", "CANCEL_ID": "xmark.circle",
    "ACCEPT_ALL_ID": "tray.and.arrow.down", "ACCEPT_NOW_ID": "gift", "PURCHASE_ID": "cart",
    "DECLINE_ID": "hand.raised", "SALE_ID": "tag", "ACCEPT_ID": "checkmark.circle",
    "REJECT_ID": "xmark.octagon", "HOLDING_ID": "clock",
}


def load_preset(path):
    with open(path, encoding="utf-8") as handle:
        return yaml.load(handle, Loader=yaml.CSafeLoader)


def synthetic(preset, count):
    """`count` categories over `3 * count` actions, in the preset's languages."""
    labels = list(preset["actions"].items())
    actions = {}
    categories = {}
    for number in range(1, count + 1):
        members = []
        for offset in range(3):
            label_id, label = labels[(number + offset) % len(labels)]
            action_id = f"EVENT_{number:05d}_{label_id}"
            action = {"title": {lang: f"{text} {number}" for lang, text in label["title"].items()}}
            if label.get("options"):
                action["options"] = list(label["options"])
            action["icon"] = ICONS[label_id]
            actions[action_id] = action
            members.append(action_id)
        categories[f"EVENT_{number:05d}_CATEGORY"] = members
    return {"version": 1, "languages": preset["languages"], "actions": actions, "categories": categories}


def yaml_text(model, flow_titles=False):
    """Block style as people write it by hand: one line per title (or each title on one
    line as a flow mapping), inline lists."""
    lines = ["version: 1", "languages: [" + ", ".join(model["languages"]) + "]", "actions:"]
    for action_id, action in model["actions"].items():
        lines.append(f"  {action_id}:")
        if flow_titles:
            texts = ", ".join(f"{lang}: {yaml_scalar(text)}" for lang, text in action["title"].items())
            lines.append("    title: {" + texts + "}")
        else:
            lines.append("    title:")
            for lang, text in action["title"].items():
                lines.append(f"      {lang}: {yaml_scalar(text)}")
        if "options" in action:
            lines.append("    options: [" + ", ".join(action["options"]) + "]")
        lines.append(f"    icon: {action['icon']}")
    lines.append("categories:")
    for category_id, members in model["categories"].items():
        lines.append(f"  {category_id}: [" + ", ".join(members) + "]")
    return "\n".join(lines) + "\n"


def yaml_scalar(text):
    # Titles with a comma (", gracias") or YAML-significant characters get quotes.
    if any(c in text for c in ",:#[]{}\"'") or text != text.strip():
        return json.dumps(text, ensure_ascii=False)
    return text


def write(path, text):
    with open(path, "w", encoding="utf-8", newline="\n") as handle:
        handle.write(text)


def main():
    preset_path, outdir = sys.argv[1], sys.argv[2]
    os.makedirs(outdir, exist_ok=True)
    preset = load_preset(preset_path)
    with open(preset_path, encoding="utf-8") as handle:
        write(os.path.join(outdir, "presets.yaml"), handle.read())
    write(os.path.join(outdir, "presets.json"), json.dumps(preset, ensure_ascii=False, indent=2) + "\n")
    for name, count in SIZES.items():
        model = synthetic(preset, count)
        write(os.path.join(outdir, name + ".yaml"), yaml_text(model, flow_titles=name in FLOW_TITLES))
        write(os.path.join(outdir, name + ".json"), json.dumps(model, ensure_ascii=False, indent=2) + "\n")


if __name__ == "__main__":
    main()
