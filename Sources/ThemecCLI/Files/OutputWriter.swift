import ThemecCore

/// Writes generated files into one folder: each atomically (a temporary file in the same
/// folder, synced, then `rename`), only when its bytes change, and removes generated files that
/// are no longer produced. Nothing is written outside the folder: names are fixed by themec and
/// checked, all of them before anything is written, to be plain file names that fit.
///
/// A run writes every temporary file first and renames them all afterwards in one tight loop,
/// so a run killed before that loop leaves the old files, one killed after it the new ones, and
/// only a kill inside it (a few system calls per file) leaves some old and some new, each whole;
/// the next run repairs that.
struct OutputWriter {
    let directory: String
    let displayDirectory: String
    /// Told of each step of ``write(_:)`` as it happens, so a test can check the order (all
    /// temporaries written before the first rename) without timing; nil outside tests.
    var observer: (@Sendable (Step) -> Void)?

    init(directory: String, displayDirectory: String, observer: (@Sendable (Step) -> Void)? = nil) {
        self.directory = directory
        self.displayDirectory = displayDirectory
        self.observer = observer
    }

    /// A step of a write, for ``observer``.
    enum Step: Equatable, Sendable {
        /// The temporary file for this name is written and synced.
        case temporaryWritten(String)
        /// The temporary file for this name is about to be renamed to it.
        case renaming(String)
    }

    /// The longest file name, in bytes, that themec writes: `NAME_MAX` on Linux and macOS.
    static let maximumNameLength = 255

    /// What a run did or would do to each file.
    struct Plan: Equatable {
        var changed: [String] = []
        var unchanged: [String] = []
        var stale: [String] = []

        var isUpToDate: Bool { changed.isEmpty && stale.isEmpty }
    }

    /// Compares the files with what is on disk, writing nothing.
    func plan(_ files: [GeneratedFile]) throws(FileSystemError) -> Plan {
        for file in files { try Self.checkName(file.name, display: display(file.name)) }
        var plan = Plan()
        for file in files {
            if try isUnchanged(name: file.name, contents: file.contents) {
                plan.unchanged.append(file.name)
            } else {
                plan.changed.append(file.name)
            }
        }
        let produced = Set(files.map(\.name))
        plan.stale = generatedFilesOnDisk().filter { !produced.contains($0) }
        return plan
    }

    /// Writes the changed files and removes stale ones; returns the plan it carried out. Every
    /// name is checked before the folder is created or anything is written.
    @discardableResult
    func write(_ files: [GeneratedFile]) throws(FileSystemError) -> Plan {
        for file in files { try Self.checkName(file.name, display: display(file.name)) }
        try createDirectory()
        let plan = try plan(files)
        let changed = Set(plan.changed)
        try replace(files.filter { changed.contains($0.name) }.map { ($0.name, $0.contents) })
        for name in plan.stale {
            if unlink(directory + "/" + name) != 0 && errno != ENOENT {
                throw FileSystemError(path: display(name), reason: InputCollector.reason(errno))
            }
        }
        removeAbandonedTemporaries()
        return plan
    }

    /// A temporary file's name: `.themec.<pid>.<random>.<index>.tmp`, at most 40 bytes whatever
    /// the final name, so it fits whenever the final name does.
    private static func temporaryName(index: Int) -> String {
        ".themec.\(getpid()).\(UInt32.random(in: 0...UInt32.max)).\(index).tmp"
    }

    /// The process id in a temporary file's name, or nil when the name is not one: this
    /// version's `.themec.<pid>.<random>.<index>.tmp`, or the older `.<name>.<pid>.<random>.tmp`
    /// of a `*.themec.swift` file.
    static func temporaryOwner(_ name: String) -> Int32? {
        guard name.hasPrefix("."), name.hasSuffix(".tmp") else { return nil }
        let parts = name.split(separator: ".")
        let owner: Substring?
        if name.hasPrefix(".themec.") {
            owner = parts.count == 5 ? parts[1] : nil
        } else if name.contains(".themec.swift.") {
            owner = parts.count >= 4 ? parts[parts.count - 3] : nil
        } else {
            owner = nil
        }
        guard let owner, let pid = Int32(owner), pid > 0 else { return nil }
        return pid
    }

    /// Removes temporary files that a killed run left behind (``temporaryOwner(_:)`` names
    /// whose process no longer exists). A live process's temporary file is never touched, so
    /// two runs on one folder cannot disturb each other.
    private func removeAbandonedTemporaries() {
        let names = (try? FileManager.default.contentsOfDirectory(atPath: directory)) ?? []
        for name in names {
            guard let pid = Self.temporaryOwner(name) else { continue }
            if kill(pid, 0) != 0 && errno == ESRCH { unlink(directory + "/" + name) }
        }
    }

    /// Replaces the named files with these contents: every temporary file is written and
    /// synced first, then all are renamed in a row, then the folder is synced. A failure before
    /// the renames removes the temporaries and leaves every file as it was.
    private func replace(_ files: [(name: String, contents: String)]) throws(FileSystemError) {
        guard !files.isEmpty else { return }
        let folder = open(directory, O_RDONLY | O_DIRECTORY | O_CLOEXEC)
        guard folder >= 0 else {
            throw FileSystemError(path: displayDirectory, reason: InputCollector.reason(errno))
        }
        defer { close(folder) }
        // The temporaries are written and synced on several threads at once: the syncs wait on the
        // disk, not the processor, so they overlap.
        let temporaries = files.indices.map { (temporary: Self.temporaryName(index: $0), name: files[$0].name) }
        let written = ThreadPerItem.map(files.count) { index in
            Result { () throws(FileSystemError) in
                try writeTemporary(
                    files[index].contents, named: temporaries[index].temporary, in: folder,
                    display: display(files[index].name))
            }
        }
        for case .failure(let failure) in written {
            for (entry, result) in zip(temporaries, written) {
                if case .success = result { unlinkat(folder, entry.temporary, 0) }
            }
            throw failure
        }
        for entry in temporaries { observer?(.temporaryWritten(entry.name)) }
        // The only window in which a kill leaves old and new files side by side: keep it to
        // the renames alone.
        for (index, entry) in temporaries.enumerated() {
            observer?(.renaming(entry.name))
            guard renameat(folder, entry.temporary, folder, entry.name) == 0 else {
                let reason = InputCollector.reason(errno)
                for left in temporaries[index...] { unlinkat(folder, left.temporary, 0) }
                throw FileSystemError(path: display(entry.name), reason: reason)
            }
        }
        // The renames themselves on disk (a file system that cannot sync a folder says so with
        // an error that changes nothing: the files are already in place).
        _ = fsync(folder)
    }

    /// Writes and syncs one temporary file in the open folder `folder`.
    private func writeTemporary(
        _ text: String, named temporary: String, in folder: Int32, display: String
    ) throws(FileSystemError) {
        var text = text
        let result = text.withUTF8 { bytes in
            Result { () throws(FileSystemError) in
                try Self.writeTemporary(bytes, named: temporary, in: folder, display: display)
            }
        }
        try result.get()
    }

    private static func writeTemporary(
        _ bytes: UnsafeBufferPointer<UInt8>, named temporary: String, in folder: Int32, display: String
    ) throws(FileSystemError) {
        let descriptor = openat(folder, temporary, O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC, 0o644)
        guard descriptor >= 0 else { throw FileSystemError(path: display, reason: InputCollector.reason(errno)) }
        var written = 0
        while written < bytes.count {
            let count = SystemCall.write(descriptor, bytes.baseAddress! + written, bytes.count - written)
            if count < 0 {
                if errno == EINTR { continue }
                let reason = InputCollector.reason(errno)
                close(descriptor)
                unlinkat(folder, temporary, 0)
                throw FileSystemError(path: display, reason: reason)
            }
            written += count
        }
        // The data must be on disk before the rename makes it visible under the real name.
        if fsync(descriptor) != 0 || close(descriptor) != 0 {
            let reason = InputCollector.reason(errno)
            unlinkat(folder, temporary, 0)
            throw FileSystemError(path: display, reason: reason)
        }
    }

    /// Writes one file atomically when its bytes change, creating the folder if needed; other
    /// files in the folder are left alone (used by `init`, baselines and Xcode file lists).
    /// Returns whether it wrote.
    @discardableResult
    func writeFile(name: String, contents: String) throws(FileSystemError) -> Bool {
        if try isUnchanged(name: name, contents: contents) { return false }
        try createDirectory()
        try replace([(name, contents)])
        return true
    }

    /// Whether the folder already holds a file `name` with exactly the UTF-8 of `contents`.
    func isUnchanged(name: String, contents: String) throws(FileSystemError) -> Bool {
        try Self.checkName(name, display: display(name))
        guard let existing = existingBytes(name) else { return false }
        return Self.bytes(existing, equal: contents)
    }

    private func createDirectory() throws(FileSystemError) {
        var info = stat()
        if stat(directory, &info) == 0 {
            guard (info.st_mode & S_IFMT) == S_IFDIR else {
                throw FileSystemError(path: displayDirectory, reason: "the output path exists and is not a folder")
            }
            return
        }
        // mkdir one level at a time, so a failure carries the system's reason (Foundation's
        // error on Linux says only "You don't have permission" or "The operation could not be
        // completed").
        var prefix = directory.hasPrefix("/") ? "" : "."
        for component in directory.split(separator: "/") {
            prefix += "/" + component
            if mkdir(prefix, 0o755) != 0 && errno != EEXIST {
                throw FileSystemError(
                    path: displayDirectory,
                    reason: "the output folder cannot be created (\(InputCollector.reason(errno)))")
            }
        }
        guard stat(directory, &info) == 0, (info.st_mode & S_IFMT) == S_IFDIR else {
            throw FileSystemError(
                path: displayDirectory, reason: "the output folder cannot be created (not a directory)")
        }
    }

    /// Whether `bytes` are the UTF-8 of `text`, compared in place.
    private static func bytes(_ bytes: [UInt8], equal text: String) -> Bool {
        var text = text
        return text.withUTF8 { utf8 in
            bytes.withUnsafeBufferPointer { existing in
                existing.count == utf8.count
                    && (utf8.isEmpty || memcmp(existing.baseAddress!, utf8.baseAddress!, utf8.count) == 0)
            }
        }
    }

    private func existingBytes(_ name: String) -> [UInt8]? {
        try? FileReader.read(directory + "/" + name, display: display(name))
    }

    /// The `*.themec.swift` files already in the folder.
    private func generatedFilesOnDisk() -> [String] {
        let names = (try? FileManager.default.contentsOfDirectory(atPath: directory)) ?? []
        return names.filter { $0.hasSuffix(".themec.swift") && !$0.hasPrefix(".") }.sorted()
    }

    private func display(_ name: String) -> String {
        displayDirectory == "." ? name : displayDirectory + "/" + name
    }

    /// Generated names are themec's own, but a table name comes from an input file name:
    /// refuse anything that could leave the folder, and a name too long for the file system
    /// (``maximumNameLength`` bytes), before anything is written.
    static func checkName(_ name: String, display: String) throws(FileSystemError) {
        if name.isEmpty || name.contains("/") || name.contains("\0") || name.hasPrefix(".") {
            throw FileSystemError(path: display, reason: "not a valid generated file name")
        }
        if name.utf8.count > maximumNameLength {
            throw FileSystemError(path: display, reason: InputCollector.reason(ENAMETOOLONG))
        }
    }
}
