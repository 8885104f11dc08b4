import Testing

@testable import ThemecCLI

/// A command run by the `themec` executable keeps its compilation until the process exits
/// (the memory goes back at once); a command run inside a longer-lived process, as here, frees it
/// as usual.
@Suite struct ProcessEndTests {
    /// Something whose release a weak reference can see.
    final class Tracked {}

    @Test func aCommandInALongerLivedProcessFreesWhatItKeeps() {
        weak var tracked: Tracked?
        do {
            let value = Tracked()
            tracked = value
            CommandContext(terminal: .captured(), currentDirectory: "/", endsProcess: false).keepUntilExit(value)
        }
        #expect(tracked == nil)
    }

    @Test func theExecutablesCommandKeepsItUntilExit() {
        weak var tracked: Tracked?
        do {
            let value = Tracked()
            tracked = value
            CommandContext(terminal: .captured(), currentDirectory: "/", endsProcess: true).keepUntilExit(value)
        }
        #expect(tracked != nil)
    }
}
