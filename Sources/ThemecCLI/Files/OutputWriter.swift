import ThemecCore

/// Writes generated files into one folder: each atomically (a temporary file in the same
/// folder, then `rename`), only when its bytes change, and removes generated files that are no
/// longer produced. Nothing is written outside the folder: names are fixed by themec and
/// checked to be plain file names.
struct OutputWriter {
    let directory: String
    let displayDirectory: String

    /// What a run did or would do to each file.
    struct Plan: Equatable {
        var changed: [String] = []
        var unchanged: [String] = []
        var stale: [String] = []

        var isUpToDate: Bool { changed.isEmpty && stale.isEmpty }
    }

    /// Compares the files with what is on disk, writing nothing.
    func plan(_ files: [GeneratedFile]) throws(FileSystemError) -> Plan {
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

    /// Writes the changed files and removes stale ones; returns the plan it carried out.
    @discardableResult
    func write(_ files: [GeneratedFile]) throws(FileSystemError) -> Plan {
        try createDirectory()
        let plan = try plan(files)
        for file in files where plan.changed.contains(file.name) {
            try writeAtomically(file.contents, name: file.name)
        }
        for name in plan.stale {
            if unlink(directory + "/" + name) != 0 && errno != ENOENT {
                throw FileSystemError(path: display(name), reason: InputCollector.reason(errno))
            }
        }
        removeAbandonedTemporaries()
        return plan
    }

    /// Removes temporary files that a killed run left behind (`.<name>.<pid>.<random>.tmp`
    /// whose process no longer exists). A live process's temporary file is never touched, so
    /// two runs on one folder cannot disturb each other.
    private func removeAbandonedTemporaries() {
        let names = (try? FileManager.default.contentsOfDirectory(atPath: directory)) ?? []
        for name in names where name.hasPrefix(".") && name.hasSuffix(".tmp") && name.contains(".themec.swift.") {
            let parts = name.split(separator: ".")
            guard parts.count >= 4, let pid = Int32(parts[parts.count - 3]), pid > 0 else { continue }
            if kill(pid, 0) != 0 && errno == ESRCH { unlink(directory + "/" + name) }
        }
    }

    /// Writes one file atomically when its bytes change, creating the folder if needed; other
    /// files in the folder are left alone (used by `init`, baselines and Xcode file lists).
    /// Returns whether it wrote.
    @discardableResult
    func writeFile(name: String, contents: String) throws(FileSystemError) -> Bool {
        if try isUnchanged(name: name, contents: contents) { return false }
        try createDirectory()
        try writeAtomically(contents, name: name)
        return true
    }

    /// Whether the folder already holds a file `name` with exactly the UTF-8 of `contents`.
    func isUnchanged(name: String, contents: String) throws(FileSystemError) -> Bool {
        try Self.checkName(name)
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

    /// Writes the UTF-8 of `text` in place, without copying it into an array first.
    private func writeAtomically(_ text: String, name: String) throws(FileSystemError) {
        var text = text
        let result = text.withUTF8 { bytes in
            Result { () throws(FileSystemError) in try writeAtomically(bytes, name: name) }
        }
        try result.get()
    }

    private func writeAtomically(_ bytes: UnsafeBufferPointer<UInt8>, name: String) throws(FileSystemError) {
        let temporary = directory + "/.\(name).\(getpid()).\(UInt32.random(in: 0...UInt32.max)).tmp"
        let descriptor = open(temporary, O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC, 0o644)
        guard descriptor >= 0 else { throw FileSystemError(path: display(name), reason: InputCollector.reason(errno)) }
        var written = 0
        while written < bytes.count {
            let count = SystemCall.write(descriptor, bytes.baseAddress! + written, bytes.count - written)
            if count < 0 {
                if errno == EINTR { continue }
                let reason = InputCollector.reason(errno)
                close(descriptor)
                unlink(temporary)
                throw FileSystemError(path: display(name), reason: reason)
            }
            written += count
        }
        // The data must be on disk before the rename makes it visible under the real name.
        if fsync(descriptor) != 0 || close(descriptor) != 0 {
            let reason = InputCollector.reason(errno)
            unlink(temporary)
            throw FileSystemError(path: display(name), reason: reason)
        }
        guard rename(temporary, directory + "/" + name) == 0 else {
            let reason = InputCollector.reason(errno)
            unlink(temporary)
            throw FileSystemError(path: display(name), reason: reason)
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
    /// refuse anything that could leave the folder.
    static func checkName(_ name: String) throws(FileSystemError) {
        if name.isEmpty || name.contains("/") || name.contains("\0") || name.hasPrefix(".") {
            throw FileSystemError(path: name, reason: "not a valid generated file name")
        }
    }
}
