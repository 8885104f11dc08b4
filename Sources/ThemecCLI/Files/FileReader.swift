import Foundation
import ThemecCore

/// Reads input files completely with POSIX calls, so every failure has the system's reason.
enum FileReader {
    /// Files larger than this are refused before reading: no real theme, table or XIB comes near.
    static let maximumFileSize = 512 * 1024 * 1024

    static func read(_ path: String, display: String) throws(FileSystemError) -> [UInt8] {
        let descriptor = open(path, O_RDONLY | O_NONBLOCK)
        guard descriptor >= 0 else { throw FileSystemError(path: display, reason: InputCollector.reason(errno)) }
        defer { close(descriptor) }
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
        var bytes = [UInt8](repeating: 0, count: Int(info.st_size))
        var total = 0
        while true {
            if total == bytes.count {
                // At the size fstat gave: probe with one byte before growing, so a file read in
                // full is never doubled (a 100 MB table held 200 MB, and the generic append of
                // zeros took seconds in a debug build).
                var probe: UInt8 = 0
                let count = Glibc.read(descriptor, &probe, 1)
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
                Glibc.read(descriptor, buffer.baseAddress! + total, buffer.count - total)
            }
            if count < 0 {
                if errno == EINTR { continue }
                throw FileSystemError(path: display, reason: InputCollector.reason(errno))
            }
            if count == 0 { break }
            total += count
            guard total <= maximumFileSize else {
                throw FileSystemError(path: display, reason: "the file is larger than \(maximumFileSize / 1024 / 1024) MB")
            }
        }
        bytes.removeSubrange(total...)
        return bytes
    }

    /// Reads every found input, on all cores, keeping their order.
    static func readAll(_ found: [InputCollector.Found]) throws(FileSystemError) -> [InputFile] {
        let results: [Result<InputFile, FileSystemError>] = ParallelMap.map(found) { item in
            Result { () throws(FileSystemError) -> InputFile in
                let bytes = try read(item.absolutePath, display: item.displayPath)
                return InputFile(path: item.displayPath, role: item.role, kind: item.kind, bytes: bytes)
            }
        }
        var files: [InputFile] = []
        for result in results {
            switch result {
            case .success(let file): files.append(file)
            case .failure(let error): throw error
            }
        }
        return files
    }
}
