import TodoLanguage

/// Taskwarrior's order in the shell, `ID... COMMAND [WORDS...]` and `FILTER... list`, read into
/// the screen's own order (`3 done` is `done 3`), as the command line reads it. Pure: no I/O.
///
/// The first word that is one of these commands ends what comes before it. A filter other
/// than ids before a write is a `ShellFilteredWrite`: its memos are found when it runs.
enum ShellOrder {
    /// What a typed line asks for.
    enum Reading: Equatable {
        /// The line, in the screen's order.
        case line(String)
        /// A write through a filter: its ids are found when it runs.
        case filtered(ShellFilteredWrite)
        /// A line in this order that the shell does not take, and why.
        case refused(String)
    }

    /// How `line` reads; `.line(line)` unchanged when it starts with one of `commandWords` or
    /// has no command this order takes. Its words are split as the screen splits them
    /// (`ShellQuoting`), and a reordered line quotes them again, so `"buy milk" modify pri:H`
    /// filters by one word with a space.
    static func reading(of line: String, commandWords: [String]) -> Reading {
        let words = ShellQuoting.words(line)
        guard let first = words.first, !commandWords.contains(first.lowercased()),
              let index = words.firstIndex(where: { before($0.lowercased()) != nil })
        else { return .line(line) }
        let command = words[index].lowercased()
        let filter = Array(words[..<index])
        var rest = Array(words[(index + 1)...])
        if before(command) == .filter {
            // A listing reads ids as filter words, as `task 1-3 list` does.
            return .line((["list"] + (filter + rest).map(ShellQuoting.quoted)).joined(separator: " "))
        }
        var isConfirmed = false
        var filterWords = filter.filter { $0 != "--yes" }
        if filterWords.count < filter.count { isConfirmed = true }
        if let yes = rest.prefix(while: { $0 != "--" }).firstIndex(of: "--yes") {
            isConfirmed = true
            rest.remove(at: yes)
        }
        guard let ids = ids(in: filterWords) else {
            if before(command) == .oneID {
                return .refused("\(command) takes one id before it: ID \(command)")
            }
            // Ids among filter words narrow the filter (`1 +x done`), as Taskwarrior reads them.
            // `0` or `3-1` is a mistyped id, as on the command line, not a word to search for.
            if let word = filterWords.first(where: MemoIDText.isMalformedIDList) {
                return .refused(TodoLanguageError(word: word, reason: .badID).description)
            }
            if command == "modify", let word = rest.first, MemoIDText.parse(word) != nil || MemoIDText.isMalformedID(word) {
                return .refused("say the ids before modify or after it, not both: '\(word)'")
            }
            filterWords = filterWords.filter { !$0.isEmpty }
            return .filtered(ShellFilteredWrite(command: command, filter: filterWords, rest: rest, isConfirmed: isConfirmed))
        }
        return .line(Self.line(command: command, ids: ids, rest: rest))
    }

    /// `command` on `ids` followed by the words `rest`, quoted where they need it, in the
    /// screen's order; a text command's words that start with a number stay text (`--` goes
    /// before them).
    static func line(command: String, ids: [Int64], rest: [String]) -> String {
        var rest = rest.map(ShellQuoting.quoted)
        if let word = rest.first, before(command) == .idsThenText, MemoIDText.parse(word) != nil || MemoIDText.isMalformedID(word) {
            rest.insert("--", at: 0)
        }
        return ([command] + ids.map(String.init) + rest).joined(separator: " ")
    }

    // MARK: - Private

    /// What the command `name` takes before it in this order (`CommandTable`'s, and the shell's
    /// `open` as `info`); nil when it takes nothing.
    private static func before(_ name: String) -> CommandSpec.Before? {
        name == "open" ? .oneID : CommandTable.command(named: name)?.before
    }

    /// Every word of `filter` read as ids (`3`, `#3`, `3,4`, `1-3`); nil when one is not.
    private static func ids(in filter: [String]) -> [Int64]? {
        var ids: [Int64] = []
        for word in filter {
            guard let listed = MemoIDText.idList(word) else { return nil }
            ids += listed
        }
        return ids
    }
}
