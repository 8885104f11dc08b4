#!/usr/bin/env python3
"""Checks and measures themec builds that differ by one fast path; run through `fastpaths.sh`.

    fastpaths.py --bins DIR --names base,a,b,... --corpus DIR --findings DIR --projects DIR
                 [--runs N] [--no-callgrind] [--threshold 5]

DIR holds one `themec` binary per name; `base` is themec as it is, every other name is a build
with one fast path replaced by its plain reference version (`a+b` with several). First every build must give the
base's results, byte for byte, on every project: the files `generate` writes, its exit status
and messages (the elapsed time left out), and `lint --reporter json`. Then three workloads are
measured for all builds in the same run, in a shuffled order each round after a warm-up round:
cold `generate` and `lint` on the large corpus, and `lint` on the corpus with findings. Wall
time comes from a monotonic clock, CPU time (user + sys) from wait4; the tables show medians.
Callgrind then counts the instructions of one run of each, threads serialised, so the count is
the total work, independent of the load from other processes.

A fast path earns its place when removing it makes cold `generate` on the large corpus slower
by at least the threshold (5 %) in wall or in CPU time. "Saved" is reference / base - 1 taken
round by round, each round running every build once, close in time, so that a burst of load
from other processes hits the two alike: the median over the rounds, the quartiles beside it.
"""
import argparse
import os
import random
import re
import shutil
import statistics
import subprocess
import sys
import tempfile

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from bench import run_once  # noqa: E402  (the same wait4 measurement as the main benchmark)

ELAPSED = re.compile(rb" in \d+\.\d+ s$", re.M)


def outputs(binary, project):
    """What one build gives on one project: generated files, statuses and messages."""
    generated = os.path.join(project, "Generated")
    shutil.rmtree(generated, ignore_errors=True)
    gen = subprocess.run([binary, "generate"], cwd=project, capture_output=True)
    files = {}
    for folder, _, names in os.walk(generated):
        for name in names:
            path = os.path.join(folder, name)
            with open(path, "rb") as f:
                files[os.path.relpath(path, generated)] = f.read()
    lint = subprocess.run([binary, "lint", "--reporter", "json"], cwd=project, capture_output=True)
    return {
        "generate exit status": gen.returncode,
        "generate stdout": gen.stdout,
        "generate stderr": ELAPSED.sub(b"", gen.stderr),
        "generated files": files,
        "lint exit status": lint.returncode,
        "lint json": lint.stdout,
    }


def check_identical(bins, names, projects):
    print("### Same results as the base\n")
    base = {project: outputs(bins["base"], project) for project in projects}
    findings = sum(base[p]["lint json"].count(b'"rule"') for p in projects)
    files = sum(len(base[p]["generated files"]) for p in projects)
    print("%d projects, %d generated files, %d lint findings from the base\n" % (len(projects), files, findings))
    ok = True
    for name in names[1:]:
        differences = []
        for project in projects:
            mine = outputs(bins[name], project)
            differences += ["%s: %s" % (os.path.basename(project), key) for key in mine if mine[key] != base[project][key]]
        print("- %s: %s" % (name, "identical" if not differences else "DIFFERENT: " + ", ".join(differences)))
        ok = ok and not differences
    print()
    return ok


def measure(bins, names, workloads, runs):
    samples = {(w, n): [] for w in workloads for n in names}
    order = [(w, n) for w in workloads for n in names]
    rng = random.Random(20260101)
    for round_index in range(runs + 1):  # round 0 warms the page cache and is not kept
        rng.shuffle(order)
        for workload, name in order:
            argv, cwd, cold = workloads[workload]
            if cold:
                shutil.rmtree(os.path.join(cwd, "Generated"), ignore_errors=True)
            sample = run_once([bins[name]] + argv, cwd)
            if sample.status not in (0, 1):
                sys.exit("%s failed on %s (exit %d)" % (name, workload, sample.status))
            if round_index:
                samples[(workload, name)].append(sample)
    return samples


def instructions(binary, argv, cwd, cold):
    if cold:
        shutil.rmtree(os.path.join(cwd, "Generated"), ignore_errors=True)
    with tempfile.TemporaryDirectory() as scratch:
        done = subprocess.run(["valgrind", "--tool=callgrind", "--callgrind-out-file=" + os.path.join(scratch, "out"),
                               binary] + argv, cwd=cwd, capture_output=True, text=True)
    match = re.search(r"Collected : (\d+)", done.stderr)
    if not match:
        sys.exit("callgrind gave no count for %s %s:\n%s" % (binary, " ".join(argv), done.stderr[-2000:]))
    return int(match.group(1))


def percent(value):
    return "%+.1f %%" % (100 * value)


def paired(mine, base, attribute):
    """reference / base - 1 round by round (each round runs every build once, close in time, so
    a burst of load hits both alike): the median and the quartiles."""
    ratios = [getattr(m, attribute) / getattr(b, attribute) - 1 for m, b in zip(mine, base)]
    quartiles = statistics.quantiles(ratios, n=4) if len(ratios) > 1 else ratios * 3
    return statistics.median(ratios), quartiles[0], quartiles[2]


def saved_cell(figures):
    median, low, high = figures
    return "%s (%+.0f…%+.0f)" % (percent(median), 100 * low, 100 * high)


def main():
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--bins", required=True)
    parser.add_argument("--names", required=True)
    parser.add_argument("--corpus", required=True)
    parser.add_argument("--findings", required=True)
    parser.add_argument("--projects", required=True, help="folder of further projects checked for identical results")
    parser.add_argument("--runs", type=int, default=15)
    parser.add_argument("--threshold", type=float, default=5.0)
    parser.add_argument("--callgrind", dest="callgrind", action="store_true", default=True)
    parser.add_argument("--no-callgrind", dest="callgrind", action="store_false")
    args = parser.parse_args()
    names = args.names.split(",")
    bins = {name: os.path.join(args.bins, name) for name in names}
    extra = sorted(os.path.join(args.projects, p) for p in os.listdir(args.projects))
    projects = [args.corpus, args.findings] + extra

    load = os.getloadavg()
    print("## themec fast paths: each one against its plain reference version\n")
    print("load average %.2f %.2f %.2f at start; %d runs per figure (median), builds interleaved in a shuffled "
          "order each round after a warm-up round\n" % (load[0], load[1], load[2], args.runs))
    if not check_identical(bins, names, projects):
        print("a build gives other results than the base: no measurement")
        return 1

    workloads = {
        "cold generate, large": (["generate"], args.corpus, True),
        "lint, large": (["lint"], args.corpus, False),
        "lint, large with findings": (["lint"], args.findings, False),
    }
    samples = measure(bins, names, workloads, args.runs)
    load = os.getloadavg()
    counts = {}
    if args.callgrind:
        for workload, (argv, cwd, cold) in workloads.items():
            for name in names:
                counts[(workload, name)] = instructions(bins[name], argv, cwd, cold)

    threshold = args.threshold / 100
    verdicts = {}
    for workload in workloads:
        print("### %s\n" % workload)
        print("| build | wall s | CPU s | instructions M | wall saved | CPU saved | instructions saved |")
        print("|---|---:|---:|---:|---:|---:|---:|")
        base = samples[(workload, "base")]
        for name in names:
            mine = samples[(workload, name)]
            count = counts.get((workload, name))
            cells = ["%.3f" % statistics.median(s.wall for s in mine), "%.3f" % statistics.median(s.cpu for s in mine),
                     "{:,.0f}".format(count / 1e6) if count else "-"]
            if name == "base":
                cells += ["", "", ""]
            else:
                wall, cpu = paired(mine, base, "wall"), paired(mine, base, "cpu")
                base_count = counts.get((workload, "base"))
                fewer = percent(count / base_count - 1) if count and base_count else "-"
                cells += [saved_cell(wall), saved_cell(cpu), fewer]
                if workload.startswith("cold generate"):
                    keep = max(wall[0], cpu[0]) >= threshold
                    verdicts[name] = "%s: wall %s, CPU %s, instructions %s" % (
                        "together" if "+" in name else "keep" if keep else "remove",
                        percent(wall[0]), percent(cpu[0]), fewer)
            print("| %s | %s |" % (name, " | ".join(cells)))
        print()
    print("Saved: how much slower the build without the fast path is than the base, round by round: the median")
    print("(the quartiles in parentheses). Instructions: one run under callgrind.\n")
    print("load average %.2f %.2f %.2f after the timed runs\n" % load)
    print("### Verdict: a fast path stays if it saves >= %g %% of cold generate wall or CPU time (large corpus)\n"
          % args.threshold)
    for name in names[1:]:
        print("- %s: %s" % (name, verdicts[name]))
    return 0


if __name__ == "__main__":
    sys.exit(main())
