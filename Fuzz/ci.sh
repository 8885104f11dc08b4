#!/usr/bin/env bash
# The hardening part of CI: every fuzz target for FUZZ_SECONDS (default 60) seconds, the whole
# test suite once built with AddressSanitizer, and themec built with ThreadSanitizer run over
# corpora with and without errors (Fuzz/tsan.sh). (swiftc 6.3 on Linux refuses
# `-sanitize=undefined`; Swift itself traps on overflow and out-of-bounds access, and the C
# libraries are the system's, so UBSan would have nothing of ours to instrument.)
#
#   Fuzz/ci.sh                      # about 13 minutes on two cores
#   FUZZ_SECONDS=300 Fuzz/ci.sh     # longer fuzzing
#   FUZZ_TARGETS="Strings XIB" Fuzz/ci.sh
#   FUZZ_SKIP_TESTS=1 Fuzz/ci.sh    # no ASan test run
#   FUZZ_SKIP_TSAN=1 Fuzz/ci.sh     # no ThreadSanitizer run
#
# Exits non-zero if any target finds a crash, leak, hang, memory blow-up or broken invariant
# (the input is kept in .build/fuzz/findings/TARGET/), if any test fails under ASan, or if
# ThreadSanitizer reports a data race. Ends with a summary table either way.
set -uo pipefail
cd "$(dirname "$0")/.."
seconds=${FUZZ_SECONDS:-60}
targets=(${FUZZ_TARGETS:-YAMLTheme XMLReader Strings Stringsdict XCStrings XIB Compiler Runtime TextVerdict})
jobs=${FUZZ_JOBS:-2}
logs=.build/fuzz/logs
mkdir -p "$logs"
start=$SECONDS
summary=()
failed=0

# Phase 1: the sanitizer build of the test suite, in the background while the fuzz modules
# compile (each is one whole-module compile, so the two share the cores well).
skip_tests=${FUZZ_SKIP_TESTS:-0}
if [[ $skip_tests != 1 ]]; then
    echo "== building the test suite with --sanitize=address (log: $logs/sanitize-build.log)"
    swift build --build-tests --scratch-path .build/sanitize --sanitize=address \
        > "$logs/sanitize-build.log" 2>&1 &
    sanitize_build=$!
fi

echo "== building ${#targets[@]} fuzz targets"
built=()
for target in "${targets[@]}"; do
    if Fuzz/build.sh "$target" > "$logs/$target.build.log" 2>&1; then
        built+=("$target")
    else
        summary+=("$(printf '%-12s BUILD FAILED  see %s' "$target" "$logs/$target.build.log")")
        failed=1
    fi
done

# Phase 2: the targets, FUZZ_JOBS at a time.
run_target() {
    local target=$1
    Fuzz/run.sh "$target" "$seconds" > "$logs/$target.log" 2>&1
    echo $? > "$logs/$target.status"
}
echo "== fuzzing each target for ${seconds}s, $jobs at a time"
running=()
for target in "${built[@]}"; do
    rm -f "$logs/$target.status"
    run_target "$target" &
    running+=($!)
    if (( ${#running[@]} >= jobs )); then
        wait "${running[0]}"
        running=("${running[@]:1}")
    fi
done
for pid in "${running[@]}"; do wait "$pid"; done
for target in "${built[@]}"; do
    [[ -f $logs/$target.status ]] || continue
    status=$(cat "$logs/$target.status")
    runs=$(grep -o 'stat::number_of_executed_units: *[0-9]*' "$logs/$target.log" | grep -o '[0-9]*$' || echo "?")
    corpus=$(find ".build/fuzz/corpus/$target" -type f | wc -l)
    if [[ $status == 0 ]]; then
        summary+=("$(printf '%-12s ok            %8s runs, corpus %5s' "$target" "${runs:-?}" "$corpus")")
    else
        finding=$(ls -t ".build/fuzz/findings/$target" 2>/dev/null | head -1)
        summary+=("$(printf '%-12s FINDING       exit %s, input .build/fuzz/findings/%s/%s, log %s' \
            "$target" "$status" "$target" "${finding:-?}" "$logs/$target.log")")
        failed=1
        grep -m1 -E "ERROR: (AddressSanitizer|LeakSanitizer|libFuzzer)|fuzz invariant broken|Fatal error" "$logs/$target.log" \
            | sed 's/^/    /' >&2 || true
        # The input itself (its first 512 bytes), so a finding on a CI machine can be replayed here.
        if [[ -n ${finding:-} ]]; then
            echo "    input ($(wc -c < ".build/fuzz/findings/$target/$finding") bytes), as od -c prints it:" >&2
            head -c 512 ".build/fuzz/findings/$target/$finding" | od -An -c | sed 's/^/    /' >&2
        fi
    fi
done

# Phase 3: the test suite under AddressSanitizer. The 100 MB table test is skipped here: it
# runs in the normal suite, and under ASan it alone would take minutes.
if [[ $skip_tests == 1 ]]; then
    summary+=("$(printf '%-12s skipped       FUZZ_SKIP_TESTS=1' "tests")")
elif echo "== waiting for the sanitizer build" && wait "$sanitize_build"; then
    echo "== running the test suite under ASan (log: $logs/sanitize-test.log)"
    if THEMEC_SKIP_HUGE=1 THEMEC_KILL_RUNS=20 ASAN_OPTIONS=detect_leaks=0 SWIFT_BACKTRACE=enable=no \
        swift test --skip-build --scratch-path .build/sanitize > "$logs/sanitize-test.log" 2>&1; then
        summary+=("$(printf '%-12s ok            %s' "tests" "$(grep -E '^✔ Test run|Executed .* tests' "$logs/sanitize-test.log" | tail -1)")")
    else
        summary+=("$(printf '%-12s FAILED        see %s' "tests" "$logs/sanitize-test.log")")
        failed=1
        grep -E "✘|ERROR: AddressSanitizer" "$logs/sanitize-test.log" | head -20 | sed 's/^/    /' >&2
    fi
else
    summary+=("$(printf '%-12s BUILD FAILED  see %s' "tests" "$logs/sanitize-build.log")")
    failed=1
fi

# Phase 4: ThreadSanitizer over the parallel compiler (see Fuzz/tsan.sh).
if [[ ${FUZZ_SKIP_TSAN:-0} == 1 ]]; then
    summary+=("$(printf '%-12s skipped       FUZZ_SKIP_TSAN=1' "tsan")")
elif Fuzz/tsan.sh > "$logs/tsan.log" 2>&1; then
    summary+=("$(printf '%-12s ok            %s' "tsan" "$(tail -1 "$logs/tsan.log")")")
else
    summary+=("$(printf '%-12s FAILED        see %s' "tsan" "$logs/tsan.log")")
    failed=1
    grep -E "^tsan:|WARNING: ThreadSanitizer" "$logs/tsan.log" | head -10 | sed 's/^/    /' >&2
fi

echo
echo "== hardening summary ($(( SECONDS - start ))s, fuzzing ${seconds}s per target)"
printf '%s\n' "${summary[@]}"
if (( failed )); then
    echo "hardening: FAILED"
    exit 1
fi
echo "hardening: ok"
