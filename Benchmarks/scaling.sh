#!/usr/bin/env bash
# How themec's cost grows with the size of inputs that once cost more than linear time or memory
# (a key of thousands of dots, long `extends:` and palette chains, a locale whose keys were all
# renamed, one-line .xcstrings and .stringsdict files) and of the ordinary corpus: builds the
# release themec, then Benchmarks/scaling.py doubles each shape several times and fails (exit 1)
# when time or peak memory grows faster than about n log n. See Docs/Performance.md, "Scaling".
#
#   Benchmarks/scaling.sh            # full sizes (a few minutes)
#   Benchmarks/scaling.sh --quick    # small sizes, for CI (under a minute)
#   Benchmarks/scaling.sh --shapes extends-chain,palette-chain --steps 7
#
# THEMEC_BIN=path runs that binary instead of building one (to measure an older build).
set -euo pipefail

here="$(cd "$(dirname "$0")" && pwd)"
root="$(cd "$here/.." && pwd)"
work="$here/.work/scaling"
export THEMEC_GEN_CORPUS="${THEMEC_GEN_CORPUS:-${THEMEC_SHARED:-$(cd "$root/.." && pwd)/shared}/bench/gen_corpus.py}"

themec="${THEMEC_BIN:-}"
if [[ -z "$themec" ]]; then
    echo "building themec (release)..." >&2
    swift build -c release --package-path "$root" --product themec >&2
    themec="$(swift build -c release --package-path "$root" --show-bin-path)/themec"
fi
mkdir -p "$work"
exec python3 "$here/scaling.py" --themec "$themec" --work "$work" "$@"
