#!/usr/bin/env python3
"""Measures themec against its baselines on generated corpora and checks the performance targets.

Run through `Benchmarks/run.sh`, which builds the binaries first. Every figure of one table
comes from the same run: the commands are interleaved round-robin (cold, warm, lint, floor,
Foundation, cold, ...), so a burst of load from other processes hits them all alike.

    bench.py --themec BIN --floor BIN --foundation BIN --work DIR [--presets small,medium,large]
             [--runs N] [--typecheck | --no-typecheck]

Each measurement is one child process: wall time from a monotonic clock around fork/wait,
CPU time (user + sys) and peak resident memory from wait4's rusage. The table shows the
median of the runs.
"""
import argparse
import os
import platform
import shutil
import statistics
import subprocess
import sys
import time

HERE = os.path.dirname(os.path.abspath(__file__))
GEN_CORPUS = os.environ.get("THEMEC_GEN_CORPUS") or os.path.normpath(os.path.join(HERE, "..", "..", "shared", "bench", "gen_corpus.py"))

# The targets of issue 6, checked on the largest preset measured.
TARGET_FLOOR = 4.0          # cold generate wall <= 4x the floor's (stretch 2x)
TARGET_FLOOR_STRETCH = 2.0
TARGET_FOUNDATION = 10.0    # Foundation (.strings only) wall >= 10x cold generate wall
TARGET_MEMORY = 3.0         # peak RSS <= 3x corpus bytes
TARGET_PARALLEL = 1.5       # CPU / wall >= 1.5
TARGET_LINEAR = 1.25        # (large/medium time) <= 1.25 x (large/medium bytes)
TARGET_PREVIEW = 2.0        # preview (cold) wall <= 2x cold generate wall
TARGET_PAGE_BYTES = 5e6     # the preview page < 5 MB


class Sample:
    """One finished child process: wall seconds, CPU seconds, peak RSS bytes, exit status."""

    def __init__(self, wall, cpu, rss, status):
        self.wall, self.cpu, self.rss, self.status = wall, cpu, rss, status


def run_once(argv, cwd, stdout=subprocess.DEVNULL):
    """Runs argv in cwd and measures it with wait4 (rusage of exactly this child)."""
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
    _, status, usage = os.wait4(pid, 0)
    wall = time.perf_counter() - start
    os.close(devnull)
    return Sample(wall, usage.ru_utime + usage.ru_stime, usage.ru_maxrss * 1024, os.waitstatus_to_exitcode(status))


def corpus_stats(root):
    """(bytes, bytes in .strings files, file count) of the inputs; the output folder is not input."""
    total, strings, count = 0, 0, 0
    for folder, dirs, files in os.walk(root):
        dirs[:] = [d for d in dirs if d not in ("Generated", "themec-preview")]
        for name in files:
            size = os.path.getsize(os.path.join(folder, name))
            total += size
            count += 1
            if name.endswith(".strings"):
                strings += size
    return total, strings, count


def snapshot(folder):
    """name -> (inode, mtime_ns, size) of every file in the output folder."""
    result = {}
    for name in sorted(os.listdir(folder)):
        info = os.stat(os.path.join(folder, name))
        result[name] = (info.st_ino, info.st_mtime_ns, info.st_size)
    return result


def median(samples, attribute):
    return statistics.median(getattr(s, attribute) for s in samples)


def fmt_seconds(value):
    return "%.3f" % value


def fmt_mb(value):
    return "%.1f" % (value / 1e6)


def verdict(ok):
    return "PASS" if ok else "FAIL"


def machine_description():
    model = "unknown CPU"
    try:
        with open("/proc/cpuinfo") as info:
            for line in info:
                if line.startswith("model name"):
                    model = line.split(":", 1)[1].strip()
                    break
    except OSError:
        pass
    load = os.getloadavg()
    return "%s, %d cores (os.cpu_count), %s %s, load average %.2f %.2f %.2f at start" % (
        model, os.cpu_count(), platform.system(), platform.release(), load[0], load[1], load[2])


def measure_preset(preset, args):
    corpus = os.path.join(args.work, preset)
    if not os.path.exists(os.path.join(corpus, "themec.yml")):
        subprocess.run([sys.executable, GEN_CORPUS, corpus, "--preset", preset], check=True, stdout=subprocess.DEVNULL)
    output = os.path.join(corpus, "Generated")
    preview = os.path.join(corpus, "themec-preview")
    commands = {
        "generate (cold)": [args.themec, "generate"],
        "generate (unchanged)": [args.themec, "generate"],
        "lint": [args.themec, "lint"],
        "preview (cold)": [args.themec, "preview", "--output", preview],
        "floor (C, 1 thread)": [args.floor, corpus],
        "Foundation .strings": [args.foundation, corpus],
    }
    samples = {name: [] for name in commands}
    rerun_writes = []
    # One warm-up round fills the page cache and checks that every command succeeds.
    for name, argv in commands.items():
        if name == "generate (cold)":
            shutil.rmtree(output, ignore_errors=True)
        if name == "preview (cold)":
            shutil.rmtree(preview, ignore_errors=True)
        sample = run_once(argv, corpus)
        if sample.status != 0:
            sys.exit("%s failed on %s (exit %d): %s" % (name, preset, sample.status, " ".join(argv)))
    for _ in range(args.runs):
        for name, argv in commands.items():
            if name == "generate (cold)":
                shutil.rmtree(output, ignore_errors=True)
            if name == "preview (cold)":
                shutil.rmtree(preview, ignore_errors=True)
            before = snapshot(output) if name == "generate (unchanged)" else None
            samples[name].append(run_once(argv, corpus))
            if before is not None:
                after = snapshot(output)
                rerun_writes.append(sorted(n for n in set(before) | set(after) if before.get(n) != after.get(n)))
    total, strings, count = corpus_stats(corpus)
    return {
        "preset": preset,
        "bytes": total,
        "strings_bytes": strings,
        "files": count,
        "samples": samples,
        "rerun_writes": rerun_writes,
        "output": output,
        "page_bytes": os.path.getsize(os.path.join(preview, "index.html")),
    }


def print_table(result):
    print()
    print("### %s: %s corpus bytes (%s in .strings), %d input files, median of %d runs" % (
        result["preset"], "{:,}".format(result["bytes"]), "{:,}".format(result["strings_bytes"]),
        result["files"], len(result["samples"]["lint"])))
    print()
    print("| command | wall s | CPU s (user+sys) | CPU/wall | peak RSS MB | RSS / corpus |")
    print("|---|---:|---:|---:|---:|---:|")
    for name, samples in result["samples"].items():
        wall, cpu, rss = median(samples, "wall"), median(samples, "cpu"), median(samples, "rss")
        print("| %s | %s | %s | %.2f | %s | %.2f |" % (
            name, fmt_seconds(wall), fmt_seconds(cpu), cpu / wall, fmt_mb(rss), rss / result["bytes"]))


def check_targets(results):
    by_preset = {r["preset"]: r for r in results}
    main = results[-1]
    s = main["samples"]
    cold_wall = median(s["generate (cold)"], "wall")
    cold_cpu = median(s["generate (cold)"], "cpu")
    floor_wall = median(s["floor (C, 1 thread)"], "wall")
    foundation_wall = median(s["Foundation .strings"], "wall")
    rss = max(median(s[name], "rss") for name in ("generate (cold)", "generate (unchanged)", "lint"))
    rows = []
    ratio = cold_wall / floor_wall
    rows.append(("cold generate / floor (wall)", "%.2fx" % ratio, "<= %.0fx (stretch %.0fx)" % (TARGET_FLOOR, TARGET_FLOOR_STRETCH),
                 verdict(ratio <= TARGET_FLOOR) + (" (stretch met)" if ratio <= TARGET_FLOOR_STRETCH else "")))
    cpu_ratio = cold_cpu / median(s["floor (C, 1 thread)"], "cpu")
    rows.append(("cold generate / floor (CPU, for reference)", "%.2fx" % cpu_ratio, "-", "-"))
    speedup = foundation_wall / cold_wall
    rows.append(("Foundation .strings / cold generate (wall)", "%.1fx" % speedup, ">= %.0fx" % TARGET_FOUNDATION,
                 verdict(speedup >= TARGET_FOUNDATION)))
    memory = rss / main["bytes"]
    rows.append(("peak RSS / corpus bytes (worst of generate, rerun, lint)", "%.2fx" % memory, "<= %.0fx" % TARGET_MEMORY,
                 verdict(memory <= TARGET_MEMORY)))
    parallel = cold_cpu / cold_wall
    rows.append(("cold generate CPU / wall", "%.2f" % parallel, ">= %.1f" % TARGET_PARALLEL, verdict(parallel >= TARGET_PARALLEL)))
    if "medium" in by_preset and main["preset"] != "medium":
        medium = by_preset["medium"]
        byte_ratio = main["bytes"] / medium["bytes"]
        for label, attribute in (("wall", "wall"), ("CPU", "cpu")):
            time_ratio = cold_wall / median(medium["samples"]["generate (cold)"], attribute) if attribute == "wall" \
                else cold_cpu / median(medium["samples"]["generate (cold)"], "cpu")
            limit = TARGET_LINEAR * byte_ratio
            rows.append(("%s/medium cold generate %s (bytes %.2fx)" % (main["preset"], label, byte_ratio),
                         "%.2fx" % time_ratio, "<= %.2fx" % limit, verdict(time_ratio <= limit)))
    preview_ratio = median(s["preview (cold)"], "wall") / cold_wall
    rows.append(("preview (cold) / cold generate (wall)", "%.2fx" % preview_ratio, "<= %.0fx" % TARGET_PREVIEW,
                 verdict(preview_ratio <= TARGET_PREVIEW)))
    rows.append(("preview page size", "%s MB" % fmt_mb(main["page_bytes"]), "< %.0f MB" % (TARGET_PAGE_BYTES / 1e6),
                 verdict(main["page_bytes"] < TARGET_PAGE_BYTES)))
    writes = [w for w in main["rerun_writes"] if w]
    rows.append(("files written by a rerun on unchanged input (mtime, inode)", str(sum(len(w) for w in writes)), "0",
                 verdict(not writes)))
    print()
    print("### Targets (%s preset)" % main["preset"])
    print()
    print("| target | measured | required | verdict |")
    print("|---|---:|---:|---|")
    for row in rows:
        print("| %s | %s | %s | %s |" % row)
    return all(not row[3].startswith("FAIL") for row in rows)


def typecheck(result, args):
    """Times `swiftc -typecheck` of the generated files against plain `static let` constants."""
    swiftc = shutil.which("swiftc")
    if swiftc is None:
        print("\n(swiftc not found: generated-code type-check skipped)")
        return True
    output = result["output"]
    files = sorted(os.path.join(output, f) for f in os.listdir(output) if f.endswith(".swift"))
    members = 0
    for path in files:
        with open(path, encoding="utf-8") as source:
            for line in source:
                stripped = line.lstrip()
                if stripped.startswith(("public static var ", "public static func ", "static var ", "static func ",
                                        "public static let ", "static let ")):
                    members += 1
    baseline = os.path.join(args.work, "typecheck-baseline.swift")
    with open(baseline, "w", encoding="utf-8") as out:
        out.write("// %d plain string constants: the type-check cost of the same member count.\n" % members)
        out.write("public enum Baseline {\n")
        for index in range(members):
            out.write('    public static let constant%d = "value %d"\n' % (index, index))
        out.write("}\n")
    flags = ["-typecheck", "-Xfrontend", "-warn-long-function-bodies=50",
             "-Xfrontend", "-warn-long-expression-type-checking=50"]
    rows = []
    warnings = []
    for label, inputs in (("generated files (%d)" % len(files), files), ("baseline: %d static lets" % members, [baseline])):
        walls = []
        for _ in range(max(1, min(args.runs, 3))):
            start = time.perf_counter()
            completed = subprocess.run([swiftc] + flags + inputs, capture_output=True, text=True)
            walls.append(time.perf_counter() - start)
            if completed.returncode != 0:
                sys.exit("swiftc -typecheck failed on %s:\n%s" % (label, completed.stderr[-4000:]))
            # One line per diagnostic (not the source excerpt under it), counted once across runs.
            warnings += [l.split(" took ")[0] for l in completed.stderr.splitlines()
                         if ": warning:" in l and not l.lstrip().startswith("|") and l.split(" took ")[0] not in warnings]
        rows.append((label, statistics.median(walls)))
    print()
    print("### Generated code: `swiftc -typecheck %s` (%s preset)" % (" ".join(flags[1:]), result["preset"]))
    print()
    print("| input | wall s |")
    print("|---|---:|")
    for label, wall in rows:
        print("| %s | %.2f |" % (label, wall))
    print()
    print("slow-type-check warnings: %d -> %s" % (len(warnings), verdict(not warnings)))
    for line in warnings[:20]:
        print("  " + line)
    return not warnings


def rebuild_after_table_edit(result, args):
    """Times an incremental `swift build` of the generated code after one table's text changes,
    with every accessor in one `Strings.themec.swift` against one file per table."""
    swift = shutil.which("swift")
    if swift is None:
        print("\n(swift not found: rebuild measurement skipped)")
        return
    source = os.path.join(args.work, result["preset"])
    corpus = os.path.join(args.work, "rebuild-" + result["preset"])
    shutil.rmtree(corpus, ignore_errors=True)
    shutil.copytree(source, corpus, ignore=shutil.ignore_patterns("Generated", "themec-preview"))
    table = os.path.join(corpus, "Strings", "en.lproj", "Settings.strings")
    if not os.path.exists(table):
        print("\n(no Settings table in the %s corpus: rebuild measurement skipped)" % result["preset"])
        return
    with open(table, encoding="utf-8") as handle:
        original = handle.read()
    first = original.index('" = "') + len('" = "')
    edited = original[:first] + "Edited " + original[first:]
    with open(os.path.join(corpus, "themec.yml"), encoding="utf-8") as handle:
        config = handle.read()
    packages = {}
    for layout in ("single", "perTable"):
        package = os.path.join(corpus, "Package-" + layout)
        os.makedirs(os.path.join(package, "Sources", "Generated"), exist_ok=True)
        with open(os.path.join(package, "Package.swift"), "w", encoding="utf-8") as out:
            out.write('// swift-tools-version: 6.0\nimport PackageDescription\n'
                      'let package = Package(name: "Generated", targets: [.target(name: "Generated")])\n')
        with open(os.path.join(corpus, "themec-%s.yml" % layout), "w", encoding="utf-8") as out:
            out.write(config + "\nstringsFiles: %s\n" % layout)
        packages[layout] = package

    def generate(layout):
        subprocess.run([args.themec, "generate", "--quiet", "--config", os.path.join(corpus, "themec-%s.yml" % layout),
                        "--output", os.path.join(packages[layout], "Sources", "Generated")], cwd=corpus, check=True)

    def build(layout):
        start = time.perf_counter()
        subprocess.run([swift, "build", "--package-path", packages[layout]], check=True, stdout=subprocess.DEVNULL,
                       stderr=subprocess.DEVNULL)
        return time.perf_counter() - start

    for layout in packages:
        generate(layout)
        build(layout)
    samples = {layout: [] for layout in packages}
    files = {layout: [] for layout in packages}
    for run in range(max(1, min(args.runs, 5))):
        for text in (edited, original):
            with open(table, "w", encoding="utf-8") as out:
                out.write(text)
            for layout in packages:
                before = snapshot(os.path.join(packages[layout], "Sources", "Generated"))
                generate(layout)
                after = snapshot(os.path.join(packages[layout], "Sources", "Generated"))
                files[layout] = sorted(n for n in after if before.get(n) != after.get(n))
                samples[layout].append(build(layout))
    print()
    print("### Incremental debug build after editing one table's text (%s preset)" % result["preset"])
    print()
    print("| strings layout | files rewritten | swift build s (median of %d) |" % len(samples["single"]))
    print("|---|---|---:|")
    for layout in packages:
        print("| %s | %s | %.2f |" % (layout, ", ".join(files[layout]), statistics.median(samples[layout])))
    print()
    print("per-table / single: %.2fx" % (statistics.median(samples["perTable"]) / statistics.median(samples["single"])))


def main():
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--themec", required=True)
    parser.add_argument("--floor", required=True)
    parser.add_argument("--foundation", required=True)
    parser.add_argument("--work", required=True)
    parser.add_argument("--presets", default="small,medium,large")
    parser.add_argument("--runs", type=int, default=5)
    parser.add_argument("--typecheck", dest="typecheck", action="store_true", default=True)
    parser.add_argument("--no-typecheck", dest="typecheck", action="store_false")
    parser.add_argument("--rebuild", dest="rebuild", action="store_true", default=False,
                        help="also time an incremental build after editing one table, one strings file against one per table")
    args = parser.parse_args()
    os.makedirs(args.work, exist_ok=True)

    print("## themec benchmark")
    print()
    print("machine: " + machine_description())
    print("runs per figure: %d (median), commands interleaved round-robin after one warm-up round" % args.runs)
    results = [measure_preset(preset, args) for preset in args.presets.split(",")]
    for result in results:
        print_table(result)
    ok = check_targets(results)
    if args.typecheck:
        ok = typecheck(results[-1], args) and ok
    if args.rebuild:
        rebuild_after_table_edit(results[-1], args)
    print()
    print("overall: " + verdict(ok))
    return 0 if ok else 1


if __name__ == "__main__":
    sys.exit(main())
