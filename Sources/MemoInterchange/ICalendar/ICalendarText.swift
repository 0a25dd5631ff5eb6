/// iCalendar's TEXT values and line folding (RFC 5545 §3.3.11 and §3.1).
///
/// Guarantees: `unescape(escape(text)) == text` for every string; `escape` writes `\\`, `\;`,
/// `\,` and `\n` as the RFC says, and a carriage return as `\r` (TEXT has no way to carry
/// one; todo reads it back). Writing and folding whole lines is `ICalendarLineWriter`'s.
public enum ICalendarText {
    /// `text` escaped as a TEXT value.
    public static func escape(_ text: String) -> String {
        var bytes: [UInt8] = []
        bytes.reserveCapacity(text.utf8.count + 8)
        for byte in text.utf8 {
            switch byte {
            case UInt8(ascii: "\\"), UInt8(ascii: ";"), UInt8(ascii: ","): bytes += [UInt8(ascii: "\\"), byte]
            case 0x0A: bytes += [UInt8(ascii: "\\"), UInt8(ascii: "n")]
            case 0x0D: bytes += [UInt8(ascii: "\\"), UInt8(ascii: "r")]
            default: bytes.append(byte)
            }
        }
        return String(decoding: bytes, as: UTF8.self)
    }

    /// A TEXT value's text: `\n` and `\N` are line breaks, `\\`, `\;`, `\,` the character,
    /// `\r` a carriage return; any other backslash is kept as written.
    public static func unescape(_ value: Substring) -> String {
        guard value.utf8.contains(UInt8(ascii: "\\")) else { return String(value) }
        var bytes: [UInt8] = []
        bytes.reserveCapacity(value.utf8.count)
        var escaped = false
        for byte in value.utf8 {
            if escaped {
                escaped = false
                switch byte {
                case UInt8(ascii: "n"), UInt8(ascii: "N"): bytes.append(0x0A)
                case UInt8(ascii: "r"): bytes.append(0x0D)
                case UInt8(ascii: "\\"), UInt8(ascii: ";"), UInt8(ascii: ","): bytes.append(byte)
                default: bytes += [UInt8(ascii: "\\"), byte]
                }
            } else if byte == UInt8(ascii: "\\") {
                escaped = true
            } else {
                bytes.append(byte)
            }
        }
        if escaped { bytes.append(UInt8(ascii: "\\")) }
        return String(decoding: bytes, as: UTF8.self)
    }

    /// The values of a list (`CATEGORIES:a,b\,c`), split on commas that are not escaped, each unescaped.
    public static func list(_ value: String) -> [String] {
        var items: [String] = []
        var start = value.startIndex
        var escaped = false
        var index = value.startIndex
        while index < value.endIndex {
            let character = value.utf8[index]
            if escaped {
                escaped = false
            } else if character == UInt8(ascii: "\\") {
                escaped = true
            } else if character == UInt8(ascii: ",") {
                items.append(unescape(value[start..<index]))
                start = value.utf8.index(after: index)
            }
            index = value.utf8.index(after: index)
        }
        items.append(unescape(value[start...]))
        return items
    }
}
