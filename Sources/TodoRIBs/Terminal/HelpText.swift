/// A screen's `help`: each command as it is typed and what it does, laid out to the screen's
/// width. A summary wraps at spaces only, so no word is ever cut; on a narrow screen it goes
/// below its command instead of beside it.
struct HelpText {
    /// One command: how it is typed and what it does (and prints).
    struct Entry {
        let usage: String
        let summary: String
    }

    /// The entries, in the order shown.
    let entries: [Entry]

    /// Help listing `entries`, given as (usage, summary) pairs.
    init(_ entries: KeyValuePairs<String, String>) {
        self.entries = entries.map { Entry(usage: $0.key, summary: $0.value) }
    }

    /// The text, every line at most `width` columns unless one word is longer.
    func text(width: Int) -> String {
        let column = width >= Self.besideWidth ? Self.column : Self.narrowIndent
        let indent = String(repeating: " ", count: column)
        var text = ""
        for entry in entries {
            var lines = Self.wrap(entry.summary, width: max(1, width - column))
            if column == Self.column, entry.usage.count < column - 1, !lines.isEmpty {
                text += entry.usage + String(repeating: " ", count: column - entry.usage.count) + lines.removeFirst() + "\n"
            } else {
                // A long usage line goes on below, indented a little less than the summary.
                let usage = Self.wrap(entry.usage, width: width, then: max(1, width - 2))
                text += usage.enumerated().map { ($0 == 0 ? "" : "  ") + $1 + "\n" }.joined()
            }
            text += lines.map { indent + $0 + "\n" }.joined()
        }
        return text + "\n"
    }

    // MARK: - Private

    /// Where summaries start beside their commands.
    private static let column = 18
    /// Below this width, summaries go under their commands, indented by `narrowIndent`.
    private static let besideWidth = 50
    private static let narrowIndent = 4

    /// `text` in lines of at most `width` columns (`then` after the first), broken at spaces.
    private static func wrap(_ text: String, width: Int, then laterWidth: Int? = nil) -> [String] {
        var lines: [String] = []
        var line = ""
        for word in text.split(separator: " ") {
            let limit = lines.isEmpty ? width : laterWidth ?? width
            if line.isEmpty {
                line = String(word)
            } else if line.count + 1 + word.count <= limit {
                line += " " + word
            } else {
                lines.append(line)
                line = String(word)
            }
        }
        if !line.isEmpty { lines.append(line) }
        return lines
    }
}

extension TerminalViewController {
    /// Writes `help` laid out to the screen's width.
    func show(_ help: HelpText) {
        guard let screen else { return }
        screen.write(help.text(width: screen.width))
    }
}
