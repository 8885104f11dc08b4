#!/usr/bin/env python3
"""Compares two themec builds on one corpus, interleaved, so that a change's cost can be told
from the noise of a shared machine.

    Benchmarks/compare.py --base BIN --new BIN [--floor BIN] [--corpus DIR] [--runs 31]
                          [--command generate|lint]

Each round runs the base, the new build and (when given) the C floor once each, in a shuffled
order, `generate` cold (the output folder removed first) or `lint`, after one warm-up round.
Wall time comes from a monotonic clock, CPU time (user + sys) and peak RSS from wait4 (the same
measurement as `bench.py`). The table shows medians; "new / base" is the median over the rounds
of the ratio within one round, with the quartiles, so that a burst of load from other processes
hits both builds alike. The load average is printed before and after.
"""
import argparse
import os
import random
import shutil
import statistics
import sys

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from bench import run_once  # noqa: E402  (the same wait4 measurement as the main benchmark)


def quartiles(values):
    ordered = sorted(values)
    q = statistics.quantiles(ordered, n=4) if len(ordered) > 1 else [ordered[0]] * 3
    return q[0], statistics.median(ordered), q[2]


def main():
    here = os.path.dirname(os.path.abspath(__file__))
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--base", required=True)
    parser.add_argument("--new", required=True)
    parser.add_argument("--floor")
    parser.add_argument("--corpus", default=os.path.join(here, ".work", "large"))
    parser.add_argument("--runs", type=int, default=31)
    parser.add_argument("--command", choices=["generate", "lint"], default="generate")
    args = parser.parse_args()

    corpus = os.path.abspath(args.corpus)
    output = os.path.join(corpus, "Generated")
    builds = {"base": [os.path.abspath(args.base), args.command], "new": [os.path.abspath(args.new), args.command]}
    if args.floor:
        builds["floor"] = [os.path.abspath(args.floor), corpus]
    samples = {name: [] for name in builds}
    print("load average before: %.2f %.2f %.2f" % os.getloadavg())
    for round_number in range(args.runs + 1):
        order = list(builds)
        random.shuffle(order)
        for name in order:
            if args.command == "generate":
                shutil.rmtree(output, ignore_errors=True)
            sample = run_once(builds[name], corpus)
            if sample.status not in (0, 1):
                sys.exit("%s exited with %d" % (name, sample.status))
            if round_number > 0:  # the first round only warms up
                samples[name].append(sample)
    print("load average after:  %.2f %.2f %.2f" % os.getloadavg())
    print()
    print("| build | wall s | CPU s | peak RSS MB |")
    print("|---|---:|---:|---:|")
    for name, runs in samples.items():
        print("| %s | %.4f | %.4f | %.1f |" % (
            name, statistics.median(s.wall for s in runs), statistics.median(s.cpu for s in runs),
            statistics.median(s.rss for s in runs) / 1e6))
    print()
    pairs = [("new / base", "new", "base")]
    if args.floor:
        pairs += [("base / floor", "base", "floor"), ("new / floor", "new", "floor")]
    print("| ratio, per round (%d rounds) | wall: median (quartiles) | CPU: median (quartiles) |" % args.runs)
    print("|---|---:|---:|")
    for label, top, bottom in pairs:
        cells = []
        for attribute in ("wall", "cpu"):
            ratios = [getattr(a, attribute) / getattr(b, attribute) for a, b in zip(samples[top], samples[bottom])]
            low, middle, high = quartiles(ratios)
            cells.append("%.3f (%.3f…%.3f)" % (middle, low, high))
        print("| %s | %s | %s |" % (label, cells[0], cells[1]))


if __name__ == "__main__":
    main()
