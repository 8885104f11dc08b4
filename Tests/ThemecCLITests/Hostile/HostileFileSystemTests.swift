import Foundation
import Testing

/// Inputs and outputs that are not plain files and folders: FIFOs, folders named like inputs,
/// symlink loops, unreadable files, unwritable output. Inputs that cannot be opened as files
/// are skipped with a warning (never opened, so never a hang); a named input or an output that
/// cannot be read or written is exit 2 with the path and the system's reason, and so is, as the
/// file's `input-unreadable` error, an input whose read fails after it was found.
///
/// The tests run as root, which reads and writes through any permission bits. Where the
/// permission bits matter, themec runs through `setpriv` without CAP_DAC_OVERRIDE and
/// CAP_DAC_READ_SEARCH (still uid 0, so everything else is unchanged); when that is not
/// possible those tests are skipped, and they say so.
@Suite(.serialized) struct HostileFileSystemTests {
    static let dropPermissionOverride = LimitedProcess(seconds: 30, withoutPermissionOverride: true)

    @Test func aFIFONamedLikeAnInputIsSkippedInAFolderAndWhenNamed() throws {
        let box = try Sandbox(["Themes/Cheetah.theme.yaml": Sandbox.validTheme])
        for path in ["Themes/Trap.theme.yaml", "en.lproj/Localizable.strings", "Layouts/Trap.xib"] {
            try FileManager.default.createDirectory(
                at: box.root.appendingPathComponent(path).deletingLastPathComponent(),
                withIntermediateDirectories: true)
            #expect(mkfifo(box.root.appendingPathComponent(path).path, 0o644) == 0)
        }
        let walked = try box.runLimited(
            "generate", "Themes", "en.lproj", "Layouts", "--output", "Out",
            limits: HostileSuite.limits)
        expectNoCrashOrHang(walked, "FIFOs in folders")
        #expect(walked.status == 0, "\(walked.stderr)")
        for path in ["Themes/Trap.theme.yaml", "en.lproj/Localizable.strings", "Layouts/Trap.xib"] {
            #expect(
                walked.stderr.contains("\(path):1:1: warning: skipped: not a regular file [input-skipped]"),
                "\(walked.stderr)")
        }
        let named = try box.runLimited(
            "lint", "Themes/Trap.theme.yaml", "Themes/Cheetah.theme.yaml", limits: HostileSuite.limits)
        expectNoCrashOrHang(named, "a FIFO named on the command line")
        #expect(named.status == 0)
        #expect(
            named.stdout.contains(
                "Themes/Trap.theme.yaml:1:1: warning: skipped: not a regular file or folder [input-skipped]"),
            "\(named.stdout)")
    }

    @Test func aFIFOAsTheConfigFileIsExitTwoNotAHang() throws {
        let box = try Sandbox()
        #expect(mkfifo(box.root.appendingPathComponent("themec.yml").path, 0o644) == 0)
        let result = try box.runLimited("generate", limits: HostileSuite.limits)
        expectNoCrashOrHang(result, "FIFO config")
        #expect(result.status == 2)
        #expect(result.stderr.contains("themec.yml: not a regular file"), "\(result.stderr)")
    }

    @Test func aFolderNamedLikeAnInputIsSkippedWithAWarning() throws {
        let box = try Sandbox([
            "Themes/Cheetah.theme.yaml": Sandbox.validTheme,
            "Themes/Folder.theme.yaml/Inner.theme.yaml": Sandbox.validTheme,
            "en.lproj/Localizable.strings/x.strings": "\"a\" = \"b\";\n",
        ])
        let result = try box.runLimited("lint", "Themes", "en.lproj", limits: HostileSuite.limits)
        expectNoCrashOrHang(result, "folders named like inputs")
        #expect(result.status == 0, "\(result.stdout)\(result.stderr)")
        #expect(
            result.stdout.contains(
                "Themes/Folder.theme.yaml:1:1: warning: skipped: a folder named like an input file [input-skipped]"),
            "\(result.stdout)")
        #expect(
            result.stdout.contains(
                "en.lproj/Localizable.strings:1:1: warning: skipped: a folder named like an input file "
                    + "[input-skipped]"),
            "\(result.stdout)")
        #expect(result.stderr.contains("themec: 1 file,"), "\(result.stderr)")
    }

    @Test func symlinkLoopsEndWithAWarningOrExitTwoWhenNamed() throws {
        let box = try Sandbox(["Themes/Cheetah.theme.yaml": Sandbox.validTheme])
        let themes = box.root.appendingPathComponent("Themes")
        try FileManager.default.createSymbolicLink(
            atPath: themes.appendingPathComponent("A.theme.yaml").path,
            withDestinationPath: "B.theme.yaml")
        try FileManager.default.createSymbolicLink(
            atPath: themes.appendingPathComponent("B.theme.yaml").path,
            withDestinationPath: "A.theme.yaml")
        try FileManager.default.createSymbolicLink(
            atPath: themes.appendingPathComponent("up").path, withDestinationPath: "..")
        try FileManager.default.createSymbolicLink(
            atPath: themes.appendingPathComponent("self").path, withDestinationPath: ".")
        let walked = try box.runLimited("lint", "Themes", limits: HostileSuite.limits)
        expectNoCrashOrHang(walked, "symlink loops in a folder")
        #expect(walked.status == 0)
        #expect(
            walked.stdout.contains(
                "Themes/A.theme.yaml:1:1: warning: skipped: too many levels of symbolic links [input-skipped]"),
            "\(walked.stdout)")
        #expect(walked.stderr.contains("themec: 1 file,"), "\(walked.stderr)")

        let named = try box.runLimited("lint", "Themes/A.theme.yaml", limits: HostileSuite.limits)
        expectNoCrashOrHang(named, "a named symlink loop")
        #expect(named.status == 2)
        #expect(named.stderr == "themec: error: Themes/A.theme.yaml: too many levels of symbolic links\n")
    }

    @Test func aPathTooLongIsExitTwoWithTheReason() throws {
        let box = try Sandbox()
        let result = try box.runLimited(
            "lint", String(repeating: "a", count: 5_000) + ".strings", limits: HostileSuite.limits)
        expectNoCrashOrHang(result, "a long path")
        #expect(result.status == 2)
        #expect(result.stderr.hasSuffix(": file name too long\n"), "\(result.stderr.suffix(200))")
    }

    /// `/proc/self/mem` opens as an empty regular file but fails when read (themec's own address
    /// zero is not mapped): an input that passes the check and then cannot be read.
    static let failsWhenRead = "/proc/self/mem"

    /// Whether this system has ``failsWhenRead`` (Linux has).
    static let hasFailsWhenRead = FileManager.default.fileExists(atPath: failsWhenRead)

    @Test(.enabled(if: Prerequisite.runs(hasFailsWhenRead), "needs Linux's /proc/self/mem"))
    func aReadThatFailsAfterTheCheckIsTheFilesErrorAndExitTwo() throws {
        try Prerequisite.require(Self.hasFailsWhenRead, "Linux's \(Self.failsWhenRead)")
        let box = try Sandbox([
            "Themes/Cheetah.theme.yaml": Sandbox.validTheme,
            "en.lproj/Localizable.strings": "\"a\" = \"A\";\n",
        ])
        try FileManager.default.createDirectory(
            at: box.root.appendingPathComponent("de.lproj"),
            withIntermediateDirectories: true)
        try FileManager.default.createSymbolicLink(
            atPath: box.root.appendingPathComponent("de.lproj/Localizable.strings").path,
            withDestinationPath: Self.failsWhenRead)
        // The link leads out of the sandbox, so themec runs in `/`: the project (the current
        // folder, without a config) must hold the link's target, or the input is refused unread.
        let root = URL(fileURLWithPath: "/")
        let sandbox = String(box.root.standardizedFileURL.path.dropFirst())
        let expected =
            "\(sandbox)/de.lproj/Localizable.strings:1:1: error: the file cannot be read: input/output error "
            + "[input-unreadable]\n"
        let lint = try HostileSuite.limits.run(["lint", sandbox], in: root)
        expectNoCrashOrHang(lint, "a read that fails")
        #expect(lint.status == 2)
        #expect(lint.stdout == expected, "\(lint.stdout)")
        let generate = try HostileSuite.limits.run(["generate", sandbox, "--output", "\(sandbox)/Out"], in: root)
        #expect(generate.status == 2)
        #expect(generate.stderr.hasPrefix(expected), "\(generate.stderr)")
        #expect(!box.exists("Out"))
        let preview = ["preview", sandbox, "--output", "\(sandbox)/Preview"]
        for arguments in [["dump", sandbox], preview] {
            #expect(try HostileSuite.limits.run(arguments, in: root).status == 2, "\(arguments[0])")
        }
    }

    @Test(
        .enabled(
            if: Prerequisite.runs(LimitedProcess.canDropPermissionOverride),
            "needs setpriv to make root honour permission bits"))
    func anUnreadableInputIsExitTwoWithThePathAndReason() throws {
        try Prerequisite.require(LimitedProcess.canDropPermissionOverride, LimitedProcess.permissionOverrideNeed)
        let box = try Sandbox([
            "Themes/Cheetah.theme.yaml": Sandbox.validTheme,
            "Themes/Locked.theme.yaml": Sandbox.validTheme,
            "en.lproj/Localizable.strings": "\"a\" = \"b\";\n",
        ])
        #expect(chmod(box.root.appendingPathComponent("Themes/Locked.theme.yaml").path, 0o000) == 0)
        #expect(chmod(box.root.appendingPathComponent("en.lproj/Localizable.strings").path, 0o200) == 0)
        let walked = try Self.dropPermissionOverride.run(["generate", "Themes", "--output", "Out"], in: box.root)
        expectNoCrashOrHang(walked, "unreadable theme")
        #expect(walked.status == 2)
        #expect(walked.stderr == "themec: error: Themes/Locked.theme.yaml: permission denied\n")
        #expect(!box.exists("Out"))
        let named = try Self.dropPermissionOverride.run(["lint", "en.lproj/Localizable.strings"], in: box.root)
        #expect(named.status == 2)
        #expect(named.stderr == "themec: error: en.lproj/Localizable.strings: permission denied\n")
    }

    @Test(
        .enabled(
            if: Prerequisite.runs(LimitedProcess.canDropPermissionOverride),
            "needs setpriv to make root honour permission bits"))
    func anUnwritableOutputFolderIsExitTwoWithThePathAndReason() throws {
        try Prerequisite.require(LimitedProcess.canDropPermissionOverride, LimitedProcess.permissionOverrideNeed)
        let box = try Sandbox(["Themes/Cheetah.theme.yaml": Sandbox.validTheme])
        try FileManager.default.createDirectory(
            at: box.root.appendingPathComponent("Out"), withIntermediateDirectories: true)
        #expect(chmod(box.root.appendingPathComponent("Out").path, 0o555) == 0)
        let result = try Self.dropPermissionOverride.run(["generate", "Themes", "--output", "Out"], in: box.root)
        expectNoCrashOrHang(result, "read-only output folder")
        #expect(result.status == 2)
        #expect(
            result.stderr == "themec: error: Out/Layouts.themec.swift: permission denied\n"
                || result.stderr == "themec: error: Out/Theme.themec.swift: permission denied\n"
                || result.stderr == "themec: error: Out/Strings.themec.swift: permission denied\n", "\(result.stderr)")
        #expect(
            try FileManager.default.contentsOfDirectory(atPath: box.root.appendingPathComponent("Out").path).isEmpty)

        // A parent that cannot be written: the folder cannot be created.
        #expect(chmod(box.root.path, 0o555) == 0)
        defer { chmod(box.root.path, 0o755) }
        let nested = try Self.dropPermissionOverride.run(["generate", "Themes", "--output", "New/Out"], in: box.root)
        #expect(nested.status == 2)
        #expect(
            nested.stderr == "themec: error: New/Out: the output folder cannot be created (permission denied)\n",
            "\(nested.stderr)")
    }

    @Test func anOutputPathThroughAFileIsExitTwoWithThePathAndReason() throws {
        let box = try Sandbox(["Themes/Cheetah.theme.yaml": Sandbox.validTheme, "file.txt": "not a folder\n"])
        let result = try box.runLimited("generate", "Themes", "--output", "file.txt/Out", limits: HostileSuite.limits)
        expectNoCrashOrHang(result, "output under a file")
        #expect(result.status == 2)
        #expect(
            result.stderr.hasPrefix("themec: error: file.txt/Out: the output folder cannot be created ("),
            "\(result.stderr)")
        #expect(try box.read("file.txt") == "not a folder\n")
    }
}
