#!/usr/bin/env python3
"""Writes Data/apple-localizations.txt from the Unicode CLDR data that Babel ships.

Run by hand when CLDR moves on (`pip install babel==VERSION`), then regenerate the embedded
copy (`swift run actionc-embed`) and review the diff. Not run by the build or the tests.
"""
import sys

import babel
from babel.core import get_global
from babel.localedata import locale_identifiers

HEADER = """\
# Apple's localizations: the locale identifiers a localization can be named by (BCP 47 as
# Apple spells them: language, then Script in title case, then REGION in capitals), from
# CLDR's locales, the data Apple's platforms ship. Xcode's "Choosing localization regions
# and scripts" describes the identifiers and the menus that offer them.
# Source: the Unicode CLDR data that Babel {babel} ships, written by
# Scripts/make-localizations.py. Variants (en-US-POSIX, ca-ES-VALENCIA) are left out, and so
# is the bare `zh`: Apple localizes Chinese by script (zh-Hans, zh-Hant).
#
# A line is one identifier. `a > b`: when a has no text, Apple's bundle lookup tries b next
# (CLDR's parent locale) rather than a less its last subtag; `a >` alone: nothing but the
# development language. `a = b`: a is another spelling of the localization b.
# actionc embeds this file; a test keeps the copy in step.
"""

# Apple's own addition to CLDR's chains: a Cantonese device reads traditional Chinese.
APPLE_PARENTS = {"yue": "zh-Hant", "yue-Hans": "zh-Hans"}


def main() -> None:
    likely = get_global("likely_subtags")
    parents = get_global("parent_exceptions")
    ids = {i for i in locale_identifiers() if not any(len(p) > 4 and not p.isdigit() for p in i.split("_")[1:])}
    ids.discard("zh")

    def script_of(tag):
        full = likely.get(tag)
        parts = full.split("_") if full else []
        return parts[1] if len(parts) > 1 and len(parts[1]) == 4 else None

    names, aliases = {}, {}
    for cldr in ids:
        parts = cldr.split("_")
        if len(parts) == 3 and script_of(f"{parts[0]}_{parts[2]}") == parts[1]:
            # zh_Hant_HK is spelt zh-HK, as Xcode names the folder.
            short = f"{parts[0]}-{parts[2]}"
            aliases[cldr.replace("_", "-")] = short
            names[short] = cldr
        else:
            names[cldr.replace("_", "-")] = cldr

    def spelled(cldr):
        apple = cldr.replace("_", "-")
        return aliases.get(apple, apple)

    def dropped(identifier):
        parts = identifier.split("-")
        while len(parts) > 1:
            parts.pop()
            if "-".join(parts) in names:
                return "-".join(parts)
        return None

    lines = []
    for identifier in sorted(names, key=str.lower):
        cldr = names[identifier]
        parts = cldr.split("_")
        if identifier in APPLE_PARENTS:
            parent = APPLE_PARENTS[identifier]
        elif cldr in parents:
            parent = None if parents[cldr] == "root" else spelled(parents[cldr])
        elif len(parts) == 2 and len(parts[1]) == 4 and script_of(parts[0]) != parts[1]:
            parent = None  # CLDR: a script other than the language's own goes to root.
        elif len(parts) == 3 and identifier != cldr.replace("_", "-") and len(parts[1]) == 4:
            parent = spelled(f"{parts[0]}_{parts[1]}")  # zh-HK falls to zh-Hant, not zh.
        else:
            parent = dropped(identifier)
        if parent == dropped(identifier):
            lines.append(identifier)
        else:
            lines.append(f"{identifier} > {parent}" if parent else f"{identifier} >")
    for alias in sorted(aliases, key=str.lower):
        lines.append(f"{alias} = {aliases[alias]}")
    sys.stdout.write(HEADER.format(babel=babel.__version__))
    sys.stdout.write("\n".join(lines) + "\n")


if __name__ == "__main__":
    main()
