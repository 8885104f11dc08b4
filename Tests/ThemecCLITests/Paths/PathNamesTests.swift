import Testing

@testable import ThemecCLI

/// How a path is printed: relative to the current folder, without `./`, and a path outside it as
/// the way there with `..`, never absolute (Docs/CLI.md).
@Suite struct PathNamesTests {
    @Test(arguments: [
        // (path, current folder, printed)
        ("/p/App/Themes/A.theme.yaml", "/p/App", "Themes/A.theme.yaml"),
        ("Themes/A.theme.yaml", "/p/App", "Themes/A.theme.yaml"),
        ("./Themes//A.theme.yaml", "/p/App", "Themes/A.theme.yaml"),
        ("/p/App", "/p/App", "."),
        (".", "/p/App", "."),
        ("/p/App/", "/p/App", "."),
        ("/p/Kit/en.lproj/Localizable.strings", "/p/App", "../Kit/en.lproj/Localizable.strings"),
        ("../Kit/en.lproj/Localizable.strings", "/p/App", "../Kit/en.lproj/Localizable.strings"),
        ("../Kit", "/p/App", "../Kit"),
        ("..", "/p/App", ".."),
        ("/p", "/p/App", ".."),
        ("/", "/p/App", "../.."),
        ("/etc/hosts", "/p/App", "../../etc/hosts"),
        // A sibling whose name starts like the folder's is outside it.
        ("/p/AppKit/a.strings", "/p/App", "../AppKit/a.strings"),
        ("/p/App2", "/p/App", "../App2"),
        ("/etc/hosts", "/", "etc/hosts"),
        ("/", "/", "."),
        ("/p/App/x", "/p/App/", "x"),
    ])
    func aPathIsPrintedRelativeToTheCurrentFolder(path: String, folder: String, printed: String) {
        #expect(PathNames.display(path, relativeTo: folder) == printed)
    }

    /// Nothing a path can be makes the printed form absolute.
    @Test func noPrintedPathIsAbsolute() {
        let folders = ["/", "/p", "/p/App", "/p/App/Deep/Er"]
        let paths = [
            "/", "/p", "/p/App", "/q/Kit/x.strings", "../../..", "../../../../../x", "a/../../b", "/p/App/../Kit",
        ]
        for folder in folders {
            for path in paths {
                let printed = PathNames.display(path, relativeTo: folder)
                #expect(!printed.hasPrefix("/"), "\(path) from \(folder): \(printed)")
                #expect(!printed.hasPrefix("./"), "\(path) from \(folder): \(printed)")
                // The printed path leads back to the same file.
                #expect(PathNames.join(folder, printed) == PathNames.join(folder, path), "\(path) from \(folder)")
            }
        }
    }
}
