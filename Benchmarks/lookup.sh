#!/usr/bin/env bash
# What one lookup costs through the runtime (ThemecRuntime), as a generated accessor makes it: a
# plain text, a text holding "%%", a format and a plural rule found in a bundle's `.strings` and
# `.stringsdict`, and a plural found in no bundle (the compiled-in rule). Builds the runtime's
# sources and Benchmarks/Lookup/main.swift with -O into Benchmarks/.work/lookup (git-ignored), writes
# the bundle there, and prints the median time of a lookup over RUNS rounds of LOOKUPS each.
#
#   Benchmarks/lookup.sh [--runs 5] [--lookups 20000] [--sources DIR]
#
# --sources  a checkout whose Sources/ThemecVocabulary, ThemecFormat and ThemecRuntime to build (default: this
#            one), to compare two states of the runtime with the same benchmark.
# The figures of this machine are in Docs/Performance.md ("The lookups").
set -euo pipefail

here="$(cd "$(dirname "$0")" && pwd)"
root="$(cd "$here/.." && pwd)"
runs=5
lookups=20000
sources="$root"
while [ $# -gt 0 ]; do
    case "$1" in
        --runs) runs="$2"; shift 2 ;;
        --lookups) lookups="$2"; shift 2 ;;
        --sources) sources="$(cd "$2" && pwd)"; shift 2 ;;
        -h|--help) sed -n '2,12p' "$0" | sed 's/^# \{0,1\}//'; exit 0 ;;
        *) echo "lookup.sh: unknown argument '$1' (see --help)" >&2; exit 2 ;;
    esac
done
work="$here/.work/lookup"
rm -rf "$work"
mkdir -p "$work/build" "$work/Bench.bundle/en.lproj"
cat > "$work/Bench.bundle/en.lproj/Localizable.strings" <<'STRINGS'
"Menu.Profile" = "Profile";
"Done" = "Done: 100%%";
"Reward.Summary" = "%1$@ earned %2$d points";
STRINGS
cat > "$work/Bench.bundle/en.lproj/Localizable.stringsdict" <<'PLIST'
<?xml version="1.0" encoding="UTF-8"?>
<plist version="1.0"><dict>
<key>Items</key><dict><key>NSStringLocalizedFormatKey</key><string>%#@items@</string>
<key>items</key><dict><key>NSStringFormatSpecTypeKey</key><string>NSStringPluralRuleType</string>
<key>NSStringFormatValueTypeKey</key><string>d</string>
<key>one</key><string>%d item</string><key>other</key><string>%d items</string></dict></dict>
</dict></plist>
PLIST
common=(-O -parse-as-library -swift-version 6 -package-name themec -I "$work/build")
archives=()
# ThemecVocabulary, where the checkout has it (before it, ThemecFormat stood alone).
for module in ThemecVocabulary ThemecFormat; do
    [[ -d "$sources/Sources/$module" ]] || continue
    swiftc "${common[@]}" -module-name "$module" -emit-library -static -emit-module \
        -emit-module-path "$work/build/$module.swiftmodule" -o "$work/build/lib$module.a" \
        $(find "$sources/Sources/$module" -name '*.swift' | LC_ALL=C sort)
    archives=("$work/build/lib$module.a" "${archives[@]}")
done
swiftc "${common[@]}" -module-name ThemecRuntime -emit-library -static -emit-module \
    -emit-module-path "$work/build/ThemecRuntime.swiftmodule" -o "$work/build/libThemecRuntime.a" \
    $(find "$sources/Sources/ThemecRuntime" -name '*.swift' | LC_ALL=C sort)
swiftc -O -swift-version 6 -I "$work/build" "$here/Lookup/main.swift" \
    "$work/build/libThemecRuntime.a" "${archives[@]}" -o "$work/lookup"
"$work/lookup" "$work/Bench.bundle" "$lookups" "$runs"
