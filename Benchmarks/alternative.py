#!/usr/bin/env python3
"""What a team would script instead of actionc: load the definitions (PyYAML's
libyaml-backed CSafeLoader, or json), check the two rules iOS and Hive care most about
(at most three buttons per category, English in every title), and write
hive_push_actions.json. It checks far less than actionc, so it is a generous baseline.

    alternative.py FILE OUTDIR
"""
import json
import os
import sys

import yaml

HIVE_ORDER = ["en", "ko", "ja", "zh-hans", "zh-hant", "de", "fr", "ru", "es", "pt", "id", "th", "vi", "it", "tr", "ar"]


def load(path):
    with open(path, "rb") as handle:
        if path.endswith(".json"):
            return json.load(handle)
        return yaml.load(handle, Loader=yaml.CSafeLoader)


def localized(text):
    text = {"en": text} if isinstance(text, str) else text
    return {language: text[language] for language in HIVE_ORDER if language in text}


def main():
    path, outdir = sys.argv[1], sys.argv[2]
    definitions = load(path)
    actions = definitions.get("actions") or {}
    categories = definitions.get("categories") or {}
    errors = []
    for action_id, action in actions.items():
        title = action["title"]
        if not isinstance(title, str) and "en" not in title:
            errors.append(f"action {action_id}: no English title")
    output_categories = {}
    for category_id, category in categories.items():
        members = category if isinstance(category, list) else category["actions"]
        if not 1 <= len(members) <= 3:
            errors.append(f"category {category_id}: {len(members)} actions")
        errors += [f"category {category_id}: unknown action {m}" for m in members if m not in actions]
        output_categories[category_id] = members
    if errors:
        sys.exit("\n".join(errors))
    output_actions = {}
    for action_id in sorted(actions):
        action = actions[action_id]
        entry = {"title": localized(action["title"])}
        for field in ("options", "icon"):
            if action.get(field):
                entry[field] = action[field]
        output_actions[action_id] = entry
    with open(os.path.join(outdir, "hive_push_actions.json"), "w", encoding="utf-8") as handle:
        json.dump({"actions": output_actions, "categories": output_categories}, handle, ensure_ascii=False, indent=4)
        handle.write("\n")


if __name__ == "__main__":
    main()
