extension Unicode.Scalar {
    /// Whether a terminal would act on this character instead of showing it, or it would
    /// change how the text around it reads: C0 controls and DEL; C1 controls
    /// (U+0080–U+009F, which some terminals read as ESC sequences, U+009B as CSI); the line
    /// and paragraph separators (U+2028, U+2029); and every bidirectional control — the
    /// marks (U+061C, U+200E, U+200F), embeddings and overrides (U+202A–U+202E) and isolates
    /// (U+2066–U+2069), which reorder what follows. The one rule for every place that makes
    /// text safe: the terminal (`terminalSafe`), quoted words in messages, JSON and todo.txt.
    public var isUnsafeOnTerminal: Bool {
        switch value {
        case 0..<0x20, 0x7F...0x9F, 0x061C, 0x200E...0x200F, 0x2028...0x202E, 0x2066...0x2069: return true
        default: return false
        }
    }

    /// Whether a UTF-8 byte can start an encoding of an unsafe character (`isUnsafeOnTerminal`):
    /// a fast filter for byte loops, true for all of them and for few others.
    @inline(__always)
    public static func mayStartUnsafeOnTerminal(_ byte: UInt8) -> Bool {
        byte < 0x20 || byte == 0x7F || byte == 0xC2 || byte == 0xD8 || byte == 0xE2
    }
}
