/// A kit nib the app replaces: the nib to load instead and the class it declares.
public struct NibOverride: Sendable, Hashable {
    /// The name of the app's nib (pass it to `UINib(nibName:bundle:)`).
    public let nibName: String
    /// The custom class of the nib's File's Owner (or, for a cell nib, its root object).
    public let customClass: String
    /// The module of `customClass`, if the nib names one.
    public let customModule: String?

    /// An override from its parts.
    public init(nibName: String, customClass: String, customModule: String?) {
        self.nibName = nibName
        self.customClass = customClass
        self.customModule = customModule
    }
}
