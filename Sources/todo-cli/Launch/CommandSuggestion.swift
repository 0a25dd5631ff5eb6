import ArgumentParser

/// Names a command word that does not exist, with the nearest one that does: `todo lst`
/// answers "unknown command 'lst'; did you mean 'list'?" rather than ArgumentParser's
/// "Unexpected argument".
enum CommandSuggestion {
    /// Why `word`, in the command's place, is not a command; `nil` when it is one.
    static func problem(withCommandWord word: String, among names: [String]) -> String? {
        guard !names.contains(word) else { return nil }
        let shown = word.unicodeScalars.contains { $0.value < 0x20 || $0.value == 0x7F } ? String(reflecting: word) : "'\(word)'"
        guard let nearest = nearest(to: word, among: names) else {
            return "unknown command \(shown) (see todo --help)"
        }
        return "unknown command \(shown); did you mean '\(nearest)'?"
    }

    /// Every command name and alias `todo` takes, `help` included.
    static func commandNames(of command: ParsableCommand.Type) -> [String] {
        command.configuration.subcommands.flatMap { subcommand in
            [subcommand.configuration.commandName].compactMap { $0 } + subcommand.configuration.aliases
        } + ["help"]
    }

    // MARK: - Private

    /// The name closest to `word` by edits (or that `word` begins), if any is close enough to be a typo.
    private static func nearest(to word: String, among names: [String]) -> String? {
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
