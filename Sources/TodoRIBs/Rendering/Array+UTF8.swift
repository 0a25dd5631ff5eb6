extension Array where Element == UInt8 {
    /// Appends the UTF-8 of `text`, copied from its storage in one go: appending `text.utf8`
    /// goes through the view a piece at a time, several times the cost for a row's words.
    mutating func appendUTF8(_ text: String) {
        var text = text
        text.withUTF8 { append(contentsOf: $0) }
    }

    /// Appends the bytes of `text`, a constant.
    mutating func append(_ text: StaticString) {
        text.withUTF8Buffer { append(contentsOf: $0) }
    }

    /// Appends the UTF-8 of `text.terminalSafe`: printable ASCII (what most titles are) is
    /// checked and copied in one pass over its bytes, without a `String` made of it.
    mutating func appendTerminalSafe(_ text: String) {
        var text = text
        let isCopied = text.withUTF8 { utf8 in
            guard utf8.allSatisfy({ $0 >= 0x20 && $0 < 0x7F }) else { return false }
            append(contentsOf: utf8)
            return true
        }
        if !isCopied { appendUTF8(text.terminalSafe) }
    }
}
