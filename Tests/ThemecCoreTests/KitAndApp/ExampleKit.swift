import Foundation
import ThemecCore

/// The kit and the app of `Examples/ThemedApp` as compiler inputs: the kit compiled on its own
/// (a public module that owns the API), and the app compiled against it (`kit: CheetahKit`).
enum ExampleKit {
    static let root = Fixtures.packageRoot.appendingPathComponent("Examples/ThemedApp/Sources")
    static let kitFolder = root.appendingPathComponent("CheetahKit")
    static let appFolder = root.appendingPathComponent("ThemedApp")

    /// Every themec input below `folder` with `role`, its path relative to `Examples/ThemedApp/Sources`.
    static func inputs(under folder: URL, role: InputRole) throws -> [InputFile] {
        let enumerator = FileManager.default.enumerator(atPath: folder.path)
        var files: [InputFile] = []
        while let relative = enumerator?.nextObject() as? String {
            guard let kind = InputKind(path: relative) else { continue }
            let bytes = try [UInt8](Data(contentsOf: folder.appendingPathComponent(relative)))
            files.append(
                InputFile(path: folder.lastPathComponent + "/" + relative, role: role, kind: kind, bytes: bytes))
        }
        return files.sorted { $0.path < $1.path }
    }

    /// The kit's own compilation: public, with the documentation's window class; its nibs are the
    /// contract apps override (`layouts.base` in its themec.yml).
    static func kit(bundle: BundleLookup = .token, resourceBundle: String? = nil) throws -> CompilationResult {
        var options = CompilerOptions(access: .public, bundle: bundle, windowClass: "CheetahAppWindow")
        options.resourceBundle = resourceBundle
        let inputs = try inputs(under: kitFolder, role: .app).map { file in
            var file = file
            if file.kind == .xib { file.role = .base }
            return file
        }
        return Compiler.compile(inputs, options: options)
    }

    /// The app's compilation against the kit: the kit's files are the contract (`kit.*`).
    static func app(extra: [InputFile] = [], bundle: BundleLookup = .token, resourceBundle: String? = nil) throws
        -> CompilationResult
    {
        var options = CompilerOptions(bundle: bundle, kitModule: "CheetahKit")
        options.resourceBundle = resourceBundle
        let inputs = try inputs(under: appFolder, role: .app) + inputs(under: kitFolder, role: .base) + extra
        return Compiler.compile(inputs, options: options)
    }

    /// Writes `result`'s files into `folder` and returns their paths.
    static func write(_ result: CompilationResult, to folder: URL) throws -> [String] {
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        return try result.files.map { file in
            let url = folder.appendingPathComponent(file.name)
            try file.contents.write(to: url, atomically: true, encoding: .utf8)
            return url.path
        }
    }
}
