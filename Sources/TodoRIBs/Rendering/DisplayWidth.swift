/// How many terminal columns text takes: one a character, two for the wide ones of East
/// Asian scripts and emoji, none for combining marks (they join the character before).
enum DisplayWidth {
    /// The columns `text` takes on a terminal.
    static func of<Text: StringProtocol>(_ text: Text) -> Int {
        // Printable ASCII (what most rows are) is a column a byte: no grapheme breaking.
        if text.isPrintableASCII { return text.utf8.count }
        return text.reduce(0) { $0 + of($1) }
    }

    /// The columns one character takes.
    static func of(_ character: Character) -> Int {
        guard let first = character.unicodeScalars.first else { return 0 }
        return isWide(first.value) ? 2 : 1
    }

    // MARK: - Private

    private static func isWide(_ value: UInt32) -> Bool {
        switch value {
        case 0x1100...0x115F, 0x2E80...0x303E, 0x3041...0x33FF, 0x3400...0x4DBF, 0x4E00...0x9FFF,
             0xA000...0xA4CF, 0xAC00...0xD7A3, 0xF900...0xFAFF, 0xFE30...0xFE4F, 0xFF00...0xFF60,
             0xFFE0...0xFFE6, 0x1F300...0x1F64F, 0x1F900...0x1F9FF, 0x20000...0x3FFFD:
            return true
        default:
            return false
        }
    }
}

extension DisplayWidth {
    /// The longest start of `text` that takes at most `columns` columns.
    static func prefix(of text: String, columns: Int) -> String {
        guard columns > 0 else { return "" }
        // Printable ASCII (what most rows are) is cut by bytes: breaking every row of every
        // frame into characters cost a full-screen list about 1 M instructions a frame.
        if text.isPrintableASCII {
            return text.utf8.count <= columns ? text : String(decoding: text.utf8.prefix(columns), as: UTF8.self)
        }
        var used = 0
        var end = text.startIndex
        for index in text.indices {
            let width = of(text[index])
            if used + width > columns { break }
            used += width
            end = text.index(after: index)
        }
        return String(text[..<end])
    }
}
