#!/usr/bin/env bash
# What a user of the build plugin waits for after an edit, and whether the app shows it: the example
# kit package and app package built by SwiftPM with this checkout's source plugin and, with
# --before REV, with themec at REV (a worktree under Benchmarks/.work), interleaved. See
# Benchmarks/plugin_builds.py for the steps timed.
#
#   Benchmarks/plugin-builds.sh [--runs 5] [--before REV]
#
# The figures of this machine are in Docs/Plugin.md ("Rebuilds").
set -euo pipefail
here="$(cd "$(dirname "$0")" && pwd)"
root="$(cd "$here/.." && pwd)"
work="$here/.work/plugin-builds"
runs=5
before=""
while [ $# -gt 0 ]; do
    case "$1" in
        --runs) runs="$2"; shift 2 ;;
        --before) before="$2"; shift 2 ;;
        -h|--help) sed -n '2,9p' "$0" | sed 's/^# \{0,1\}//'; exit 0 ;;
        *) echo "plugin-builds.sh: unknown argument '$1' (see --help)" >&2; exit 2 ;;
    esac
done
mkdir -p "$work"
arguments=(--runs "$runs" --work "$work/packages" --after "$root")
if [ -n "$before" ]; then
    source="$work/before-src"
    if [ ! -d "$source" ]; then git -C "$root" worktree add --detach "$source" "$before" >&2; fi
    git -C "$source" checkout --detach "$before" >&2
    arguments+=(--before "$source")
fi
exec python3 "$here/plugin_builds.py" "${arguments[@]}"
