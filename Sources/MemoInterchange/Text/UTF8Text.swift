/// Strict UTF-8 to `String`, without the cost of the standard library's generic validating
/// initializer.
///
/// Guarantees: `string(_:)` returns a `String` with exactly the given bytes when they are
/// well-formed UTF-8 (Unicode 15, Table 3-7: no overlong forms, no surrogates, nothing above
/// U+10FFFF, no truncated sequences), and `nil` otherwise — never a repaired string.
enum UTF8Text {
    /// The text of `bytes`, or `nil` when they are not well-formed UTF-8.
    static func string(_ bytes: UnsafeBufferPointer<UInt8>) -> String? {
        guard firstInvalidOffset(bytes) == nil else { return nil }
        return String(decoding: bytes, as: UTF8.self)
    }

    /// The text of `bytes`, or `nil` when they are not well-formed UTF-8.
    static func string(_ bytes: ArraySlice<UInt8>) -> String? {
        bytes.withUnsafeBufferPointer { string($0) }
    }

    /// The text of `bytes`, or `nil` when they are not well-formed UTF-8.
    static func string(_ bytes: [UInt8]) -> String? {
        bytes.withUnsafeBufferPointer { string($0) }
    }

    /// The offset of the first byte that starts an ill-formed sequence, or `nil` when all is well.
    static func firstInvalidOffset(_ bytes: UnsafeBufferPointer<UInt8>) -> Int? {
        var at = 0
        let count = bytes.count
        while at < count {
            let lead = bytes[at]
            if lead < 0x80 {
                at += 1
                continue
            }
            let length: Int
            var low: UInt8 = 0x80
            var high: UInt8 = 0xBF
            switch lead {
            case 0xC2...0xDF: length = 2
            case 0xE0: length = 3; low = 0xA0
            case 0xE1...0xEC, 0xEE...0xEF: length = 3
            case 0xED: length = 3; high = 0x9F
            case 0xF0: length = 4; low = 0x90
            case 0xF1...0xF3: length = 4
            case 0xF4: length = 4; high = 0x8F
            default: return at
            }
            guard at + length <= count, bytes[at + 1] >= low, bytes[at + 1] <= high else { return at }
            for next in 2..<length where bytes[at + next] & 0xC0 != 0x80 { return at }
            at += length
        }
        return nil
    }
}
