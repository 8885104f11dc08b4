#!/usr/bin/env python3
"""What a user of the build plugin waits for, and whether the build shows the edit: the example kit
package and app package (Examples/KitPackage, Examples/AppPackage) built by SwiftPM with themec's
source plugin, for one or two themec checkouts, interleaved round by round.

Per round and checkout, after one untimed clean build:

- null:       `swift build` of the app with nothing edited;
- kit edit:   the kit theme's errorColor changed, then `swift build` of the app; the app is run and the
              round says whether it shows the new colour;
- kit.config: the app's themec.yml names the kit's config (`kit.config`, as the README suggests for the
              CLI) and the app's Package.swift is touched, so SwiftPM plans the build with that config as
              it does on a fresh checkout; built once untimed, then the kit theme edited, `swift build`
              timed, and the app run as above. (The config is then restored, planned again, untimed.)

Printed: every run, the medians of each step per checkout, after/before, and how many kit edits reached
the app. Times are wall-clock seconds of the whole `swift build` (SwiftPM's own start included), so
they move with the machine's load; compare checkouts only within one run.

    Benchmarks/plugin-builds.sh [--runs 5] [--before REV]
"""
import argparse
import os
import shutil
import statistics
import subprocess
import sys
import time

HERE = os.path.dirname(os.path.abspath(__file__))
ROOT = os.path.dirname(HERE)
KIT_THEME = os.path.join("ThemedApp", "Sources", "CheetahKit", "Themes", "Cheetah.theme.yaml")
APP_CONFIG = os.path.join("ThemedApp", "Sources", "ThemedApp", "themec.yml")
COLORS = ["#B00020", "#D32F2F"]


def run(command, cwd, env, check=True):
    completed = subprocess.run(command, cwd=cwd, env=env, capture_output=True, text=True)
    if check and completed.returncode != 0:
        sys.exit("failed: %s in %s\n%s%s" % (" ".join(command), cwd, completed.stdout[-3000:], completed.stderr[-3000:]))
    return completed.stdout + completed.stderr


class Checkout:
    def __init__(self, name, source, work):
        self.name, self.source = name, source
        self.folder = os.path.join(work, name)
        self.app = os.path.join(self.folder, "AppPackage")
        self.env = dict(os.environ, THEMEC_PATH=source)
        self.color = 0

    def prepare(self):
        shutil.rmtree(self.folder, ignore_errors=True)
        os.makedirs(self.folder)
        for package in ("ThemedApp", "KitPackage", "AppPackage"):
            shutil.copytree(os.path.join(ROOT, "Examples", package), os.path.join(self.folder, package), symlinks=True,
                            ignore=shutil.ignore_patterns(".build"))
        run(["swift", "build"], self.app, self.env)
        run(["swift", "build"], self.app, self.env)  # SwiftPM's second debug build settles (relinks once)

    def build(self):
        start = time.monotonic()
        run(["swift", "build"], self.app, self.env)
        return time.monotonic() - start

    def edit_kit_theme(self):
        """Changes the kit theme's errorColor to the next colour; returns it as the app prints it."""
        path = os.path.join(self.folder, KIT_THEME)
        with open(path) as file:
            text = file.read()
        old, new = COLORS[self.color % 2], COLORS[(self.color + 1) % 2]
        self.color += 1
        if old not in text:
            old, new = new, old
        with open(path, "w") as file:
            file.write(text.replace('errorColor: { light: "%s"' % old, 'errorColor: { light: "%s"' % new))
        return new + "FF"

    def shows(self, color):
        output = run([os.path.join(self.app, ".build", "debug", "ThemedApp")], self.app, self.env, check=False)
        return any(line.startswith("kit theme after applying Sunset") and "errorColor " + color in line
                   for line in output.splitlines())

    def name_kit_config(self, named):
        path = os.path.join(self.folder, APP_CONFIG)
        with open(path) as file:
            text = file.read()
        line = "  config: ../../../KitPackage/Sources/CheetahKit/themec.yml\n"
        text = text.replace(line, "")
        if named:
            text = text.replace("  module: CheetahKit\n", "  module: CheetahKit\n" + line)
        with open(path, "w") as file:
            file.write(text)
        # SwiftPM plans again when the manifest changes, as on a fresh checkout of an app with this config.
        os.utime(os.path.join(self.app, "Package.swift"))


def main():
    parser = argparse.ArgumentParser()
    parser.add_argument("--runs", type=int, default=5)
    parser.add_argument("--work", required=True)
    parser.add_argument("--after", required=True, help="themec checkout whose plugin is measured")
    parser.add_argument("--before", help="another checkout, measured in the same rounds")
    args = parser.parse_args()
    checkouts = [Checkout("after", args.after, args.work)]
    if args.before:
        checkouts.insert(0, Checkout("before", args.before, args.work))
    for checkout in checkouts:
        print("preparing %s (a clean build, themec compiled from source)..." % checkout.name, file=sys.stderr)
        checkout.prepare()
    steps = ["null", "kit edit", "kit.config kit edit"]
    times = {c.name: {s: [] for s in steps} for c in checkouts}
    reached = {c.name: {s: 0 for s in steps[1:]} for c in checkouts}
    for round_number in range(args.runs):
        for checkout in checkouts:
            row = times[checkout.name]
            row["null"].append(checkout.build())
            color = checkout.edit_kit_theme()
            row["kit edit"].append(checkout.build())
            reached[checkout.name]["kit edit"] += checkout.shows(color)
            checkout.name_kit_config(True)
            checkout.build()
            color = checkout.edit_kit_theme()
            row["kit.config kit edit"].append(checkout.build())
            reached[checkout.name]["kit.config kit edit"] += checkout.shows(color)
            checkout.name_kit_config(False)
            checkout.build()
            print("round %d %-6s " % (round_number + 1, checkout.name)
                  + "  ".join("%s %.2fs" % (step, row[step][-1]) for step in steps))
    print()
    print("%-22s" % "median (s)" + "".join("%12s" % c.name for c in checkouts)
          + ("%14s" % "after/before" if args.before else ""))
    for step in steps:
        medians = [statistics.median(times[c.name][step]) for c in checkouts]
        ratio = "%14.2f" % (medians[-1] / medians[0]) if args.before else ""
        print("%-22s" % step + "".join("%12.2f" % m for m in medians) + ratio)
    for step in steps[1:]:
        print("%-22s" % ("reached the app: " + step.split(" ")[0])
              + "".join("%12s" % ("%d/%d" % (reached[c.name][step], args.runs)) for c in checkouts))


if __name__ == "__main__":
    main()
