#!/usr/bin/env bash
# One command for the whole benchmark: builds themec (release), the C floor and the Foundation
# baseline, generates the corpora with ../shared/bench/gen_corpus.py into Benchmarks/.work/
# (git-ignored), then measures and prints the table, the ratios and PASS/FAIL per target (among
# them: `themec preview` within 2x cold `generate`, and its page under 5 MB).
#
#   Benchmarks/run.sh [--presets small,medium,large] [--runs 5] [--no-typecheck] [--rebuild]
#
# --rebuild also times an incremental debug `swift build` of the generated code after one table's
# text changes, with every accessor in one Strings.themec.swift against one file per table.
#
# Exit status: 0 when every target holds on the largest preset measured, 1 otherwise.
set -euo pipefail

here="$(cd "$(dirname "$0")" && pwd)"
root="$(cd "$here/.." && pwd)"
work="$here/.work"
shared="${THEMEC_SHARED:-$(cd "$root/.." && pwd)/shared}"
mkdir -p "$work"

echo "building themec (release)..." >&2
swift build -c release --package-path "$root" --product themec >&2
themec="$(swift build -c release --package-path "$root" --show-bin-path)/themec"

echo "building the floor (floor.c)..." >&2
# shellcheck disable=SC2046 # pkg-config prints several flags on purpose
cc -O2 "$shared/bench/floor.c" $(pkg-config --cflags --libs libxml-2.0 yaml-0.1) -o "$work/floor"

echo "building the Foundation baseline (release)..." >&2
swiftc -O "$here/FoundationStrings/main.swift" -o "$work/foundation-strings"

export THEMEC_GEN_CORPUS="$shared/bench/gen_corpus.py"
exec python3 "$here/bench.py" --themec "$themec" --floor "$work/floor" --foundation "$work/foundation-strings" \
    --work "$work" "$@"
