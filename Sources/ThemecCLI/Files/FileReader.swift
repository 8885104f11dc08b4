import ThemecCore

/// Reads input files completely with POSIX calls, so every failure has the system's reason.
enum FileReader {
    /// Files larger than this are refused before reading: no real theme, table or XIB comes near.
    static let maximumFileSize = 512 * 1024 * 1024

    static func read(_ path: String, display: String) throws(FileSystemError) -> [UInt8] {
        let descriptor = try open(path, display: display)
        defer { close(descriptor) }
        var bytes = try readStart(descriptor, count: try size(of: descriptor, display: display), display: display)
        var total = bytes.count
        while true {
            if total == bytes.count {
                // At the size fstat gave: probe with one byte before growing, so a file read in
                // full is never doubled (a 100 MB table held 200 MB, and the generic append of
                // zeros took seconds in a debug build).
                var probe: UInt8 = 0
                let count = SystemCall.read(descriptor, &probe, 1)
                if count < 0 {
                    if errno == EINTR { continue }
                    throw FileSystemError(path: display, reason: InputCollector.reason(errno))
                }
                if count == 0 { break }
                bytes.append(probe)
                total += 1
                bytes.append(contentsOf: [UInt8](repeating: 0, count: max(4096, bytes.count)))
            }
            let count = bytes.withUnsafeMutableBytes { buffer in
                SystemCall.read(descriptor, buffer.baseAddress! + total, buffer.count - total)
            }
            if count < 0 {
                if errno == EINTR { continue }
                throw FileSystemError(path: display, reason: InputCollector.reason(errno))
            }
            if count == 0 { break }
            total += count
            guard total <= maximumFileSize else {
                throw FileSystemError(
                    path: display, reason: "the file is larger than \(maximumFileSize / 1024 / 1024) MB")
            }
        }
        bytes.removeSubrange(total...)
        return bytes
    }

    /// Up to `count` bytes from the start of the file (fewer when it ends sooner), read straight
    /// into the array's storage: no zero-filling first.
    private static func readStart(_ descriptor: Int32, count: Int, display: String) throws(FileSystemError) -> [UInt8] {
        var failure: FileSystemError?
        let bytes = [UInt8](unsafeUninitializedCapacity: count) { buffer, initialized in
            while initialized < count {
                let read = SystemCall.read(descriptor, buffer.baseAddress! + initialized, count - initialized)
                if read < 0 {
                    if errno == EINTR { continue }
                    failure = FileSystemError(path: display, reason: InputCollector.reason(errno))
                    return
                }
                if read == 0 { return }
                initialized += read
            }
        }
        if let failure { throw failure }
        return bytes
    }

    /// Checks that the file opens and is a regular file of an acceptable size, without reading it.
    static func check(_ path: String, display: String) throws(FileSystemError) {
        let descriptor = try open(path, display: display)
        defer { close(descriptor) }
        _ = try size(of: descriptor, display: display)
    }

    private static func open(_ path: String, display: String) throws(FileSystemError) -> Int32 {
        let descriptor = SystemCall.open(path, O_RDONLY | O_NONBLOCK)
        guard descriptor >= 0 else { throw FileSystemError(path: display, reason: InputCollector.reason(errno)) }
        return descriptor
    }

    /// The size of an open regular file, refused when it is not one or is too large.
    private static func size(of descriptor: Int32, display: String) throws(FileSystemError) -> Int {
        var info = stat()
        guard fstat(descriptor, &info) == 0 else {
            throw FileSystemError(path: display, reason: InputCollector.reason(errno))
        }
        guard (info.st_mode & S_IFMT) == S_IFREG else {
            throw FileSystemError(path: display, reason: "not a regular file")
        }
        guard Int(info.st_size) <= maximumFileSize else {
            throw FileSystemError(path: display, reason: "the file is larger than \(maximumFileSize / 1024 / 1024) MB")
        }
        return Int(info.st_size)
    }

    /// Checks every found input up front, at the real path the project boundary checked (the
    /// first failure by input order is thrown: a missing or unreadable file stops the run with
    /// exit code 2 before anything is compiled) and returns them as inputs whose bytes the
    /// pipeline reads from that path, once, on the thread that parses each one. A read that
    /// fails then (the file changed or went away in between) is that file's `input-unreadable`
    /// diagnostic.
    static func openAll(_ found: [InputCollector.Found]) throws(FileSystemError) -> [InputFile] {
        let checks: [Result<Void, FileSystemError>] = ParallelMap.map(found) { item in
            Result { () throws(FileSystemError) in try check(item.realPath, display: item.displayPath) }
        }
        for case .failure(let error) in checks { throw error }
        return found.map { item in
            InputFile(
                path: item.displayPath, role: item.role, kind: item.kind,
                source: .reader { () throws(InputReadError) in
                    switch Result(catching: { () throws(FileSystemError) in
                        try read(item.realPath, display: item.displayPath)
                    }) {
                    case .success(let bytes): return bytes
                    case .failure(let error): throw InputReadError(reason: error.reason)
                    }
                })
        }
    }
}
