#!/usr/bin/env bash
# How long the Swift compiler takes to type-check the generated strings accessors of a large
# project. Generates the large preset with ../shared/bench/gen_corpus.py into Benchmarks/.work/
# (git-ignored), keeps its English tables (the app's `Strings/en.lproj` and the kit's base table:
# the accessors come from the development language, so the other locales change nothing in the
# generated code), runs `themec generate` on them, then times `swiftc -typecheck` of the generated
# `Strings*.themec.swift` files RUNS times and prints each run and the median.
#
#   Benchmarks/typecheck.sh [--runs 5] [--themec PATH] [--strings-files single|perTable]
#
# --themec  the themec binary to generate with (default: the package's debug build, built when
#           missing); only the generated code is timed, so which build it is does not matter.
# --strings-files  the `stringsFiles` setting: one Strings.themec.swift, or one file per table
#           (the default, as in a new project).
#
# The figure of this machine is in Docs/Performance.md ("Type-checking the generated strings").
set -euo pipefail

here="$(cd "$(dirname "$0")" && pwd)"
root="$(cd "$here/.." && pwd)"
work="$here/.work/typecheck"
shared="${THEMEC_SHARED:-$(cd "$root/.." && pwd)/shared}"

runs=5
themec=""
strings_files="perTable"
while [ $# -gt 0 ]; do
    case "$1" in
        --runs) runs="$2"; shift 2 ;;
        --themec) themec="$2"; shift 2 ;;
        --strings-files) strings_files="$2"; shift 2 ;;
        -h|--help) sed -n '2,17p' "$0" | sed 's/^# \{0,1\}//'; exit 0 ;;
        *) echo "typecheck.sh: unknown argument '$1' (see --help)" >&2; exit 2 ;;
    esac
done
case "$runs" in
    ''|*[!0-9]*|0) echo "typecheck.sh: --runs takes a positive number, not '$runs'" >&2; exit 2 ;;
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
cat > "$work/project/themec.yml" <<EOF
strings: Strings
baseStrings: Kit/Strings
developmentLanguage: en
access: public
stringsFiles: $strings_files
output: Generated
EOF

"$themec" generate --config "$work/project/themec.yml" --quiet
files=("$work/project/Generated"/Strings*.themec.swift)
bytes=$(cat "${files[@]}" | wc -c)
lines=$(cat "${files[@]}" | wc -l)
accessors=$(cat "${files[@]}" | grep -cE '^ *(public )?static (var|func) ' || true)
echo "generated: ${#files[@]} strings files, $lines lines, $bytes bytes, $accessors accessors" >&2

swiftc --version 2>&1 | head -1 >&2
python3 - "$runs" "${files[@]}" <<'PY'
import statistics, subprocess, sys, time

runs, files = int(sys.argv[1]), sys.argv[2:]
command = ["swiftc", "-typecheck", "-parse-as-library", "-module-name", "TypecheckStrings"] + files
walls = []
for run in range(1, runs + 1):
    start = time.perf_counter()
    completed = subprocess.run(command, capture_output=True, text=True)
    walls.append(time.perf_counter() - start)
    if completed.returncode != 0:
        sys.exit("swiftc -typecheck failed:\n" + completed.stderr[-4000:])
    print("run %d: %.2f s" % (run, walls[-1]), file=sys.stderr)
print("swiftc -typecheck of the generated strings (%d files, large preset, English): median %.2f s of %d runs"
      % (len(files), statistics.median(walls), runs))
PY
