import MemoStore

/// Reads `annotate ID... TEXT...` and `denotate ID... TEXT...`, as `task 3 annotate …` reads
/// them: the leading ids, then the note's words joined by single spaces (a `--` before them is
/// dropped, so the note may start with a dash).
public enum NoteWords {
    /// Which of the two commands.
    public enum Verb: String, Sendable {
        /// Adds a note dated `now`.
        case annotate
        /// Removes the note with exactly this text, else the oldest that contains it.
        case denotate
    }

    /// The ids and the patch the words ask for; nil when they name no memo or give no text.
    /// - throws: `TodoLanguageError` (`badID`) when the first word is a malformed id.
    public static func patch(
        _ verb: Verb, words: [String], now: Timestamp
    ) throws(TodoLanguageError) -> (ids: [Int64], patch: MemoPatch)? {
        let (ids, rest) = MemoIDText.leadingIDs(of: words)
        guard !ids.isEmpty else {
            if let first = words.first, MemoIDText.isMalformedID(first) {
                throw TodoLanguageError(word: first, reason: .badID)
            }
            return nil
        }
        let text = (rest.first == "--" ? Array(rest.dropFirst()) : rest).joined(separator: " ")
        guard !text.allSatisfy(\.isWhitespace) else { return nil }
        var patch = MemoPatch()
        switch verb {
        case .annotate: patch.addedAnnotations = [MemoAnnotation(entry: now, description: text)]
        case .denotate: patch.removedAnnotation = text
        }
        return (ids, patch)
    }

    /// How the command is typed, for usage lines.
    public static func usage(_ verb: Verb) -> String {
        "\(verb.rawValue) ID... TEXT..."
    }
}
