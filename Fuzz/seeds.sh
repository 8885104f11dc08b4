#!/usr/bin/env bash
# Copies the seed inputs of fuzz target $1 into corpus folder $2: the matching test fixtures and
# example files, and the hand-written seeds in Fuzz/Seeds/$1. Files are named by content hash,
# as libFuzzer names its own, so re-seeding adds nothing twice.
set -euo pipefail
cd "$(dirname "$0")/.."
target=$1
corpus=$2
mkdir -p "$corpus"

# Repository files with the given name patterns (outside .build and hidden folders).
files() {
    local expression=()
    for pattern in "$@"; do expression+=(-o -name "$pattern"); done
    local folders=()
    # ../shared/corpus/real holds real-world files from other projects when it is there.
    for folder in Tests Examples Themes Strings Layouts Fuzz/Seeds ../shared/corpus/real; do [[ -d $folder ]] && folders+=("$folder"); done
    find "${folders[@]}" -path '*/.build' -prune -o -type f \( -false "${expression[@]}" \) -print | LC_ALL=C sort
}

add() {
    local hash
    hash=$(sha1sum < "$1" | cut -c1-40)
    [[ -f $corpus/$hash ]] || cp "$1" "$corpus/$hash"
}

separator=$'\n%%%%\n'
case $target in
    YAMLTheme) seeds=$(files '*.theme.yaml' '*.theme.yml' 'themec.yml') ;;
    XMLReader) seeds=$(files '*.xib' '*.stringsdict' '*.plist') ;;
    XIB)
        # Each XIB alone, and each app override followed by the kit nib of the same name.
        seeds=$(files '*.xib')
        scratch=$(mktemp -d)
        trap 'rm -rf "$scratch"' EXIT
        for override in $(files '*.xib' | grep '/App/' || true); do
            base=$(files '*.xib' | grep "/Kit/$(basename "$override")\$" | head -1 || true)
            [[ -n $base ]] || continue
            { cat "$override"; printf '%s' "$separator"; cat "$base"; } > "$scratch/$(basename "$override").pair"
            seeds+=$'\n'"$scratch/$(basename "$override").pair"
        done
        ;;
    Strings) seeds=$(files '*.strings') ;;
    Stringsdict) seeds=$(files '*.stringsdict') ;;
    Runtime)
        # A selector byte (the accessor, or a plural when its high bit is set), then a format string:
        # the hand-written formats below, one per line, for each accessor and as a plural.
        seeds=""
        scratch=$(mktemp -d)
        trap 'rm -rf "$scratch"' EXIT
        index=0
        while IFS= read -r format; do
            for selector in '\x00' '\x01' '\x02' '\x85'; do
                name=$scratch/runtime-$index
                { printf "$selector"; printf '%s' "$format"; } > "$name"
                seeds+="$name"$'\n'
                index=$((index + 1))
            done
        done <<'FORMATS'
%1$@ earned %2$d points
%2$d Punkte für %1$@
100% natural, says %@
%1$.*2$f stars
[%1$*2$d] %3$@
%@ % n %P %Lf %lc %ls %D %U %O %C %S %p %s %c %a %A %e %E %g %G %x %X %o %i %u %hhd %zd %jd %td %qd
%#@n@|%d item|one %d|two|few %@|many %f|%d items|ld
%1$#@n@ of %2$@|zero|%d one|%3$d two
%-+ #0'10.4lld %%
FORMATS
        ;;
    XCStrings)
        # The harness reads a selector byte first (the development language).
        seeds=""
        scratch=$(mktemp -d)
        trap 'rm -rf "$scratch"' EXIT
        for catalog in $(files '*.xcstrings'); do
            for selector in 0 1; do
                name=$scratch/$selector-$(basename "$catalog")
                { printf '%s' "$selector"; cat "$catalog"; } > "$name"
                seeds+="$name"$'\n'
            done
        done
        ;;
    Compiler)
        # A whole project per seed: a selector byte, then the files in the harness's order.
        seeds=""
        scratch=$(mktemp -d)
        trap 'rm -rf "$scratch"' EXIT
        index=0
        for theme in $(files '*.theme.yaml'); do
            strings_en=$(files '*.strings' | grep '/en.lproj/' | head -1 || true)
            strings_de=$(files '*.strings' | grep '/de.lproj/' | head -1 || true)
            stringsdict=$(files '*.stringsdict' | head -1 || true)
            xcstrings=$(files '*.xcstrings' | head -1 || true)
            xib=$(files '*.xib' | head -1 || true)
            {
                printf '%s' "$(( index % 32 ))" | head -c1
                for part in "$theme" "$theme" "$strings_en" "$strings_de" "$stringsdict" "$xcstrings" "$xib" "$xib" "$strings_en"; do
                    [[ -n $part ]] && cat "$part"
                    printf '%s' "$separator"
                done
            } > "$scratch/seed-$index"
            seeds+="$scratch/seed-$index"$'\n'
            index=$((index + 1))
        done
        ;;
    *) seeds="" ;;
esac
while IFS= read -r seed; do
    [[ -n $seed ]] && add "$seed"
done <<< "$seeds"
if [[ -d Fuzz/Seeds/$target ]]; then
    for seed in Fuzz/Seeds/"$target"/*; do [[ -f $seed ]] && add "$seed"; done
fi
exit 0
