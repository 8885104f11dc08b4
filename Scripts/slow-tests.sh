#!/usr/bin/env bash
# The slow suites, which `swift test` leaves out (Tests/Shared/SlowTests.swift): the example packages
# built with the plugins (PluginIntegrationTests, KitPackageIntegrationTests,
# BinaryPluginIntegrationTests), every generated configuration, the runtime and the documentation's
# samples type-checked against Apple's iPhoneOS SDK (GeneratedCodeSDKTests,
# DocumentationSampleSDKTests), a vocabulary change compiled and filled in (VocabularyChangeTests, and
# in the UIKit layer VocabularySDKTests), the placeholder grammar against Foundation over its full grid
# (PlaceholderOracleTests), the preview page rendered by Chromium (PreviewInChromiumTests), generate
# killed at random moments (AtomicOutputKillTests) and a 100 MB table (HugeTableTests); and five single
# tests at scale (3,000 renamed keys, 2,000 keys against 2,000 suggestion candidates, the corpus
# generator's large preset, a 10 MB line, two concurrent runs on megabytes of output). .ci/run runs
# this right after `swift test`, so CI runs every check.
#
#   Scripts/slow-tests.sh               # after `swift test` (or `swift build --build-tests`)
#   Scripts/slow-tests.sh --verbose     # options are passed to `swift test`
#
# With CI=true a missing iPhoneOS SDK fails the SDK suites instead of skipping them (Docs/Testing.md).
set -euo pipefail
cd "$(dirname "$0")/.."
suites=(
    GeneratedCodeSDKTests
    DocumentationSampleSDKTests
    PluginIntegrationTests
    KitPackageIntegrationTests
    BinaryPluginIntegrationTests
    PlaceholderOracleTests
    VocabularySDKTests
    VocabularyChangeTests
    PreviewInChromiumTests
    AtomicOutputKillTests
    HugeTableTests
    # Single tests of a suite that runs in swift test: the scale ones, each seconds of one core.
    SuggestionIndexTests/withManyCandidatesEachNameIsComparedWithAtMost128
    SuggestionIndexTests/everyRenamedKeyOfAStaleLocaleSuggestsItsOldName
    StringsCorpusTests/large
    HostileEncodingTests/aTenMegabyteLineIsReadAndNeverEchoedWhole
    AtomicOutputTests/twoConcurrentRunsOnOneFolderLeaveValidFiles
)
filter=$(IFS='|'; echo "${suites[*]}")
# A suite's tests are SUITE/…, a single test's id SUITE/NAME(…).
THEMEC_SLOW_TESTS=1 exec swift test --skip-build --filter "^[A-Za-z]+\.($filter)(/|\()" "$@"
