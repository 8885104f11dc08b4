import Foundation
import Testing

/// Apple's iPhoneOS SDK that generated code is type-checked against, and how `swiftc` is run with it.
///
/// Found in this order: `THEMEC_IOS_SDK` (a `swiftc-ios` script, or an SDK folder); on macOS the
/// installed Xcode's SDK (`xcrun --sdk iphoneos --show-sdk-path`); on Linux the trimmed copy beside
/// the package, `../shared/ios-sdk/swiftc-ios`. The script passes `-O` and, on Linux, a private
/// `-resource-dir` (see its README); without it, on macOS, `xcrun swiftc` is run with the same flags.
struct IOSSDK: Sendable {
    /// The `swiftc-ios` script, or nil to run `xcrun swiftc` directly (macOS).
    let script: String?
    /// The SDK folder passed as `IOS_SDK`, or nil for the script's own trimmed copy.
    let folder: String?
    /// The SDK's version, e.g. `18.6`.
    let version: String

    /// The oldest iOS the generated code supports, and so the lowest deployment target it is checked at.
    static let oldestSupportedIOS = "15.0"

    /// The deployment targets every configuration is checked at: the oldest supported iOS and the
    /// SDK's own version.
    var targets: [String] {
        ["arm64-apple-ios\(Self.oldestSupportedIOS)", "arm64-apple-ios\(version)"]
    }

    /// What the tests are checked against, for messages: `iPhoneOS 18.6 SDK (swiftc-ios)`.
    var summary: String { "iPhoneOS \(version) SDK (\(script ?? "xcrun swiftc"))" }

    /// The SDK of this machine, or why there is none.
    /// The deployment targets the SDK tests check at, for test arguments: ``targets``, or without an
    /// SDK the oldest supported one (the tests are then skipped).
    static var targetsToCheck: [String] {
        (try? located.get())?.targets ?? ["arm64-apple-ios\(oldestSupportedIOS)"]
    }

    static let located: Result<IOSSDK, Unavailable> = locate(ProcessInfo.processInfo.environment)

    /// In CI (`CI=true`) a missing SDK fails the tests; elsewhere they are skipped with the reason.
    static let isRequired = ["true", "1"].contains(ProcessInfo.processInfo.environment["CI"]?.lowercased())

    /// Whether the SDK tests run: when there is an SDK, and in CI, where its absence is a failure.
    static var testsRun: Bool {
        if case .success = located { return true }
        return isRequired
    }

    /// Why the SDK tests are skipped, shown by the test run.
    static var skipReason: Comment {
        guard case .failure(let missing) = located else { return "" }
        return Comment(rawValue: "no iPhoneOS SDK: \(missing.reason) (CI=true makes this a failure)")
    }

    /// The SDK, or an error that says why it is missing (the test fails with it).
    static func required() throws -> IOSSDK {
        try located.get()
    }

    /// Why no SDK was found.
    struct Unavailable: Error, Sendable, CustomStringConvertible {
        let reason: String

        var description: String { "no iPhoneOS SDK to type-check generated code against: \(reason)" }
    }

    /// Finds the SDK from `environment` and the files around the package.
    static func locate(_ environment: [String: String]) -> Result<IOSSDK, Unavailable> {
        let files = FileManager.default
        let shared = Sandbox.packageRoot.deletingLastPathComponent().appendingPathComponent("shared/ios-sdk/swiftc-ios")
        let sharedScript = files.isExecutableFile(atPath: shared.path) ? shared.path : nil
        var isFolder: ObjCBool = false
        if let named = environment["THEMEC_IOS_SDK"], !named.isEmpty {
            guard files.fileExists(atPath: named, isDirectory: &isFolder) else {
                return .failure(Unavailable(reason: "THEMEC_IOS_SDK names \(named), which does not exist"))
            }
            if !isFolder.boolValue { return script(named) }
            return sdkFolder(named, script: sharedScript)
        }
        #if os(macOS)
            let xcrun = try? ProgramRun.run("/usr/bin/xcrun", ["--sdk", "iphoneos", "--show-sdk-path"])
            guard let xcrun, xcrun.status == 0 else {
                return .failure(Unavailable(reason: "xcrun --sdk iphoneos --show-sdk-path failed: install Xcode"))
            }
            return sdkFolder(xcrun.output.trimmingCharacters(in: .whitespacesAndNewlines), script: sharedScript)
        #else
            guard let sharedScript else {
                return .failure(
                    Unavailable(reason: "\(shared.path) is not there, and THEMEC_IOS_SDK does not name an SDK"))
            }
            return script(sharedScript)
        #endif
    }

    /// The `swiftc-ios` script at `path`, with the SDK version read from the archive beside it
    /// (`iPhoneOS18.6-uikit.tgz`).
    private static func script(_ path: String) -> Result<IOSSDK, Unavailable> {
        let folder = URL(fileURLWithPath: path).deletingLastPathComponent().path
        let archives = (try? FileManager.default.contentsOfDirectory(atPath: folder)) ?? []
        let versions = archives.compactMap { name -> String? in
            guard name.hasPrefix("iPhoneOS"), name.hasSuffix("-uikit.tgz") else { return nil }
            return String(name.dropFirst("iPhoneOS".count).dropLast("-uikit.tgz".count))
        }
        guard versions.count == 1, let version = versions.first else {
            return .failure(Unavailable(reason: "no single iPhoneOS<version>-uikit.tgz beside \(path)"))
        }
        return .success(IOSSDK(script: path, folder: nil, version: version))
    }

    /// The SDK folder at `path` (its version from `SDKSettings.json`), run through `script` if there is one.
    private static func sdkFolder(_ path: String, script: String?) -> Result<IOSSDK, Unavailable> {
        let settings = URL(fileURLWithPath: path).appendingPathComponent("SDKSettings.json")
        guard let data = try? Data(contentsOf: settings),
            let object = try? JSONSerialization.jsonObject(with: data) as? [String: Any],
            let version = object["Version"] as? String
        else {
            return .failure(Unavailable(reason: "\(settings.path) has no Version: is \(path) an iPhoneOS SDK?"))
        }
        #if !os(macOS)
            guard script != nil else {
                return .failure(Unavailable(reason: "an SDK folder needs ../shared/ios-sdk/swiftc-ios on Linux"))
            }
        #endif
        return .success(IOSSDK(script: script, folder: path, version: version))
    }

    /// The program, its arguments and the environment that run `swiftc arguments` for `target`.
    func command(_ arguments: [String], target: String) -> (
        executable: String, arguments: [String], environment: [String: String]
    ) {
        var environment = ProcessInfo.processInfo.environment
        environment["IOS_TARGET"] = target
        if let folder { environment["IOS_SDK"] = folder }
        if let script { return (script, arguments, environment) }
        // What the script does on macOS: the target, the SDK, a module cache per target, and -O.
        let cache = FileManager.default.temporaryDirectory.appendingPathComponent(
            "themec-ios-sdk/module-cache-\(target)")
        return (
            "/usr/bin/xcrun",
            ["swiftc", "-target", target, "-sdk", folder ?? "", "-module-cache-path", cache.path, "-O"] + arguments,
            environment
        )
    }
}
