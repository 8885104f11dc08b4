extension StringsRules {
    private static let en = "Strings/en.lproj/Localizable.strings"
    private static let de = "Strings/de.lproj/Localizable.strings"
    private static let enDict = "Strings/en.lproj/Localizable.stringsdict"

    /// A `.stringsdict` with one entry whose plural variable has `fields` (XML lines).
    private static func stringsdict(key: String = "Reward.Available", variable fields: String) -> String {
        """
        <?xml version="1.0" encoding="UTF-8"?>
        <plist version="1.0">
        <dict>
            <key>\(key)</key>
            <dict>
                <key>NSStringLocalizedFormatKey</key>
                <string>%#@rewards@</string>
                <key>rewards</key>
                <dict>
                    <key>NSStringFormatSpecTypeKey</key>
                    <string>NSStringPluralRuleType</string>
                    <key>NSStringFormatValueTypeKey</key>
                    <string>d</string>
        \(fields)
                </dict>
            </dict>
        </dict>
        </plist>

        """
    }

    private static let goodForms = """
                <key>one</key>
                <string>%d reward</string>
                <key>other</key>
                <string>%d rewards</string>
        """

    /// Every strings rule with a failing and a passing example.
    package static var documentation: [RuleDocumentation] {
        [
            RuleDocumentation(
                encoding,
                explanation: """
                    A `.strings` file must be UTF-8 (a byte order mark is fine) or UTF-16 with a byte order mark. \
                    The error points at the first byte that is not part of a valid character; Foundation would \
                    otherwise guess another encoding or put U+FFFD in the text, and the app would show garbage.
                    """,
                failing: RuleExample([
                    .init(
                        en,
                        bytes: Array("\"Generic.Okay\" = \"Okay\";\n\"Menu.Profile\" = \"Profil".utf8) + [0xE9]
                            + Array("\";\n".utf8),
                        describedAs:
                            "\"Generic.Okay\" = \"Okay\";\n\"Menu.Profile\" = \"Profil\\xE9\"; (a Latin-1 byte)\n")
                ]),
                expected: [
                    "Strings/en.lproj/Localizable.strings:2:25: error: invalid UTF-8: byte 0xE9 at offset 49 is not "
                        + "part of a valid character; save the file as UTF-8 [strings-encoding]"
                ],
                passing: RuleExample([.init(en, "\"Generic.Okay\" = \"Okay\";\n\"Menu.Profile\" = \"Profilé\";\n")])),
            RuleDocumentation(
                syntax,
                explanation: """
                    The file cannot be read as a strings table (Apple's parser would reject it too, and the app \
                    would show raw keys). The position is where reading stopped: most often a missing `;` or an \
                    unterminated string.
                    """,
                failing: RuleExample([.init(en, "\"Menu.Profile\" = \"Profile\"\n\"Menu.Scan\" = \"Scan\";\n")]),
                expected: [
                    "Strings/en.lproj/Localizable.strings:2:1: error: missing ';' after the value of 'Menu.Profile', "
                        + "found '\"' [strings-syntax]"
                ],
                passing: RuleExample([.init(en, "\"Menu.Profile\" = \"Profile\";\n\"Menu.Scan\" = \"Scan\";\n")])),
            RuleDocumentation(
                trailingText,
                explanation: """
                    Apple's parser stops at the first thing after an entry that cannot start a key and silently \
                    ignores the rest of the file, so every entry after it is lost. themec reads the file the same way \
                    and warns at the place where reading stopped.
                    """,
                failing: RuleExample([.init(en, "\"Generic.Okay\" = \"Okay\";\n};\n\"Generic.Cancel\" = \"Cancel\";\n")]
                ),
                expected: [
                    "Strings/en.lproj/Localizable.strings:2:1: warning: text after the last entry is ignored "
                        + "(Apple's parser stops at the first thing that cannot start a key); remove it or fix the "
                        + "entry [strings-trailing-text]"
                ],
                passing: RuleExample([.init(en, "\"Generic.Okay\" = \"Okay\";\n\"Generic.Cancel\" = \"Cancel\";\n")])),
            RuleDocumentation(
                unclosedComment,
                explanation: """
                    A `/*` comment without `*/` runs to the end of the file, and Apple's parser accepts that \
                    silently: every entry after it disappears.
                    """,
                failing: RuleExample([
                    .init(en, "\"Generic.Okay\" = \"Okay\";\n/* Buttons\n\"Generic.Cancel\" = \"Cancel\";\n")
                ]),
                expected: [
                    "Strings/en.lproj/Localizable.strings:2:1: warning: this comment is never closed; it hides "
                        + "everything after it until the end of the file [strings-unclosed-comment]"
                ],
                passing: RuleExample([
                    .init(en, "\"Generic.Okay\" = \"Okay\";\n/* Buttons */\n\"Generic.Cancel\" = \"Cancel\";\n")
                ])),
            RuleDocumentation(
                duplicateKey,
                explanation: """
                    A key defined twice in one table: the last definition wins at runtime, as in Apple's parser, \
                    and the first is dead text that translators keep updating for nothing.
                    """,
                failing: RuleExample([.init(en, "\"Generic.Okay\" = \"Okay\";\n\"Generic.Okay\" = \"OK\";\n")]),
                expected: [
                    "Strings/en.lproj/Localizable.strings:2:1: warning: key 'Generic.Okay' is defined again; this "
                        + "value (line 2) replaces the one on line 1 [strings-duplicate-key]",
                    "Strings/en.lproj/Localizable.strings:1:1: note: first defined here",
                ],
                passing: RuleExample([.init(en, "\"Generic.Okay\" = \"OK\";\n")])),
            RuleDocumentation(
                valueType,
                explanation: """
                    The old-style grammar allows arrays, dictionaries and data as values, but a strings table \
                    only holds strings; the lookup of such a key returns nothing useful.
                    """,
                failing: RuleExample([.init(en, "\"Menu.Items\" = (Profile, Scan);\n")]),
                expected: [
                    "Strings/en.lproj/Localizable.strings:1:16: error: the value of 'Menu.Items' is an array; a "
                        + "strings table holds only strings [strings-value-type]"
                ],
                passing: RuleExample([.init(en, "\"Menu.Items\" = \"Profile, Scan\";\n")])),
            RuleDocumentation(
                stringsdictStructure,
                explanation: """
                    A `.stringsdict` entry is a plural or a width rule. A plural needs `NSStringLocalizedFormatKey`, \
                    and every `%#@variable@` it or one of its forms uses needs a dictionary with \
                    `NSStringFormatSpecTypeKey` = `NSStringPluralRuleType`, an `NSStringFormatValueTypeKey` that \
                    reads a number (`d`, `ld`, `lu`, `f`, …; not `@`) and forms named by the CLDR categories zero, \
                    one, two, few, many and other. A misspelt category is never used. Variables that name each \
                    other in a circle, nest more than 10 deep, or would fill in more than 100 variables in one text \
                    are errors too: the app could not show them (the runtime passes such a rule over, and \
                    `L10n.validate()` names it in a bundle). A width rule (`NSStringVariableWidthRuleType`: widths \
                    and their strings) stands alone; beside a format key it is an error at that entry. Each message \
                    names the entry, variable and form it is about.
                    """,
                failing: RuleExample([
                    .init(
                        enDict,
                        stringsdict(
                            variable: """
                                        <key>oen</key>
                                        <string>%d reward</string>
                                        <key>other</key>
                                        <string>%d rewards</string>
                                """))
                ]),
                expected: [
                    "Strings/en.lproj/Localizable.stringsdict:14:9: error: 'oen' in variable 'rewards' of "
                        + "'Reward.Available' is not a plural category (zero, one, two, few, many, other); did you "
                        + "mean 'one'? [stringsdict-structure]"
                ],
                passing: RuleExample([.init(enDict, stringsdict(variable: goodForms))])),
            RuleDocumentation(
                missingOther,
                explanation: """
                    Every plural needs an `other` form: it is the form for every number no other category \
                    covers, and the only one some languages use.
                    """,
                failing: RuleExample([
                    .init(
                        enDict,
                        stringsdict(
                            variable: """
                                        <key>one</key>
                                        <string>%d reward</string>
                                """))
                ]),
                expected: [
                    "Strings/en.lproj/Localizable.stringsdict:8:9: error: variable 'rewards' of 'Reward.Available' "
                        + "has no 'other' form; every plural needs one [strings-plural-missing-other]"
                ],
                passing: RuleExample([.init(enDict, stringsdict(variable: goodForms))])),
            RuleDocumentation(
                catalogStructure,
                explanation: """
                    A String Catalog must be valid JSON with a `strings` object; each localization needs a \
                    `stringUnit` with a `value`, or `variations`. A value with `substitutions` is a plural, as a \
                    `.stringsdict` entry is, with the same checks: every `%#@name@` the value or a form uses must \
                    be one of its substitutions (in every localization), and a substitution's `formatSpecifier` \
                    must read a number (`lld`, `d`, `f`; not `@`), which its plural form is chosen by; otherwise \
                    the app would show the raw `%#@name@`. A name given twice in one object (a key, a locale, \
                    a plural category) is an error too: JSON readers differ on which one counts. Fields themec \
                    does not know are ignored.
                    """,
                failing: RuleExample([
                    .init(
                        "Strings/Localizable.xcstrings",
                        """
                        {
                          "sourceLanguage" : "en",
                          "strings" : {
                            "Feed.Likes" : { "localizations" : { "en" : {
                              "stringUnit" : { "value" : "%#@likes@ by %#@readers@" },
                              "substitutions" : { "likes" : { "argNum" : 1, "formatSpecifier" : "lld",
                                "variations" : { "plural" : { "other" : { "stringUnit" : { "value" : "%arg likes" } } \
                        } } } }
                            } } },
                            "Feed.Owner" : { "localizations" : { "en" : {
                              "stringUnit" : { "value" : "%#@owner@" },
                              "substitutions" : { "owner" : { "argNum" : 1, "formatSpecifier" : "@",
                                "variations" : { "plural" : { "other" : { "stringUnit" : { "value" : "%arg" } } } } } }
                            } } }
                          }
                        }

                        """)
                ]),
                expected: [
                    "Strings/Localizable.xcstrings:5:34: error: the value of 'Feed.Likes' uses '%#@readers@' but its "
                        + "substitutions define no 'readers' [xcstrings-structure]",
                    "Strings/Localizable.xcstrings:11:73: error: substitution 'owner' of 'Feed.Owner' has the "
                        + "formatSpecifier '@', which reads %@ (String); a plural needs a number conversion such as "
                        + "'lld', 'd' or 'f' [xcstrings-structure]",
                ],
                passing: RuleExample([
                    .init(
                        "Strings/Localizable.xcstrings",
                        """
                        {
                          "sourceLanguage" : "en",
                          "strings" : {
                            "Feed.Likes" : { "localizations" : { "en" : {
                              "stringUnit" : { "value" : "%#@likes@ by %@" },
                              "substitutions" : { "likes" : { "argNum" : 1, "formatSpecifier" : "lld",
                                "variations" : { "plural" : { "other" : { "stringUnit" : { "value" : "%arg likes" } } \
                        } } } }
                            } } }
                          },
                          "version" : "1.0"
                        }

                        """)
                ])),
            RuleDocumentation(
                missingKey,
                explanation: """
                    A key of the development language (`developmentLanguage`, default `en`) that another locale \
                    lacks: users of that locale see the development-language text.
                    """,
                failing: RuleExample([
                    .init(en, "\"Generic.Okay\" = \"Okay\";\n\"Generic.Cancel\" = \"Cancel\";\n"),
                    .init(de, "\"Generic.Okay\" = \"OK\";\n"),
                ]),
                expected: [
                    "Strings/de.lproj/Localizable.strings:1:1: warning: 'Generic.Cancel' is missing from the de "
                        + "'Localizable' table; en has it, so de users see the en text [strings-missing-key]",
                    "Strings/en.lproj/Localizable.strings:2:1: note: en defines it here",
                ],
                passing: RuleExample([
                    .init(en, "\"Generic.Okay\" = \"Okay\";\n\"Generic.Cancel\" = \"Cancel\";\n"),
                    .init(de, "\"Generic.Okay\" = \"OK\";\n\"Generic.Cancel\" = \"Abbrechen\";\n"),
                ])),
            RuleDocumentation(
                extraKey,
                explanation: """
                    A key a locale has but the development language does not: no accessor is generated for it, \
                    so it is dead, or a misspelling of a key that is then missing.
                    """,
                failing: RuleExample([
                    .init(en, "\"Generic.Cancel\" = \"Cancel\";\n"),
                    .init(de, "\"Generic.Cancel\" = \"Abbrechen\";\n\"Generic.Okey\" = \"OK\";\n"),
                ]),
                expected: [
                    "Strings/de.lproj/Localizable.strings:2:1: warning: 'Generic.Okey' is in de but not in the en "
                        + "'Localizable' table; no generated accessor reads it [strings-extra-key]"
                ],
                passing: RuleExample([
                    .init(en, "\"Generic.Cancel\" = \"Cancel\";\n"),
                    .init(de, "\"Generic.Cancel\" = \"Abbrechen\";\n"),
                ])),
            RuleDocumentation(
                placeholderMismatch,
                explanation: """
                    The generated function takes the development language's arguments; a translation that \
                    reads a different number, type or order of arguments crashes or prints garbage at runtime. \
                    Compared between locales, between a key's `.strings` text and its plural forms, between a \
                    plural form and its variable's value type, and between the text the accessor follows and \
                    the others the app may show instead: each device variant of a String Catalog value \
                    (`iphone`, `mac`, …) and each width of a `.stringsdict` width rule, which may read fewer \
                    arguments but none of another type and none the accessor does not pass.
                    """,
                failing: RuleExample([
                    .init(en, "\"Reward.Summary\" = \"%@ earned %d points\";\n"),
                    .init(de, "\"Reward.Summary\" = \"%d Punkte für %@\";\n"),
                ]),
                expected: [
                    "Strings/de.lproj/Localizable.strings:1:20: error: 'Reward.Summary' reads argument 1 as %d (Int) "
                        + "but the en value reads it as %@ (String); if the translation reorders them, number the "
                        + "placeholders (%1$@, %2$d) [strings-placeholder-mismatch]",
                    "Strings/en.lproj/Localizable.strings:1:20: note: compared with this value",
                ],
                passing: RuleExample([
                    .init(en, "\"Reward.Summary\" = \"%1$@ earned %2$d points\";\n"),
                    .init(de, "\"Reward.Summary\" = \"%2$d Punkte für %1$@\";\n"),
                ])),
            RuleDocumentation(
                invalidPlaceholder,
                explanation: """
                    A `%` that does not start a placeholder, which `String(format:)` prints as text (write `%%` \
                    for a percent sign; `'` is no flag to Foundation, so `%'d` prints `'d`), an incomplete one, \
                    or positional and sequential placeholders mixed in one string (the warning quotes the first \
                    of each). A percent sign before a word reads as a placeholder with a space flag: `50% off` \
                    is `% o`, an octal number, so the accessor takes a `UInt`; themec generates that and warns. \
                    A text written `Done: 100%%` shows `Done: 100%`, with arguments or without. Spellings \
                    Foundation reads but nobody means get a warning and the accessor Foundation's reading implies: \
                    a position with leading zeros (`%002$@` is position 2: the zeros are flags), and a plural \
                    variable named with a character other than a letter, a digit or `_` (`%#@total.strings@`, as \
                    a String Catalog may name a substitution), which themec's accessor shows but Foundation's own \
                    formatting ends at that character. A position that is never read while a later one is \
                    (`%2$@` alone) is `strings-unread-argument`.
                    """,
                failing: RuleExample([
                    .init(
                        en,
                        "\"Upload.Done\" = \"Done: 100%\";\n\"Sale.Banner\" = \"50% off\";\n"
                            + "\"Gift.Card\" = \"%02$@ from %01$@\";\n")
                ]),
                expected: [
                    "Strings/en.lproj/Localizable.strings:1:17: warning: 'Upload.Done': a lone '%' ends the string; "
                        + "write '%%' for a percent sign [strings-invalid-placeholder]",
                    "Strings/en.lproj/Localizable.strings:2:17: warning: 'Sale.Banner': '% o' reads as a placeholder "
                        + "(a space flag and 'o'), so the string takes a UInt argument; write '%%' for a percent "
                        + "sign [strings-invalid-placeholder]",
                    "Strings/en.lproj/Localizable.strings:3:15: warning: 'Gift.Card': '%01$@' writes a position with "
                        + "leading zeros, which String(format:) reads as flags before position 1; write it without "
                        + "them ('%1$') [strings-invalid-placeholder]",
                    "Strings/en.lproj/Localizable.strings:3:15: warning: 'Gift.Card': '%02$@' writes a position with "
                        + "leading zeros, which String(format:) reads as flags before position 2; write it without "
                        + "them ('%2$') [strings-invalid-placeholder]",
                ],
                passing: RuleExample([
                    .init(
                        en,
                        "\"Upload.Done\" = \"Done: 100%%\";\n\"Sale.Banner\" = \"50%% off\";\n"
                            + "\"Gift.Card\" = \"%2$@ from %1$@\";\n")
                ])),
            RuleDocumentation(
                unreadArgument,
                explanation: """
                    A string that reads an argument position while leaving an earlier one unread (`%2$@` \
                    alone, or `%1$@ %3$d`). `String(format:)` has no type for the unread position, so it reads \
                    the next argument in its place and every later one shifts: the text shows the wrong values, \
                    or reads an object where an integer was passed and crashes. The runtime passes such a text \
                    over and shows the development language's. Read every position, or renumber them.
                    """,
                failing: RuleExample([.init(en, "\"Greeting\" = \"Hello %2$@\";\n")]),
                expected: [
                    "Strings/en.lproj/Localizable.strings:1:14: error: 'Greeting' never reads argument 1 but reads "
                        + "argument 2; formatting it would read the wrong arguments [strings-unread-argument]"
                ],
                passing: RuleExample([.init(en, "\"Greeting\" = \"Hello %1$@\";\n")])),
            RuleDocumentation(
                unsupportedPlaceholder,
                explanation: """
                    A placeholder the generated accessor cannot pass a correct argument to, so the string would \
                    print garbage or crash the app. `%Lf` reads a `long double`, which Swift cannot pass to \
                    `String(format:)` (write `%f`, a `Double`). `%lc` and `%ls` read wide characters, whose size \
                    differs between platforms (write `%C` or `%@`). `%D`, `%U` and `%O` are obsolete conversions \
                    only Apple's C library prints: elsewhere they are printed as they are (write `%ld`, `%lu`, \
                    `%lo`). `%n` reads an argument and prints nothing, and `%P` reads a length-prefixed string: \
                    both are errors, and `100% natural` (`% n`) and `100% Pure` (`% P`) with them. A placeholder \
                    written out of the order `%[position$][flags][width][.precision][length]conversion` \
                    (`%l5d`, `% 5 s`), which Foundation still reads, one the string ends in after a digit or a \
                    `.` (`100%.`: Foundation reads past the end of the text to finish it), and a width or \
                    precision past 1000 are errors too. A position past 100 (`%99999$d`) is quoted with \
                    its number: one placeholder must not make an accessor of thousands of parameters. More than \
                    128 arguments read without positions (`*` widths counted) are an error at the 129th: \
                    Foundation numbers them in a signed byte, and the 129th prints garbage, `(null)` or crashes. \
                    In a plural, a form's unnumbered placeholders count on from their variable's argument. And \
                    a plural variable (`%#@count@`) in a value that no `.stringsdict` entry (or catalog \
                    plural) of its locale defines is read by `String(format:)` as an object: the app crashes. \
                    A value with many such placeholders reports the first five and counts the rest.
                    """,
                failing: RuleExample([
                    .init(
                        en,
                        "\"Debt.Total\" = \"%Lf owed\";\n\"Items.Count\" = \"%#@count@ items\";\n"
                            + "\"Report.Row\" = \"%1$@ %99999$d\";\n\"Eco.Claim\" = \"100% natural\";\n")
                ]),
                expected: [
                    "Strings/en.lproj/Localizable.strings:1:16: error: 'Debt.Total': '%Lf' reads a long double, which "
                        + "Swift cannot pass to String(format:) (it would print garbage); write '%f' and pass a "
                        + "Double [strings-unsupported-placeholder]",
                    "Strings/en.lproj/Localizable.strings:2:17: error: 'Items.Count' uses the plural variable "
                        + "'%#@count@' but no .stringsdict entry defines the key in its locale; String(format:) would "
                        + "read the number as an object and crash [strings-unsupported-placeholder]",
                    "Strings/en.lproj/Localizable.strings:3:16: error: 'Report.Row': '%99999$d' reads argument "
                        + "99999; a string takes at most 100 arguments [strings-unsupported-placeholder]",
                    "Strings/en.lproj/Localizable.strings:4:15: error: 'Eco.Claim': '% n' is read by String(format:) "
                        + "as %n, which takes an argument and prints nothing; write '%%' for a percent sign "
                        + "[strings-unsupported-placeholder]",
                ],
                passing: RuleExample([
                    .init(
                        en,
                        "\"Debt.Total\" = \"%f owed\";\n\"Items.Count\" = \"%d items\";\n"
                            + "\"Report.Row\" = \"%1$@ %2$d\";\n\"Eco.Claim\" = \"100%% natural\";\n")
                ])),
            RuleDocumentation(
                emptyValue,
                explanation:
                    "A key whose value is empty shows nothing in the UI; usually a translation that was never done.",
                failing: RuleExample([.init(en, "\"Menu.Feedback\" = \"\";\n")]),
                expected: [
                    "Strings/en.lproj/Localizable.strings:1:19: warning: the value of 'Menu.Feedback' is empty; the "
                        + "UI will show nothing [strings-empty-value]"
                ],
                passing: RuleExample([.init(en, "\"Menu.Feedback\" = \"Feedback\";\n")])),
            RuleDocumentation(
                identifierCollision,
                explanation: """
                    Two keys (of any tables) that become the same Swift name would make the generated code fail \
                    to compile, or silently drop one key. themec reports both and generates nothing; rename one.
                    """,
                failing: RuleExample([
                    .init(en, "\"Menu.Profile\" = \"Profile\";\n\"menu.profile\" = \"Your profile\";\n")
                ]),
                expected: [
                    "Strings/en.lproj/Localizable.strings:2:1: error: 'menu.profile' (Localizable) and "
                        + "'Menu.Profile' (Localizable) both become L10n.Menu.profile; rename one of the keys "
                        + "[strings-identifier-collision]",
                    "Strings/en.lproj/Localizable.strings:1:1: note: 'Menu.Profile' is here",
                ],
                passing: RuleExample([
                    .init(en, "\"Menu.Profile\" = \"Profile\";\n\"Menu.ProfileDetail\" = \"Your profile\";\n")
                ])),
            RuleDocumentation(
                kitIdentifierCollision,
                explanation: """
                    An app that names its kit (`kit: { module: CheetahKit }`) shows every key of the kit's in its \
                    own `L10n`, under the kit's name (`L10n.Menu.settings`), beside its own keys: a namespace only \
                    the kit has is the kit's, and in one both have, each kit key the app does not override calls \
                    the kit's accessor. An app key that is not the kit's key but becomes the same Swift name \
                    (`menu.profile` for the kit's `Menu.Profile`, a key of an app table named like a kit namespace, \
                    or a name that is a member of one and a namespace of the other) would declare that name twice. \
                    It is reported at the app key, with the kit's key as a note. To override the kit's text, \
                    write the key as the kit writes it, in the same table; otherwise rename the app's key.
                    """,
                failing: RuleExample(
                    [
                        .init("themec.yml", "kit:\n  module: CheetahKit\n  strings: Kit\nstrings: Strings\n"),
                        .init(
                            "Kit/en.lproj/Localizable.strings", role: .base,
                            "\"Menu.Profile\" = \"Profile\";\n\"Menu.Settings\" = \"Settings\";\n"),
                        .init(en, "\"menu.profile\" = \"Your profile\";\n"),
                    ], options: CompilerOptions(kitModule: "CheetahKit")),
                expected: [
                    "Strings/en.lproj/Localizable.strings:1:1: error: 'menu.profile' (Localizable) becomes "
                        + "L10n.Menu.profile, the name of CheetahKit's 'Menu.Profile' (Localizable) in this app's "
                        + "L10n; an app key overrides a kit key only when written as the kit writes it, in the "
                        + "same table: write 'Menu.Profile' in Localizable to override it, or rename this key "
                        + "[strings-kit-identifier-collision]",
                    "Kit/en.lproj/Localizable.strings:1:1: note: CheetahKit's 'Menu.Profile' is here",
                    "Strings/en.lproj/Localizable.strings:1:1: warning: 'menu.profile' overrides no kit string; did "
                        + "you mean 'Menu.Profile'? [strings-base-near-miss]",
                    "Kit/en.lproj/Localizable.strings:1:1: note: the kit defines it here",
                ],
                passing: RuleExample(
                    [
                        .init("themec.yml", "kit:\n  module: CheetahKit\n  strings: Kit\nstrings: Strings\n"),
                        .init(
                            "Kit/en.lproj/Localizable.strings", role: .base,
                            "\"Menu.Profile\" = \"Profile\";\n\"Menu.Settings\" = \"Settings\";\n"),
                        .init(en, "\"Menu.Profile\" = \"Your profile\";\n"),
                    ], options: CompilerOptions(kitModule: "CheetahKit"))),
            RuleDocumentation(
                keyTooDeep,
                explanation: """
                    Every part of a key but the last becomes a namespace nested in the one before \
                    (`Menu.Profile.title` → `L10n.Menu.Profile.title`), so the generated code of a key of \
                    thousands of dot-separated parts grows with the square of the key: 6,000 parts made a \
                    144 MB file. A key may have at most \(L10nNaming.maximumParts) parts (empty ones, from \
                    doubled dots, do not count); a deeper key is an error and gets no accessor, whatever this \
                    rule's severity. Its lookup at runtime by its key is not affected.
                    """,
                failing: RuleExample([
                    .init(
                        en, bytes: Array(("\"" + String(repeating: "Menu.", count: 64) + "title\" = \"Deep\";\n").utf8),
                        describedAs: "\"Menu.Menu.Menu.…title\" = \"Deep\"; (Menu. 64 times, then title)\n")
                ]),
                expected: [
                    "Strings/en.lproj/Localizable.strings:1:1: error: '"
                        + String(repeating: "Menu.", count: 12) + "…' has 65 parts between dots, each but the "
                        + "last a namespace nested in the one before; a key may have at most 64, so it gets no "
                        + "accessor [strings-key-too-deep]"
                ],
                passing: RuleExample([
                    .init(
                        en, bytes: Array(("\"" + String(repeating: "Menu.", count: 63) + "title\" = \"Deep\";\n").utf8),
                        describedAs: "\"Menu.Menu.Menu.…title\" = \"Deep\"; (Menu. 63 times, then title)\n")
                ])),
            RuleDocumentation(
                tableNameCollision,
                explanation: """
                    Each table's accessors go into `Strings+<Table>.themec.swift`, and its strings into \
                    `<Table>.strings` in the app: two tables whose names differ only in case (`Foo.strings` and \
                    `foo.xcstrings`) get files that overwrite each other on a case-insensitive disk, as macOS's \
                    usually is, so one table's accessors or strings silently disappear from the build. Each \
                    table of such a name after the first (in sorted order) is an error at its first file.
                    """,
                failing: RuleExample([
                    .init("Strings/en.lproj/Foo.strings", "\"Menu.Title\" = \"Menu\";\n"),
                    .init("Strings/en.lproj/foo.strings", "\"Settings.Title\" = \"Settings\";\n"),
                ]),
                expected: [
                    "Strings/en.lproj/foo.strings:1:1: error: tables 'foo' and 'Foo' differ only in case: their "
                        + "generated files Strings+foo.themec.swift and Strings+Foo.themec.swift, and the tables in "
                        + "the app, overwrite each other on a case-insensitive disk; rename one of them "
                        + "[strings-table-name-collision]",
                    "Strings/en.lproj/Foo.strings:1:1: note: table 'Foo' is here",
                ],
                passing: RuleExample([
                    .init("Strings/en.lproj/Foo.strings", "\"Menu.Title\" = \"Menu\";\n"),
                    .init("Strings/en.lproj/FooSettings.strings", "\"Settings.Title\" = \"Settings\";\n"),
                ])),
            RuleDocumentation(
                baseNearMiss,
                explanation: """
                    With the kit's tables given as `baseStrings`, an app key that overrides no kit key but is one \
                    or two edits away from one is almost always a typo: the override silently does nothing at \
                    runtime.
                    """,
                failing: RuleExample([
                    .init("Kit/en.lproj/Localizable.strings", role: .base, "\"Generic.Okay\" = \"Okay\";\n"),
                    .init(en, "\"Generic.Okey\" = \"Got it\";\n"),
                ]),
                expected: [
                    "Strings/en.lproj/Localizable.strings:1:1: warning: 'Generic.Okey' overrides no kit string; did "
                        + "you mean 'Generic.Okay'? [strings-base-near-miss]",
                    "Kit/en.lproj/Localizable.strings:1:1: note: the kit defines it here",
                ],
                passing: RuleExample([
                    .init("Kit/en.lproj/Localizable.strings", role: .base, "\"Generic.Okay\" = \"Okay\";\n"),
                    .init(en, "\"Generic.Okay\" = \"Got it\";\n"),
                ])),
            RuleDocumentation(
                overridePlaceholderMismatch,
                explanation: """
                    An app overrides a kit string by defining its key; the kit's accessor formats whatever text it \
                    finds with the arguments it passes. An override that reads other arguments (another count, \
                    type or position) would make `String(format:)` misread them, which can crash the app: the \
                    runtime passes such a text over (the kit's own text shows), and themec reports it at build time.
                    """,
                failing: RuleExample([
                    .init(
                        "Kit/en.lproj/Localizable.strings", role: .base,
                        "\"Reward.Summary\" = \"%1$@ earned %2$d points\";\n"),
                    .init(en, "\"Reward.Summary\" = \"%1$@ earned %2$@ points\";\n"),
                ]),
                expected: [
                    "Strings/en.lproj/Localizable.strings:1:20: error: 'Reward.Summary' reads argument 2 as %@ "
                        + "(String) but the kit's accessor reads it as %d (Int) "
                        + "[strings-override-placeholder-mismatch]",
                    "Kit/en.lproj/Localizable.strings:1:20: note: the kit's accessor reads this value",
                ],
                passing: RuleExample([
                    .init(
                        "Kit/en.lproj/Localizable.strings", role: .base,
                        "\"Reward.Summary\" = \"%1$@ earned %2$d points\";\n"),
                    .init(en, "\"Reward.Summary\" = \"%2$d points for %1$@\";\n"),
                ])),
        ]
    }
}
