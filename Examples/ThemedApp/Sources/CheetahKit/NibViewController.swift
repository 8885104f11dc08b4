#if canImport(UIKit)
import UIKit

/// The kit's base view controller, written by hand as the kit's reference describes it: it loads
/// the nib named like its class. An app replaces a screen's layout by shipping a nib of the same
/// name (found in the main bundle first, through `Nibs.bundle(forNib:)`), or by subclassing and
/// overriding `nibName`.
open class NibViewController: UIViewController {
    /// The nib this class loads: by default named like the class, through the generated registry.
    open class var nibName: String { Nibs.nibName(for: self) }

    public init() {
        let name = Self.nibName
        super.init(nibName: name, bundle: Nibs.bundle(forNib: name))
    }

    public required init?(coder: NSCoder) {
        super.init(coder: coder)
    }
}

/// A kit screen whose layout is `DetailViewController.xib`.
open class DetailViewController: NibViewController {}
#endif
