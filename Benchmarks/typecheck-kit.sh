#!/usr/bin/env bash
# What an app that names its kit pays in the Swift compiler for reaching the kit's keys through its own
# L10n. The kit is the large preset's English app tables (5,505 keys) as a public module, CheetahKit;
# two apps of 500 keys each are generated against it (`kit: { module: CheetahKit, config: … }`):
#
#   shared  every 10th key of the kit's Localizable, overridden: every namespace is the kit's and the
#           app's, so the kit's other 4,500 keys are forwarders to the kit's accessors;
#   own     the same keys under namespaces of the app's own (`App<Namespace>.…`): every namespace of
#           the kit's is a type alias of the kit's, and there is no forwarder.
#
# Each app's strings are also generated without `kit:` (its own 500 keys: what it generated before its
# L10n reached the kit's keys). The runtime and the kit are compiled once (`-emit-module`); then each
# set is type-checked RUNS times, interleaved, in one frontend (`-enable-batch-mode -j1`, as a build
# compiles a module), and the medians of wall and CPU time (user + system) are printed, with the kit's
# own generated strings for scale.
#
#   Benchmarks/typecheck-kit.sh [--runs 5] [--themec PATH]
#
# The figures of this machine are in Docs/Performance.md ("An app's L10n and its kit's keys").
set -euo pipefail

here="$(cd "$(dirname "$0")" && pwd)"
root="$(cd "$here/.." && pwd)"
work="$here/.work/typecheck-kit"
shared="${THEMEC_SHARED:-$(cd "$root/.." && pwd)/shared}"

runs=5
themec=""
while [ $# -gt 0 ]; do
    case "$1" in
        --runs) runs="$2"; shift 2 ;;
        --themec) themec="$2"; shift 2 ;;
        -h|--help) sed -n '2,18p' "$0" | sed 's/^# \{0,1\}//'; exit 0 ;;
        *) echo "typecheck-kit.sh: unknown argument '$1' (see --help)" >&2; exit 2 ;;
    esac
done
case "$runs" in
    ''|*[!0-9]*|0) echo "typecheck-kit.sh: --runs takes a positive number, not '$runs'" >&2; exit 2 ;;
esac
if [ -z "$themec" ]; then
    themec="$(swift build --package-path "$root" --show-bin-path)/themec"
    if [ ! -x "$themec" ]; then
        echo "building themec (debug)..." >&2
        swift build --package-path "$root" --product themec >&2
    fi
fi

rm -rf "$work"
mkdir -p "$work/kit/Strings" "$work/shared/Strings/en.lproj" "$work/own/Strings/en.lproj" "$work/modules"
echo "generating the large corpus..." >&2
python3 "$shared/bench/gen_corpus.py" --preset large "$work/corpus" >/dev/null
cp -R "$work/corpus/Strings/en.lproj" "$work/kit/Strings/"
printf 'strings: Strings\naccess: public\noutput: Generated\n' > "$work/kit/themec.yml"
"$themec" generate --config "$work/kit/themec.yml" --quiet

python3 - "$work" <<'PY'
import re, sys
work = sys.argv[1]
text = open(work + "/kit/Strings/en.lproj/Localizable.strings", encoding="utf-8").read()
entries = re.findall(r'^("[^"]+"\s*=\s*"(?:[^"\\]|\\.)*";)$', text, re.M)[::10]
with open(work + "/shared/Strings/en.lproj/Localizable.strings", "w", encoding="utf-8") as shared:
    shared.write("\n".join(entries) + "\n")
with open(work + "/own/Strings/en.lproj/Localizable.strings", "w", encoding="utf-8") as own:
    own.write("\n".join('"App' + entry[1:] for entry in entries) + "\n")
PY
for app in shared own; do
    printf 'kit:\n  module: CheetahKit\n  config: ../kit/themec.yml\nstrings: Strings\noutput: Generated\n' \
        > "$work/$app/themec.yml"
    "$themec" generate --config "$work/$app/themec.yml" --quiet
    printf 'strings: Strings\noutput: Alone\n' > "$work/$app/alone.yml"
    "$themec" generate --config "$work/$app/alone.yml" --quiet
    echo "$app: $(grep -c '^"' "$work/$app/Strings/en.lproj/Localizable.strings") keys," \
        "$(grep -cE '^ *typealias ' "$work/$app/Generated/Strings.themec.swift" || true) type aliases," \
        "$(grep -cE '^        CheetahKit\.L10n\.' "$work/$app/Generated/Strings.themec.swift" || true) forwarders" >&2
done

for module in ThemecVocabulary ThemecFormat ThemecRuntime; do
    swiftc -emit-module -parse-as-library -swift-version 6 -package-name themec -module-name "$module" \
        -I "$work/modules" -emit-module-path "$work/modules/$module.swiftmodule" \
        $(find "$root/Sources/$module" -name '*.swift' | LC_ALL=C sort) >&2
done
swiftc -emit-module -parse-as-library -swift-version 6 -module-name CheetahKit -I "$work/modules" \
    -emit-module-path "$work/modules/CheetahKit.swiftmodule" "$work"/kit/Generated/Strings*.swift >&2

swiftc --version 2>&1 | head -1 >&2
echo "load average before: $(cut -d' ' -f1-3 /proc/loadavg 2>/dev/null || uptime)" >&2
python3 - "$runs" "$work" <<'PY'
import glob, resource, statistics, subprocess, sys, time

runs, work = int(sys.argv[1]), sys.argv[2]
sets = [
    ("the kit's own strings (5,505 accessors)", "kit/Generated"),
    ("shared, before (its 500 keys)", "shared/Alone"),
    ("shared, after (+ forwarders)", "shared/Generated"),
    ("own, before (its 500 keys)", "own/Alone"),
    ("own, after (+ type aliases)", "own/Generated"),
]
files = [sorted(glob.glob("%s/%s/Strings*.swift" % (work, folder))) for _, folder in sets]
flags = ["-typecheck", "-parse-as-library", "-module-name", "TypecheckStrings", "-I", work + "/modules",
         "-enable-batch-mode", "-j1"]
walls, cpus = [[] for _ in sets], [[] for _ in sets]
for run in range(1, runs + 1):
    for shift in range(len(sets)):
        index = (run - 1 + shift) % len(sets)
        before = resource.getrusage(resource.RUSAGE_CHILDREN)
        start = time.perf_counter()
        completed = subprocess.run(["swiftc"] + flags + files[index], capture_output=True, text=True)
        wall = time.perf_counter() - start
        after = resource.getrusage(resource.RUSAGE_CHILDREN)
        if completed.returncode != 0:
            sys.exit("swiftc -typecheck failed:\n" + completed.stderr[-4000:])
        walls[index].append(wall)
        cpus[index].append((after.ru_utime - before.ru_utime) + (after.ru_stime - before.ru_stime))
        print("run %d %-42s wall %.2f s  cpu %.2f s" % (run, sets[index][0], wall, cpus[index][-1]), file=sys.stderr)
print("swiftc -typecheck of the generated strings (median of %d runs):" % runs)
print("| code | files | wall s | cpu s |")
print("|---|---:|---:|---:|")
for index, (label, _) in enumerate(sets):
    print("| %s | %d | %.2f | %.2f |" % (label, len(files[index]), statistics.median(walls[index]),
                                        statistics.median(cpus[index])))
PY
