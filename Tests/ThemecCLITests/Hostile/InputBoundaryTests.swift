import Foundation
import Testing

@testable import ThemecCore

/// An input whose real path lies outside the project is an `input-outside-project` error and is
/// never read (Docs/CLI.md): a table that is a symbolic link to `~/.git-credentials` must not put
/// the token into any report, the dump, the preview page or a generated file. A kit listed in a
/// sibling folder (`../Kit/Strings`) is read as before.
@Suite(.serialized) struct InputBoundaryTests {
    /// A project in `App/` (its `themec.yml` lists `Themes` and `Strings`), a kit in the
    /// sibling `Kit/`, and a secret in `Home/` that the project's table links to.
    struct Layout {
        let box: Sandbox
        let marker = HostileSuite.secretMarker()
        var app: URL { box.root.appendingPathComponent("App") }

        init(config: String = "themes: Themes\nstrings: Strings\nbaseStrings: ../Kit/Strings\n") throws {
            box = try Sandbox([
                "App/themec.yml": config,
                "App/Themes/Cheetah.theme.yaml": Sandbox.validTheme,
                "App/Strings/de.lproj/Localizable.strings": "\"a\" = \"A\";\n",
                "Kit/Strings/en.lproj/Kit.strings": "\"kit.a\" = \"Kit\";\n",
                "Home/.git-credentials": "\"https://user:\(marker)@github.com\" = \"\(marker)\";\n",
            ])
        }

        /// Makes `path` (under the sandbox) a symbolic link to `target`.
        func link(_ path: String, to target: String) throws {
            let url = box.root.appendingPathComponent(path)
            try FileManager.default.createDirectory(
                at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            try FileManager.default.createSymbolicLink(atPath: url.path, withDestinationPath: target)
        }

        func run(_ arguments: String...) throws -> LimitedProcess.Output {
            try HostileSuite.limits.run(arguments, in: app)
        }
    }

    @Test func aTableLinkedToASecretElsewhereIsAnErrorAndNeverRead() throws {
        let layout = try Layout()
        try layout.link("App/Strings/en.lproj/Localizable.strings", to: layout.box.root.path + "/Home/.git-credentials")
        for reporter in ["xcode", "json", "github-actions", "sarif", "junit"] {
            let lint = try layout.run("lint", "--reporter", reporter)
            expectNoCrashOrHang(lint, "lint --reporter \(reporter)")
            #expect(lint.status == 2, "\(reporter): \(lint.allText)")
            #expect(!lint.allText.contains(layout.marker), "\(reporter) leaked the secret")
            #expect(lint.stdout.contains("input-outside-project"), "\(reporter): \(lint.stdout)")
        }
        let lint = try layout.run("lint")
        #expect(lint.stdout == InputRules.outsideProjectExample + "\n", "\(lint.stdout)")

        let generate = try layout.run("generate", "--output", "Out")
        #expect(generate.status == 2)
        #expect(generate.stderr.hasPrefix(InputRules.outsideProjectExample + "\n"), "\(generate.stderr)")
        #expect(!generate.allText.contains(layout.marker))
        #expect(!FileManager.default.fileExists(atPath: layout.app.appendingPathComponent("Out").path))

        let dump = try layout.run("dump")
        #expect(dump.status == 2)
        #expect(!dump.allText.contains(layout.marker))

        let preview = try layout.run("preview", "--output", "Preview")
        #expect(preview.status == 2)
        #expect(!preview.allText.contains(layout.marker))
        let page = try String(
            contentsOf: layout.app.appendingPathComponent("Preview/index.html"), encoding: .utf8)
        #expect(page.contains("input-outside-project"))
        #expect(!page.contains(layout.marker), "the preview page leaked the secret")
    }

    @Test func aLinkNamedOnTheCommandLineOrReachedThroughALinkedFolderIsRefusedToo() throws {
        let layout = try Layout()
        try layout.link("App/Loose/en.lproj/Localizable.strings", to: layout.box.root.path + "/Home/.git-credentials")
        try layout.box.write("Home/Shared/en.lproj/Shared.strings", "\"s\" = \"\(layout.marker)\";\n")
        try layout.link("App/Strings/Shared", to: "../../Home/Shared")
        // Without a config, the project is the current folder.
        let named = try layout.run("lint", "Loose/en.lproj/Localizable.strings", "Themes")
        #expect(named.status == 2, "\(named.allText)")
        #expect(
            named.stdout
                == "Loose/en.lproj/Localizable.strings:1:1: error: the file's real path lies outside the project "
                + "(a symbolic link leads out of it); it is not read [input-outside-project]\n")
        let walked = try layout.run("lint", "--reporter", "json")
        #expect(walked.status == 2)
        #expect(walked.stdout.contains("\"file\": \"Strings/Shared\""), "\(walked.stdout)")
        #expect(walked.stdout.contains("the folder's real path lies outside the project"))
        #expect(!walked.allText.contains(layout.marker))
    }

    @Test func linksInsideTheProjectAndAKitListedInASiblingFolderAreRead() throws {
        let layout = try Layout()
        try layout.link("App/Strings/fr.lproj/Localizable.strings", to: "../de.lproj/Localizable.strings")
        try layout.link("Kit/Strings/de.lproj/Kit.strings", to: "../en.lproj/Kit.strings")
        let lint = try layout.run("lint", "--reporter", "json")
        expectNoCrashOrHang(lint, "links inside")
        #expect(!lint.stdout.contains("input-outside-project"), "\(lint.stdout)")
        #expect(lint.stderr.contains("themec: 5 files,"), "\(lint.stderr)")
        // A kit named on the command line, as a folder or a file, outside the current folder.
        for base in ["../Kit/Strings", "../Kit/Strings/en.lproj/Kit.strings"] {
            let named = try layout.run("lint", "Strings", "--base-strings", base)
            #expect(named.status != 2, "\(base): \(named.allText)")
            #expect(!named.stdout.contains("input-outside-project"), "\(base): \(named.stdout)")
        }
        // A file named alone may only lead within its own folder: this one links to a sibling.
        let sibling = try layout.run("lint", "Strings", "--base-strings", "../Kit/Strings/de.lproj/Kit.strings")
        #expect(sibling.status == 2)
        #expect(sibling.stdout.contains("Kit/Strings/de.lproj/Kit.strings:1:1: error:"), "\(sibling.stdout)")
    }

    @Test func aLinkOutOfAKitFolderListedOutsideTheProjectIsRefused() throws {
        let layout = try Layout()
        try layout.link("Kit/Strings/fr.lproj/Kit.strings", to: "../../../Home/.git-credentials")
        let lint = try layout.run("lint")
        #expect(lint.status == 2)
        #expect(lint.stdout.contains("/Kit/Strings/fr.lproj/Kit.strings:1:1: error:"), "\(lint.stdout)")
        #expect(!lint.allText.contains(layout.marker))
    }
}
