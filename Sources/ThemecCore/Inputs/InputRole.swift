/// Whose file it is: the app's own, or the kit's (the contract an app overrides).
public enum InputRole: String, Sendable, Comparable {
    case app, base

    /// The app's files sort before the kit's.
    public static func < (lhs: InputRole, rhs: InputRole) -> Bool { lhs == .app && rhs == .base }
}
