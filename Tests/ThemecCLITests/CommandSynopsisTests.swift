import Foundation
import Testing

/// `--strict`, `--kit-config`, `--base-strings` and `--base-layouts` are taken and honoured by
/// `generate`, `lint`, `dump` and `preview` alike (SPEC §6).
@Suite struct CommandSynopsisTests {
    static let projectCommands = ["generate", "lint", "dump", "preview"]

    /// Each project command honours `--kit-config` (with PATHs, without a config) and `--strict`:
    /// the app key that overrides no kit key is found against the kit's table, as an error.
    @Test(arguments: projectCommands)
    func eachProjectCommandHonoursTheKitOptions(_ name: String) throws {
        let box = try KitOutsideTheFolderTests.project()
        let result = try KitOutsideTheFolderTests.run(
            box, [name, "--strict", "--kit-config", "../Kit/themec.yml", "Strings"])
        #expect(result.status == 1, "\(result.stdout)\(result.stderr)")
        let said = result.stdout + result.stderr
        #expect(said.contains("error: 'Generic.Okey' overrides no kit string; did you mean 'Generic.Okay'?"), "\(said)")
        let withBase = try KitOutsideTheFolderTests.run(
            box, [name, "--strict", "--base-strings", "../Kit/Strings", "--base-layouts", "../Kit", "Strings"])
        #expect(withBase.status == 1, "\(withBase.stdout)\(withBase.stderr)")
    }
}
