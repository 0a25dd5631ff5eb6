/// Text as PostgreSQL stores it: `text` cannot hold NUL, which SQLite and JSON can.
///
/// A NUL is written as U+E000 followed by `0`, and U+E000 itself as two of them, so every
/// string survives the round trip; text without either character (nearly all) is untouched.
enum PostgresText {
    static func stored(_ text: String) -> String {
        var text = text
        guard text.withUTF8({ $0.contains(where: { $0 == 0 || $0 == 0xEE }) }) else { return text }
        var result = ""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\u{0}": result.unicodeScalars.append(escape); result.unicodeScalars.append("0")
            case escape: result.unicodeScalars.append(escape); result.unicodeScalars.append(escape)
            default: result.unicodeScalars.append(scalar)
            }
        }
        return result
    }

    static func read(_ text: String) -> String {
        var text = text
        guard text.withUTF8({ $0.contains(0xEE) }) else { return text }
        var result = ""
        var scalars = text.unicodeScalars.makeIterator()
        while let scalar = scalars.next() {
            guard scalar == escape, let next = scalars.next() else { result.unicodeScalars.append(scalar); continue }
            result.unicodeScalars.append(next == "0" ? "\u{0}" : next)
        }
        return result
    }

    private static let escape: Unicode.Scalar = "\u{E000}"
}
