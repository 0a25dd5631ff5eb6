/// The JSON text an extra field keeps, from what a person typed in the edit form.
enum JSONText {
    /// `text` as a JSON value: a JSON string, number, `true`, `false` or `null` as it is, other
    /// text as a JSON string of it; `nil` for an object or array (only kept, never typed) and
    /// for a malformed string literal.
    static func value(_ text: String) -> String? {
        if text == "true" || text == "false" || text == "null" || isNumber(text) { return text }
        if text.hasPrefix("{") || text.hasPrefix("[") { return nil }
        if text.hasPrefix("\"") { return isStringLiteral(text) ? text : nil }
        return string(text)
    }

    /// `text` as a JSON string literal.
    static func string(_ text: String) -> String {
        var result = "\""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\"": result += "\\\""
            case "\\": result += "\\\\"
            case "\n": result += "\\n"
            case "\t": result += "\\t"
            case "\r": result += "\\r"
            default:
                if scalar.value < 0x20 {
                    let hex = String(scalar.value, radix: 16)
                    result += "\\u" + String(repeating: "0", count: 4 - hex.count) + hex
                } else {
                    result.unicodeScalars.append(scalar)
                }
            }
        }
        return result + "\""
    }

    // MARK: - Private

    /// JSON's number grammar: `-?(0|[1-9][0-9]*)(\.[0-9]+)?([eE][+-]?[0-9]+)?`.
    private static func isNumber(_ text: String) -> Bool {
        var bytes = Array(text.utf8)[...]
        func digits() -> Int {
            let count = bytes.prefix { (0x30...0x39).contains($0) }.count
            bytes = bytes.dropFirst(count)
            return count
        }
        if bytes.first == UInt8(ascii: "-") { bytes = bytes.dropFirst() }
        if bytes.first == UInt8(ascii: "0") {
            bytes = bytes.dropFirst()
        } else if digits() == 0 {
            return false
        }
        if bytes.first == UInt8(ascii: ".") {
            bytes = bytes.dropFirst()
            if digits() == 0 { return false }
        }
        if bytes.first == UInt8(ascii: "e") || bytes.first == UInt8(ascii: "E") {
            bytes = bytes.dropFirst()
            if bytes.first == UInt8(ascii: "+") || bytes.first == UInt8(ascii: "-") { bytes = bytes.dropFirst() }
            if digits() == 0 { return false }
        }
        return bytes.isEmpty
    }

    /// A whole JSON string literal: quotes at both ends, valid escapes, no raw control characters.
    private static func isStringLiteral(_ text: String) -> Bool {
        let scalars = Array(text.unicodeScalars)
        guard scalars.count >= 2, scalars.last == "\"" else { return false }
        var index = 1
        while index < scalars.count - 1 {
            let scalar = scalars[index]
            if scalar == "\"" || scalar.value < 0x20 { return false }
            if scalar == "\\" {
                index += 1
                guard index < scalars.count - 1 else { return false }
                switch scalars[index] {
                case "\"", "\\", "/", "b", "f", "n", "r", "t": break
                case "u":
                    let hex = scalars.dropFirst(index + 1).prefix(4)
                    guard hex.count == 4, hex.allSatisfy({ $0.properties.isASCIIHexDigit }), index + 4 < scalars.count - 1
                    else { return false }
                    index += 4
                default: return false
                }
            }
            index += 1
        }
        return true
    }
}
