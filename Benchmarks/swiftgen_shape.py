#!/usr/bin/env python3
"""A baseline for Benchmarks/typecheck.sh: the string tables' keys as Swift in the shape of
SwiftGen 6.6.3's `structured-swift5` strings template output.

This file is written by this script, not by SwiftGen: SwiftGen cannot run on the benchmark
machine (Linux, no Swift packages can be fetched), so the script writes, for the same keys, the
declarations that template is documented to produce, to give `swiftc -typecheck` a like-for-like
comparison. What it reproduces (the parts that cost the type checker):

- one `internal enum` per table under `L10n` (SwiftGen nests every table when it reads several),
  and below it one `internal enum` per `.`-separated component of a key, names in UpperCamelCase;
- a key without placeholders: `internal static let name = L10n.tr("Table", "key", fallback: "…")`;
- a key with placeholders: `internal static func name(_ p1: Int, _ p2: Any) -> String` whose body
  is `return L10n.tr("Table", "key", p1, String(describing: p2), fallback: "…")`, with the types
  SwiftGen infers from the format (`%@` Any, integers Int, floating point Float, `%c` CChar, `%s`
  UnsafePointer<CChar>, `%p` UnsafeRawPointer passed as `Int(bitPattern:)`);
- a `.stringsdict` entry: the same, its types from `NSStringLocalizedFormatKey` with each
  `%#@variable@` replaced by the variable's `NSStringFormatValueTypeKey`, the fallback
  `Plural format key: "…"`;
- `extension L10n { private static func tr(_ table: String, _ key: String, _ args: CVarArg...,
  fallback value: String) -> String }` looking the key up with
  `BundleToken.bundle.localizedString(forKey:value:table:)` and formatting with
  `String(format:locale:arguments:)`, and `private final class BundleToken` holding the bundle.

Tables of the same name (an app's and its kit's `Localizable`) are one table, the later file's
text winning, as the keys are one set of accessors in themec's output too.

    python3 Benchmarks/swiftgen_shape.py OUT.swift TABLE.strings|TABLE.stringsdict...
"""

import os
import plistlib
import re
import sys

KEYWORDS = {
    "associatedtype", "class", "deinit", "enum", "extension", "fileprivate", "func", "import", "init", "inout",
    "internal", "let", "open", "operator", "private", "protocol", "public", "rethrows", "static", "struct",
    "subscript", "typealias", "var", "break", "case", "continue", "default", "defer", "do", "else",
    "fallthrough", "for", "guard", "if", "in", "repeat", "return", "switch", "where", "while", "as", "Any",
    "catch", "false", "is", "nil", "super", "self", "Self", "throw", "throws", "true", "try", "Type",
}

PLACEHOLDER = re.compile(r"%(?:(\d+)\$)?[-+# 0']*\d*(?:\.\d+)?(?:hh|h|ll|l|q|z|t|j|L)?([@%dDiuUxXoOfFeEgGaAcCsSp])")


def read_text(path):
    data = open(path, "rb").read()
    if data.startswith(b"\xff\xfe") or data.startswith(b"\xfe\xff"):
        return data.decode("utf-16")
    return data.decode("utf-8-sig")


def parse_strings(text):
    """The key/value pairs of an old-style `.strings` file, in file order."""
    pairs, i, n = [], 0, len(text)

    def skip():
        nonlocal i
        while i < n:
            if text[i].isspace():
                i += 1
            elif text.startswith("/*", i):
                end = text.find("*/", i + 2)
                i = n if end < 0 else end + 2
            elif text.startswith("//", i):
                end = text.find("\n", i)
                i = n if end < 0 else end + 1
            else:
                return

    def token():
        nonlocal i
        if text[i] != '"':
            start = i
            while i < n and (text[i].isalnum() or text[i] in "_.-:/$"):
                i += 1
            return text[start:i]
        i += 1
        out = []
        while i < n and text[i] != '"':
            c = text[i]
            if c == "\\" and i + 1 < n:
                e = text[i + 1]
                i += 2
                if e in "Uu":
                    out.append(chr(int(text[i:i + 4], 16)))
                    i += 4
                elif e in "01234567":
                    digits = e
                    while len(digits) < 3 and i < n and text[i] in "01234567":
                        digits += text[i]
                        i += 1
                    out.append(chr(int(digits, 8)))
                else:
                    out.append({"n": "\n", "t": "\t", "r": "\r", "a": "\a", "b": "\b", "f": "\f", "v": "\v"}.get(e, e))
            else:
                out.append(c)
                i += 1
        i += 1
        return "".join(out)

    while True:
        skip()
        if i >= n:
            return pairs
        key = token()
        skip()
        value = key
        if i < n and text[i] == "=":
            i += 1
            skip()
            value = token()
            skip()
        if i < n and text[i] == ";":
            i += 1
        pairs.append((key, value))


def placeholder_types(text):
    """The Swift types SwiftGen gives the placeholders of `text`, in argument order."""
    by_position, next_position = {}, 1
    for match in PLACEHOLDER.finditer(text):
        position, conversion = match.group(1), match.group(2)
        if conversion == "%":
            continue
        if position:
            index = int(position)
        else:
            index = next_position
            next_position += 1
        if conversion == "@":
            kind = "Any"
        elif conversion in "cC":
            kind = "CChar"
        elif conversion in "sS":
            kind = "UnsafePointer<CChar>"
        elif conversion == "p":
            kind = "UnsafeRawPointer"
        elif conversion in "fFeEgGaA":
            kind = "Float"
        else:
            kind = "Int"
        by_position[index] = kind
    return [by_position.get(index, "Any") for index in range(1, max(by_position, default=0) + 1)]


def plural_format(entry):
    """The format of a `.stringsdict` entry with each `%#@variable@` replaced by its value type."""
    def value_type(match):
        variable = entry.get(match.group(1), {})
        return "%" + variable.get("NSStringFormatValueTypeKey", "@")

    return re.sub(r"%#@([^@]+)@", value_type, entry.get("NSStringLocalizedFormatKey", ""))


def words(component):
    return [part for part in re.split(r"[^0-9A-Za-z]+", component) if part]


def type_name(component):
    name = "".join(word[0].upper() + word[1:] for word in words(component)) or "_"
    return "_" + name if name[0].isdigit() else name


def member_name(component):
    parts = words(component)
    if not parts:
        return "_"
    first = parts[0]
    head = first.lower() if first.isupper() else first[0].lower() + first[1:]
    name = head + "".join(word[0].upper() + word[1:] for word in parts[1:])
    if name[0].isdigit():
        name = "_" + name
    return "`%s`" % name if name in KEYWORDS else name


def literal(text):
    out = []
    for c in text:
        if c == "\\":
            out.append("\\\\")
        elif c == '"':
            out.append('\\"')
        elif c == "\n":
            out.append("\\n")
        elif c == "\r":
            out.append("\\r")
        elif c == "\t":
            out.append("\\t")
        elif ord(c) < 0x20:
            out.append("\\u{%x}" % ord(c))
        else:
            out.append(c)
    return '"' + "".join(out) + '"'


def doc(text, indent):
    return "".join("%s/// %s\n" % (indent, line) if line else "%s///\n" % indent for line in text.split("\n"))


class Node:
    def __init__(self):
        self.children, self.members = {}, {}


def render(name, node, depth, out):
    indent = "  " * depth
    out.append("%sinternal enum %s {\n" % (indent, name))
    inner = indent + "  "
    for member in sorted(node.members):
        table, key, text, fallback, types = node.members[member]
        out.append(doc(text, inner))
        call = "L10n.tr(%s, %s" % (literal(table), literal(key))
        if not types:
            out.append("%sinternal static let %s = %s, fallback: %s)\n" % (inner, member, call, literal(fallback)))
            continue
        parameters = ", ".join("_ p%d: %s" % (index, kind) for index, kind in enumerate(types, 1))
        arguments = []
        for index, kind in enumerate(types, 1):
            if kind == "Any":
                arguments.append("String(describing: p%d)" % index)
            elif kind == "UnsafeRawPointer":
                arguments.append("Int(bitPattern: p%d)" % index)
            else:
                arguments.append("p%d" % index)
        out.append("%sinternal static func %s(%s) -> String {\n" % (inner, member, parameters))
        out.append("%s  return %s, %s, fallback: %s)\n" % (inner, call, ", ".join(arguments), literal(fallback)))
        out.append("%s}\n" % inner)
    for child in sorted(node.children):
        render(child, node.children[child], depth + 1, out)
    out.append("%s}\n" % indent)


def main(arguments):
    if len(arguments) < 2:
        sys.exit(__doc__.strip().splitlines()[-1].strip())
    output, paths = arguments[0], arguments[1:]
    tables = {}
    for path in paths:
        table = os.path.splitext(os.path.basename(path))[0]
        entries = tables.setdefault(table, {})
        if path.endswith(".stringsdict"):
            with open(path, "rb") as file:
                for key, entry in plistlib.load(file).items():
                    format = entry.get("NSStringLocalizedFormatKey", "")
                    text = "Plural format key: " + literal(format)[1:-1].replace('\\"', '"')
                    fallback = "Plural format key: \"%s\"" % format
                    entries[key] = (text, fallback, placeholder_types(plural_format(entry)))
        else:
            for key, value in parse_strings(read_text(path)):
                entries[key] = (value, value, placeholder_types(value))
    root = Node()
    for table in sorted(tables):
        top = root.children.setdefault(type_name(table), Node())
        for key, (text, fallback, types) in tables[table].items():
            node = top
            components = key.split(".")
            for component in components[:-1]:
                node = node.children.setdefault(type_name(component), Node())
            name = member_name(components[-1])
            while name in node.members or name.strip("`") in node.children:
                name = name.strip("`") + "_"
            node.members[name] = (table, key, text, fallback, types)
    out = [
        "// The shape of SwiftGen 6.6.3's structured-swift5 strings output, written by\n",
        "// Benchmarks/swiftgen_shape.py for typecheck.sh; not SwiftGen's own output.\n",
        "\n",
        "import Foundation\n",
        "\n",
    ]
    render("L10n", root, 0, out)
    out.append(
        "\n"
        "extension L10n {\n"
        "  private static func tr(_ table: String, _ key: String, _ args: CVarArg..., fallback value: String)"
        " -> String {\n"
        "    let format = BundleToken.bundle.localizedString(forKey: key, value: value, table: table)\n"
        "    return String(format: format, locale: Locale.current, arguments: args)\n"
        "  }\n"
        "}\n"
        "\n"
        "private final class BundleToken {\n"
        "  static let bundle: Bundle = {\n"
        "    #if SWIFT_PACKAGE\n"
        "    return Bundle.module\n"
        "    #else\n"
        "    return Bundle(for: BundleToken.self)\n"
        "    #endif\n"
        "  }()\n"
        "}\n")
    with open(output, "w", encoding="utf-8") as file:
        file.write("".join(out))
    count = sum(len(entries) for entries in tables.values())
    print("%s: %d keys in %d tables" % (output, count, len(tables)), file=sys.stderr)


if __name__ == "__main__":
    main(sys.argv[1:])
