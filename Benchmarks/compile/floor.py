#!/usr/bin/env python3
"""floor.py HIVE_JSON FLOOR_SWIFT: the floor of the registry of these definitions.

The issue's definition of the irreducible cost: the same texts as one string literal per
language, one text per line, split on first use, and an `Int`-backed enum with one case per
action and one per category. Nothing else: no lookups by identifier, no UserNotifications.
"""
import json
import sys


def literal_line(text):
    return text.replace("\\", "\\\\").replace('"', '\\"')


def main():
    with open(sys.argv[1], encoding="utf-8") as handle:
        model = json.load(handle)
    actions = list(model["actions"].values())
    languages = []
    for action in actions:
        for language in action["title"]:
            if language not in languages:
                languages.append(language)
    out = ["enum Floor {", "    enum Action: Int, CaseIterable {"]
    out += [f"        case a{index}" for index in range(len(actions))]
    out += ["    }", "", "    enum Category: Int, CaseIterable {"]
    out += [f"        case c{index}" for index in range(len(model["categories"]))]
    out += ["    }", ""]
    for rank, language in enumerate(languages):
        out.append(f'    static let table{rank}: StaticString = """')
        out += ["        " + literal_line(action["title"].get(language, "")) for action in actions]
        out.append('        """')
    out += [
        "",
        "    static func lines(_ table: StaticString) -> [Substring] {",
        "        table.withUTF8Buffer { String(decoding: $0, as: UTF8.self) }"
        '.split(separator: "\\n", omittingEmptySubsequences: false)',
        "    }",
    ]
    out += [f"    static let lines{rank} = lines(table{rank})" for rank in range(len(languages))]
    out += ["", "    static func title(_ action: Action, language: Int) -> Substring {", "        switch language {"]
    out += [f"        case {rank}: return lines{rank}[action.rawValue]" for rank in range(1, len(languages))]
    out += ["        default: return lines0[action.rawValue]", "        }", "    }", "}"]
    with open(sys.argv[2], "w", encoding="utf-8", newline="\n") as handle:
        handle.write("\n".join(out) + "\n")


if __name__ == "__main__":
    main()
