extension LayoutRules {
    /// Every layout rule with what triggers it, a failing example with the exact lines themec
    /// prints, and a passing example. `Docs/Diagnostics.md` is rendered from these and a test
    /// compiles every one.
    package static var documentation: [RuleDocumentation] {
        [
            xmlSyntaxDoc, invalidXIBDoc, duplicateIDDoc, danglingDestinationDoc, duplicateNibDoc, nibNameCollisionDoc,
            classMismatchDoc, moduleMismatchDoc, missingOutletDoc, outletTypeMismatchDoc, unknownOutletDoc,
            missingActionDoc, unmatchedOverrideDoc, unknownColorDoc, unknownTextStyleDoc,
        ]
    }

    // MARK: - Shared example files

    private static let kitPath = "Layouts/Kit/DetailViewController.xib"
    private static let appPath = "Layouts/App/DetailViewController.xib"
    private static let label = #"<label text="Title" id="title"/>"#
    private static let button =
        #"<button id="button"><connections><action selector="actionButtonPressed:" destination="-1" "#
        + #"eventType="touchUpInside" id="act"/></connections></button>"#
    private static let outlets = [("titleLabel", "title"), ("actionButton", "button"), ("view", "root")]

    /// The kit's `DetailViewController.xib`: File's Owner on line 4, `titleLabel` on line 6, the
    /// label on line 14 and the button that sends `actionButtonPressed:` on line 15.
    private static var kit: RuleExample.File {
        RuleExample.File(
            kitPath, role: .base,
            LayoutExampleXIB.viewController("DetailViewController", outlets: outlets, views: [label, button]))
    }

    private static func app(
        _ className: String? = "DetailViewController", module: String? = LayoutExampleXIB.kitModule,
        path: String = appPath, outlets: [(String, String)] = outlets,
        views: [String] = [label, button]
    ) -> RuleExample.File {
        RuleExample.File(
            path, LayoutExampleXIB.viewController(className, module: module, outlets: outlets, views: views))
    }

    private static var faithful: RuleExample { RuleExample([kit, app()]) }

    private static let theme = RuleExample.File(
        "Themes/Cheetah.theme.yaml",
        """
        name: Cheetah
        palette:
          teal: "#B1E4E3"
        colors:
          primaryColor: teal
          secondaryColor: "#F4364C"
        """)

    // MARK: - Rules

    private static var xmlSyntaxDoc: RuleDocumentation {
        RuleDocumentation(
            xmlSyntax,
            explanation: """
                The file is not well-formed XML (a tag left open, a truncated file, a bad encoding) or it \
                declares or uses entities. XIBs are read with libxml2 without network access, entity \
                expansion or DTD loading; a document that needs any of them is rejected, never expanded.
                """,
            failing: RuleExample([
                RuleExample.File(
                    appPath,
                    """
                    <?xml version="1.0" encoding="UTF-8"?>
                    <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0">
                        <objects>
                    """)
            ]),
            expected: [
                "Layouts/App/DetailViewController.xib:3:14: error: malformed XML: Premature end of data in tag "
                    + "objects line 3 [layout-xml-syntax]"
            ],
            passing: faithful)
    }

    private static var invalidXIBDoc: RuleDocumentation {
        RuleDocumentation(
            invalidXIB,
            explanation: """
                The XML is not an iOS Interface Builder document: the root is not `<document>`, its type \
                is not `com.apple.InterfaceBuilder3.CocoaTouch.XIB` (a macOS XIB, a storyboard), it has no \
                `<objects>`, or a connection lacks its property, selector or destination.
                """,
            failing: RuleExample([
                RuleExample.File(
                    appPath,
                    """
                    <?xml version="1.0" encoding="UTF-8"?>
                    <document type="com.apple.InterfaceBuilder3.Cocoa.XIB" version="3.0">
                        <objects/>
                    </document>
                    """)
            ]),
            expected: [
                "Layouts/App/DetailViewController.xib:2:1: error: the document has type "
                    + "'com.apple.InterfaceBuilder3.Cocoa.XIB'; expected an iOS XIB of type "
                    + "'com.apple.InterfaceBuilder3.CocoaTouch.XIB' [layout-invalid-xib]"
            ],
            passing: faithful)
    }

    private static var duplicateIDDoc: RuleDocumentation {
        RuleDocumentation(
            duplicateID,
            explanation: """
                Two objects of one XIB have the same `id` (usually after a hand merge), so an outlet or \
                action that points at it is ambiguous.
                """,
            failing: RuleExample([kit, app(views: [label, #"<label text="Subtitle" id="title"/>"#, button])]),
            expected: [
                "Layouts/App/DetailViewController.xib:15:17: error: id 'title' of this label is already the id of "
                    + "the label at line 14; connections to it are ambiguous [layout-duplicate-id]",
                "Layouts/App/DetailViewController.xib:14:17: note: first used here",
            ],
            passing: faithful)
    }

    private static var danglingDestinationDoc: RuleDocumentation {
        RuleDocumentation(
            danglingDestination,
            explanation: """
                An outlet or action points at an id that no object of the document has (the view was \
                deleted but the connection kept). The nib fails to load or the outlet stays nil.
                """,
            failing: RuleExample([
                kit, app(outlets: [("titleLabel", "gone"), ("actionButton", "button"), ("view", "root")]),
            ]),
            expected: [
                "Layouts/App/DetailViewController.xib:6:17: error: outlet 'titleLabel' points at id 'gone', which is "
                    + "not in this document [layout-dangling-destination]",
                "Layouts/Kit/DetailViewController.xib:6:17: note: the kit's DetailViewController.xib connects "
                    + "'titleLabel' here",
            ],
            passing: faithful)
    }

    private static var duplicateNibDoc: RuleDocumentation {
        RuleDocumentation(
            duplicateNib,
            explanation: """
                Two XIBs on the same side give the same nib name (the bundle keeps one of them), or two \
                app nibs replace the same kit nib (one with the kit's file name, one named after a declared \
                subclass); the kit can load only one.
                """,
            failing: RuleExample([kit, app(), app(path: "Layouts/More/DetailViewController.xib")]),
            expected: [
                "Layouts/More/DetailViewController.xib:2:1: error: another app XIB is already named "
                    + "'DetailViewController.xib'; the bundle keeps only one nib per name [layout-duplicate-nib]",
                "Layouts/App/DetailViewController.xib:2:1: note: the first 'DetailViewController.xib' is here",
            ],
            passing: faithful)
    }

    private static var nibNameCollisionDoc: RuleDocumentation {
        let other = RuleExample.File(
            "Layouts/App/Detail-View.xib",
            LayoutExampleXIB.viewController("OtherViewController", module: "MyApp", outlets: [], views: []))
        let renamed = RuleExample.File(
            "Layouts/App/DetailViewExtra.xib",
            LayoutExampleXIB.viewController("OtherViewController", module: "MyApp", outlets: [], views: []))
        let detailView = RuleExample.File(
            "Layouts/App/DetailView.xib",
            LayoutExampleXIB.viewController("DetailView", module: "MyApp", outlets: [], views: []))
        return RuleDocumentation(
            nibNameCollision,
            explanation: """
                Two nib names become the same constant in the generated `Nibs` (`Detail-View` and \
                `DetailView` are both `Nibs.detailView`). Rename one of the files.
                """,
            failing: RuleExample([other, detailView]),
            expected: [
                "Layouts/App/DetailView.xib:2:1: error: nib 'DetailView' and nib 'Detail-View' both become "
                    + "'Nibs.detailView'; rename one of the files [layout-nib-name-collision]",
                "Layouts/App/Detail-View.xib:2:1: note: 'Detail-View.xib' is here",
            ],
            passing: RuleExample([renamed, detailView]))
    }

    private static var classMismatchDoc: RuleDocumentation {
        RuleDocumentation(
            classMismatch,
            explanation: """
                The override's File's Owner (or, in a cell nib, its root cell) has another custom class \
                than the kit's nib, and it is not declared as a subclass in `layouts.subclasses`. The kit \
                instantiates its own class, so the nib's outlets land on the wrong object.
                """,
            failing: RuleExample([kit, app("DetailController")]),
            expected: [
                "Layouts/App/DetailViewController.xib:4:9: error: File's Owner has class 'DetailController'; the "
                    + "kit's DetailViewController.xib expects 'DetailViewController' or a subclass declared in "
                    + "'layouts.subclasses' [layout-class-mismatch]",
                "Layouts/Kit/DetailViewController.xib:4:9: note: the kit's DetailViewController.xib sets the "
                    + "class here",
            ],
            passing: RuleExample(
                [kit, app("AppDetailViewController", module: "MyApp")],
                options: CompilerOptions(subclasses: ["AppDetailViewController": "DetailViewController"])))
    }

    private static var moduleMismatchDoc: RuleDocumentation {
        RuleDocumentation(
            moduleMismatch,
            explanation: """
                The class is the kit's but its module is not (Interface Builder's "Inherit Module From \
                Target" put the app's module there). At runtime the class is looked up in the wrong \
                module and UIKit falls back to a plain `UIViewController`.
                """,
            failing: RuleExample([kit, app(module: "MyApp")]),
            expected: [
                "Layouts/App/DetailViewController.xib:4:9: error: File's Owner has class 'DetailViewController' in "
                    + "module 'MyApp'; the kit's DetailViewController.xib has it in module 'CheetahDigitalUI', so "
                    + "the nib would not find the kit's class [layout-module-mismatch]",
                "Layouts/Kit/DetailViewController.xib:4:9: note: the kit's DetailViewController.xib sets the module "
                    + "here",
            ],
            passing: faithful)
    }

    private static var missingOutletDoc: RuleDocumentation {
        RuleDocumentation(
            missingOutlet,
            explanation: """
                An outlet the kit's nib connects is not connected in the override. The kit's code uses \
                every outlet it connects: an implicitly unwrapped one crashes, an optional one leaves the \
                screen blank. Reported at File's Owner (or the cell), with a note at the kit's outlet.
                """,
            failing: RuleExample([kit, app(outlets: [("actionButton", "button"), ("view", "root")])]),
            expected: [
                "Layouts/App/DetailViewController.xib:4:9: error: File's Owner does not connect outlet 'titleLabel', "
                    + "which the kit's DetailViewController.xib connects to a label [layout-missing-outlet]",
                "Layouts/Kit/DetailViewController.xib:6:17: note: the kit's DetailViewController.xib connects "
                    + "'titleLabel' here",
            ],
            passing: faithful)
    }

    private static var outletTypeMismatchDoc: RuleDocumentation {
        RuleDocumentation(
            outletTypeMismatch,
            explanation: """
                An outlet is connected to another kind of object than in the kit's nib (a text view where \
                the kit has a label, or a plain label where the kit has a custom label class). The kit's \
                typed outlet gets an object of the wrong class.
                """,
            failing: RuleExample([kit, app(views: [#"<textView id="title"/>"#, button])]),
            expected: [
                "Layouts/App/DetailViewController.xib:6:17: error: outlet 'titleLabel' is connected to a textView; "
                    + "the kit's DetailViewController.xib connects it to a label [layout-outlet-type-mismatch]",
                "Layouts/Kit/DetailViewController.xib:6:17: note: the kit's DetailViewController.xib connects "
                    + "'titleLabel' here",
            ],
            passing: faithful)
    }

    private static var unknownOutletDoc: RuleDocumentation {
        RuleDocumentation(
            unknownOutlet,
            explanation: """
                The override connects an outlet the kit's nib does not, and its name is one or two edits \
                from one it does: a typo that fails at runtime with "not key value coding-compliant". \
                New outlets with other names are allowed (the kit's class may have outlets its nib leaves \
                unset); a declared subclass may add any.
                """,
            failing: RuleExample([
                kit,
                app(outlets: [
                    ("titleLabel", "title"), ("actionButon", "button"), ("actionButton", "button"), ("view", "root"),
                ]),
            ]),
            expected: [
                "Layouts/App/DetailViewController.xib:7:17: warning: outlet 'actionButon' is not an outlet of the "
                    + "kit's DetailViewController.xib; did you mean 'actionButton'? [layout-unknown-outlet]",
                "Layouts/Kit/DetailViewController.xib:7:17: note: the kit's DetailViewController.xib connects "
                    + "'actionButton' here",
            ],
            passing: faithful)
    }

    private static var missingActionDoc: RuleDocumentation {
        let renamed =
            #"<button id="button"><connections><action selector="actionButtonTapped:" destination="-1" "#
            + #"eventType="touchUpInside" id="act"/></connections></button>"#
        return RuleDocumentation(
            missingAction,
            explanation: """
                An action the kit's nib sends to File's Owner (or to the cell) is not sent by any control \
                of the override, so the button does nothing. Reported at File's Owner, with a note at the \
                kit's action.
                """,
            failing: RuleExample([kit, app(views: [label, renamed])]),
            expected: [
                "Layouts/App/DetailViewController.xib:4:9: error: File's Owner receives no action "
                    + "'actionButtonPressed:', which the kit's DetailViewController.xib sends from a button; did you "
                    + "mean 'actionButtonTapped:'? [layout-missing-action]",
                "Layouts/Kit/DetailViewController.xib:15:50: note: the kit's DetailViewController.xib connects "
                    + "'actionButtonPressed:' here",
            ],
            passing: faithful)
    }

    private static var unmatchedOverrideDoc: RuleDocumentation {
        RuleDocumentation(
            unmatchedOverride,
            explanation: """
                An app XIB has the file name of no kit nib (and is not named after a declared subclass), \
                so it overrides nothing: a misspelled override is silently ignored at runtime. Only \
                checked when the kit's nibs are given (`layouts.base` or `--base-layouts`).
                """,
            failing: RuleExample([kit, app(path: "Layouts/App/DetialViewController.xib")]),
            expected: [
                "Layouts/App/DetialViewController.xib:2:1: warning: 'DetialViewController.xib' has the name of no "
                    + "kit nib, so it overrides nothing and the kit keeps loading its own; did you mean "
                    + "'DetailViewController.xib'? [layout-unmatched-override]",
                "Layouts/Kit/DetailViewController.xib:2:1: note: the kit's DetailViewController.xib is here",
            ],
            passing: faithful)
    }

    private static var unknownColorDoc: RuleDocumentation {
        let colored = #"<label text="Title" id="title"><color key="textColor" name="primaryColr"/></label>"#
        let good = #"<label text="Title" id="title"><color key="textColor" name="primaryColor"/></label>"#
        return RuleDocumentation(
            unknownColor,
            explanation: """
                An app XIB uses `<color name="…">` with a name that is not a theme color: a palette name, \
                a color slot (`primaryColor`) or its `UIColor` accessor (`primary`). Checked only when the \
                project has themes.
                """,
            failing: RuleExample([theme, kit, app(views: [colored, button])]),
            expected: [
                "Layouts/App/DetailViewController.xib:14:48: error: named color 'primaryColr' is not a theme color; "
                    + "did you mean 'primaryColor'? [layout-unknown-color]",
                "Themes/Cheetah.theme.yaml:1:1: note: theme 'Cheetah' defines the colors a XIB may use",
            ],
            passing: RuleExample([theme, kit, app(views: [good, button])]))
    }

    private static var unknownTextStyleDoc: RuleDocumentation {
        func styled(_ style: String) -> String {
            #"<label id="title"><userDefinedRuntimeAttributes><userDefinedRuntimeAttribute type="string" "#
                + #"keyPath="textStyle" value="\#(style)"/></userDefinedRuntimeAttributes></label>"#
        }
        return RuleDocumentation(
            unknownTextStyle,
            explanation: """
                An app XIB sets the `textStyle` runtime attribute to something other than the eleven text \
                styles (`largeTitle` … `caption2`), so the kit cannot apply it.
                """,
            failing: RuleExample([kit, app(views: [styled("headLine"), button])]),
            expected: [
                "Layouts/App/DetailViewController.xib:14:65: error: runtime attribute 'textStyle' of this label is "
                    + "'headLine', which is not a text style; did you mean 'headline'? [layout-unknown-text-style]"
            ],
            passing: RuleExample([kit, app(views: [styled("headline"), button])]))
    }
}
