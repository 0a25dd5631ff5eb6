/// Strings with escapes: the slow path of `string()`, and the errors for strings that are not UTF-8.
extension JSONScanner {
    /// Reads the rest of a string holding escapes, from `index` (just past the opening `"`)
    /// through its closing `"`, decoding every escape.
    mutating func escapedString() throws(JSONSyntaxError) -> String {
        var utf8: [UInt8] = []
        utf8.reserveCapacity(64)
        let stringStart = index
        var runStart = index
        while true {
            guard index < bytes.count else { throw failure("unterminated string") }
            let byte = bytes[index]
            if byte == UInt8(ascii: "\"") {
                utf8.append(contentsOf: bytes[runStart..<index])
                index += 1
                guard let text = UTF8Text.string(utf8) else {
                    throw invalidUTF8(in: stringStart..<index - 1)
                }
                return text
            }
            if byte < 0x20 { throw failure("control character in a string (write it as an escape such as \\n)") }
            if byte == UInt8(ascii: "\\") {
                utf8.append(contentsOf: bytes[runStart..<index])
                index += 1
                try appendEscape(to: &utf8)
                runStart = index
                continue
            }
            index += 1
        }
    }

    /// The error for a string in `range` that is not UTF-8, at its first bad byte (escapes,
    /// being ASCII, never are).
    func invalidUTF8(in range: Range<Int>) -> JSONSyntaxError {
        let bad = bytes.withUnsafeBufferPointer { UTF8Text.firstInvalidOffset(UnsafeBufferPointer(rebasing: $0[range])) }
        return JSONSyntaxError(offset: range.lowerBound + (bad ?? 0), reason: "invalid UTF-8 in a string")
    }

    private mutating func appendEscape(to utf8: inout [UInt8]) throws(JSONSyntaxError) {
        guard index < bytes.count else { throw failure("unterminated escape") }
        let byte = bytes[index]
        index += 1
        switch byte {
        case UInt8(ascii: "\""), UInt8(ascii: "\\"), UInt8(ascii: "/"): utf8.append(byte)
        case UInt8(ascii: "b"): utf8.append(0x08)
        case UInt8(ascii: "f"): utf8.append(0x0C)
        case UInt8(ascii: "n"): utf8.append(0x0A)
        case UInt8(ascii: "r"): utf8.append(0x0D)
        case UInt8(ascii: "t"): utf8.append(0x09)
        case UInt8(ascii: "u"):
            let unitStart = index - 2
            var value = try hex4()
            if (0xDC00...0xDFFF).contains(value) {
                throw JSONSyntaxError(offset: unitStart, reason: "lone surrogate \\u\(hex(value))")
            }
            if (0xD800...0xDBFF).contains(value) {
                guard index + 1 < bytes.count, bytes[index] == UInt8(ascii: "\\"), bytes[index + 1] == UInt8(ascii: "u") else {
                    throw JSONSyntaxError(offset: unitStart, reason: "lone surrogate \\u\(hex(value))")
                }
                index += 2
                let low = try hex4()
                guard (0xDC00...0xDFFF).contains(low) else {
                    throw JSONSyntaxError(offset: unitStart, reason: "lone surrogate \\u\(hex(value))")
                }
                value = 0x10000 + (value - 0xD800) << 10 + (low - 0xDC00)
            }
            // Every value left is a scalar: surrogates were paired or rejected above.
            utf8.append(contentsOf: Unicode.UTF8.encode(Unicode.Scalar(value)!)!)
        default:
            throw JSONSyntaxError(offset: index - 2, reason: "unknown escape '\\\(Unicode.Scalar(byte))'")
        }
    }

    private func hex(_ value: UInt32) -> String {
        let digits = String(value, radix: 16)
        return String(repeating: "0", count: max(0, 4 - digits.count)) + digits
    }

    private mutating func hex4() throws(JSONSyntaxError) -> UInt32 {
        guard index + 4 <= bytes.count else { throw failure("short \\u escape (four hex digits needed)") }
        var value: UInt32 = 0
        for byte in bytes[index..<index + 4] {
            let digit: UInt32
            switch byte {
            case UInt8(ascii: "0")...UInt8(ascii: "9"): digit = UInt32(byte - UInt8(ascii: "0"))
            case UInt8(ascii: "a")...UInt8(ascii: "f"): digit = UInt32(byte - UInt8(ascii: "a") + 10)
            case UInt8(ascii: "A")...UInt8(ascii: "F"): digit = UInt32(byte - UInt8(ascii: "A") + 10)
            default: throw failure("bad \\u escape (four hex digits needed)")
            }
            value = value << 4 | digit
        }
        index += 4
        return value
    }
}
