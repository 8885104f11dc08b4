/// Whether an accessor shows a text: the rule themec's checks and the runtime's lookups share, so that
/// a text `themec lint` accepts is one the app shows formatted, and a text the app passes over is one
/// lint rejects (or, for a text a bundle holds, one `L10n.validate()` names).
///
/// A text reads its arguments as one letter each (``FormatSignature/argumentLetters``,
/// ``PluralRule/argumentLetters``; nil when no argument list can be passed to it safely), and an
/// accessor passes its arguments' letters (`@i` for a `String` and an `Int`).
package enum TextVerdict {
    /// What an accessor shows the text as.
    package enum Use: Sendable {
        /// The text its accessor follows (a plain text, a format, the widest of width variants, a
        /// String Catalog's `other` device variant): it must read exactly what the accessor passes.
        case followed
        /// A device variant an app shows on one kind of device instead (`iphone`, `mac`): formatted with
        /// the same arguments, it may leave the last of them unread, but reads none the accessor does not
        /// pass, nor one of another type.
        case deviceVariant
        /// A plural rule: exactly what the accessor passes, or nothing at all when the accessor passes the
        /// one `Int` a plural accessor of a rule that reads no argument takes.
        case plural
    }

    /// Whether a text that reads `read` is shown, as `use`, by an accessor that passes `passed`.
    package static func shows(read: String?, passed: String, as use: Use) -> Bool {
        guard let read else { return false }
        switch use {
        case .followed: return read == passed
        case .deviceVariant: return passed.hasPrefix(read)
        case .plural: return read == passed || read.isEmpty && passed == "i"
        }
    }
}
