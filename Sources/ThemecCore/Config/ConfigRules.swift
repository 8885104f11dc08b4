/// The rules of `themec.yml`.
package enum ConfigRules {
    /// `config-unknown-key` (error by default).
    package static let unknownKey = RuleID(
        "config-unknown-key", .error, "A key `themec.yml` does not know, usually a typo.")
    /// `config-invalid-value` (error by default).
    static let invalidValue = RuleID(
        "config-invalid-value", .error, "A `themec.yml` value of the wrong kind or outside its allowed values.")
    /// `config-unknown-rule` (error by default).
    static let unknownRule = RuleID(
        "config-unknown-rule", .error, "`rules:` names a rule id themec does not have.")

    /// `config-kit-inputs-missing` (warning by default).
    package static let kitInputsMissing = RuleID(
        "config-kit-inputs-missing", .warning,
        "`kit:` names only `module`, outside the build plugin: nothing says where the kit's inputs are.")

    /// Reports `config-kit-inputs-missing` for `kit`, read from the config at `file`: it names its module
    /// only, and nothing else gave the kit's config (the build plugin's `--kit-config`, a kit folder
    /// beside the app's). The one caller that knows that, the project loader, asks for it.
    package static func reportKitInputsMissing(_ kit: KitConfig, file: String, into bag: inout DiagnosticBag) {
        bag.emit(
            kitInputsMissing,
            "'kit' names the module '\(kit.module)' but not where its inputs are: the build plugin finds them; "
                + "elsewhere set 'kit.config' to the kit's themec.yml, or the kit's themes, tables and nibs "
                + "are not checked and no app theme can extend a kit theme",
            at: SourceLocation(file: file, position: kit.position))
    }

    /// `config-kit-not-found` (error by default).
    package static let kitNotFound = RuleID(
        "config-kit-not-found", .error,
        "With the build plugin, `kit.module` names no dependency of the target, or one without a `themec.yml`.")

    /// Reports `config-kit-not-found` for `kit`, read from the config at `file`: the build plugin's
    /// target depends on none of the modules named `kit.module` (it depends on `modules`).
    package static func reportKitNotADependency(
        _ kit: KitConfig, modules: [String], file: String, into bag: inout DiagnosticBag
    ) {
        let seen = modules.isEmpty ? "it has none" : modules.joined(separator: ", ")
        bag.emit(
            kitNotFound,
            "'kit.module: \(kit.module)' matches none of the target's dependencies (\(seen)); add the kit's product "
                + "to the target's dependencies, or name the kit's themec.yml with 'kit.config'",
            at: SourceLocation(file: file, position: kit.modulePosition))
    }

    /// Reports `config-kit-not-found` for `kit`, read from the config at `file`: the module it names is
    /// a dependency whose folder (`directory`, as messages print it) has no `themec.yml`.
    package static func reportKitWithoutConfig(
        _ kit: KitConfig, directory: String, file: String, into bag: inout DiagnosticBag
    ) {
        bag.emit(
            kitNotFound,
            "'kit.module: \(kit.module)' names a dependency with no themec.yml at its root (\(directory)); the kit's "
                + "themec.yml says where its themes, tables and nibs are",
            at: SourceLocation(file: file, position: kit.modulePosition))
    }

    private static func config(_ text: String) -> RuleExample {
        RuleExample([RuleExample.File("themec.yml", text)])
    }

    /// Every config rule with its explanation and examples, in the order the docs list them.
    package static var documentation: [RuleDocumentation] {
        [
            RuleDocumentation(
                unknownKey,
                explanation: "Unknown keys are errors, so a misspelled `baseStrings` cannot silently turn a check off.",
                failing: config("themes: Themes\nbaseString: Kit/Strings\n"),
                expected: [
                    "themec.yml:2:1: error: unknown key 'baseString' in themec.yml; did you mean 'baseStrings'? "
                        + "[config-unknown-key]"
                ],
                passing: config("themes: Themes\nbaseStrings: Kit/Strings\n")),
            RuleDocumentation(
                invalidValue,
                explanation: "Each key takes a path or a list of paths, or one of a fixed set of words.",
                failing: config("themes: Themes\naccess: open\n"),
                expected: [
                    "themec.yml:2:9: error: 'open' is not a valid value for 'access'; use one of internal, public "
                        + "[config-invalid-value]"
                ],
                passing: config("themes: Themes\naccess: public\n")),
            RuleDocumentation(
                unknownRule,
                explanation: "`rules:` maps rule ids to `error`, `warning` or `off`; an id themec does not have would "
                    + "otherwise change nothing.",
                failing: config("rules:\n  theme-ignored-fontsize: off\n"),
                expected: [
                    "themec.yml:2:3: error: unknown rule 'theme-ignored-fontsize'; did you mean "
                        + "'theme-ignored-font-size'? [config-unknown-rule]"
                ],
                passing: config("rules:\n  theme-ignored-font-size: error\n")),
            RuleDocumentation(
                kitInputsMissing,
                explanation: "With the build plugin, `kit: { module: CheetahKit }` is enough: the plugin finds the "
                    + "kit's target among the app's dependencies and passes its `themec.yml`. The CLI and Xcode "
                    + "run-script builds have no package graph to search: they look only beside the app's folder, "
                    + "for `../<module>/themec.yml` (a kit target of the same package), and otherwise need "
                    + "`kit.config` (or the kit's `themes`, `strings` and `layouts`); without it the app's "
                    + "overrides are not checked against the kit and a theme that `extends:` a kit theme cannot be "
                    + "resolved.",
                failing: config("kit:\n  module: CheetahKit\nthemes: Themes\n"),
                expected: [
                    "themec.yml:1:1: warning: 'kit' names the module 'CheetahKit' but not where its inputs are: "
                        + "the build plugin finds them; elsewhere set 'kit.config' to the kit's themec.yml, or the "
                        + "kit's themes, tables and nibs are not checked and no app theme can extend a kit theme "
                        + "[config-kit-inputs-missing]"
                ],
                passing: config("kit:\n  module: CheetahKit\n  config: ../CheetahKit/themec.yml\nthemes: Themes\n")),
            RuleDocumentation(
                kitNotFound,
                explanation: "The build plugin finds the kit when its command runs: the dependency of the app's "
                    + "target that `kit.module` names, whose `themec.yml` says where the kit's themes, tables and "
                    + "nibs are. A module the target does not depend on is usually a typo or a missing product in "
                    + "the target's `dependencies:`; without the kit, the app's overrides are not checked and no app "
                    + "theme can extend a kit theme. (Naming the kit's inputs by path, `kit.themes`, `kit.strings` "
                    + "or `kit.layouts`, or its config with `kit.config`, says where the kit is instead.)",
                failing: RuleExample(
                    [RuleExample.File("themec.yml", "kit:\n  module: CheetahKt\nthemes: Themes\n")],
                    dependencies: ["CheetahKit"]),
                expected: [
                    "themec.yml:2:11: error: 'kit.module: CheetahKt' matches none of the target's dependencies "
                        + "(CheetahKit); add the kit's product to the target's dependencies, or name the kit's "
                        + "themec.yml with 'kit.config' [config-kit-not-found]"
                ],
                passing: RuleExample(
                    [RuleExample.File("themec.yml", "kit:\n  module: CheetahKit\nthemes: Themes\n")],
                    dependencies: ["CheetahKit"])),
        ]
    }
}
