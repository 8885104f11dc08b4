/// The hex text of FormatOracle's line protocol, one definition for both of its ends: the oracle
/// process (`Tests/FormatOracle`) and the differential test that asks it
/// (`PlaceholderOracleTests`), each of which links this file.
enum OracleHex {
    /// `text`'s UTF-8 bytes in lowercase hex.
    static func encode(_ text: String) -> String {
        let digits = Array("0123456789abcdef".utf8)
        var result: [UInt8] = []
        result.reserveCapacity(text.utf8.count * 2)
        for byte in text.utf8 {
            result.append(digits[Int(byte >> 4)])
            result.append(digits[Int(byte & 0xF)])
        }
        return String(decoding: result, as: UTF8.self)
    }

    /// The bytes of lowercase hex digits (a last odd digit is ignored).
    static func decode<Digits: Collection<UInt8>>(_ hex: Digits) -> [UInt8] {
        func nibble(_ digit: UInt8) -> UInt8 { digit <= UInt8(ascii: "9") ? digit &- 48 : digit &- 87 }
        var result: [UInt8] = []
        result.reserveCapacity(hex.count / 2)
        var high: UInt8?
        for digit in hex {
            if let first = high {
                result.append(first << 4 | nibble(digit))
                high = nil
            } else {
                high = nibble(digit)
            }
        }
        return result
    }
}
