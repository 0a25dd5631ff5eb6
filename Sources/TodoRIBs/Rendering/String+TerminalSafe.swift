extension String {
    /// The string with control characters shown in caret notation (`^[`, `^J`), as `cat -v`
    /// does, so a memo's text can never move the cursor or recolour the terminal.
    var terminalSafe: String {
        guard unicodeScalars.contains(where: \.isControl) else { return self }
        var safe = String.UnicodeScalarView()
        for scalar in unicodeScalars {
            if scalar.isControl {
                safe.append("^")
                safe.append(Unicode.Scalar(UInt8(truncatingIfNeeded: scalar.value ^ 0x40)))
            } else {
                safe.append(scalar)
            }
        }
        return String(safe)
    }
}

extension Unicode.Scalar {
    /// C0 controls and DEL: the characters a terminal acts on instead of showing.
    fileprivate var isControl: Bool { value < 0x20 || value == 0x7F }
}
