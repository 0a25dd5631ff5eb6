import MemoStore

/// Reads the commands that take ids and then text — `annotate`, `denotate`, `append`,
/// `prepend` — as `task 3 annotate …` reads them: the leading ids, then the words joined by
/// single spaces (a `--` before them is dropped, so the text may start with a dash). `append`
/// and `prepend` read their words as `modify` does, as Taskwarrior's take modifications too
/// (`append more words +x pri:L`): the title words are the text, the others change their
/// fields in the same step (a `/from/to/` is text there); after `--` every word is text, but
/// for a `--` right after the ids before a word starting with a digit, which only ends the ids
/// (`append 3 -- 2 more +x`, as Taskwarrior's order `3 append 2 more +x` is read).
public enum TextCommandWords {
    /// Which of the two commands.
    public enum Verb: String, Sendable {
        /// Adds a note dated `now`.
        case annotate
        /// Removes the note with exactly this text, else the oldest that contains it.
        case denotate
        /// Adds the text at the end of the title, after a space.
        case append
        /// Adds the text at the start of the title, before a space.
        case prepend
    }

    /// The ids and the patch the words ask for; nil when they name no memo or give no text.
    /// - throws: `TodoLanguageError` (`badID`) when the first word is a malformed id; for
    ///   `append` and `prepend`, what `modify` refuses in a word (`pri:Q`).
    public static func patch(
        _ verb: Verb, words: [String], now: Timestamp, zone: LocalTimeZone
    ) throws(TodoLanguageError) -> (ids: [Int64], patch: MemoPatch)? {
        let (ids, rest) = MemoIDText.leadingIDs(of: words)
        guard !ids.isEmpty else {
            if let first = words.first, MemoIDText.isMalformedID(first) {
                throw TodoLanguageError(word: first, reason: .badID)
            }
            return nil
        }
        var patch = MemoPatch()
        let text: String
        switch verb {
        case .annotate, .denotate:
            text = (rest.first == "--" ? Array(rest.dropFirst()) : rest).joined(separator: " ")
        case .append, .prepend:
            let endsIDsOnly = rest.first == "--" && rest.dropFirst().first?.first?.isNumber == true
            patch = try ModifyWords.patch(from: endsIDsOnly ? Array(rest.dropFirst()) : rest, now: now, zone: zone, substituting: false)
            text = patch.title ?? ""
            patch.title = nil
        }
        guard !text.allSatisfy(\.isWhitespace) else { return nil }
        switch verb {
        case .annotate: patch.addedAnnotations = [MemoAnnotation(entry: now, description: text)]
        case .denotate: patch.removedAnnotation = text
        case .append: patch.appendedText = text
        case .prepend: patch.prependedText = text
        }
        return (ids, patch)
    }
}
