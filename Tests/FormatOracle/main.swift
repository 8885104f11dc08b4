// The format oracle: formats what the differential test asks with Foundation's
// `String(format:)` and prints what it gives, one probe a line, so that a probe that crashes
// Foundation takes only this process down (the test restarts it after that probe).
//
// A probe is a line of tab-separated fields: its number, the format (UTF-8, in hex), then one
// field per argument, in order: `@` and hex text (an NSString), `s` and hex text (a pointer to
// the text as a NUL-terminated C string), `S` and hex text (a pointer to it as NUL-terminated
// UTF-16), `p` (a pointer to one fixed buffer, the same in every probe, that reads as a C string,
// a UTF-16 string or a length-prefixed string), `L` (an Int whose value is the address of an
// object at a low address, 0x10000: read as an integer and then as an object, as Foundation reads
// a position that a `*` and a `%@` share, it stays that object, and as a width it is not
// gigabytes), `i` and a decimal Int, `d` and a Double. The answer
// is a line: the number, a tab, the formatted text in hex, a tab, and the 64-bit word each argument
// was passed as (an object's or a buffer's address, an Int, a Double's bits), in hex, separated by
// commas: what a `%p` that reads an argument prints.
import Foundation

/// Objects that live as long as the process.
var keptObjects: [NSString] = []

/// The object every `L` argument is the address of: a copy of an NSString at 0x10000, below 2^31,
/// so that Foundation's reading of it as a 32-bit integer gives the address back. Foundation
/// retains and releases the copy in pairs, so it is never freed. Copying a Swift object is
/// something only a test does: its text is a small string, stored in the object itself.
let lowObject: Int = {
    let original = NSString(string: "lo")
    keptObjects.append(original)
    let flags = MAP_PRIVATE | MAP_ANONYMOUS | 0x10_0000  // MAP_FIXED_NOREPLACE
    guard let low = mmap(UnsafeMutableRawPointer(bitPattern: 0x10000), 4096, PROT_READ | PROT_WRITE, flags, -1, 0),
        low == UnsafeMutableRawPointer(bitPattern: 0x10000)
    else { fatalError("cannot map the low object's page") }
    // The object's own bytes, however large its allocation (AddressSanitizer checks the read).
    let object = Unmanaged.passUnretained(original).toOpaque()
    typealias UsableSize = @convention(c) (UnsafeMutableRawPointer?) -> Int
    guard let usableSize = dlsym(dlopen(nil, RTLD_LAZY), "malloc_usable_size") else {
        fatalError("no malloc_usable_size")
    }
    memcpy(low, object, min(unsafeBitCast(usableSize, to: UsableSize.self)(object), 4096))
    return Int(bitPattern: low)
}()

/// The buffer every `p` argument points to: a length byte (3), "abc", then zeros; at 0x20000 in
/// every process, so a `%p` prints the same in each.
let fixedBuffer: UnsafeMutableRawPointer = {
    let flags = MAP_PRIVATE | MAP_ANONYMOUS | 0x10_0000  // MAP_FIXED_NOREPLACE
    guard let buffer = mmap(UnsafeMutableRawPointer(bitPattern: 0x20000), 4096, PROT_READ | PROT_WRITE, flags, -1, 0),
        buffer == UnsafeMutableRawPointer(bitPattern: 0x20000)
    else { fatalError("cannot map the fixed buffer's page") }
    buffer.copyMemory(from: [3, 0x61, 0x62, 0x63] as [UInt8], byteCount: 4)
    return buffer
}()

// The test starts this process from a thread that blocks signals, and the mask is inherited:
// SIGALRM must reach it.
var alarmOnly = sigset_t()
sigemptyset(&alarmOnly)
sigaddset(&alarmOnly, SIGALRM)
sigprocmask(SIG_UNBLOCK, &alarmOnly, nil)
signal(SIGALRM, SIG_DFL)

while let line = readLine(strippingNewline: true) {
    let fields = line.split(separator: "\t", omittingEmptySubsequences: false)
    guard fields.count >= 2 else { continue }
    let format = String(decoding: OracleHex.decode(fields[1].utf8), as: UTF8.self)
    // The arguments live until the format is done; the buffers are freed after it.
    var arguments: [CVarArg] = []
    var words: [UInt64] = []
    var buffers: [UnsafeMutableRawPointer] = []
    defer { for buffer in buffers { buffer.deallocate() } }
    for field in fields.dropFirst(2) {
        let payload = field.dropFirst()
        switch field.first {
        case "@":
            let object = NSString(string: String(decoding: OracleHex.decode(payload.utf8), as: UTF8.self))
            arguments.append(object)
            words.append(UInt64(UInt(bitPattern: Unmanaged.passUnretained(object).toOpaque())))
        case "s":
            let text = OracleHex.decode(payload.utf8) + [0]
            let buffer = UnsafeMutableRawPointer.allocate(byteCount: text.count, alignment: 8)
            buffer.copyMemory(from: text, byteCount: text.count)
            buffers.append(buffer)
            arguments.append(OpaquePointer(buffer))
            words.append(UInt64(UInt(bitPattern: buffer)))
        case "S":
            let units = Array(String(decoding: OracleHex.decode(payload.utf8), as: UTF8.self).utf16) + [0]
            let buffer = UnsafeMutableRawPointer.allocate(byteCount: units.count * 2, alignment: 8)
            units.withUnsafeBytes { buffer.copyMemory(from: $0.baseAddress!, byteCount: $0.count) }
            buffers.append(buffer)
            arguments.append(OpaquePointer(buffer))
            words.append(UInt64(UInt(bitPattern: buffer)))
        case "p":
            arguments.append(OpaquePointer(fixedBuffer))
            words.append(UInt64(UInt(bitPattern: fixedBuffer)))
        case "L":
            arguments.append(lowObject)
            words.append(UInt64(lowObject))
        case "i":
            arguments.append(Int(payload)!)
            words.append(UInt64(bitPattern: Int64(Int(payload)!)))
        case "d":
            arguments.append(Double(payload)!)
            words.append(Double(payload)!.bitPattern)
        default:
            break
        }
    }
    // A format that makes Foundation pad to gigabytes is killed after two seconds, like a crash.
    alarm(2)
    // No locale: numbers are printed by the C library, and a huge width fails at once rather than
    // padding for minutes (what is read does not depend on the locale).
    let formatted = String(format: format, arguments: arguments)
    alarm(0)
    // A width of millions prints millions of spaces: the middle is left out of the answer.
    var printed = formatted
    if formatted.unicodeScalars.count > 20_000 {
        let scalars = formatted.unicodeScalars
        printed = String(scalars.prefix(10_000)) + "\u{2}…\u{2}" + String(scalars.suffix(10_000))
    }
    let answer =
        "\(fields[0])\t\(OracleHex.encode(printed))\t" + words.map { String($0, radix: 16) }.joined(separator: ",")
        + "\n"
    FileHandle.standardOutput.write(Data(answer.utf8))
}
