// The cost of one lookup through the runtime, as a generated accessor makes it: a plain text, a
// text holding "%%", a format and a plural rule, each found in a bundle's table, and a plural found
// in none (the development-language rule compiled in). Built with -O against the runtime's sources
// by Benchmarks/lookup.sh, which prints what this prints: the median of RUNS rounds, in microseconds
// a lookup.
import Foundation
import ThemecRuntime

/// The module under test: its tables are in the bundle the script wrote.
enum Bench: L10nModule {
    static let bundle = Bundle(path: CommandLine.arguments[1])!
    static let developmentLanguage = "en"
    static let customizesKit = false
    static let records = ""
}

let arguments = CommandLine.arguments
guard arguments.count == 4, let lookups = Int(arguments[2]), let runs = Int(arguments[3]) else {
    FileHandle.standardError.write(Data("usage: lookup BUNDLE LOOKUPS RUNS\n".utf8))
    exit(2)
}
L10nLookup.bundles = [Bench.bundle]
L10nLookup.preferredLanguages = ["en"]
let forms = ["items": ["one": "%d item", "other": "%d items"]]
let cases: [(name: String, lookup: (Int) -> String)] = [
    ("text", { _ in Bench.text("Localizable", "Menu.Profile", "Profile") }),
    ("text with %%", { _ in Bench.text("Localizable", "Done", "Done: 100%%") }),
    ("format", { Bench.formatted("Localizable", "Reward.Summary", "%1$@ earned %2$d points", "Ada", $0) }),
    ("plural", { Bench.plural("Localizable", "Items", "%#@items@", forms, [$0]) }),
    ("plural, compiled", { Bench.plural("Localizable", "Missing", "%#@items@", forms, [$0]) }),
]
var sink = 0
for (name, lookup) in cases {
    var rounds: [Double] = []
    for _ in 0..<runs {
        let start = DispatchTime.now().uptimeNanoseconds
        for index in 0..<lookups { sink &+= lookup(index).utf8.count }
        rounds.append(Double(DispatchTime.now().uptimeNanoseconds - start) / 1000 / Double(lookups))
    }
    rounds.sort()
    print("\(name): \(String(format: "%.2f", rounds[rounds.count / 2])) µs a lookup (median of \(runs))")
}
print("checksum \(sink)")
