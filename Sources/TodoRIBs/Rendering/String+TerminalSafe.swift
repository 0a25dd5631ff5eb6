extension String {
    /// The string with everything a terminal would act on instead of showing made visible:
    /// C0 controls and DEL in caret notation (`^[`, `^J`, `^?`), as `cat -v` does; C1
    /// controls (U+0080–U+009F, which some terminals read as ESC sequences), bidirectional
    /// embeddings, overrides and isolates (U+202A–U+202E, U+2066–U+2069, which reorder what
    /// follows) and the line and paragraph separators as `<U+XXXX>`. So text from a store
    /// or a file can never move the cursor, recolour, retitle, set the clipboard or disguise
    /// itself.
    public var terminalSafe: String {
        // Fast path: plain ASCII text, and any text without the lead bytes of the ranges.
        guard utf8.contains(where: { $0 < 0x20 || $0 == 0x7F || $0 == 0xC2 || $0 == 0xE2 }),
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

extension Unicode.Scalar {
    /// C0, DEL, C1, bidirectional formatting and the Unicode line breaks.
    fileprivate var isUnsafeOnTerminal: Bool {
        switch value {
        case 0..<0x20, 0x7F...0x9F, 0x2028...0x2029, 0x202A...0x202E, 0x2066...0x2069: return true
        default: return false
        }
    }
}
