#!/usr/bin/env python3
"""How themec's cost grows with the size of one input shape: doubles each shape several times and
fails when time or peak memory grows faster than about n log n.

Run through `Benchmarks/scaling.sh`, which builds the release themec first.

    scaling.py --themec BIN --work DIR [--quick] [--shapes a,b] [--steps N] [--runs N]
               [--timeout SECONDS]

Each shape is one kind of input that once cost more than linear time or memory (Docs/Security.md,
"cost that grows with size"), plus the ordinary corpus (`gen_corpus.py`). For each size the
inputs are written fresh into DIR, and `themec generate --quiet --output OUT` runs on them `--runs`
times (a fresh output folder each time); each run is one child process measured with wait4: CPU
time (user + sys) and peak resident memory of exactly that child, wall time from a monotonic
clock. A size's figure is the smallest CPU time of its runs (the least disturbed by other load)
and the largest peak memory.

What grows is the work above a run on an empty project (the process starting, the Swift runtime
loading): `work = figure - empty`. Per doubling the script prints the ratio of the work, and fits
the exponent k of `work ~ n^k` over the last three sizes (two doublings) by least squares on
log2. Linear work gives k = 1 (ratio 2 per doubling), n log n about 1.1, n^2 gives 2 (ratio 4).
A shape FAILS when

- its fitted time exponent exceeds 1.35 (a ratio of about 2.55 per doubling, kept over both
  doublings), and its work at the largest size is at least 0.05 s of CPU (below that, process
  noise decides the ratio; a shape that is really quadratic is never that fast at the largest
  size);
- or its fitted memory exponent exceeds 1.35 and its memory above the empty run at the largest
  size is at least 16 MB;
- or a run takes longer than --timeout, is killed by a signal, or exits with a code the shape
  does not expect (0; 1 where the input is an error by design).

Growth fails a shape only when a second measurement of its last three sizes (at least five runs
each, the smaller figure of the two kept) confirms it, so a burst of load during one size fails
nothing.

Exit status: 0 when every shape passes, 1 otherwise.
"""
import argparse
import math
import os
import platform
import shutil
import signal
import subprocess
import sys
import time

HERE = os.path.dirname(os.path.abspath(__file__))
GEN_CORPUS = os.environ.get("THEMEC_GEN_CORPUS") or os.path.normpath(
    os.path.join(HERE, "..", "..", "shared", "bench", "gen_corpus.py"))

MAX_EXPONENT = 1.35
MIN_CPU_WORK = 0.05          # seconds of CPU above the empty run before the time exponent is judged
MIN_MEMORY_WORK = 16 << 20   # bytes of peak memory above the empty run before the memory exponent is judged


# MARK: - Shapes


def write(path, text):
    os.makedirs(os.path.dirname(path), exist_ok=True)
    with open(path, "w", encoding="utf-8", newline="\n") as f:
        f.write(text)


def deep_key(root, n):
    """One .strings key of n dot-separated parts (and one ordinary key)."""
    key = ".".join("p%d" % i for i in range(n))
    write(os.path.join(root, "Strings", "en.lproj", "Localizable.strings"),
          '"Menu.Profile" = "Profile";\n"%s" = "Deep";\n' % key)


def extends_chain(root, n):
    """n themes, each extending the one before and setting a color of its own."""
    write(os.path.join(root, "Themes", "T0.theme.yaml"),
          'colors:\n  primaryColor: "#1D4E89"\n  secondaryColor: "#F4364C"\n')
    for i in range(1, n):
        write(os.path.join(root, "Themes", "T%d.theme.yaml" % i),
              'extends: T%d\ncolors:\n  secondaryColor: "#%06X"\n' % (i - 1, (i * 2654435761) & 0x7F7F7F))


def palette_chain(root, n):
    """One theme whose palette is a chain of n names, c0: c1, c1: c2, ..., the last a hex value."""
    lines = ["palette:"]
    lines += ["  c%d: c%d" % (i, i + 1) for i in range(n - 1)]
    lines.append('  c%d: "#1D4E89"' % (n - 1))
    lines += ["colors:", "  primaryColor: c0", '  secondaryColor: "#F4364C"', ""]
    write(os.path.join(root, "Themes", "Chain.theme.yaml"), "\n".join(lines))


def stale_renames(root, n):
    """n keys in English, all renamed since German was translated: n missing, n extra keys."""
    en, de = [], []
    for i in range(n):
        en.append('"Section%d.Item%d.title" = "Title %d";' % (i % 40, i, i))
        de.append('"Section%d.Item%d.heading" = "Titel %d";' % (i % 40, i, i))
    write(os.path.join(root, "Strings", "en.lproj", "Localizable.strings"), "\n".join(en) + "\n")
    write(os.path.join(root, "Strings", "de.lproj", "Localizable.strings"), "\n".join(de) + "\n")


def minified_xcstrings(root, n):
    """A String Catalog of n keys (English and German) on one line."""
    entries = []
    for i in range(n):
        entries.append(
            '"Section%d.Item%d.title":{"localizations":{"de":{"stringUnit":{"state":"translated","value":"Titel %d"}},'
            '"en":{"stringUnit":{"state":"translated","value":"Title %d"}}}}' % (i % 40, i, i, i))
    write(os.path.join(root, "Strings", "Localizable.xcstrings"),
          '{"sourceLanguage":"en","strings":{%s},"version":"1.0"}' % ",".join(entries))


def oneline_stringsdict(root, n):
    """A .stringsdict of n plural entries on one line."""
    entry = ('<key>Items.Count%d</key><dict><key>NSStringLocalizedFormatKey</key><string>%%#@items@</string>'
             '<key>items</key><dict><key>NSStringFormatSpecTypeKey</key><string>NSStringPluralRuleType</string>'
             '<key>NSStringFormatValueTypeKey</key><string>d</string><key>one</key><string>%%d item</string>'
             '<key>other</key><string>%%d items</string></dict></dict>')
    body = "".join(entry % i for i in range(n))
    write(os.path.join(root, "Strings", "en.lproj", "Localizable.stringsdict"),
          '<?xml version="1.0" encoding="UTF-8"?><plist version="1.0"><dict>%s</dict></plist>' % body)


def corpus(root, n):
    """gen_corpus.py's small preset (3 themes, 4 locales, 12 nibs) with n keys."""
    subprocess.run([sys.executable, GEN_CORPUS, root, "--preset", "small", "--keys", str(n)],
                   check=True, stdout=subprocess.DEVNULL)


class Shape:
    def __init__(self, name, make, full, quick, what, exits=(0,), config=False):
        self.name, self.make, self.full, self.quick, self.what = name, make, full, quick, what
        self.exits, self.config = exits, config


# (first size, steps) in full and quick mode; each step doubles the size.
SHAPES = [
    Shape("deep-key", deep_key, (1000, 6), (1000, 4), "dot-separated parts in one key", exits=(1,)),
    Shape("extends-chain", extends_chain, (250, 6), (250, 4), "themes, each extending the one before"),
    Shape("palette-chain", palette_chain, (1000, 6), (1000, 4), "palette names in one chain"),
    Shape("stale-renames", stale_renames, (500, 6), (500, 4), "keys renamed since translation"),
    Shape("minified-xcstrings", minified_xcstrings, (500, 6), (500, 4), "keys in a one-line .xcstrings"),
    Shape("oneline-stringsdict", oneline_stringsdict, (500, 6), (500, 4), "plurals in a one-line .stringsdict"),
    Shape("corpus", corpus, (400, 6), (400, 4), "keys a locale (gen_corpus.py --preset small)", config=True),
]


# MARK: - Measuring


class Sample:
    """One finished child process: wall and CPU seconds, peak RSS bytes, exit code (None: timed out)."""

    def __init__(self, wall, cpu, rss, code):
        self.wall, self.cpu, self.rss, self.code = wall, cpu, rss, code


def run_once(argv, cwd, timeout):
    """Runs argv in cwd, measured with wait4; killed after `timeout` seconds of wall time."""
    devnull = os.open(os.devnull, os.O_WRONLY)
    start = time.perf_counter()
    pid = os.fork()
    if pid == 0:  # child
        try:
            os.chdir(cwd)
            os.dup2(devnull, 1)
            os.dup2(devnull, 2)
            os.execv(argv[0], argv)
        finally:
            os._exit(127)
    os.close(devnull)
    timed_out = False
    while True:
        finished, status, usage = os.wait4(pid, os.WNOHANG)
        if finished:
            break
        if time.perf_counter() - start > timeout:
            os.kill(pid, signal.SIGKILL)
            _, status, usage = os.wait4(pid, 0)
            timed_out = True
            break
        time.sleep(0.002)
    wall = time.perf_counter() - start
    code = None if timed_out else os.waitstatus_to_exitcode(status)
    return Sample(wall, usage.ru_utime + usage.ru_stime, usage.ru_maxrss * 1024, code)


def measure(themec, root, config, runs, timeout, work):
    """The smallest CPU time (and its wall time) and the largest peak memory of `runs` generates
    of the project in `root`; stops at the first run that fails."""
    samples = []
    for index in range(runs):
        out = os.path.join(work, "out")
        shutil.rmtree(out, ignore_errors=True)
        os.makedirs(out)
        argv = [themec, "generate", "--quiet", "--output", out]
        argv += ["--config", os.path.join(root, "themec.yml")] if config else [root]
        sample = run_once(argv, root, timeout)
        samples.append(sample)
        if sample.code is None or sample.code < 0 or sample.code == 2:
            return sample
    best = min(samples, key=lambda s: s.cpu)
    return Sample(best.wall, best.cpu, max(s.rss for s in samples), best.code)


def fitted_exponent(sizes, values):
    """The least-squares slope of log2(value) over log2(size); None when a value is not positive."""
    if len(sizes) < 2 or any(v <= 0 for v in values):
        return None
    xs = [math.log2(s) for s in sizes]
    ys = [math.log2(v) for v in values]
    mx, my = sum(xs) / len(xs), sum(ys) / len(ys)
    return sum((x - mx) * (y - my) for x, y in zip(xs, ys)) / sum((x - mx) ** 2 for x in xs)


def folder_bytes(root):
    total = 0
    for folder, _, files in os.walk(root):
        for name in files:
            total += os.path.getsize(os.path.join(folder, name))
    return total


def judge(sizes, cpu_work, rss_work):
    """The time and memory exponents over the last three sizes, and what fails."""
    time_exponent = fitted_exponent(sizes[-3:], cpu_work[-3:])
    memory_exponent = fitted_exponent(sizes[-3:], rss_work[-3:])
    verdicts = []
    if time_exponent is not None and time_exponent > MAX_EXPONENT and cpu_work[-1] >= MIN_CPU_WORK:
        verdicts.append("time grows as n^%.2f" % time_exponent)
    if memory_exponent is not None and memory_exponent > MAX_EXPONENT and rss_work[-1] >= MIN_MEMORY_WORK:
        verdicts.append("memory grows as n^%.2f" % memory_exponent)
    return time_exponent, memory_exponent, verdicts


def describe_code(sample):
    if sample.code is None:
        return "timed out"
    if sample.code < 0:
        return "killed by signal %d" % -sample.code
    return "exit %d" % sample.code


def run_shape(shape, args, empty):
    first, steps = shape.quick if args.quick else shape.full
    if args.steps:
        steps = args.steps
    sizes, cpu_work, rss_work = [], [], []
    print("\n## %s: n = %s\n" % (shape.name, shape.what))
    print("| n | input KB | wall s | CPU s | CPU above empty s | ratio | peak RSS MB | RSS above empty MB | ratio | exit |")
    print("|---:|---:|---:|---:|---:|---:|---:|---:|---:|---|")
    failure = None
    for step in range(steps):
        n = first << step
        root = os.path.join(args.work, shape.name)
        shutil.rmtree(root, ignore_errors=True)
        os.makedirs(root)
        shape.make(root, n)
        size = folder_bytes(root)
        sample = measure(args.themec, root, shape.config, args.runs, args.timeout, args.work)
        work = max(sample.cpu - empty.cpu, 1e-4)
        memory = max(sample.rss - empty.rss, 1 << 16)
        ratio = "%.2f" % (work / cpu_work[-1]) if cpu_work else ""
        rss_ratio = "%.2f" % (memory / rss_work[-1]) if rss_work else ""
        print("| %d | %.0f | %.3f | %.3f | %.3f | %s | %.1f | %.1f | %s | %s |" % (
            n, size / 1024, sample.wall, sample.cpu, work, ratio, sample.rss / 2**20, memory / 2**20, rss_ratio,
            describe_code(sample)), flush=True)
        if sample.code not in shape.exits:
            failure = "n = %d: %s, expected exit %s" % (n, describe_code(sample), " or ".join(map(str, shape.exits)))
            break
        sizes.append(n)
        cpu_work.append(work)
        rss_work.append(memory)
    shutil.rmtree(os.path.join(args.work, shape.name), ignore_errors=True)
    if failure:
        print("\n%s: FAIL (%s)" % (shape.name, failure))
        return False
    time_exponent, memory_exponent, verdicts = judge(sizes, cpu_work, rss_work)
    if verdicts:
        # A burst of load during one size can fake a steep curve: the last three sizes are measured
        # again, with more runs, and the shape fails only if they confirm it.
        print("\n%s: %s; measuring the last three sizes again to confirm" % (shape.name, "; ".join(verdicts)))
        for position in range(len(sizes) - 3, len(sizes)):
            n = sizes[position]
            root = os.path.join(args.work, shape.name)
            shutil.rmtree(root, ignore_errors=True)
            os.makedirs(root)
            shape.make(root, n)
            sample = measure(args.themec, root, shape.config, max(args.runs, 5), args.timeout, args.work)
            cpu_work[position] = min(cpu_work[position], max(sample.cpu - empty.cpu, 1e-4))
            rss_work[position] = min(rss_work[position], max(sample.rss - empty.rss, 1 << 16))
            print("| %d | | %.3f | %.3f | %.3f | | %.1f | %.1f | | %s |" % (
                n, sample.wall, sample.cpu, cpu_work[position], sample.rss / 2**20, rss_work[position] / 2**20,
                describe_code(sample)), flush=True)
        shutil.rmtree(os.path.join(args.work, shape.name), ignore_errors=True)
        time_exponent, memory_exponent, verdicts = judge(sizes, cpu_work, rss_work)
    judged = []
    judged.append("time exponent %.2f%s" % (
        time_exponent, "" if cpu_work[-1] >= MIN_CPU_WORK else " (work under %.2f s: not judged)" % MIN_CPU_WORK))
    judged.append("memory exponent %.2f%s" % (
        memory_exponent, "" if rss_work[-1] >= MIN_MEMORY_WORK else " (under %d MB: not judged)" % (
            MIN_MEMORY_WORK >> 20)))
    print("\n%s: %s over the last two doublings; %s" % (
        shape.name, ", ".join(judged), "FAIL (%s)" % "; ".join(verdicts) if verdicts else "PASS"))
    return not verdicts


def main():
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--themec", required=True)
    parser.add_argument("--work", required=True)
    parser.add_argument("--quick", action="store_true", help="small sizes, for CI (a few tens of seconds)")
    parser.add_argument("--shapes", help="comma-separated shape names (default: all)")
    parser.add_argument("--steps", type=int, help="sizes per shape (default: 6, quick 4)")
    parser.add_argument("--runs", type=int, help="runs per size (default: 3)")
    parser.add_argument("--timeout", type=float, help="seconds before a run is killed (default: 60, quick 15)")
    args = parser.parse_args()
    args.themec = os.path.abspath(args.themec)
    args.work = os.path.abspath(args.work)
    args.runs = args.runs or 3
    args.timeout = args.timeout or (15.0 if args.quick else 60.0)
    shapes = SHAPES
    if args.shapes:
        names = args.shapes.split(",")
        unknown = [n for n in names if n not in [s.name for s in SHAPES]]
        if unknown:
            parser.error("unknown shape %s; shapes: %s" % (", ".join(unknown), ", ".join(s.name for s in SHAPES)))
        shapes = [s for s in SHAPES if s.name in names]
    os.makedirs(args.work, exist_ok=True)

    started = time.perf_counter()
    print("# themec scaling: %s" % ("quick (CI) sizes" if args.quick else "full sizes"))
    print()
    print("- machine: %s, %d cores (os.cpu_count), %s %s, load average %s at start" % (
        platform.processor() or platform.machine(), os.cpu_count(), platform.system(), platform.release(),
        " ".join("%.2f" % x for x in os.getloadavg())))
    print("- each size: `themec generate --quiet --output OUT` (fresh OUT), %d runs, smallest CPU time, "
          "largest peak RSS" % args.runs)
    empty_root = os.path.join(args.work, "empty")
    shutil.rmtree(empty_root, ignore_errors=True)
    write(os.path.join(empty_root, "Strings", "en.lproj", "Localizable.strings"), '"Menu.Profile" = "Profile";\n')
    empty = measure(args.themec, empty_root, False, max(args.runs, 5), args.timeout, args.work)
    print("- empty project (one key): %.3f s CPU, %.1f MB peak RSS; work = figure - empty" % (
        empty.cpu, empty.rss / 2**20))
    print("- FAIL when the exponent fitted over the last two doublings exceeds %.2f (time: work >= %.2f s CPU; "
          "memory: >= %d MB), or a run times out (%g s), crashes or exits unexpectedly" % (
              MAX_EXPONENT, MIN_CPU_WORK, MIN_MEMORY_WORK >> 20, args.timeout))

    failed = [shape.name for shape in shapes if not run_shape(shape, args, empty)]
    shutil.rmtree(os.path.join(args.work, "out"), ignore_errors=True)
    shutil.rmtree(empty_root, ignore_errors=True)
    print("\n%d shapes, %d failed%s; %.1f s in all" % (
        len(shapes), len(failed), (": " + ", ".join(failed)) if failed else "", time.perf_counter() - started))
    return 1 if failed else 0


if __name__ == "__main__":
    sys.exit(main())
