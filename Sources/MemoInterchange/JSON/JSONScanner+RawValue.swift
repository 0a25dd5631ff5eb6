extension JSONScanner {
    /// Checks and skips one value and returns its JSON text, compacted: whitespace between
    /// tokens dropped, numbers with their exact digits, and every string that holds a
    /// character a terminal would act on written again with that character escaped. What it
    /// returns is one line of valid JSON, safe to show, that reads back as the same value.
    mutating func rawValue(depth: Int) throws(JSONSyntaxError) -> String {
        skipWhitespace()
        let start = index
        try skipValue(depth: depth)
        var text: [UInt8] = []
        text.reserveCapacity(index - start)
        var at = start
        while at < index {
            let byte = bytes[at]
            if byte == UInt8(ascii: "\"") {
                let stringStart = at
                at += 1
                var needsEscaping = false
                while bytes[at] != UInt8(ascii: "\"") {
                    if bytes[at] == UInt8(ascii: "\\") { at += 1 }
                    if Unicode.Scalar.mayStartUnsafeOnTerminal(bytes[at]) && bytes[at] >= 0x80 { needsEscaping = true }
                    at += 1
                }
                at += 1
                if needsEscaping {
                    // Checked valid just now: decode it and write it the way every writer does.
                    var string = JSONScanner(bytes: Array(bytes[stringStart..<at]))
                    MemoJSON.appendString(try string.string(), to: &text)
                } else {
                    text.append(contentsOf: bytes[stringStart..<at])
                }
            } else {
                if byte != 0x20 && byte != 0x09 && byte != 0x0A && byte != 0x0D { text.append(byte) }
                at += 1
            }
        }
        return String(decoding: text, as: UTF8.self)
    }
}
