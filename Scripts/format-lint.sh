#!/usr/bin/env bash
# Checks themec's Swift against the checked-in .swift-format with the toolchain's swift-format,
# strictly (any finding fails), as CI does:
#
#   Scripts/format-lint.sh          # lint; exit 1 on any finding
#   Scripts/format-lint.sh --fix    # rewrite the files in place first, then lint
#
# The files: every tracked Swift file under Sources, Tests, Plugins, Fuzz and Benchmarks, except
# generated code (`*.themec.swift`, the recorded goldens and the links to them), test fixtures
# (input files, such as the kit's documentation samples) and symbolic links (the plugins' shared
# files linked into the tests are linted where they live).
set -euo pipefail
cd "$(dirname "$0")/.."
files=()
while IFS= read -r -d '' file; do
    [[ -L $file ]] && continue
    files+=("$file")
done < <(git ls-files -z -- 'Sources/*.swift' 'Tests/*.swift' 'Plugins/*.swift' 'Fuzz/*.swift' 'Benchmarks/*.swift' \
    ':(exclude)*.themec.swift' ':(exclude)Tests/*/Fixtures/*')
if [[ ${1:-} == --fix ]]; then
    swift format format --in-place --parallel --configuration .swift-format "${files[@]}"
fi
swift format lint --strict --parallel --configuration .swift-format "${files[@]}"
echo "format-lint: ${#files[@]} files clean" >&2
