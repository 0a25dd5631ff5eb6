import MemoStore
import TodoLanguage

/// Taskwarrior's order, `FILTER... COMMAND [WORDS...]` (`3 done`, `+errand modify pri:L`,
/// `1-3 info`, `8ad2e3db info`), read into today's order or into a write (or `info`, `edit`)
/// through a filter: the one reading the
/// command line (`FilterFirstOrder`) and the shell (`ShellOrder`) share. Pure: no I/O.
///
/// The first word that names a command ends the filter. Before it, a global option (the
/// command line's `--db` and `--user`, with their values) is kept aside and `--yes` confirms
/// the write, wherever they stand; any other option means the words are not in this order.
/// Every other word is the filter: ids (`3`, `#3`, `3,4`, `1-3`), or filter words and bare
/// words, read as `list` reads them. Ids or uuids with no command after them show those memos
/// (`todo 12` is `todo 12 info`, as `task 12` is Taskwarrior's `information`); other filter
/// words with none are `next`, Taskwarrior's default report (`todo +home`), unless a bare word
/// among them stands where a mistyped command would.
public enum TaskwarriorOrder {
    /// What words in Taskwarrior's order ask for.
    public enum Reading: Equatable {
        /// The command in today's order (global options first), to be read as usual.
        case reordered([String])
        /// A write through a filter, or a command of one id through one
        /// (`FilteredWrite.runsPerMemo`): its ids are found when it runs.
        case filtered(FilteredWrite)
        /// A command of one id, once for each id in turn, in today's order (`1-3 info`, as
        /// `task 1-3 info` shows each task).
        case each([[String]])
    }

    /// How the front reading the words names things.
    public struct Front {
        /// How a usage line names the program: `todo ` on the command line, nothing in the shell.
        public let program: String
        /// The command a word names (its canonical spelling), or nil when it names none.
        public let command: (String) -> String?
        /// What the command takes before it; nil when it takes nothing.
        public let before: (String) -> CommandSpec.Before?
        /// How many words a global option starting at a word spans (1 or 2); nil when the word
        /// is not one.
        public let globalOptionWidth: (String) -> Int?

        /// A front of these readings; `before` defaults to `CommandTable`'s, and the front
        /// takes no global options unless it says.
        public init(
            program: String, command: @escaping (String) -> String?,
            before: @escaping (String) -> CommandSpec.Before? = { CommandTable.command(named: $0)?.before },
            globalOptionWidth: @escaping (String) -> Int? = { _ in nil }
        ) {
            self.program = program
            self.command = command
            self.before = before
            self.globalOptionWidth = globalOptionWidth
        }
    }

    /// How `words` read; nil when they are in today's order (the first word is a command or an
    /// option) or name no command and are not a filter alone, so the usual reading answers.
    /// - throws: `FilteredWriteError` (a usage error) when the order is used in a way it does
    ///   not allow; `TodoLanguageError` for a mistyped id (`0`).
    public static func reading(of words: [String], front: Front) throws -> Reading? {
        var globals: [String] = []
        var filter: [String] = []
        var isConfirmed = false
        var index = 0
        var named: String?
        // Where options begin after ids alone (`todo 3 --json`), which are `info`'s.
        var options: Int?
        while index < words.count {
            let word = words[index]
            if let command = front.command(word) {
                named = command
                break
            }
            if let width = front.globalOptionWidth(word) {
                globals += words[index..<min(index + width, words.count)]
                index += width
                continue
            }
            if word == "--yes" {
                isConfirmed = true
            } else if word.hasPrefix("--") {
                guard !filter.isEmpty, filter.allSatisfy(namesMemos) || isFilterAlone(filter) else { return nil }
                options = index
                break
            } else {
                filter.append(word)
            }
            index += 1
        }
        guard !filter.isEmpty, filter.first != "-h" else { return nil }
        let command: String
        var rest: [String] = []
        if let named {
            command = named
            rest = Array(words[(index + 1)...])
        } else if let info = front.command("info"), filter.allSatisfy(namesMemos) {
            // Ids or uuids alone show those memos, as `task 12` shows task 12.
            command = info
            rest = options.map { Array(words[$0...]) } ?? []
        } else if let report = front.command("next"), isFilterAlone(filter) {
            // A filter alone lists what it finds, as `task +home` runs Taskwarrior's default
            // report, `next`. A bare word among it is more likely a mistyped command.
            command = report
            rest = options.map { Array(words[$0...]) } ?? []
            guard !rest.contains(where: { front.command($0) != nil }) else { return nil }
        } else {
            return nil
        }
        if let yes = rest.prefix(while: { $0 != "--" }).firstIndex(of: "--yes") {
            isConfirmed = true
            rest.remove(at: yes)
        }
        if front.before(command) == .oneID, command != front.command("edit") {
            // Words after `info` (`show`, the shell's `open`) that filter join the words before
            // it, as `task 1 info 3` shows #1 and #3 and `task +home info 2` shows #2 only if it
            // has +home.
            let words = rest.prefix(while: { !$0.hasPrefix("--") })
            if !words.isEmpty, words.allSatisfy(isFilterWord) {
                filter += words
                rest.removeFirst(words.count)
            }
        }
        // `0`, `-1` or `3,0` is a mistyped id, as in today's order, not a word to search for.
        if let word = filter.first(where: MemoIDText.isMalformedIDList) {
            throw TodoLanguageError(word: word, reason: .badID)
        }
        let ids = Self.ids(in: filter)
        let before = front.before(command)
        switch before {
        case .filter:
            // A listing reads ids as filter words, as `task 1-3 list` does.
            return .reordered(globals + [command] + filter + rest)
        case .oneID:
            guard let ids else {
                // Run for each memo the filter finds when it runs, as `task +x info` shows each.
                return .filtered(
                    FilteredWrite(globals: globals, command: command, filter: filter, rest: rest, isConfirmed: isConfirmed, runsPerMemo: true))
            }
            let runs = ids.map { globals + [command, String($0)] + rest }
            return runs.count == 1 ? .reordered(runs[0]) : .each(runs)
        case nil:
            throw FilteredWriteError.usage(
                "\(command) takes no filter before it; these do: "
                    + orderNames.filter { NamedReport(rawValue: $0) == nil && front.before($0) != nil }.joined(separator: ", ")
                    + " and the reports (completed, all, count, …)")
        case .ids, .idsThenWords, .idsThenText:
            break
        }
        if before == .ids, let word = rest.first(where: { !$0.hasPrefix("-") }) {
            throw FilteredWriteError.usage("unexpected argument '\(word)': \(front.program)FILTER \(command) takes no more words")
        }
        if command == "modify", let word = rest.first, MemoIDText.parse(word) != nil || MemoIDText.isMalformedID(word) {
            throw FilteredWriteError.usage("say the ids before modify or after it, not both: '\(word)'")
        }
        let write = FilteredWrite(globals: globals, command: command, filter: filter, rest: rest, isConfirmed: isConfirmed)
        // Ids among filter words narrow the filter (`1 +x done`: #1 if it has +x), as
        // Taskwarrior reads them and as `list` does.
        guard let ids else { return .filtered(write) }
        return .reordered(write.arguments(ids: ids))
    }

    /// The commands this order takes (`CommandSpec.before`), in the order the line that refuses
    /// another names them; no aliases. `CommandTableTests` hold it to the table.
    public static let orderNames = ["list", "info", "edit", "done", "undone", "rm", "delete", "start", "stop", "duplicate"]
        + ["modify", "annotate", "denotate", "append", "prepend", "export"] + NamedReport.allCases.map(\.rawValue)

    /// Whether `word` names memos by themselves: ids (`3`, `1-3`, `3,4`) or a uuid, whole or its
    /// first eight characters or more, in either case.
    public static func namesMemos(_ word: String) -> Bool {
        MemoIDText.idList(word) != nil || MemoFieldRules.isUUIDPrefix(word.lowercased())
    }

    /// Whether `word` narrows a filter by itself, read the same anywhere on a line: it names
    /// memos (`namesMemos`), a tag (`+home`) or an attribute (`project:x`).
    public static func isFilterWord(_ word: String) -> Bool {
        namesMemos(word) || word.hasPrefix("+") || word.contains(":")
    }

    /// Whether `word` can only be a filter's, never a command or a word to search for: it names
    /// memos (`namesMemos`), or is what the language reads as a filter's own word
    /// (`FilterWords.isFilterOnly`: `+home`, `-home`, `project:x`, `/milk/`, `or`, `(`), but for
    /// a dash and one letter, which is more likely a mistyped option (`-V`).
    public static func isFilterTerm(_ word: String) -> Bool {
        namesMemos(word) || FilterWords.isFilterOnly(word) && !(word.count == 2 && word.hasPrefix("-"))
    }

    /// The first word after the filter `words` start with (`dne` in `3 4 dne`, `_ids` in
    /// `+home _ids`): the word in a command's place, to name when it names none. Nil when they
    /// start with no filter term (`isFilterTerm`), hold nothing else, or an option comes first;
    /// `globalOptionWidth` says how many words a global option starting at a word spans.
    public static func wordAfterFilter(in words: [String], globalOptionWidth: (String) -> Int? = { _ in nil }) -> String? {
        guard let first = words.first, isFilterTerm(first) else { return nil }
        var index = 1
        while index < words.count {
            let word = words[index]
            if let width = globalOptionWidth(word) {
                index += width
                continue
            }
            if !isFilterTerm(word) {
                return word.hasPrefix("-") ? nil : word
            }
            index += 1
        }
        return nil
    }

    /// Every word of `filter` read as ids (`3`, `#3`, `3,4`, `1-3`); nil when one is not, or
    /// there are none.
    public static func ids(in filter: [String]) -> [Int64]? {
        var ids: [Int64] = []
        for word in filter {
            guard let listed = MemoIDText.idList(word) else { return nil }
            ids += listed
        }
        return ids.isEmpty ? nil : ids
    }

    // MARK: - Private

    /// Whether `filter` is a filter and nothing else: every word a filter's own
    /// (`isFilterTerm`), one at least not an operator.
    private static func isFilterAlone(_ filter: [String]) -> Bool {
        filter.allSatisfy(isFilterTerm) && filter.contains { !FilterWords.isOperatorAlone($0) }
    }
}
