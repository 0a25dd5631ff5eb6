/// The command word nearest to a mistyped one, for "unknown command 'lst'; did you mean
/// 'list'?": one rule for the one-shot commands and the shell.
public enum CommandSuggestion {
    /// The name closest to `word` by edits (or that `word`, two letters or more, begins), if
    /// any is close enough to be a typo: one edit, or two for names of six letters or more.
    public static func nearest(to word: String, among names: [String]) -> String? {
        let typed = Array(word.lowercased().unicodeScalars)
        var best: (name: String, distance: Int)?
        for name in names {
            let candidate = Array(name.unicodeScalars)
            let distance = typed.count >= 2 && name.hasPrefix(word.lowercased()) ? 0 : editDistance(typed, candidate)
            if distance <= max(1, min(2, candidate.count / 3)), distance < (best?.distance ?? .max) {
                best = (name, distance)
            }
        }
        return best?.name
    }

    /// `word` quoted for a one-line message: in single quotes, anything a terminal would act
    /// on made visible by the one rule (`terminalSafe`), so a typed escape sequence, C1
    /// control or bidirectional override cannot redraw the terminal or reorder the message.
    public static func quoted(_ word: String) -> String {
        "'\(word.terminalSafe)'"
    }

    /// "unknown command 'lst'; did you mean 'list'?", or "unknown command 'lst'" and
    /// `otherwise` when nothing is near.
    public static func unknownCommand(_ word: String, among names: [String], otherwise: String) -> String {
        guard let nearest = nearest(to: word, among: names) else {
            return "unknown command \(quoted(word)) \(otherwise)"
        }
        return "unknown command \(quoted(word)); did you mean '\(nearest)'?"
    }

    // MARK: - Private

    /// Levenshtein distance with adjacent transpositions counted as one edit.
    private static func editDistance(_ a: [Unicode.Scalar], _ b: [Unicode.Scalar]) -> Int {
        guard !a.isEmpty else { return b.count }
        guard !b.isEmpty else { return a.count }
        var previous2 = [Int](repeating: 0, count: b.count + 1)
        var previous = Array(0...b.count)
        var current = [Int](repeating: 0, count: b.count + 1)
        for i in 1...a.count {
            current[0] = i
            for j in 1...b.count {
                let cost = a[i - 1] == b[j - 1] ? 0 : 1
                current[j] = min(previous[j] + 1, current[j - 1] + 1, previous[j - 1] + cost)
                if i > 1, j > 1, a[i - 1] == b[j - 2], a[i - 2] == b[j - 1] {
                    current[j] = min(current[j], previous2[j - 2] + 1)
                }
            }
            (previous2, previous, current) = (previous, current, previous2)
        }
        return previous[b.count]
    }
}
