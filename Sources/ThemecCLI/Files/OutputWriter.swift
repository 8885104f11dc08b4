import Foundation
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
            try Self.checkName(file.name)
            if existingBytes(file.name) == Array(file.contents.utf8) {
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
            try writeAtomically(Array(file.contents.utf8), name: file.name)
        }
        for name in plan.stale {
            if unlink(directory + "/" + name) != 0 && errno != ENOENT {
                throw FileSystemError(path: display(name), reason: InputCollector.reason(errno))
            }
        }
        return plan
    }

    /// Writes one file atomically, creating the folder if needed (used by `init`).
    func writeFile(name: String, contents: String) throws(FileSystemError) {
        try Self.checkName(name)
        try createDirectory()
        try writeAtomically(Array(contents.utf8), name: name)
    }

    private func createDirectory() throws(FileSystemError) {
        var info = stat()
        if stat(directory, &info) == 0 {
            guard (info.st_mode & S_IFMT) == S_IFDIR else {
                throw FileSystemError(path: displayDirectory, reason: "the output path exists and is not a folder")
            }
            return
        }
        do {
            try FileManager.default.createDirectory(atPath: directory, withIntermediateDirectories: true)
        } catch {
            throw FileSystemError(path: displayDirectory, reason: "the output folder cannot be created (\(Self.describe(error)))")
        }
    }

    private func writeAtomically(_ bytes: [UInt8], name: String) throws(FileSystemError) {
        let temporary = directory + "/.\(name).\(getpid()).\(UInt32.random(in: 0...UInt32.max)).tmp"
        let descriptor = open(temporary, O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC, 0o644)
        guard descriptor >= 0 else { throw FileSystemError(path: display(name), reason: InputCollector.reason(errno)) }
        var written = 0
        while written < bytes.count {
            let count = bytes.withUnsafeBytes { buffer in
                Glibc.write(descriptor, buffer.baseAddress! + written, buffer.count - written)
            }
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

    private static func describe(_ error: any Error) -> String {
        if let cocoa = error as? CocoaError, let underlying = cocoa.userInfo[NSUnderlyingErrorKey] as? NSError,
            underlying.domain == NSPOSIXErrorDomain
        {
            return InputCollector.reason(Int32(underlying.code))
        }
        return (error as NSError).localizedDescription
    }
}
