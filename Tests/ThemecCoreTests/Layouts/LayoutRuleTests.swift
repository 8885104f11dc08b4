import Testing

@testable import ThemecCore

/// Every layout rule, with the exact rendered diagnostic and note.
@Suite struct LayoutRuleTests {
    static let kitPath = "Layouts/Kit/DetailViewController.xib"
    static let appPath = "Layouts/App/DetailViewController.xib"

    /// The kit's nib: File's Owner (line 4), outlets on lines 6–8, a label (14) and a button (15)
    /// that sends `actionButtonPressed:` to File's Owner.
    static let kitViews = [
        #"<label text="Title" id="title"/>"#,
        #"<button id="button"><connections><action selector="actionButtonPressed:" destination="-1" "#
            + #"eventType="touchUpInside" id="act"/></connections></button>"#,
    ]
    static let kitOutlets = [("titleLabel", "title"), ("actionButton", "button"), ("view", "root")]

    static func kit(_ views: [String] = kitViews, outlets: [(String, String)] = kitOutlets) -> InputFile {
        LayoutTestSupport.xib(
            kitPath, LayoutExampleXIB.viewController("DetailViewController", outlets: outlets, views: views),
            role: .base)
    }

    static func app(
        _ className: String? = "DetailViewController", module: String? = LayoutExampleXIB.kitModule,
        path: String = appPath, outlets: [(String, String)] = kitOutlets, views: [String] = kitViews
    ) -> InputFile {
        LayoutTestSupport.xib(
            path, LayoutExampleXIB.viewController(className, module: module, outlets: outlets, views: views))
    }

    func lines(_ files: [InputFile], themes: ThemeSet = ThemeSet(), subclasses: [String: String] = [:]) -> [String] {
        LayoutTestSupport.compile(files, themes: themes, options: CompilerOptions(subclasses: subclasses)).lines
    }

    @Test func aFaithfulOverrideIsClean() {
        #expect(lines([Self.kit(), Self.app()]) == [])
    }

    @Test func missingOutletIsReportedAtFilesOwner() {
        let app = Self.app(outlets: [("actionButton", "button"), ("view", "root")])
        #expect(
            lines([Self.kit(), app]) == [
                "Layouts/App/DetailViewController.xib:4:9: error: File's Owner does not connect outlet 'titleLabel', "
                    + "which the kit's DetailViewController.xib connects to a label [layout-missing-outlet]",
                "Layouts/Kit/DetailViewController.xib:6:17: note: the kit's DetailViewController.xib connects "
                    + "'titleLabel' here",
            ])
    }

    @Test func changedClassIsReportedAtFilesOwner() {
        #expect(
            lines([Self.kit(), Self.app("DetailController")]) == [
                "Layouts/App/DetailViewController.xib:4:9: error: File's Owner has class 'DetailController'; the "
                    + "kit's DetailViewController.xib expects 'DetailViewController' or a subclass declared in "
                    + "'layouts.subclasses' [layout-class-mismatch]",
                "Layouts/Kit/DetailViewController.xib:4:9: note: the kit's DetailViewController.xib sets the "
                    + "class here",
            ])
    }

    @Test func missingClassIsReported() {
        #expect(
            lines([Self.kit(), Self.app(nil, module: nil)]) == [
                "Layouts/App/DetailViewController.xib:4:9: error: File's Owner has no custom class; the kit's "
                    + "DetailViewController.xib expects the kit's class 'DetailViewController' or a declared "
                    + "subclass [layout-class-mismatch]",
                "Layouts/Kit/DetailViewController.xib:4:9: note: the kit's DetailViewController.xib sets the "
                    + "class here",
            ])
    }

    @Test func declaredSubclassesAreAccepted() {
        let app = Self.app("AppDetailViewController", module: "MyApp")
        #expect(lines([Self.kit(), app], subclasses: ["AppDetailViewController": "DetailViewController"]) == [])
        // Declared through an intermediate class.
        #expect(
            lines(
                [Self.kit(), app],
                subclasses: [
                    "AppDetailViewController": "BrandedDetailViewController",
                    "BrandedDetailViewController": "DetailViewController",
                ]) == [])
        // A cycle in the declarations ends the chain instead of looping.
        #expect(
            lines([Self.kit(), app], subclasses: ["AppDetailViewController": "X", "X": "AppDetailViewController"]).count
                == 2)
    }

    @Test func changedModuleIsReported() {
        #expect(
            lines([Self.kit(), Self.app(module: "MyApp")]) == [
                "Layouts/App/DetailViewController.xib:4:9: error: File's Owner has class 'DetailViewController' in "
                    + "module 'MyApp'; the kit's DetailViewController.xib has it in module 'CheetahDigitalUI', so "
                    + "the nib would not find the kit's class [layout-module-mismatch]",
                "Layouts/Kit/DetailViewController.xib:4:9: note: the kit's DetailViewController.xib sets the module "
                    + "here",
            ])
    }

    @Test func outletTypeMismatchIsReportedAtTheOutlet() {
        let views = [#"<textView id="title"/>"#, Self.kitViews[1]]
        #expect(
            lines([Self.kit(), Self.app(views: views)]) == [
                "Layouts/App/DetailViewController.xib:6:17: error: outlet 'titleLabel' is connected to a textView; "
                    + "the kit's DetailViewController.xib connects it to a label [layout-outlet-type-mismatch]",
                "Layouts/Kit/DetailViewController.xib:6:17: note: the kit's DetailViewController.xib connects "
                    + "'titleLabel' here",
            ])
    }

    @Test func outletCustomClassMustMatchTheKits() {
        let kitViews = [
            #"<label id="title" customClass="ThemedLabel" customModule="CheetahDigitalUI"/>"#, Self.kitViews[1],
        ]
        let plain = lines([Self.kit(kitViews), Self.app(views: Self.kitViews)])
        let expected: String = """
            Layouts/App/DetailViewController.xib:6:17: error: outlet 'titleLabel' is connected to a label; \
            the kit's DetailViewController.xib connects it to a label (ThemedLabel) [layout-outlet-type-mismatch]
            """
        #expect(plain.first == expected)
        let subclass = [#"<label id="title" customClass="AppLabel" customModule="MyApp"/>"#, Self.kitViews[1]]
        #expect(lines([Self.kit(kitViews), Self.app(views: subclass)], subclasses: ["AppLabel": "ThemedLabel"]) == [])
    }

    @Test func danglingDestinationIsReportedAtTheOutlet() {
        let app = Self.app(outlets: [("titleLabel", "gone"), ("actionButton", "button"), ("view", "root")])
        #expect(
            lines([Self.kit(), app]) == [
                "Layouts/App/DetailViewController.xib:6:17: error: outlet 'titleLabel' points at id 'gone', which is "
                    + "not in this document [layout-dangling-destination]",
                "Layouts/Kit/DetailViewController.xib:6:17: note: the kit's DetailViewController.xib connects "
                    + "'titleLabel' here",
            ])
    }

    @Test func danglingActionTargetIsReported() {
        let views = [
            Self.kitViews[0],
            #"<button id="button"><connections><action selector="actionButtonPressed:" destination="-9" "#
                + #"id="act"/></connections></button>"#,
        ]
        #expect(
            lines([Self.kit(), Self.app(views: views)]) == [
                "Layouts/App/DetailViewController.xib:4:9: error: File's Owner receives no action "
                    + "'actionButtonPressed:', which the kit's DetailViewController.xib sends from a button "
                    + "[layout-missing-action]",
                "Layouts/Kit/DetailViewController.xib:15:50: note: the kit's DetailViewController.xib connects "
                    + "'actionButtonPressed:' here",
                "Layouts/App/DetailViewController.xib:15:50: error: action 'actionButtonPressed:' is sent to id "
                    + "'-9', which is not in this document [layout-dangling-destination]",
            ])
    }

    @Test func missingActionIsReportedAtFilesOwnerWithASuggestion() {
        let views = [
            Self.kitViews[0],
            #"<button id="button"><connections><action selector="actionButtonPresed:" destination="-1" "#
                + #"id="act"/></connections></button>"#,
        ]
        #expect(
            lines([Self.kit(), Self.app(views: views)]) == [
                "Layouts/App/DetailViewController.xib:4:9: error: File's Owner receives no action "
                    + "'actionButtonPressed:', which the kit's DetailViewController.xib sends from a button; did you "
                    + "mean 'actionButtonPresed:'? [layout-missing-action]",
                "Layouts/Kit/DetailViewController.xib:15:50: note: the kit's DetailViewController.xib connects "
                    + "'actionButtonPressed:' here",
            ])
    }

    @Test func misspelledOutletWarnsWithTheKitName() {
        let app = Self.app(outlets: [("titleLable", "title"), ("actionButton", "button"), ("view", "root")])
        #expect(
            lines([Self.kit(), app]) == [
                "Layouts/App/DetailViewController.xib:4:9: error: File's Owner does not connect outlet 'titleLabel', "
                    + "which the kit's DetailViewController.xib connects to a label [layout-missing-outlet]",
                "Layouts/Kit/DetailViewController.xib:6:17: note: the kit's DetailViewController.xib connects "
                    + "'titleLabel' here",
                "Layouts/App/DetailViewController.xib:6:17: warning: outlet 'titleLable' is not an outlet of the "
                    + "kit's DetailViewController.xib; did you mean 'titleLabel'? [layout-unknown-outlet]",
                "Layouts/Kit/DetailViewController.xib:6:17: note: the kit's DetailViewController.xib connects "
                    + "'titleLabel' here",
            ])
    }

    @Test func unmatchedOverrideWarnsWithTheNearestKitNib() {
        let app = Self.app(path: "Layouts/App/DetialViewController.xib")
        #expect(
            lines([Self.kit(), app]) == [
                "Layouts/App/DetialViewController.xib:2:1: warning: 'DetialViewController.xib' has the name of no "
                    + "kit nib, so it overrides nothing and the kit keeps loading its own; did you mean "
                    + "'DetailViewController.xib'? [layout-unmatched-override]",
                "Layouts/Kit/DetailViewController.xib:2:1: note: the kit's DetailViewController.xib is here",
            ])
        // Without kit nibs there is nothing to override, so nothing to warn about.
        #expect(lines([app]) == [])
    }

    @Test func subclassNibIsMatchedThroughTheDeclaredSubclass() {
        let app = Self.app(
            "AppDetailViewController", module: "MyApp", path: "Layouts/App/AppDetailViewController.xib",
            outlets: [("actionButton", "button"), ("view", "root")])
        let result = LayoutTestSupport.compile(
            [Self.kit(), app],
            options: CompilerOptions(
                subclasses: ["AppDetailViewController": "DetailViewController"]))
        #expect(
            result.lines == [
                "Layouts/App/AppDetailViewController.xib:4:9: error: File's Owner does not connect outlet "
                    + "'titleLabel', which the kit's DetailViewController.xib connects to a label "
                    + "[layout-missing-outlet]",
                "Layouts/Kit/DetailViewController.xib:6:17: note: the kit's DetailViewController.xib connects "
                    + "'titleLabel' here",
            ])
        #expect(
            result.model.overrides == [
                LayoutOverride(
                    kitClass: "DetailViewController", nibName: "AppDetailViewController",
                    customClass: "AppDetailViewController", customModule: "MyApp")
            ])
    }

    @Test func cellNibContractIsHeldByTheRootCell() {
        let views = [#"<label id="title"/>"#, #"<imageView id="image"/>"#]
        let kit = LayoutTestSupport.xib(
            "Kit/ListItemCell.xib",
            LayoutExampleXIB.cell(
                "ListItemCell", outlets: [("titleLabel", "title"), ("imageView", "image")], views: views), role: .base)
        let app = LayoutTestSupport.xib(
            "App/ListItemCell.xib",
            LayoutExampleXIB.cell(
                "ItemCell", outlets: [("titleLabel", "title")], views: views))
        #expect(
            lines([kit, app]) == [
                "App/ListItemCell.xib:6:9: error: the root collectionViewCell has class 'ItemCell'; the kit's "
                    + "ListItemCell.xib expects 'ListItemCell' or a subclass declared in 'layouts.subclasses' "
                    + "[layout-class-mismatch]",
                "Kit/ListItemCell.xib:6:9: note: the kit's ListItemCell.xib sets the class here",
                "App/ListItemCell.xib:6:9: error: the root collectionViewCell does not connect outlet 'imageView', "
                    + "which the kit's ListItemCell.xib connects to an imageView [layout-missing-outlet]",
                "Kit/ListItemCell.xib:15:17: note: the kit's ListItemCell.xib connects 'imageView' here",
            ])
    }

    @Test func missingRootCellIsReported() {
        let kit = LayoutTestSupport.xib(
            "Kit/ListItemCell.xib",
            LayoutExampleXIB.cell(
                "ListItemCell", outlets: [], views: []), role: .base)
        let app = LayoutTestSupport.xib(
            "App/ListItemCell.xib",
            LayoutExampleXIB.cell(
                "ListItemCell", element: "tableViewCell", outlets: [], views: []))
        #expect(
            lines([kit, app]) == [
                "App/ListItemCell.xib:6:9: error: the root tableViewCell has class 'ListItemCell', but the kit's "
                    + "ListItemCell.xib makes 'ListItemCell' a collectionViewCell [layout-class-mismatch]",
                "Kit/ListItemCell.xib:6:9: note: the kit's ListItemCell.xib declares it here",
            ])
        let none = LayoutTestSupport.xib(
            "App/ListItemCell.xib", LayoutExampleXIB.viewController(nil, module: nil, outlets: [], views: []))
        #expect(
            lines([kit, none]) == [
                "App/ListItemCell.xib:3:5: error: the override has no root collectionViewCell for the kit's class "
                    + "'ListItemCell' [layout-class-mismatch]",
                "Kit/ListItemCell.xib:6:9: note: the kit's ListItemCell.xib declares the root collectionViewCell "
                    + "'ListItemCell' here",
            ])
    }

    @Test func unknownColorNeedsThemesAndSuggests() {
        let views = [#"<label id="title"><color key="textColor" name="primaryColr"/></label>"#, Self.kitViews[1]]
        let app = Self.app(views: views)
        #expect(
            lines([Self.kit(), app], themes: LayoutTestSupport.theme()) == [
                "Layouts/App/DetailViewController.xib:14:35: error: named color 'primaryColr' is not a theme color; "
                    + "did you mean 'primaryColor'? [layout-unknown-color]",
                "Themes/Cheetah.theme.yaml:1:1: note: theme 'Cheetah' defines the colors a XIB may use",
            ])
        // Palette names, slot names and UIColor accessor names are all theme colors.
        let known = [
            #"<label id="title"><color key="textColor" name="teal"/><color key="a" name="primary"/>"#
                + #"<color key="b" name="errorColor"/></label>"#,
            Self.kitViews[1],
        ]
        #expect(lines([Self.kit(), Self.app(views: known)], themes: LayoutTestSupport.theme()) == [])
        // Without a theme there is nothing to check against.
        #expect(lines([Self.kit(), app]) == [])
        // Kit nibs are the kit's business.
        #expect(lines([Self.kit(views), Self.app()], themes: LayoutTestSupport.theme()) == [])
    }

    @Test func unknownTextStyleIsReportedWithASuggestion() {
        let views = [
            #"<label id="title"><userDefinedRuntimeAttributes><userDefinedRuntimeAttribute type="string" "#
                + #"keyPath="textStyle" value="headLine"/></userDefinedRuntimeAttributes></label>"#,
            Self.kitViews[1],
        ]
        #expect(
            lines([Self.kit(), Self.app(views: views)]) == [
                "Layouts/App/DetailViewController.xib:14:65: error: runtime attribute 'textStyle' of this label is "
                    + "'headLine', which is not a text style; did you mean 'headline'? [layout-unknown-text-style]"
            ])
    }

    @Test func duplicateIDIsReported() {
        let views = [Self.kitViews[0], #"<label id="title"/>"#, Self.kitViews[1]]
        #expect(
            lines([Self.kit(), Self.app(views: views)]) == [
                "Layouts/App/DetailViewController.xib:15:17: error: id 'title' of this label is already the id of "
                    + "the label at line 14; connections to it are ambiguous [layout-duplicate-id]",
                "Layouts/App/DetailViewController.xib:14:17: note: first used here",
            ])
    }

    @Test func duplicateNibNamesAreReported() {
        let second = Self.app(path: "Layouts/More/DetailViewController.xib")
        #expect(
            lines([Self.kit(), Self.app(), second]) == [
                "Layouts/More/DetailViewController.xib:2:1: error: another app XIB is already named "
                    + "'DetailViewController.xib'; the bundle keeps only one nib per name [layout-duplicate-nib]",
                "Layouts/App/DetailViewController.xib:2:1: note: the first 'DetailViewController.xib' is here",
            ])
    }

    @Test func twoOverridesOfOneKitNibAreReported() {
        let subclassNib = Self.app(
            "AppDetailViewController", module: "MyApp", path: "Layouts/App/AppDetailViewController.xib")
        let result = LayoutTestSupport.compile(
            [Self.kit(), Self.app(), subclassNib],
            options: CompilerOptions(
                subclasses: ["AppDetailViewController": "DetailViewController"]))
        #expect(
            result.lines == [
                "Layouts/App/AppDetailViewController.xib:2:1: error: this nib and 'DetailViewController.xib' both "
                    + "replace the kit's DetailViewController.xib; the kit loads only one [layout-duplicate-nib]",
                "Layouts/App/DetailViewController.xib:2:1: note: 'DetailViewController.xib' is here",
            ])
        #expect(result.model.overrides.map(\.nibName) == ["DetailViewController"])
    }

    @Test func nibNamesThatShareAConstantAreReported() {
        let a = LayoutTestSupport.xib(
            "Layouts/App/Detail-View.xib", LayoutExampleXIB.viewController("A", outlets: [], views: []))
        let b = LayoutTestSupport.xib(
            "Layouts/App/DetailView.xib", LayoutExampleXIB.viewController("B", outlets: [], views: []))
        #expect(
            lines([a, b]) == [
                "Layouts/App/DetailView.xib:2:1: error: nib 'DetailView' and nib 'Detail-View' both become "
                    + "'Nibs.detailView'; rename one of the files [layout-nib-name-collision]",
                "Layouts/App/Detail-View.xib:2:1: note: 'Detail-View.xib' is here",
            ])
    }

    @Test func notAnInterfaceBuilderDocument() {
        let plist = LayoutTestSupport.xib("A.xib", "<?xml version=\"1.0\"?>\n<plist version=\"1.0\"><dict/></plist>\n")
        #expect(
            lines([plist]) == [
                "A.xib:2:1: error: the root element is <plist>; an Interface Builder XIB starts with "
                    + #"<document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB"> [layout-invalid-xib]"#
            ])
        let mac = LayoutTestSupport.xib(
            "B.xib",
            "<?xml version=\"1.0\"?>\n<document type=\"com.apple.InterfaceBuilder3.Cocoa.XIB\"><objects/></document>\n")
        #expect(
            lines([mac]) == [
                "B.xib:2:1: error: the document has type 'com.apple.InterfaceBuilder3.Cocoa.XIB'; expected an iOS "
                    + "XIB of type 'com.apple.InterfaceBuilder3.CocoaTouch.XIB' [layout-invalid-xib]"
            ])
        let empty = LayoutTestSupport.xib("C.xib", "<document type=\"com.apple.InterfaceBuilder3.CocoaTouch.XIB\"/>")
        #expect(
            lines([empty]) == [
                "C.xib:1:1: error: the document has no <objects> element, so it defines no nib contents "
                    + "[layout-invalid-xib]"
            ])
        let incomplete = LayoutTestSupport.xib(
            "D.xib",
            LayoutExampleXIB.viewController(
                "A", outlets: [],
                views: [
                    #"<button id="b"><connections><action destination="-1" id="x"/></connections></button>"#
                ]))
        #expect(
            lines([incomplete]) == [
                "D.xib:11:45: error: <action> needs both 'selector' and 'destination' [layout-invalid-xib]"
            ])
    }

    @Test func malformedXMLIsLocated() {
        let truncated = LayoutTestSupport.xib(
            "A.xib", "<?xml version=\"1.0\"?>\n<document type=\"x\">\n    <objects>\n")
        let result = lines([truncated])
        #expect(result.count >= 1)
        #expect(result.allSatisfy { $0.hasPrefix("A.xib:4:") || $0.hasPrefix("A.xib:3:") })
        #expect(result.allSatisfy { $0.hasSuffix("[layout-xml-syntax]") })
        let empty = LayoutTestSupport.xib("B.xib", "")
        #expect(
            lines([empty]) == [
                "B.xib:1:1: error: malformed XML: the file is empty; expected an XML document [layout-xml-syntax]"
            ])
    }

    @Test func diagnosticsDoNotDependOnInputOrderOrParallelism() {
        let files = [Self.kit(), Self.app("DetailController"), Self.app(path: "Layouts/App/DetialViewController.xib")]
        let serial = Pipeline(options: CompilerOptions(parallel: false)).layouts(files, themes: ThemeSet())
        let parallel = Pipeline(options: CompilerOptions(parallel: true)).layouts(files.reversed(), themes: ThemeSet())
        #expect(serial.diagnostics.sorted() == parallel.diagnostics.sorted())
        #expect(serial.model.nibs == parallel.model.nibs)
        #expect(
            LayoutsRenderer(options: CompilerOptions()).render(serial.model)
                == LayoutsRenderer(options: CompilerOptions()).render(parallel.model))
    }
}
