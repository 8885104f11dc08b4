#!/usr/bin/env python3
"""Lists every `public` or `package` declaration under Sources/ without a `///` summary.

    Scripts/check-doc-comments.py [FOLDER...]      # default: Sources

A declaration counts as documented when the lines above it (attributes such as `@inlinable`
skipped) end a `///` comment. Exit status 1 when one is missing, so CI can run it.
"""
import os
import re
import sys

DECLARATION = re.compile(r"^\s*(?:@\w+(?:\([^)]*\))?\s+)*(?:public|package)\b(?!\s*\()")
ATTRIBUTE = re.compile(r"^\s*@\w+(?:\([^)]*\))?\s*$")


def undocumented(path):
    with open(path, encoding="utf-8") as file:
        lines = file.read().split("\n")
    for number, line in enumerate(lines):
        if not DECLARATION.match(line) or re.match(r"^\s*(?:public|package)\s+(?:extension|import)\b", line):
            continue
        above = number - 1
        while above >= 0 and ATTRIBUTE.match(lines[above]):
            above -= 1
        if above < 0 or not lines[above].lstrip().startswith("///"):
            yield number + 1, line.strip()


def main():
    folders = sys.argv[1:] or ["Sources"]
    missing = 0
    for folder in folders:
        for root, _, names in sorted(os.walk(folder)):
            for name in sorted(names):
                if not name.endswith(".swift"):
                    continue
                path = os.path.join(root, name)
                for number, line in undocumented(path):
                    print(f"{path}:{number}: no /// summary: {line}")
                    missing += 1
    if missing:
        print(f"check-doc-comments: {missing} public or package declarations without a /// summary", file=sys.stderr)
    return 1 if missing else 0


if __name__ == "__main__":
    sys.exit(main())
