// The "Apple's parser" baseline: what a tool built on Foundation pays for the `.strings`
// part of a corpus. Finds every `*.strings` file under DIR and parses it with
// `PropertyListSerialization`, one after another, as such tools do. Prints the key count so
// the work cannot be skipped. Built in release by `Benchmarks/run.sh`.
import Foundation

guard CommandLine.arguments.count == 2 else {
    FileHandle.standardError.write(Data("usage: foundation-strings DIR\n".utf8))
    exit(2)
}
let root = URL(fileURLWithPath: CommandLine.arguments[1])
guard let walker = FileManager.default.enumerator(at: root, includingPropertiesForKeys: nil) else { exit(2) }
var paths: [URL] = []
for case let url as URL in walker where url.pathExtension == "strings" { paths.append(url) }
var files = 0
var keys = 0
for url in paths {
    do {
        let data = try Data(contentsOf: url)
        var format = PropertyListSerialization.PropertyListFormat.openStep
        let value = try PropertyListSerialization.propertyList(from: data, options: [], format: &format)
        keys += (value as? [String: Any])?.count ?? 0
        files += 1
    } catch {
        FileHandle.standardError.write(Data("\(url.path): \(error)\n".utf8))
        exit(1)
    }
}
print("files=\(files) keys=\(keys)")
