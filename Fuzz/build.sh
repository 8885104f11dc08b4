#!/usr/bin/env bash
# Builds one libFuzzer target: Fuzz/build.sh TARGET  →  .build/fuzz/bin/TARGET
#
# SwiftPM has no fuzzing support, so the modules are compiled by hand, each once per source
# change, with coverage instrumentation and AddressSanitizer:
#   ThemecSyntax (+ the CYAML / CLibXML2 module maps), ThemecVocabulary and ThemecFormat → ThemecCore → the
# target's harness, and ThemecVocabulary → ThemecFormat → ThemecRuntime for the Runtime and TextVerdict targets,
# linked with libFuzzer's main, libxml2 and libyaml. Set FUZZ_OPT=-Onone for debugging.
set -euo pipefail
cd "$(dirname "$0")/.."
root=$PWD
target=${1:?usage: Fuzz/build.sh TARGET}
harness_dir=Fuzz/Targets/$target
[[ -d $harness_dir ]] || { echo "fuzz: no target '$target' (see Fuzz/Targets/)" >&2; exit 2; }

out=$root/.build/fuzz
mkdir -p "$out/modules" "$out/bin"
# One build at a time: two targets started together must not write the same module files.
exec 9> "$out/build.lock"
flock 9
opt=${FUZZ_OPT:--O}
sanitize=(-sanitize=fuzzer,address)
cflags=(-I Sources/CYAML -I Sources/CLibXML2)
for flag in $(pkg-config --cflags-only-I libxml-2.0 yaml-0.1); do cflags+=(-Xcc "$flag"); done
common=(-swift-version 6 "$opt" -g "${sanitize[@]}" -parse-as-library -package-name themec)
# -enable-testing lets a harness reach internal readers with `@testable import`.
module_flags=(-enable-testing)

# Compiles module $1 from the Swift files under $2 when any of them, this script or the modules
# it depends on ($3...) changed.
build_module() {
    local name=$1 folder=$2
    shift 2
    local dependencies=()
    for dependency in "$@"; do dependencies+=("$out/modules/$dependency.stamp"); done
    local sources
    mapfile -t sources < <(find "$folder" -name '*.swift' | LC_ALL=C sort)
    local stamp
    stamp=$( { printf '%s\n' "$opt" "${sources[@]}"; cat "${sources[@]}" Fuzz/build.sh "${dependencies[@]}"; } \
        | sha256sum | cut -c1-16)
    if [[ -f $out/modules/$name.stamp && $(cat "$out/modules/$name.stamp") == "$stamp" ]]; then return; fi
    echo "fuzz: compiling $name (${#sources[@]} files, $opt, ASan + coverage)" >&2
    swiftc "${common[@]}" "${module_flags[@]}" "${cflags[@]}" -I "$out/modules" -module-name "$name" -wmo \
        -emit-module -emit-module-path "$out/modules/$name.swiftmodule" \
        -c "${sources[@]}" -o "$out/modules/$name.o"
    echo "$stamp" > "$out/modules/$name.stamp"
}

build_module ThemecSyntax Sources/ThemecSyntax
build_module ThemecVocabulary Sources/ThemecVocabulary
build_module ThemecFormat Sources/ThemecFormat ThemecVocabulary
build_module ThemecCore Sources/ThemecCore ThemecSyntax ThemecVocabulary ThemecFormat
build_module ThemecRuntime Sources/ThemecRuntime ThemecVocabulary ThemecFormat

mapfile -t harness < <(find "$harness_dir" Fuzz/Targets/Shared -name '*.swift' 2>/dev/null | LC_ALL=C sort)
binary=$out/bin/$target
if [[ -x $binary ]] && [[ -z $(find -L "${harness[@]}" "$out/modules/ThemecCore.o" "$out/modules/ThemecSyntax.o" \
    "$out/modules/ThemecVocabulary.o" "$out/modules/ThemecFormat.o" "$out/modules/ThemecRuntime.o" -newer "$binary" \
    2>/dev/null) ]]; then
    exit 0
fi
echo "fuzz: linking $target" >&2
# (find -L: a harness file linked from Tests/Shared counts by its own time, not the link's.)
# The linker warns about every ASan helper symbol it cannot export; those lines are noise.
swiftc "${common[@]}" "${cflags[@]}" -I "$out/modules" -module-name "${target}Fuzzer" \
    "${harness[@]}" "$out/modules/ThemecSyntax.o" "$out/modules/ThemecVocabulary.o" "$out/modules/ThemecFormat.o" \
    "$out/modules/ThemecCore.o" "$out/modules/ThemecRuntime.o" \
    -lxml2 -lyaml -o "$binary" 2> >(grep -v "Cannot export local symbol" >&2)
