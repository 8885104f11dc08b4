/// A folder's entries as `readdir(3)` lists them: each name with the type the folder records
/// for it, so a walk learns which entries are plain files and folders without a system call per
/// entry (a symbolic link, or a file system that does not record types, says so and is looked
/// at with `stat`).
struct DirectoryListing {
    /// One entry: its name and what the folder says it is.
    struct Entry {
        var name: String
        var type: EntryType
    }

    /// What a folder records about an entry.
    enum EntryType {
        /// A regular file, not a link.
        case file
        /// A folder, not a link.
        case folder
        /// A symbolic link, a special file, or a type the file system does not record: only
        /// `stat` can tell.
        case other
    }

    /// The entries of `directory` sorted by name, `.` and `..` left out; nil when the folder
    /// cannot be opened.
    static func entries(_ directory: String) -> [Entry]? {
        guard let stream = opendir(directory) else { return nil }
        defer { closedir(stream) }
        var entries: [Entry] = []
        while let entry = readdir(stream) {
            let (name, exact) = withUnsafeBytes(of: &entry.pointee.d_name) { bytes in
                let raw = bytes.prefix { $0 != 0 }
                let name = String(decoding: raw, as: UTF8.self)
                return (name, name.utf8.elementsEqual(raw))
            }
            if name == "." || name == ".." { continue }
            var type = EntryType.other
            // A name that is not UTF-8 is not the name the path will carry: `stat` says so.
            if exact && Int32(entry.pointee.d_type) == Int32(DT_REG) { type = .file }
            if exact && Int32(entry.pointee.d_type) == Int32(DT_DIR) { type = .folder }
            entries.append(Entry(name: name, type: type))
        }
        return entries.sorted { $0.name < $1.name }
    }
}
