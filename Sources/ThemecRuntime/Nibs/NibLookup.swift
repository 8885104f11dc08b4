import Foundation

/// Where nibs are looked for, for every module's `Nibs`: an app's nib named like a kit's replaces it
/// because these bundles are searched before the kit's own.
enum NibLookup {
    /// The bundles searched for a nib, in order, by default ``defaultBundles``. The bundle of the module
    /// that asks is not searched where this list has it: it comes after all of them, so each of them
    /// overrides its nibs. That rule is the same for a set value and the default, so reading this and
    /// writing it back changes nothing; assign ``defaultBundles`` to go back to the default.
    static var bundles: [Bundle] {
        get { current.bundles }
        set { current.bundles = newValue }
    }

    /// The default of ``bundles``: the main bundle, then, sorted by name, the resource bundles a build put
    /// in it or beside its executable (a SwiftPM executable's, an app's feature packages'). Found once.
    static var defaultBundles: [Bundle] { current.defaultBundles }

    /// Whether `bundle` holds a nib named `name`: a compiled `.nib`, or, where nothing compiles XIBs
    /// (Linux), the `.xib` itself.
    static func hasNib(_ name: String, in bundle: Bundle) -> Bool {
        if bundle.path(forResource: name, ofType: "nib") != nil { return true }
        #if canImport(UIKit)
            return false
        #else
            return bundle.path(forResource: name, ofType: "xib") != nil
        #endif
    }

    /// The bundle to load the nib `name` from: the first of ``bundles`` other than `own` that holds a
    /// nib of that name, otherwise `own`, the bundle of the module that asks; when that bundle is
    /// missing, the main bundle stands in (as a nil bundle does for UIKit), and the registry's
    /// `validate()` names the missing one.
    static func bundle(forNib name: String, own: ModuleBundle) -> Bundle {
        let ownPath = own.bundle.map(ResourceBundles.identity)
        for bundle in bundles where ResourceBundles.identity(bundle) != ownPath && hasNib(name, in: bundle) {
            return bundle
        }
        return own.bundle ?? .main
    }

    /// The settings lookups use: the process's, or a task's own (``isolated``).
    private static var current: State { isolated ?? shared }

    private static let shared = State()

    /// Settings of their own for the current task and the tasks it starts, so tests that change
    /// ``bundles`` run side by side (`NibLookup.$isolated.withValue(NibLookup.State()) { … }`).
    @TaskLocal static var isolated: State?

    /// ``bundles`` and ``defaultBundles``, behind a lock.
    final class State: @unchecked Sendable {
        /// The app's main bundle (a test's folder in tests).
        let main: Bundle
        private let lock = NSLock()
        private var stored: [Bundle]?
        private var defaults: [Bundle]?

        /// Settings whose main bundle is `main`.
        init(main: Bundle = .main) {
            self.main = main
        }

        /// ``NibLookup/bundles``: as set, else the default.
        var bundles: [Bundle] {
            get {
                lock.lock()
                defer { lock.unlock() }
                return stored ?? defaultsLocked()
            }
            set {
                lock.lock()
                stored = newValue
                lock.unlock()
            }
        }

        /// ``NibLookup/defaultBundles``.
        var defaultBundles: [Bundle] {
            lock.lock()
            defer { lock.unlock() }
            return defaultsLocked()
        }

        private func defaultsLocked() -> [Bundle] {
            if let defaults { return defaults }
            let found = [main] + ResourceBundles.beside(main)
            defaults = found
            return found
        }
    }
}
