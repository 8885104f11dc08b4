@_exported import Dispatch

// What every file of the CLI imports, in one place: the Foundation types it uses (`Data`, `URL`,
// `FileManager`, `ProcessInfo`), the C library (file descriptors, `stat`, `errno`) and Dispatch.
//
// On Linux that is FoundationEssentials, not Foundation: Foundation would also load
// CoreFoundation and ICU at start-up, about 5 ms of every run, for nothing themec uses. macOS
// has only Foundation.
#if canImport(FoundationEssentials)
    @_exported import FoundationEssentials
#else
    @_exported import Foundation
#endif
#if canImport(Glibc)
    @_exported import Glibc
#elseif canImport(Darwin)
    @_exported import Darwin
#endif

/// The C library's `read`, `write` and `open`, under a name that methods called `read`, `write`
/// or `open` do not shadow, on Linux and macOS alike.
enum SystemCall {
    static func read(_ descriptor: Int32, _ buffer: UnsafeMutableRawPointer?, _ count: Int) -> Int {
        #if canImport(Glibc)
            Glibc.read(descriptor, buffer, count)
        #else
            Darwin.read(descriptor, buffer, count)
        #endif
    }

    static func write(_ descriptor: Int32, _ buffer: UnsafeRawPointer?, _ count: Int) -> Int {
        #if canImport(Glibc)
            Glibc.write(descriptor, buffer, count)
        #else
            Darwin.write(descriptor, buffer, count)
        #endif
    }

    static func open(_ path: String, _ flags: Int32) -> Int32 {
        #if canImport(Glibc)
            Glibc.open(path, flags)
        #else
            Darwin.open(path, flags)
        #endif
    }
}
