import CheetahKit
#if canImport(UIKit)
import UIKit

/// A theme written by hand, exactly as the kit's documentation writes one; it conforms to the kit's
/// protocol like the generated SunsetColorTheme.
public struct LagoonColorTheme: ColorTheme {

    public let primaryColor = UIColor(hex: "0E7C86")

    public let secondaryColor = UIColor(hex: "F4364C")

}
#else
/// The same hand-written theme where UIKit is absent: the kit's protocol takes `ThemeColor`, which
/// reads hex the way `UIColor(hex:)` does.
public struct LagoonColorTheme: ColorTheme {

    public let primaryColor = ThemeColor(hex: "0E7C86")

    public let secondaryColor = ThemeColor(hex: "F4364C")

}
#endif
