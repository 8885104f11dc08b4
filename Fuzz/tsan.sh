#!/usr/bin/env bash
# ThreadSanitizer over the parallel compiler: builds `themec` with --sanitize=thread and runs
# generate, lint (every reporter) and dump on a generated corpus, clean and then mixed with the
# test fixtures so that every check reports problems from several threads at once. Fails on
# the first data race (or on a crash); a run that merely finds problems in the inputs is fine.
#
#   Fuzz/tsan.sh                    # about two minutes on two cores
#   TSAN_PRESET=large Fuzz/tsan.sh  # a bigger corpus
set -uo pipefail
cd "$(dirname "$0")/.."
root=$PWD
work=.build/tsan-work
logs=.build/fuzz/logs
preset=${TSAN_PRESET:-medium}
mkdir -p "$logs"

echo "== building themec with --sanitize=thread (log: $logs/tsan-build.log)"
if ! swift build --scratch-path .build/tsan --sanitize=thread --product themec > "$logs/tsan-build.log" 2>&1; then
    echo "tsan: build failed, see $logs/tsan-build.log" >&2
    exit 1
fi
themec=$root/.build/tsan/debug/themec

rm -rf "$work"
mkdir -p "$work"
if ! python3 ../shared/bench/gen_corpus.py "$work/clean" --preset "$preset" > /dev/null 2>&1; then
    # Without the generator, the fixtures alone still exercise every stage.
    mkdir -p "$work/clean/Themes"
    cp Tests/ThemecCoreTests/Fixtures/Themes/*.yaml "$work/clean/Themes/"
fi
# The same corpus with the fixtures' themes, tables and XIBs added: keys clash, go missing and
# mismatch across files, and the fixture themes carry their own errors.
cp -R "$work/clean" "$work/problems"
fixtures=Tests/ThemecCoreTests/Fixtures
mkdir -p "$work/problems/Themes" "$work/problems/Strings" "$work/problems/Layouts" "$work/problems/Kit/Layouts"
cp "$fixtures"/Themes/*.yaml "$work/problems/Themes/"
mkdir -p "$work/problems/Strings/Fixtures"
cp -R "$fixtures"/Strings/project/. "$work/problems/Strings/Fixtures/"
cp -R "$fixtures"/Layouts/App/. "$work/problems/Layouts/"
cp -R "$fixtures"/Layouts/Kit/. "$work/problems/Kit/Layouts/"
# And errors of every kind, so error paths run in parallel too.
printf 'colors:\n  primaryColor: "#12"\ntext:\n  body: { textStyle: nope }\n' > "$work/problems/Themes/Broken.theme.yaml"
printf '"a" = "b"\n"c" = "%%@ %%d";\n' > "$work/problems/Strings/Fixtures/en.lproj/Broken.strings"
printf '"c" = "%%d %%@";\n"d" = "x";\n' > "$work/problems/Strings/Fixtures/de.lproj/Broken.strings"
printf '<?xml version="1.0"?>\n<document>\n<objects>\n' > "$work/problems/Layouts/Broken.xib"

failed=0
runs=0
# Runs themec in a corpus folder and fails the script on a data race, a crash, or an exit code
# other than the expected one (0 for the clean corpus, 1 for the one with errors).
check() {
    local folder=$1 expected=$2; shift 2
    local log="$logs/tsan-$runs.log"
    runs=$((runs + 1))
    (cd "$work/$folder" && TSAN_OPTIONS="halt_on_error=1 exitcode=66" SWIFT_BACKTRACE=enable=no \
        "$themec" "$@" > /dev/null 2> "$root/$log")
    local status=$?
    if grep -q "WARNING: ThreadSanitizer" "$log" || (( status != expected )); then
        echo "tsan: '$*' in $folder exited $status (expected $expected), see $log" >&2
        grep -m1 -A12 "WARNING: ThreadSanitizer" "$log" | sed 's/^/    /' >&2
        failed=1
    fi
}

expected=0
for folder in clean problems; do
    echo "== $folder corpus"
    args=(Themes Strings Layouts --base-strings Kit/Strings --base-layouts Kit/Layouts)
    [[ -f $work/$folder/themec.yml ]] && args=()
    check "$folder" $expected generate "${args[@]}" --output Out
    check "$folder" $expected generate "${args[@]}" --output Out --check
    for reporter in xcode json sarif junit github-actions; do
        check "$folder" $expected lint "${args[@]}" --reporter "$reporter"
    done
    check "$folder" $expected dump "${args[@]}"
    expected=1
done

if (( failed )); then
    echo "tsan: FAILED ($runs runs)"
    exit 1
fi
echo "tsan: ok ($runs runs, no data race)"
