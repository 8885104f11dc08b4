/// Builds small, valid XIB texts for the rule documentation and the tests: one element per
/// line, so the line a diagnostic names is easy to read off.
///
/// A view controller nib (`viewController`) has File's Owner on line 4 and its first outlet on
/// line 6; a cell nib (`cell`) has its root cell on line 6.
enum LayoutExampleXIB {
    /// The kit module of the examples.
    static let kitModule = "CheetahDigitalUI"

    /// A nib whose File's Owner is `className` with `outlets` (property → destination id);
    /// `views` are the root view's subviews, each one line of XML.
    static func viewController(
        _ className: String?, module: String? = kitModule,
        outlets: [(String, String)], views: [String]
    ) -> String {
        var owner = #"        <placeholder placeholderIdentifier="IBFilesOwner" id="-1" userLabel="File's Owner""#
        if let className { owner += #" customClass="\#(className)""# }
        if let module { owner += #" customModule="\#(module)""# }
        var lines = header + [owner + ">", "            <connections>"]
        for (index, outlet) in outlets.enumerated() {
            lines.append(
                #"                <outlet property="\#(outlet.0)" destination="\#(outlet.1)" id="out-\#(index)"/>"#)
        }
        lines += [
            "            </connections>",
            "        </placeholder>",
            #"        <placeholder placeholderIdentifier="IBFirstResponder" id="-2" customClass="UIResponder"/>"#,
            #"        <view contentMode="scaleToFill" id="root">"#,
            "            <subviews>",
        ]
        lines += views.map { "                " + $0 }
        lines += ["            </subviews>", "        </view>"]
        return (lines + footer).joined(separator: "\n") + "\n"
    }

    /// A cell nib: File's Owner without a class and a root `element` (`collectionViewCell`,
    /// `tableViewCell`) of class `className` holding `views` and `outlets`.
    static func cell(
        _ className: String, element: String = "collectionViewCell", module: String? = kitModule,
        outlets: [(String, String)], views: [String]
    ) -> String {
        var root = #"        <\#(element) contentMode="center" id="cell" customClass="\#(className)""#
        if let module { root += #" customModule="\#(module)""# }
        var lines =
            header + [
                #"        <placeholder placeholderIdentifier="IBFilesOwner" id="-1" userLabel="File's Owner"/>"#,
                #"        <placeholder placeholderIdentifier="IBFirstResponder" id="-2" customClass="UIResponder"/>"#,
                root + ">",
                #"            <view key="contentView" contentMode="center" id="content">"#,
                "                <subviews>",
            ]
        lines += views.map { "                    " + $0 }
        lines += ["                </subviews>", "            </view>", "            <connections>"]
        for (index, outlet) in outlets.enumerated() {
            lines.append(
                #"                <outlet property="\#(outlet.0)" destination="\#(outlet.1)" id="out-\#(index)"/>"#)
        }
        lines += ["            </connections>", "        </\(element)>"]
        return (lines + footer).joined(separator: "\n") + "\n"
    }

    private static let header = [
        #"<?xml version="1.0" encoding="UTF-8"?>"#,
        #"<document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0" toolsVersion="21701" "#
            + #"targetRuntime="iOS.CocoaTouch" propertyAccessControl="none" useAutolayout="YES">"#,
        "    <objects>",
    ]

    private static let footer = ["    </objects>", "</document>"]
}
