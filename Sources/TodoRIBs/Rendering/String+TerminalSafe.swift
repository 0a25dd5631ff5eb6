import MemoInterchange

extension String {
    /// The string with everything a terminal would act on instead of showing made visible:
    /// C0 controls and DEL in caret notation (`^[`, `^J`, `^?`), as `cat -v` does; C1
    /// controls (U+0080–U+009F, which some terminals read as ESC sequences), bidirectional
    /// marks, embeddings, overrides and isolates (which reorder what follows) and the line and
    /// paragraph separators as `<U+XXXX>` (the one rule: `Unicode.Scalar.isUnsafeOnTerminal`). So text from a store
    /// or a file can never move the cursor, recolour, retitle, set the clipboard or disguise
    /// itself.
    public var terminalSafe: String {
        // Fast paths: printable ASCII, checked inline, and any text without the lead bytes of the ranges.
        guard !isPrintableASCII, utf8.contains(where: Unicode.Scalar.mayStartUnsafeOnTerminal),
              unicodeScalars.contains(where: \.isUnsafeOnTerminal)
        else { return self }
        var safe = String.UnicodeScalarView()
        for scalar in unicodeScalars {
            if scalar.value < 0x20 || scalar.value == 0x7F {
                safe.append("^")
                safe.append(Unicode.Scalar(UInt8(truncatingIfNeeded: scalar.value ^ 0x40)))
            } else if scalar.isUnsafeOnTerminal {
                let hex = String(scalar.value, radix: 16, uppercase: true)
                safe.append(contentsOf: "<U+\(String(repeating: "0", count: max(0, 4 - hex.count)))\(hex)>".unicodeScalars)
            } else {
                safe.append(scalar)
            }
        }
        return String(safe)
    }
}

extension StringProtocol {
    /// Whether every byte is printable ASCII (space to `~`): text a terminal shows as it is,
    /// a column a byte.
    var isPrintableASCII: Bool {
        // A loop over the bytes in place: the view's iterator costs several times more a byte.
        utf8.withContiguousStorageIfAvailable { $0.allSatisfy { $0 >= 0x20 && $0 < 0x7F } }
            ?? utf8.allSatisfy { $0 >= 0x20 && $0 < 0x7F }
    }
}
