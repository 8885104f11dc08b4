#!/usr/bin/env bash
# What an accessor's lookup costs at runtime: Benchmarks/LookupCost/main.swift, built with -O against the
# runtime (ThemecFormat, ThemecRuntime) of this checkout and, with --before REV, of REV, run in turns;
# prints the median nanoseconds per text, format and plural lookup of each, and (where valgrind is)
# the instructions per lookup, which the load of a shared machine does not change: callgrind's count
# of a run of 4,000 lookups less one of 2,000, over 2,000.
#
#   Benchmarks/lookup-cost.sh [--runs 5] [--count 100000] [--before REV]
#
# --before REV   also time the runtime at REV (a commit of this repository, exported with git archive
#                into Benchmarks/.work/lookup-cost; no worktree is made).
# The figures of this machine are in Docs/Performance.md ("The lookup").
set -euo pipefail
here="$(cd "$(dirname "$0")" && pwd)"
root="$(cd "$here/.." && pwd)"
work="$here/.work/lookup-cost"
runs=5
count=100000
before=""
while [ $# -gt 0 ]; do
    case "$1" in
        --runs) runs="$2"; shift 2 ;;
        --count) count="$2"; shift 2 ;;
        --before) before="$2"; shift 2 ;;
        -h|--help) sed -n '2,13p' "$0" | sed 's/^# \{0,1\}//'; exit 0 ;;
        *) echo "lookup-cost.sh: unknown argument '$1' (see --help)" >&2; exit 2 ;;
    esac
done
mkdir -p "$work"

# The bundle every lookup reads: English and German tables, a German plural rule.
bundle="$work/Bench.bundle"
mkdir -p "$bundle/en.lproj" "$bundle/de.lproj"
printf '"Menu.Profile" = "Profile";\n"Reward.Summary" = "%%1$@ earned %%2$d points";\n' \
    > "$bundle/en.lproj/Localizable.strings"
printf '"Menu.Profile" = "Profil";\n"Reward.Summary" = "%%1$@ hat %%2$d Punkte";\n' \
    > "$bundle/de.lproj/Localizable.strings"
cat > "$bundle/de.lproj/Localizable.stringsdict" <<'PLIST'
<?xml version="1.0" encoding="UTF-8"?>
<plist version="1.0"><dict><key>Points</key><dict>
<key>NSStringLocalizedFormatKey</key><string>%#@points@</string>
<key>points</key><dict><key>NSStringFormatSpecTypeKey</key><string>NSStringPluralRuleType</string>
<key>NSStringFormatValueTypeKey</key><string>d</string>
<key>one</key><string>%d Punkt</string><key>other</key><string>%d Punkte</string></dict>
</dict></dict></plist>
PLIST

# build NAME SOURCE_ROOT: the runtime of SOURCE_ROOT and the benchmark, into $work/NAME.
build() {
    local name=$1 source=$2 out="$work/$1"
    mkdir -p "$out"
    echo "building the lookup benchmark against $name's runtime (-O)..." >&2
    swiftc -O -wmo -parse-as-library -package-name themec -module-name ThemecFormat -emit-module \
        -emit-module-path "$out/ThemecFormat.swiftmodule" -c "$source"/Sources/ThemecFormat/*.swift \
        -o "$out/ThemecFormat.o"
    local runtime
    mapfile -t runtime < <(find "$source/Sources/ThemecRuntime" -name '*.swift' | LC_ALL=C sort)
    swiftc -O -wmo -parse-as-library -package-name themec -module-name ThemecRuntime -I "$out" -emit-module \
        -emit-module-path "$out/ThemecRuntime.swiftmodule" -c "${runtime[@]}" -o "$out/ThemecRuntime.o"
    swiftc -O -I "$out" "$here/LookupCost/main.swift" "$out/ThemecFormat.o" "$out/ThemecRuntime.o" -o "$out/lookup"
}

variants=(this)
build this "$root"
if [ -n "$before" ]; then
    source="$work/before-src"
    rm -rf "$source" && mkdir -p "$source"
    git -C "$root" archive "$before" Sources/ThemecFormat Sources/ThemecRuntime | tar -x -C "$source"
    build before "$source"
    variants=(before this)
fi

for ((run = 1; run <= runs; run++)); do
    for variant in "${variants[@]}"; do
        echo "$variant $("$work/$variant/lookup" "$bundle" "$count")"
    done
done | python3 -c '
import statistics, sys
rows = {}
for line in sys.stdin:
    parts = line.split()
    rows.setdefault(parts[0], []).append((int(parts[2]), int(parts[4]), int(parts[6])))
for variant, values in rows.items():
    medians = [statistics.median(v[i] for v in values) for i in range(3)]
    print(f"{variant}: text {medians[0]:.0f} ns, format {medians[1]:.0f} ns, plural {medians[2]:.0f} ns "
          f"(medians of {len(values)} runs)")
'

command -v valgrind > /dev/null || exit 0
# instructions VARIANT KIND COUNT: callgrind's count of a run of COUNT lookups of KIND.
instructions() {
    valgrind --tool=callgrind --callgrind-out-file=/dev/null "$work/$1/lookup" "$bundle" "$3" "$2" 2>&1 \
        | sed -n 's/.*Collected : \([0-9]*\).*/\1/p'
}
for variant in "${variants[@]}"; do
    line="$variant:"
    for kind in text format plural; do
        low=$(instructions "$variant" "$kind" 2000)
        high=$(instructions "$variant" "$kind" 4000)
        line+=" $kind $(( (high - low) / 2000 )) instructions,"
    done
    echo "${line%,} (per lookup)"
done
