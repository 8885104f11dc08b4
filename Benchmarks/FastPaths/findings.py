#!/usr/bin/env python3
"""Copies a generated corpus and plants problems in its string tables, deterministically.

    findings.py SOURCE_CORPUS OUT_DIR

The large preset is clean, so `lint` reports nothing and several checks never get past their
first test. The copy gives them work, every input the same bytes on every run:

- keys renamed by one typo (letters swapped, case changed) in a few locales, and a fifth of
  them in one locale: extra keys whose "did you mean" searches every missing key;
- app keys one edit away from kit keys: kit near misses;
- placeholders of another type, an empty value, an octal escape that makes a `%`, an escaped
  key, a key canonically equivalent to the reference's (U+212A KELVIN SIGN for `K`);
- tables the byte scan hands to the full parse: a syntax error, an unclosed comment; a key
  defined twice, which the scan reports itself; and a UTF-16 file, which the scan reads once it
  is decoded.

`themec.yml` turns the planted errors into warnings, so `generate` still writes its files.
"""
import os
import random
import re
import shutil
import sys

ENTRY = re.compile(r'^"((?:[^"\\]|\\.)*)" = "((?:[^"\\]|\\.)*)";$')


def typo(key, rng):
    """The key with one edit in its last component: neighbours swapped or a letter's case flipped."""
    head, _, leaf = key.rpartition(".")
    if len(leaf) >= 3 and rng.random() < 0.6:
        i = rng.randrange(len(leaf) - 1)
        if leaf[i] != leaf[i + 1]:
            leaf = leaf[:i] + leaf[i + 1] + leaf[i] + leaf[i + 2:]
            return head + "." + leaf
    i = rng.randrange(len(leaf))
    return head + "." + leaf[:i] + leaf[i].swapcase() + leaf[i + 1:]


def near_miss(key, rng):
    """The key with neighbours swapped, or one letter doubled, in its last component (never a
    change of case only, which would give the same Swift name)."""
    head, _, leaf = key.rpartition(".")
    i = rng.randrange(len(leaf) - 1) if len(leaf) > 1 else 0
    if len(leaf) > 1 and leaf[i].lower() != leaf[i + 1].lower():
        return head + "." + leaf[:i] + leaf[i + 1] + leaf[i] + leaf[i + 2:]
    return head + "." + leaf[:i + 1] + leaf[i:]


def edit_table(path, edit):
    with open(path, encoding="utf-8") as f:
        lines = f.read().split("\n")
    out = []
    for line in lines:
        match = ENTRY.match(line)
        out.extend(edit(line, match) if match else [line])
    with open(path, "w", encoding="utf-8", newline="\n") as f:
        f.write("\n".join(out))


def main():
    source, out = sys.argv[1], sys.argv[2]
    shutil.rmtree(out, ignore_errors=True)
    shutil.copytree(source, out, ignore=shutil.ignore_patterns("Generated"))
    strings = os.path.join(out, "Strings")

    # Renamed keys: every 50th in four locales, every 5th in one.
    for locale, every in (("fr", 50), ("de", 5), ("es", 50), ("it", 50), ("ja", 50)):
        rng = random.Random(locale)
        counter = [0]

        def rename(line, match, every=every, rng=rng, counter=counter):
            counter[0] += 1
            if counter[0] % every:
                return [line]
            return ['"%s" = "%s";' % (typo(match.group(1), rng), match.group(2))]

        edit_table(os.path.join(strings, locale + ".lproj", "Localizable.strings"), rename)

    # Kit near misses: the app's reference table gains keys one edit from kit keys.
    kit_keys = []
    with open(os.path.join(out, "Kit", "Strings", "en.lproj", "Localizable.strings"), encoding="utf-8") as f:
        for line in f:
            match = ENTRY.match(line.rstrip("\n"))
            if match:
                kit_keys.append(match.group(1))
    rng = random.Random("kit")
    with open(os.path.join(strings, "en.lproj", "Localizable.strings"), "a", encoding="utf-8") as f:
        f.write("\n/* Near misses of kit keys */\n")
        for key in kit_keys[::25]:
            f.write('"%s" = "near miss";\n' % near_miss(key, rng))
        f.write('"Temp.\u212aelvin" = "Kelvin %d";\n')

    # Values and keys that the scan must read with care (Russian: no table-level problem).
    counter = [0]

    def values(line, match):
        counter[0] += 1
        key, value = match.group(1), match.group(2)
        if counter[0] % 97 == 0 and "%d" in value:
            return ['"%s" = "%s";' % (key, value.replace("%d", "%@"))]
        if counter[0] % 89 == 0:
            return ['"%s" = "";' % key]
        if counter[0] % 83 == 0:
            return ['"%s" = "%s \\045@";' % (key, value)]
        if counter[0] % 79 == 0:
            return ['"%s" = "%s";' % (key.replace(".", "\\U002E", 1), value)]
        return [line]

    edit_table(os.path.join(strings, "ru.lproj", "Localizable.strings"), values)
    with open(os.path.join(strings, "ru.lproj", "Localizable.strings"), "a", encoding="utf-8") as f:
        f.write('"Temp.Kelvin" = "Kelvin %d";\n')

    # Tables the scan refuses.
    def duplicate(line, match):
        return [line, line] if match.group(1).startswith("Menu.") else [line]

    edit_table(os.path.join(strings, "ko.lproj", "Localizable.strings"), duplicate)
    with open(os.path.join(strings, "ar.lproj", "Settings.strings"), "a", encoding="utf-8") as f:
        f.write('"Settings.Broken" = "no semicolon"\n"Settings.After" = "after";\n')
    with open(os.path.join(strings, "he.lproj", "Settings.strings"), "a", encoding="utf-8") as f:
        f.write("/* never closed\n")
    path = os.path.join(strings, "nl.lproj", "Localizable.strings")
    with open(path, encoding="utf-8") as f:
        text = f.read()
    with open(path, "wb") as f:
        f.write(text.encode("utf-16"))

    with open(os.path.join(out, "themec.yml"), "a", encoding="utf-8") as f:
        f.write("rules:\n  strings-placeholder-mismatch: warning\n  strings-syntax: warning\n")


if __name__ == "__main__":
    main()
