#!/usr/bin/env bash
# Builds and runs one libFuzzer target: Fuzz/run.sh TARGET SECONDS [libFuzzer flags...]
#
# The corpus lives in .build/fuzz/corpus/TARGET and grows across runs; it is seeded from the
# test fixtures and examples (Fuzz/seeds.sh) and Fuzz/Seeds/TARGET. A crash, a leak, a broken
# harness invariant, an input slower than 10 s or a run above 2 GB is a finding: its input is
# kept in .build/fuzz/findings/TARGET/ and the script exits non-zero. Replay one with
#   .build/fuzz/bin/TARGET .build/fuzz/findings/TARGET/crash-...
set -euo pipefail
cd "$(dirname "$0")/.."
target=${1:?usage: Fuzz/run.sh TARGET SECONDS [libFuzzer flags...]}
seconds=${2:?usage: Fuzz/run.sh TARGET SECONDS [libFuzzer flags...]}
shift 2

Fuzz/build.sh "$target"
corpus=.build/fuzz/corpus/$target
findings=.build/fuzz/findings/$target
mkdir -p "$corpus" "$findings"
Fuzz/seeds.sh "$target" "$corpus"

flags=(-max_total_time="$seconds" -timeout=10 -rss_limit_mb=2048 -max_len=65536 -print_final_stats=1
       -artifact_prefix="$findings/")
# The Strings target calls Foundation's PropertyListSerialization, which leaks a CFError on
# every rejected input (see Fuzz/lsan.supp): a leak check after each of those inputs would cut
# the rate twentyfold. themec's own strings code is leak-checked by the Compiler target.
[[ $target == Strings ]] && flags+=(-detect_leaks=0)
dictionary=Fuzz/Dictionaries/$target.dict
[[ -f $dictionary ]] && flags+=(-dict="$dictionary")
# Swift's own backtracer would race libFuzzer's and ASan's reports; theirs are enough.
export SWIFT_BACKTRACE=enable=no
export ASAN_OPTIONS=${ASAN_OPTIONS:-detect_leaks=1:allocator_may_return_null=1}
export LSAN_OPTIONS=${LSAN_OPTIONS:-suppressions=$PWD/Fuzz/lsan.supp:print_suppressions=0}
echo "fuzz: running $target for ${seconds}s" >&2
exec .build/fuzz/bin/"$target" "${flags[@]}" "$@" "$corpus"
