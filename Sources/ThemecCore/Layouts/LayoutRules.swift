/// The rules of layout overrides: one id per check, each documented with a failing and a
/// passing example in ``documentation`` (see `LayoutRules+Documentation.swift`).
package enum LayoutRules {
    /// libxml2 rejected the file, or it declares or uses entities.
    static let xmlSyntax = RuleID(
        "layout-xml-syntax", .error, "A XIB is not well-formed XML, or it declares or uses entities.", fixed: true)
    /// Well-formed XML that is not an iOS Interface Builder document.
    static let invalidXIB = RuleID(
        "layout-invalid-xib", .error, "A XIB is not an iOS Interface Builder document (or a connection is incomplete).",
        fixed: true)
    /// Two objects of one document share an id, so connections to it are ambiguous.
    static let duplicateID = RuleID(
        "layout-duplicate-id", .error, "Two objects in one XIB have the same id.")
    /// An outlet or action points at an id that is not in the document.
    static let danglingDestination = RuleID(
        "layout-dangling-destination", .error, "An outlet or action points at an object that is not in the XIB.")
    /// Two XIBs on the same side (kit or app) give the same nib, or two overrides replace one kit nib.
    static let duplicateNib = RuleID(
        "layout-duplicate-nib", .error, "Two XIBs give the same nib name, or replace the same kit nib.", fixed: true)
    /// Two nib names that become the same Swift constant in `Nibs`.
    static let nibNameCollision = RuleID(
        "layout-nib-name-collision", .error, "Two nib names map to the same constant in the generated `Nibs`.",
        fixed: true)
    /// File's Owner or a root object has a custom class other than the kit's (and no declared subclass).
    static let classMismatch = RuleID(
        "layout-class-mismatch", .error, "An override's File's Owner or root object has another class than the kit's.")
    /// The custom class matches but its module does not.
    static let moduleMismatch = RuleID(
        "layout-module-mismatch", .error, "An override's File's Owner or root object has another module than the kit's."
    )
    /// An outlet the kit's nib connects is not connected in the override.
    static let missingOutlet = RuleID(
        "layout-missing-outlet", .error, "An override does not connect an outlet that the kit's nib connects.")
    /// An outlet is connected to an object of another type than in the kit's nib.
    static let outletTypeMismatch = RuleID(
        "layout-outlet-type-mismatch", .error, "An outlet is connected to another kind of object than in the kit's nib."
    )
    /// An override connects an outlet the kit's nib does not, whose name is close to one it does.
    static let unknownOutlet = RuleID(
        "layout-unknown-outlet", .warning, "An override connects an outlet the kit's nib does not have (a likely typo)."
    )
    /// An action the kit's nib sends to File's Owner or the root object is missing.
    static let missingAction = RuleID(
        "layout-missing-action", .error, "An override does not send an action that the kit's nib sends.")
    /// An app XIB whose name matches no kit nib, so it overrides nothing.
    static let unmatchedOverride = RuleID(
        "layout-unmatched-override", .warning, "An app XIB has no kit nib of the same name, so it overrides nothing.")
    /// A named color that no theme defines.
    static let unknownColor = RuleID(
        "layout-unknown-color", .error, "An app XIB uses a named color that is not in the theme.")
    /// A `textStyle` runtime attribute that is not one of the eleven text styles.
    static let unknownTextStyle = RuleID(
        "layout-unknown-text-style", .error, "An app XIB sets a `textStyle` runtime attribute that is not a text style."
    )

    /// Every layout rule, in the order the docs list them.
    package static let all: [RuleID] = [
        xmlSyntax, invalidXIB, duplicateID, danglingDestination, duplicateNib, nibNameCollision, classMismatch,
        moduleMismatch, missingOutlet, outletTypeMismatch, unknownOutlet, missingAction, unmatchedOverride,
        unknownColor, unknownTextStyle,
    ]
}
