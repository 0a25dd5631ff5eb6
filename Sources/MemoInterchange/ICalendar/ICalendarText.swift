/// iCalendar's TEXT values and line folding (RFC 5545 §3.3.11 and §3.1).
///
/// Guarantees: `unescape(escape(text)) == text` for every string; `escape` writes `\\`, `\;`,
/// `\,` and `\n` as the RFC says, and a carriage return as `\r` (TEXT has no way to carry
/// one; todo reads it back). Writing and folding whole lines is `ICalendarLineWriter`'s.
///
/// The one rule for control characters, which TEXT cannot carry (RFC 5545 §3.3.11): TAB is
/// written as it is, LF as `\n`, CR as `\r`, and every other C0 control and DEL as `\xHH`
/// (`\x00` for NUL), which todo reads back and other apps show as written; never raw.
/// Where no escape applies (a kept line written back as it came), such a character is
/// written as U+FFFD (`ICalendarLineWriter.raw`).
public enum ICalendarText {
    /// `text` escaped as a TEXT value.
    public static func escape(_ text: String) -> String {
        var bytes: [UInt8] = []
        bytes.reserveCapacity(text.utf8.count + 8)
        for byte in text.utf8 {
            if let escape = escape(of: byte) { bytes += escape } else { bytes.append(byte) }
        }
        return String(decoding: bytes, as: UTF8.self)
    }

    /// The escape `byte` is written as in a TEXT value, or `nil` when it is written as it is.
    static func escape(of byte: UInt8) -> [UInt8]? {
        switch byte {
        case UInt8(ascii: "\\"), UInt8(ascii: ";"), UInt8(ascii: ","): return [UInt8(ascii: "\\"), byte]
        case 0x0A: return [UInt8(ascii: "\\"), UInt8(ascii: "n")]
        case 0x0D: return [UInt8(ascii: "\\"), UInt8(ascii: "r")]
        case 0x09: return nil
        case 0..<0x20, 0x7F: return [UInt8(ascii: "\\"), UInt8(ascii: "x"), hexDigit(byte >> 4), hexDigit(byte & 0xF)]
        default: return nil
        }
    }

    /// Whether `byte` is a control character written as `\xHH`.
    static func isHexEscaped(_ byte: UInt8) -> Bool {
        (byte < 0x20 && byte != 0x09 && byte != 0x0A && byte != 0x0D) || byte == 0x7F
    }

    /// A TEXT value's text: `\n` and `\N` are line breaks, `\\`, `\;`, `\,` the character,
    /// `\r` a carriage return, `\xHH` a control character `escape` writes so; any other
    /// backslash is kept as written.
    public static func unescape(_ value: Substring) -> String {
        guard value.utf8.contains(UInt8(ascii: "\\")) else { return String(value) }
        let source = Array(value.utf8)
        var bytes: [UInt8] = []
        bytes.reserveCapacity(source.count)
        var at = 0
        while at < source.count {
            let byte = source[at]
            at += 1
            guard byte == UInt8(ascii: "\\") else {
                bytes.append(byte)
                continue
            }
            guard at < source.count else {
                bytes.append(byte)
                break
            }
            let next = source[at]
            at += 1
            switch next {
            case UInt8(ascii: "n"), UInt8(ascii: "N"): bytes.append(0x0A)
            case UInt8(ascii: "r"): bytes.append(0x0D)
            case UInt8(ascii: "\\"), UInt8(ascii: ";"), UInt8(ascii: ","): bytes.append(next)
            case UInt8(ascii: "x") where at + 1 < source.count:
                if let high = TodoTxt.hexValue(source[at]), let low = TodoTxt.hexValue(source[at + 1]), isHexEscaped(high << 4 | low) {
                    bytes.append(high << 4 | low)
                    at += 2
                } else {
                    bytes += [byte, next]
                }
            default: bytes += [byte, next]
            }
        }
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

    // MARK: - Private

    private static func hexDigit(_ value: UInt8) -> UInt8 {
        value < 10 ? UInt8(ascii: "0") + value : UInt8(ascii: "A") + value - 10
    }
}
