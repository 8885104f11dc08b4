#!/usr/bin/env python3
"""How the way apps get themec's runtime changes a user's build: the example kit and app
(Examples/ThemedApp) built by SwiftPM as a user builds them, clean and incremental, with the runtime
delivered each way, in one run, interleaved:

- library:  the generated code imports the ThemecRuntime library (what themec does);
- embedded: the same runtime sources copied into the kit's generated code, self-contained output
            (SwiftGen's way), the kit re-exporting nothing;
- before:   (with --before REV) the generated code of themec at REV, whose runtime was text in the
            renderers, written into each module's generated files.

Every variant is a SwiftPM package of its own with the generated files vendored (no plugin runs, so
only compiling is timed), the same hand-written kit code and a main.swift that uses the same API.
Per round and variant: a clean `swift build` (debug), then two incremental builds: after a text of
the app's table changes (its generated table file changes), and after a text of the kit's table
changes. Printed: every run, the medians, and each variant against `library`.

    Benchmarks/runtime-delivery.sh [--runs 3] [--before REV] [--strings medium]

--strings medium gives the app the English tables of gen_corpus.py's medium preset (hundreds of keys)
instead of the example's two keys, so the runtime is weighed against a real app's strings.
"""
import argparse
import os
import re
import shutil
import statistics
import subprocess
import sys
import time

HERE = os.path.dirname(os.path.abspath(__file__))
ROOT = os.path.dirname(HERE)
EXAMPLE = os.path.join(ROOT, "Examples", "ThemedApp", "Sources")

MAIN = """import CheetahKit
import Foundation

// The same program for every variant: the API the old and the new generated code share.
ThemeManager.shared.applyColor(theme: SunsetColorTheme())
ThemeManager.shared.text = SunsetTextTheme()
print(KitScreen().okayButtonTitle, CheetahKit.L10n.Reward.summary("Ada", 5), L10n.Home.welcome("Ada"))
print(Nibs.App.overrides.keys.sorted())
"""


def run(command, cwd=None, env=None):
    completed = subprocess.run(command, cwd=cwd, env=env, capture_output=True, text=True)
    if completed.returncode != 0:
        sys.exit("failed: %s\n%s%s" % (" ".join(command), completed.stdout[-3000:], completed.stderr[-3000:]))
    return completed.stdout


def manifest(variant):
    runtime = variant == "library"
    targets = []
    if runtime:
        targets += [
            '        .target(name: "ThemecVocabulary"),',
            '        .target(name: "ThemecFormat", dependencies: ["ThemecVocabulary"]),',
            '        .target(name: "ThemecRuntime", dependencies: ["ThemecVocabulary", "ThemecFormat"]),',
        ]
    kit_dependencies = '["ThemecRuntime"]' if runtime else "[]"
    targets += [
        '        .target(name: "CheetahKit", dependencies: %s, resources: [.process("Resources"), '
        '.process("Layouts")]),' % kit_dependencies,
        '        .executableTarget(name: "ThemedApp", dependencies: ["CheetahKit"], '
        'resources: [.process("Resources"), .process("Layouts")]),',
    ]
    return "\n".join([
        "// swift-tools-version: 6.0",
        "import PackageDescription",
        "",
        "let package = Package(",
        '    name: "Delivery",',
        '    defaultLocalization: "en",',
        "    platforms: [.iOS(.v15), .macOS(.v13)],",
        "    targets: [",
        *targets,
        "    ]",
        ")",
        "",
    ])


def copy_module(name, destination):
    source = os.path.join(EXAMPLE, name)
    os.makedirs(destination, exist_ok=True)
    for item in os.listdir(source):
        if item in ("Themes", "themec.yml") or item.endswith(".swift") and name == "ThemedApp":
            continue
        path = os.path.join(source, item)
        if os.path.isdir(path):
            shutil.copytree(path, os.path.join(destination, item))
        else:
            shutil.copy(path, destination)


# The runtime's modules, each after those it imports.
RUNTIME_MODULES = ("ThemecVocabulary", "ThemecFormat", "ThemecRuntime")


def runtime_sources(module):
    folder = os.path.join(ROOT, "Sources", module)
    found = []
    for base, _, files in os.walk(folder):
        found += [os.path.join(base, name) for name in files if name.endswith(".swift")]
    return sorted(found)


class Variant:
    def __init__(self, name, themec, work, strings):
        self.name, self.themec, self.strings = name, themec, strings
        self.package = os.path.join(work, name)
        self.inputs = os.path.join(work, "inputs-" + name)

    def prepare(self):
        shutil.rmtree(self.package, ignore_errors=True)
        shutil.rmtree(self.inputs, ignore_errors=True)
        shutil.copytree(EXAMPLE, self.inputs)
        if self.strings:
            # The corpus's tables join the app's; a table of the same name keeps the app's keys after them.
            app_strings = os.path.join(self.inputs, "ThemedApp", "Resources", "en.lproj")
            for table in sorted(os.listdir(self.strings)):
                target = os.path.join(app_strings, table)
                with open(os.path.join(self.strings, table), "rb") as file:
                    text = file.read()
                if os.path.exists(target):
                    with open(target, "rb") as file:
                        text += b"\n" + file.read()
                with open(target, "wb") as file:
                    file.write(text)
        sources = os.path.join(self.package, "Sources")
        copy_module("CheetahKit", os.path.join(sources, "CheetahKit"))
        copy_module("ThemedApp", os.path.join(sources, "ThemedApp"))
        for module in ("CheetahKit", "ThemedApp"):
            for item in ("Resources", "Layouts"):
                shutil.rmtree(os.path.join(sources, module, item), ignore_errors=True)
                shutil.copytree(os.path.join(self.inputs, module, item), os.path.join(sources, module, item))
        with open(os.path.join(sources, "ThemedApp", "main.swift"), "w") as file:
            file.write(MAIN)
        shutil.copy(os.path.join(EXAMPLE, "ThemedApp", "HandWrittenTheme.swift"), os.path.join(sources, "ThemedApp"))
        if self.name == "library":
            for module in RUNTIME_MODULES:
                target = os.path.join(sources, module)
                for path in runtime_sources(module):
                    relative = os.path.relpath(path, os.path.join(ROOT, "Sources", module))
                    os.makedirs(os.path.dirname(os.path.join(target, relative)), exist_ok=True)
                    shutil.copy(path, os.path.join(target, relative))
        if self.name == "embedded":
            embedded = os.path.join(sources, "CheetahKit", "Runtime")
            os.makedirs(embedded)
            for module in RUNTIME_MODULES:
                for path in runtime_sources(module):
                    with open(path) as file:
                        text = file.read()
                    text = re.sub(r"^(@testable )?import (ThemecFormat|ThemecVocabulary)\n", "", text, flags=re.M)
                    # One module: the runtime's alias of a vocabulary type of the same name goes.
                    text = re.sub(r"^public typealias (\w+) = ThemecVocabulary\.\1\n", "", text, flags=re.M)
                    name = module + "-" + os.path.relpath(path, os.path.join(ROOT, "Sources", module)).replace("/", "-")
                    with open(os.path.join(embedded, name), "w") as file:
                        file.write(text)
        with open(os.path.join(self.package, "Package.swift"), "w") as file:
            file.write(manifest(self.name))
        self.generate("CheetahKit")
        self.generate("ThemedApp")

    def generate(self, module):
        output = os.path.join(self.package, "Sources", module, "Generated")
        config = os.path.join(self.inputs, module, "themec.yml")
        command = [self.themec, "generate", "--config", config, "--output", output, "--quiet",
                   "--default-bundle", "module"]
        if module == "ThemedApp":
            command += ["--kit-config", os.path.join(self.inputs, "CheetahKit", "themec.yml")]
        run(command)
        if self.name == "embedded":
            for name in os.listdir(output):
                path = os.path.join(output, name)
                with open(path) as file:
                    text = file.read()
                with open(path, "w") as file:
                    file.write(text.replace("@_exported import ThemecRuntime\n", ""))

    def edit(self, module, old, new):
        """Changes a text in the module's English table and regenerates the module's code."""
        table = os.path.join(self.inputs, module, "Resources", "en.lproj", "Localizable.strings")
        with open(table) as file:
            text = file.read()
        if old not in text:
            sys.exit("%s has no %r" % (table, old))
        with open(table, "w") as file:
            file.write(text.replace(old, new, 1))
        self.generate(module)
        if module == "CheetahKit":
            self.generate("ThemedApp")

    def build(self):
        start = time.perf_counter()
        run(["swift", "build", "--package-path", self.package])
        return time.perf_counter() - start


def main():
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--runs", type=int, default=3)
    parser.add_argument("--themec", required=True)
    parser.add_argument("--before-themec")
    parser.add_argument("--work", required=True)
    parser.add_argument("--strings", help="a folder of English tables for the app")
    arguments = parser.parse_args()

    variants = [Variant("library", arguments.themec, arguments.work, arguments.strings),
                Variant("embedded", arguments.themec, arguments.work, arguments.strings)]
    if arguments.before_themec:
        variants.append(Variant("before", arguments.before_themec, arguments.work, arguments.strings))
    kinds = ["clean", "app text", "kit text"]
    times = {(variant.name, kind): [] for variant in variants for kind in kinds}
    for round_number in range(1, arguments.runs + 1):
        order = variants[round_number % len(variants):] + variants[:round_number % len(variants)]
        for variant in order:
            variant.prepare()
            times[(variant.name, "clean")].append(variant.build())
            variant.edit("ThemedApp", '"Welcome back, %@!"', '"Welcome back, %%@! #%d"' % round_number)
            times[(variant.name, "app text")].append(variant.build())
            variant.edit("CheetahKit", '"Cancel"', '"Cancel #%d"' % round_number)
            times[(variant.name, "kit text")].append(variant.build())
            print("round %d %-8s clean %.1f s, app text %.1f s, kit text %.1f s" % (
                round_number, variant.name, *[times[(variant.name, kind)][-1] for kind in kinds]), file=sys.stderr)

    print("SwiftPM debug builds of the example kit and app (%s), median of %d runs:" % (
        "the medium preset's English tables as the app's" if arguments.strings else "the example's tables",
        arguments.runs))
    print("| runtime | clean build s | after an app text changes s | after a kit text changes s |")
    print("|---|---:|---:|---:|")
    medians = {key: statistics.median(value) for key, value in times.items()}
    for variant in variants:
        cells = []
        for kind in kinds:
            value = medians[(variant.name, kind)]
            ratio = value / medians[("library", kind)]
            cells.append("%.1f" % value if variant.name == "library" else "%.1f (%.2fx)" % (value, ratio))
        print("| %s | %s |" % (variant.name, " | ".join(cells)))
    with open("/proc/loadavg") as loadavg:
        print("load average after: " + " ".join(loadavg.read().split()[:3]))


if __name__ == "__main__":
    main()
