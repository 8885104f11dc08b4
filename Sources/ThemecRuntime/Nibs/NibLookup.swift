import Foundation

/// Where nibs are looked for, for every module's `Nibs`: an app's nib named like a kit's replaces it
/// because these bundles are searched before the kit's own.
public enum NibLookup {
    /// The bundles searched for a nib before the bundle of the module that asks, in order: by default
    /// the main bundle, then, sorted by name, the resource bundles a build put in it or beside its
    /// executable (a SwiftPM executable's, an app's feature packages').
    public static var bundles: [Bundle] {
        get { current.bundles }
        set { current.bundles = newValue }
    }

    /// Whether `bundle` holds a nib named `name`: a compiled `.nib`, or, where nothing compiles XIBs
    /// (Linux), the `.xib` itself.
    public static func hasNib(_ name: String, in bundle: Bundle) -> Bool {
        if bundle.path(forResource: name, ofType: "nib") != nil { return true }
        #if canImport(UIKit)
            return false
        #else
            return bundle.path(forResource: name, ofType: "xib") != nil
        #endif
    }

    /// The bundle to load the nib `name` from: the first of ``bundles`` other than `own` that holds a
    /// nib of that name, otherwise `own`, the bundle of the module that asks.
    public static func bundle(forNib name: String, own: Bundle) -> Bundle {
        let ownPath = ResourceBundles.identity(own)
        for bundle in bundles where ResourceBundles.identity(bundle) != ownPath && hasNib(name, in: bundle) {
            return bundle
        }
        return own
    }

    /// The settings lookups use: the process's, or a task's own (``isolated``).
    private static var current: State { isolated ?? shared }

    private static let shared = State()

    /// Settings of their own for the current task and the tasks it starts, so tests that change
    /// ``bundles`` run side by side (`NibLookup.$isolated.withValue(NibLookup.State()) { … }`).
    @TaskLocal static var isolated: State?

    /// ``bundles``, behind a lock.
    final class State: @unchecked Sendable {
        private let lock = NSLock()
        private var stored: [Bundle]?

        var bundles: [Bundle] {
            get {
                lock.lock()
                defer { lock.unlock() }
                if let stored { return stored }
                let found = [Bundle.main] + ResourceBundles.beside(.main)
                stored = found
                return found
            }
            set {
                lock.lock()
                stored = newValue
                lock.unlock()
            }
        }
    }
}
