#!/usr/bin/env bash
# How the way apps get themec's runtime changes a user's clean and incremental builds: the example
# kit and app built by SwiftPM with the runtime as a library (what themec does), embedded into the
# kit's generated code, and (with --before REV) as themec at REV generated it. See
# Benchmarks/runtime_delivery.py for what is built and timed.
#
#   Benchmarks/runtime-delivery.sh [--runs 3] [--before REV] [--strings medium]
#
# --before REV   also build themec at REV (a commit of this repository, in a worktree under
#                Benchmarks/.work) and time its generated code as the "before" variant.
# --strings medium  the app's tables are the English tables of ../shared/bench/gen_corpus.py's medium
#                preset (hundreds of keys) joined to the example's.
# The figures of this machine are in Docs/Architecture.md ("The runtime apps ship").
set -euo pipefail
here="$(cd "$(dirname "$0")" && pwd)"
root="$(cd "$here/.." && pwd)"
work="$here/.work/runtime-delivery"
shared="${THEMEC_SHARED:-$(cd "$root/.." && pwd)/shared}"
runs=3
before=""
strings=""
while [ $# -gt 0 ]; do
    case "$1" in
        --runs) runs="$2"; shift 2 ;;
        --before) before="$2"; shift 2 ;;
        --strings) strings="$2"; shift 2 ;;
        -h|--help) sed -n '2,14p' "$0" | sed 's/^# \{0,1\}//'; exit 0 ;;
        *) echo "runtime-delivery.sh: unknown argument '$1' (see --help)" >&2; exit 2 ;;
    esac
done
mkdir -p "$work"
echo "building themec (release)..." >&2
swift build -c release --package-path "$root" --product themec >&2
arguments=(--runs "$runs" --themec "$(swift build -c release --package-path "$root" --show-bin-path)/themec"
           --work "$work/packages")
if [ -n "$before" ]; then
    source="$work/before-src"
    if [ ! -d "$source" ]; then git -C "$root" worktree add --detach "$source" "$before" >&2; fi
    git -C "$source" checkout --detach "$before" >&2
    echo "building themec at $before (release)..." >&2
    swift build -c release --package-path "$source" --product themec >&2
    arguments+=(--before-themec "$(swift build -c release --package-path "$source" --show-bin-path)/themec")
fi
if [ "$strings" = medium ]; then
    rm -rf "$work/corpus"
    python3 "$shared/bench/gen_corpus.py" --preset medium "$work/corpus" >/dev/null
    arguments+=(--strings "$work/corpus/Strings/en.lproj")
elif [ -n "$strings" ]; then
    echo "runtime-delivery.sh: --strings takes medium, not '$strings'" >&2; exit 2
fi
rm -rf "$work/packages"
mkdir -p "$work/packages"
exec python3 "$here/runtime_delivery.py" "${arguments[@]}"
