#!/usr/bin/env bash
# How long the Swift compiler takes to type-check the generated strings accessors of a large
# project, against a baseline of the same keys in the shape of SwiftGen's output. Generates the
# large preset with ../shared/bench/gen_corpus.py into Benchmarks/.work/ (git-ignored), keeps its
# English tables (the app's `Strings/en.lproj` and the kit's base table: the accessors come from
# the development language, so the other locales change nothing in the generated code), runs
# `themec generate` on them once per `stringsFiles` layout, writes the baseline for the same tables
# with Benchmarks/swiftgen_shape.py (the shape of SwiftGen 6.6.3's structured-swift5 strings
# output, written by that script: SwiftGen cannot run here), then times `swiftc -typecheck` of
# each RUNS times, interleaved (one run of each in turn), and prints each run, the medians and
# the ratio ours/baseline. The generated code imports the runtime library (ThemecVocabulary, ThemecFormat and
# ThemecRuntime), which a build compiles once, not on every change of the strings: its modules are
# built first (`-emit-module`, timed once and printed) and given to every check with `-I`.
#
#   Benchmarks/typecheck.sh [--runs 5] [--themec PATH] [--strings-files perTable,single] [--sdk linux|ios]
#
# --themec  the themec binary to generate with (default: the package's debug build, built when
#           missing); only the generated code is timed, so which build it is does not matter.
# --strings-files  the `stringsFiles` layouts to time, comma-separated: one file per table (as in
#           a new project) and one Strings.themec.swift; both by default. `perTable` is timed twice:
#           as `swiftc` checks several files by default (one frontend a file), and in batch mode
#           (`-enable-batch-mode -j1`: one frontend for all, as Xcode and SwiftPM build a module).
# --sdk     what the code is checked against: this machine's Foundation (linux, the default), or
#           Apple's iPhoneOS SDK through ../shared/ios-sdk/swiftc-ios (ios: Apple's Foundation, as
#           in an app's build; the first use unpacks it and builds its module cache).
#
# Wall time is what a build waits for; CPU time (user + system of swiftc and its frontend) is the
# work done, and is the steadier figure on a loaded machine. Both are printed.
# The figures of this machine are in Docs/Performance.md ("Type-checking the generated strings").
set -euo pipefail

here="$(cd "$(dirname "$0")" && pwd)"
root="$(cd "$here/.." && pwd)"
work="$here/.work/typecheck"
shared="${THEMEC_SHARED:-$(cd "$root/.." && pwd)/shared}"

runs=5
themec=""
layouts="perTable,single"
sdk="linux"
while [ $# -gt 0 ]; do
    case "$1" in
        --runs) runs="$2"; shift 2 ;;
        --themec) themec="$2"; shift 2 ;;
        --strings-files) layouts="$2"; shift 2 ;;
        --sdk) sdk="$2"; shift 2 ;;
        -h|--help) sed -n '2,26p' "$0" | sed 's/^# \{0,1\}//'; exit 0 ;;
        *) echo "typecheck.sh: unknown argument '$1' (see --help)" >&2; exit 2 ;;
    esac
done
case "$runs" in
    ''|*[!0-9]*|0) echo "typecheck.sh: --runs takes a positive number, not '$runs'" >&2; exit 2 ;;
esac
IFS=, read -r -a layout_list <<< "$layouts"
for layout in "${layout_list[@]}"; do
    case "$layout" in
        perTable|single) ;;
        *) echo "typecheck.sh: --strings-files takes perTable and/or single, not '$layout'" >&2; exit 2 ;;
    esac
done
case "$sdk" in
    linux) swiftc=(swiftc) ;;
    ios)
        if [ ! -x "$shared/ios-sdk/swiftc-ios" ]; then
            echo "typecheck.sh: --sdk ios needs $shared/ios-sdk/swiftc-ios" >&2; exit 2
        fi
        swiftc=("$shared/ios-sdk/swiftc-ios") ;;
    *) echo "typecheck.sh: --sdk takes linux or ios, not '$sdk'" >&2; exit 2 ;;
esac

if [ -z "$themec" ]; then
    themec="$(swift build --package-path "$root" --show-bin-path)/themec"
    if [ ! -x "$themec" ]; then
        echo "building themec (debug)..." >&2
        swift build --package-path "$root" --product themec >&2
    fi
fi

rm -rf "$work"
mkdir -p "$work/project/Strings" "$work/project/Kit"
echo "generating the large corpus..." >&2
python3 "$shared/bench/gen_corpus.py" --preset large "$work/corpus" >/dev/null
cp -R "$work/corpus/Strings/en.lproj" "$work/project/Strings/"
cp -R "$work/corpus/Kit/Strings" "$work/project/Kit/"

# One argument a set of files to check: ours per layout, then the baseline; files separated by ':'.
sets=()
labels=()
for layout in "${layout_list[@]}"; do
    cat > "$work/project/themec-$layout.yml" <<EOF
strings: Strings
baseStrings: Kit/Strings
developmentLanguage: en
access: public
stringsFiles: $layout
output: Generated-$layout
EOF
    "$themec" generate --config "$work/project/themec-$layout.yml" --quiet
    files=("$work/project/Generated-$layout"/Strings*.themec.swift)
    bytes=$(cat "${files[@]}" | wc -c)
    lines=$(cat "${files[@]}" | wc -l)
    accessors=$(cat "${files[@]}" | grep -cE '^ *(public )?static (var|let|func) ' || true)
    echo "themec $layout: ${#files[@]} strings files, $lines lines, $bytes bytes, $accessors accessors" >&2
    sets+=("$(IFS=:; echo "${files[*]}")")
    labels+=("themec $layout")
    if [ "$layout" = perTable ]; then
        # As a build compiles a module's files: one frontend for all of them (batch mode), not one a file.
        sets+=("batch:$(IFS=:; echo "${files[*]}")")
        labels+=("themec perTable batch")
    fi
done
# The kit's table first, so the app's text wins for a key both have, as in themec's output.
baseline="$work/swiftgen-shape/Strings.swift"
mkdir -p "$(dirname "$baseline")"
python3 "$here/swiftgen_shape.py" "$baseline" "$work/project/Kit/Strings/en.lproj"/*.strings \
    "$work/project/Strings/en.lproj"/*.strings "$work/project/Strings/en.lproj"/*.stringsdict
echo "baseline (the shape of SwiftGen 6.6.3's structured-swift5): 1 file, $(wc -l < "$baseline") lines," \
    "$(wc -c < "$baseline") bytes" >&2
sets+=("$baseline")
labels+=("baseline")

# The runtime the generated code imports, compiled once as a build does.
runtime="$work/runtime"
mkdir -p "$runtime"
runtime_start=$(date +%s%N)
for module in ThemecVocabulary ThemecFormat ThemecRuntime; do
    "${swiftc[@]}" -emit-module -parse-as-library -swift-version 6 -package-name themec -module-name "$module" \
        -I "$runtime" -emit-module-path "$runtime/$module.swiftmodule" \
        $(find "$root/Sources/$module" -name '*.swift' | LC_ALL=C sort) >&2
done
echo "the runtime's modules (once per clean build): $(( ($(date +%s%N) - runtime_start) / 1000000 )) ms wall" >&2

"${swiftc[@]}" --version 2>&1 | head -1 >&2
echo "checked against: $sdk; load average before: $(cut -d' ' -f1-3 /proc/loadavg 2>/dev/null || uptime)" >&2
python3 - "$runs" "$sdk" "$runtime" "${#sets[@]}" "${labels[@]}" "${sets[@]}" "${swiftc[@]}" <<'PY'
import resource, statistics, subprocess, sys, time

runs, sdk, runtime, count = int(sys.argv[1]), sys.argv[2], sys.argv[3], int(sys.argv[4])
labels, sets, swiftc = sys.argv[5:5 + count], sys.argv[5 + count:5 + 2 * count], sys.argv[5 + 2 * count:]
flags = ["-typecheck", "-parse-as-library", "-module-name", "TypecheckStrings", "-I", runtime]


def timed(files):
    """Wall and CPU (user + system of swiftc and its children) seconds of one type-check."""
    # A set marked `batch` is checked in one frontend (`-enable-batch-mode -j1`), as Xcode and SwiftPM
    # compile a module's files in a debug build; otherwise swiftc runs one frontend per file.
    extra = []
    if files[0] == "batch":
        files, extra = files[1:], ["-enable-batch-mode", "-j1"]
    before = resource.getrusage(resource.RUSAGE_CHILDREN)
    start = time.perf_counter()
    completed = subprocess.run(swiftc + flags + extra + files, capture_output=True, text=True)
    wall = time.perf_counter() - start
    after = resource.getrusage(resource.RUSAGE_CHILDREN)
    if completed.returncode != 0:
        sys.exit("swiftc -typecheck failed:\n" + completed.stderr[-4000:])
    return wall, (after.ru_utime - before.ru_utime) + (after.ru_stime - before.ru_stime)


walls, cpus = [[] for _ in sets], [[] for _ in sets]
for run in range(1, runs + 1):
    # Interleaved, the order turning each run, so a change of load falls on every set alike.
    order = [(run - 1 + shift) % len(sets) for shift in range(len(sets))]
    for index in order:
        wall, cpu = timed(sets[index].split(":"))
        walls[index].append(wall)
        cpus[index].append(cpu)
        print("run %d %-22s wall %.2f s  cpu %.2f s" % (run, labels[index], wall, cpu), file=sys.stderr)

print("swiftc -typecheck of the generated strings (large preset, English, %s), median of %d runs:" % (sdk, runs))
print("| code | files | wall s | cpu s | ours/baseline wall | ours/baseline cpu |")
print("|---|---:|---:|---:|---:|---:|")
base_wall, base_cpu = statistics.median(walls[-1]), statistics.median(cpus[-1])
for index, label in enumerate(labels):
    wall, cpu = statistics.median(walls[index]), statistics.median(cpus[index])
    ratios = "| |" if index == len(labels) - 1 else "| %.2fx | %.2fx |" % (wall / base_wall, cpu / base_cpu)
    files = [name for name in sets[index].split(":") if name != "batch"]
    print("| %s | %d | %.2f | %.2f %s" % (label, len(files), wall, cpu, ratios))
try:
    with open("/proc/loadavg") as loadavg:
        print("load average after: " + " ".join(loadavg.read().split()[:3]))
except OSError:
    pass
PY
