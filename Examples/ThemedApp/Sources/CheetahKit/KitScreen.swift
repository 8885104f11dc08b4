import Foundation

/// What a kit screen shows: its title and button from the kit's keys, its nib from the registry.
public struct KitScreen: Sendable {
    public init() {}

    public var okayButtonTitle: String { L10n.Generic.okay }
    public var profileTitle: String { L10n.Menu.profile }
    public var detailNibName: String { Nibs.nibName(for: "DetailViewController") }
}
