/// A strict JSON syntax error: what was wrong and the 0-based byte offset where it was seen.
struct JSONSyntaxError: Error, Equatable {
    /// The 0-based offset of the offending byte in the scanned text.
    let offset: Int
    /// What was expected or found, for example `expected ':' after a key`.
    let reason: String
}

extension JSONSyntaxError {
    /// The error for a one-line record: `invalid JSON at column N: reason` (columns count bytes).
    var asRecordError: InterchangeError {
        .invalidRecord("invalid JSON at column \(offset + 1): \(reason)")
    }

    /// The error located in multi-line `text`: the line holding the offending byte and the
    /// column (in bytes) within it.
    func located(in text: [UInt8]) -> InterchangeError {
        let end = min(offset, text.count)
        var line = 1
        var lineStart = 0
        for at in 0..<end where text[at] == 0x0A {
            line += 1
            lineStart = at + 1
        }
        return .invalidLine(line: line, reason: "invalid JSON at column \(end - lineStart + 1): \(reason)")
    }
}
