// What one accessor's lookup costs an app: a text, a format and a plural of a module, looked up in
// German in a bundle written by Benchmarks/lookup.sh, each many times in a row; prints nanoseconds per
// lookup. Uses only the runtime API generated code calls, so it builds against any revision's runtime.
//
//   lookup BUNDLE [COUNT] [text|format|plural]   (a kind: only that one, for counting instructions)
import Foundation
import ThemecRuntime

/// A module whose own bundle is the folder the script wrote.
enum Bench: L10nModule {
    static let bundle = ModuleBundle(Bundle(path: CommandLine.arguments[1])!)
    static let developmentLanguage = "en"
    static let customizesKit = false
    static let records = ""
}

let count = Int(CommandLine.arguments[2]) ?? 100_000
let forms = ["points": ["one": "%d point", "other": "%d points"]]
L10nLookup.preferredLanguages = ["de"]
L10nLookup.bundles = []
var shown = 0

/// Nanoseconds per call of `body`, over `count` calls after one to warm the caches.
func measure(_ body: () -> String) -> Int {
    shown &+= body().utf8.count
    let clock = ContinuousClock()
    let start = clock.now
    for _ in 0..<count { shown &+= body().utf8.count }
    let elapsed = (clock.now - start).components
    return Int((Double(elapsed.seconds) * 1e9 + Double(elapsed.attoseconds) / 1e9) / Double(count))
}

let lookups: [(kind: String, body: () -> String)] = [
    ("text", { Bench.text("Localizable", "Menu.Profile", "Profile") }),
    ("format", { Bench.formatted("Localizable", "Reward.Summary", "%1$@ earned %2$d points", "Ada", 5) }),
    ("plural", { Bench.plural("Localizable", "Points", "%#@points@", forms, [3]) }),
]
let only = CommandLine.arguments.count > 3 ? CommandLine.arguments[3] : nil
let figures = lookups.filter { only == nil || $0.kind == only }.map { "\($0.kind) \(measure($0.body))" }
print(figures.joined(separator: " ") + " (\(shown > 0 ? "shown" : "empty"))")
