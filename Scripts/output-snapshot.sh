#!/usr/bin/env bash
# Records everything themec writes for a fixed set of projects, so two builds can be compared
# byte for byte (a refactor that must not change output):
#
#   Scripts/output-snapshot.sh THEMEC_BINARY OUT_DIR
#   diff -r OUT_DIR_BEFORE OUT_DIR_AFTER
#
# Projects: the bundled example (themec.yml), the example package's kit and app, the test
# fixtures (themes, strings, layouts with the kit's nibs), and the small, medium and large corpora
# of ../shared/bench/gen_corpus.py (made in Benchmarks/.work/ when missing). For each: `generate`,
# `lint` with every reporter (and `--strict`), `dump` with its diagnostics, `preview` and `schema`,
# with their exit codes. Timings are left out.
set -euo pipefail
themec=$(cd "$(dirname "$1")" && pwd)/$(basename "$1")
out=$2
cd "$(dirname "$0")/.."
root=$PWD
mkdir -p "$out"
out=$(cd "$out" && pwd)

# One project: NAME, the folder to run in, then the arguments that name its inputs.
record() {
    local name=$1 folder=$2
    shift 2
    local dest=$out/$name
    rm -rf "$dest"
    mkdir -p "$dest"
    (
        cd "$folder"
        status() { echo "$1 $2" >> "$dest/status"; }
        set +e
        "$themec" generate --quiet "$@" --output "$dest/generate" 2> "$dest/generate.stderr"; status generate $?
        "$themec" lint --reporter json "$@" > "$dest/lint.json" 2> /dev/null; status lint $?
        for reporter in xcode github-actions sarif junit; do
            "$themec" lint --reporter "$reporter" "$@" > "$dest/lint.$reporter" 2> /dev/null; status "lint-$reporter" $?
        done
        "$themec" lint --strict "$@" > /dev/null 2>&1; status lint-strict $?
        "$themec" dump "$@" > "$dest/dump.json" 2> "$dest/dump.stderr"; status dump $?
        "$themec" preview "$@" --output "$dest/preview" > /dev/null 2>&1; status preview $?
        set -e
    )
}

record example "$root"
record kit "$root/Examples/ThemedApp/Sources/CheetahKit" --config themec.yml
record app "$root/Examples/ThemedApp/Sources/ThemedApp" --config themec.yml
fixtures=Tests/ThemecCoreTests/Fixtures
record fixture-themes "$root" "$fixtures/Themes"
record fixture-strings "$root" "$fixtures/Strings/project"
record fixture-layouts "$root" "$fixtures/Layouts/App" --base-layouts "$fixtures/Layouts/Kit"
for preset in small medium large; do
    corpus=$root/Benchmarks/.work/$preset
    [[ -f $corpus/themec.yml ]] || python3 ../shared/bench/gen_corpus.py "$corpus" --preset "$preset" > /dev/null
    record "$preset" "$corpus"
done
# A project with problems of every kind, so the diagnostics are compared too.
problems=$root/.build/output-snapshot-problems
rm -rf "$problems"
mkdir -p "$problems/Themes" "$problems/Strings" "$problems/Layouts" "$problems/Kit"
cp "$fixtures"/Themes/*.yaml "$problems/Themes/"
cp -R "$fixtures"/Strings/project/. "$problems/Strings/"
cp -R "$fixtures"/Layouts/App/. "$problems/Layouts/"
cp -R "$fixtures"/Layouts/Kit "$problems/Kit/Layouts"
printf 'colors:\n  primaryColor: "#12"\ntext:\n  body: { textStyle: nope }\n' > "$problems/Themes/Broken.theme.yaml"
printf '"a" = "b"\n"c" = "%%@ %%d";\n' > "$problems/Strings/en.lproj/Broken.strings"
printf '"c" = "%%d %%@";\n"d" = "x";\n' > "$problems/Strings/de.lproj/Broken.strings"
printf '<?xml version="1.0"?>\n<document>\n<objects>\n' > "$problems/Layouts/Broken.xib"
record problems "$problems" Themes Strings Layouts --base-layouts Kit/Layouts
# Inputs that cannot be read: a folder named like an input (skipped with a warning) and an
# input named on the command line that does not exist (exit code 2).
unreadable=$root/.build/output-snapshot-unreadable
rm -rf "$unreadable"
mkdir -p "$unreadable/Themes/Folder.theme.yaml"
cp "$fixtures"/Themes/*.yaml "$unreadable/Themes/"
record unreadable-folder "$unreadable" Themes
record unreadable-missing "$unreadable" Themes Missing.strings

"$themec" schema theme > "$out/schema-theme.json"
"$themec" schema config > "$out/schema-config.json"
echo "output-snapshot: $(find "$out" -type f | wc -l) files in $out"
