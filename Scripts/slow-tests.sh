#!/usr/bin/env bash
# The slow suites, which `swift test` neither builds nor runs: the target ThemecSlowTests, which
# Package.swift declares only when THEMEC_SLOW_TESTS=1 (the example packages built with the plugins:
# PluginIntegrationTests, KitPackageIntegrationTests, BinaryPluginIntegrationTests; every generated
# configuration, the runtime and the documentation's samples type-checked against Apple's iPhoneOS SDK:
# GeneratedCodeSDKTests, DocumentationSampleSDKTests, VocabularySDKTests; a vocabulary change compiled and
# filled in: VocabularyChangeTests; the placeholder grammar against Foundation over its full grid:
# PlaceholderOracleTests; the preview page rendered by Chromium: PreviewInChromiumTests; generate killed
# at random moments: AtomicOutputKillTests; a 100 MB table: HugeTableTests), and five single tests at
# scale left in the other targets, each enabled only with THEMEC_SLOW_TESTS=1 (Tests/Shared/SlowTests.swift):
# 3,000 renamed keys, 2,000 keys against 2,000 suggestion candidates, the corpus generator's large preset,
# a 10 MB line, two concurrent runs on megabytes of output. .ci/run runs this right after `swift test`, so
# CI runs every check. It builds only what `swift test` left out: the slow target, and the test binary
# linked again with it.
#
#   Scripts/slow-tests.sh               # after `swift test` (or `swift build --build-tests`)
#   Scripts/slow-tests.sh --verbose     # options are passed to `swift test`
#
# With CI=true a missing iPhoneOS SDK fails the SDK suites instead of skipping them (Docs/Testing.md).
set -euo pipefail
cd "$(dirname "$0")/.."
suites=(
    # Single tests of a suite that runs in swift test: the scale ones, each seconds of one core.
    SuggestionIndexTests/withManyCandidatesEachNameIsComparedWithAtMost128
    SuggestionIndexTests/everyRenamedKeyOfAStaleLocaleSuggestsItsOldName
    StringsCorpusTests/large
    HostileEncodingTests/aTenMegabyteLineIsReadAndNeverEchoedWhole
    AtomicOutputTests/twoConcurrentRunsOnOneFolderLeaveValidFiles
)
filter=$(IFS='|'; echo "${suites[*]}")
export THEMEC_SLOW_TESTS=1
# Every test of the slow target; of the others, a listed suite's tests (SUITE/…) and a listed single test
# (SUITE/NAME(…)).
exec swift test --filter "^ThemecSlowTests\.|^[A-Za-z]+\.($filter)(/|\()" "$@"
