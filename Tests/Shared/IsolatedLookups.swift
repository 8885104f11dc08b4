import Testing

@testable import ThemecRuntime

/// Runs each test with runtime lookup settings of its own (`L10nLookup.isolated`, `NibLookup.isolated`),
/// so tests that set `L10nLookup.preferredLanguages`, `bundles` or `device`, or `Nibs.bundles`, run side
/// by side with others without seeing each other's settings. (The file is linked into each test target
/// that needs it.)
struct IsolatedLookups: SuiteTrait, TestTrait, TestScoping {
    var isRecursive: Bool { true }

    func provideScope(
        for test: Test, testCase: Test.Case?, performing function: @Sendable () async throws -> Void
    ) async throws {
        guard !test.isSuite else { return try await function() }
        try await L10nLookup.$isolated.withValue(LookupEngine()) {
            try await NibLookup.$isolated.withValue(NibLookup.State()) { try await function() }
        }
    }
}

extension Trait where Self == IsolatedLookups {
    /// A lookup engine of its own for each test (``IsolatedLookups``).
    static var isolatedLookups: Self { Self() }
}
