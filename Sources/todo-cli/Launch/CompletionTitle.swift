/// A memo's title as one safe line beside an id in a completion list: the shell's (zsh, fish)
/// and the line editor's alike.
enum CompletionTitle {
    /// `title` with control and format characters (C0, DEL, C1, bidirectional overrides) as
    /// spaces, cut to 60 characters with an ellipsis.
    static func line(_ title: String) -> String {
        let line = String(title.unicodeScalars.map { scalar -> Character in
            switch scalar.properties.generalCategory {
            case .control, .format, .lineSeparator, .paragraphSeparator: return " "
            default: return Character(scalar)
            }
        })
        return line.count > 60 ? String(line.prefix(59)) + "…" : line
    }
}
