import Foundation

/// The device names of `NSStringDeviceSpecificRuleType` (a String Catalog's `device` variations), and
/// this device's.
enum DeviceName {
    /// This device's name: `iphone`, `ipad` or `ipod` on iOS (the simulated device's in the Simulator),
    /// `mac` for Mac Catalyst and macOS, `appletv`, `applewatch`, `applevision`; `other` elsewhere.
    static var current: String {
        #if targetEnvironment(macCatalyst) || os(macOS)
            return "mac"
        #elseif os(tvOS)
            return "appletv"
        #elseif os(watchOS)
            return "applewatch"
        #elseif os(visionOS)
            return "applevision"
        #elseif os(iOS)
            var system = utsname()
            uname(&system)
            let machine = withUnsafeBytes(of: &system.machine) { bytes in
                String(decoding: bytes.prefix { $0 != 0 }, as: UTF8.self)
            }
            return name(
                machine: machine, simulatedModel: ProcessInfo.processInfo.environment["SIMULATOR_MODEL_IDENTIFIER"])
        #else
            return "other"
        #endif
    }

    /// The device name of an iOS machine identifier (`iPhone15,2`, `iPad13,1`, `iPod9,1`); in the
    /// Simulator the machine is the Mac's (`arm64`) and `simulatedModel` names the simulated device.
    static func name(machine: String, simulatedModel: String?) -> String {
        let model = simulatedModel ?? machine
        if model.hasPrefix("iPhone") { return "iphone" }
        if model.hasPrefix("iPad") { return "ipad" }
        if model.hasPrefix("iPod") { return "ipod" }
        return "other"
    }
}
