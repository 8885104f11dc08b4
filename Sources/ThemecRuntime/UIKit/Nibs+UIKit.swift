#if canImport(UIKit)
    import UIKit

    extension NibRegistry {
        /// The nib for the kit class `className`: the app's override from the main bundle, or the kit's
        /// own nib from `kitBundle`.
        @MainActor
        public static func nib(for className: String, kitBundle: Bundle?) -> UINib {
            if let override = overrides[className] {
                return UINib(nibName: override.nibName, bundle: Bundle.main)
            }
            return UINib(nibName: className, bundle: kitBundle)
        }

        /// The nib named `name`, from ``bundle(forNib:)``.
        @MainActor
        public static func nib(named name: String) -> UINib {
            UINib(nibName: name, bundle: bundle(forNib: name))
        }
    }
#endif
