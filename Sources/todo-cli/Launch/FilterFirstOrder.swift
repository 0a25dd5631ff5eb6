import TodoLanguage
import TodoRIBs

/// Taskwarrior's order, `todo FILTER COMMAND [ARGS]` (`todo 3 done`, `todo +errand modify pri:L`),
/// read into today's order or into a write through a filter. Pure: no I/O.
///
/// The first word that is a command name splits the filter from the command. Before it, `--db`,
/// `--user` (with their values) and `--yes` are options wherever they stand; every other word
/// is the filter: ids (`3`, `#3`, `3,4`), or filter words and bare words, read as `list` reads
/// them (a bare word is searched for in titles and bodies, so `todo milk done` marks done the
/// open memos that mention milk).
enum FilterFirstOrder {
    /// What the arguments ask for in Taskwarrior's order.
    enum Reading: Equatable {
        /// The same command in today's order, to be parsed as usual.
        case reordered([String])
        /// A write through a filter: its ids are found when it runs.
        case filtered(FilteredWrite)
        /// One command of one id, once for each id in turn, in today's order (`todo 1-3 info`,
        /// as `task 1-3 info` shows each task).
        case each([[String]])
    }

    /// How `arguments` (without the program name) read; nil when they are in today's order
    /// (the first word is a command or an option) or name no command this order takes, so the
    /// usual reading answers.
    /// - throws: `FilteredWriteError` (a usage error) when the order is used in a way it does not
    ///   allow; `TodoLanguageError` for a mistyped id (`0`).
    static func reading(of arguments: [String], commandNames: Set<String>) throws -> Reading? {
        var globals: [String] = []
        var filter: [String] = []
        var isConfirmed = false
        var index = 0
        while index < arguments.count {
            let word = arguments[index]
            if commandNames.contains(word) { break }
            if let option = GlobalOption(startOf: word) {
                guard word != option.reading.name else {
                    globals += arguments[index..<min(index + 2, arguments.count)]
                    index += 2
                    continue
                }
                globals.append(word)
            } else if word == "--yes" {
                isConfirmed = true
            } else if word.hasPrefix("--") {
                return nil
            } else {
                filter.append(word)
            }
            index += 1
        }
        guard index < arguments.count, !filter.isEmpty, filter.first != "-h" else { return nil }
        let command = arguments[index]
        var rest = Array(arguments[(index + 1)...])
        if let yes = rest.prefix(while: { $0 != "--" }).firstIndex(of: "--yes") {
            isConfirmed = true
            rest.remove(at: yes)
        }
        // `0`, `-1` or `3,0` is a mistyped id, as in today's order, not a word to search for.
        if let word = filter.first(where: MemoIDText.isMalformedIDList) {
            throw TodoLanguageError(word: word, reason: .badID)
        }
        let ids = Self.ids(in: filter)
        let before = CommandTable.command(named: command)?.before
        if before == .filter {
            // A listing reads ids as filter words, as `task 1-3 list` does.
            return .reordered(globals + [command] + filter + rest)
        }
        if before == .oneID {
            guard let ids else {
                throw FilteredWriteError.usage("\(command) takes ids before it: todo ID... \(command)")
            }
            let runs = ids.map { globals + [command, String($0)] + rest }
            return runs.count == 1 ? .reordered(runs[0]) : .each(runs)
        }
        guard before != nil else {
            throw FilteredWriteError.usage(
                "\(command) takes no filter before it; these do: "
                    + Self.orderNames.filter { NamedReport(rawValue: $0) == nil }.joined(separator: ", ")
                    + " and the reports (completed, all, count, …)")
        }
        if before == .ids, let word = rest.first(where: { !$0.hasPrefix("-") }) {
            throw FilteredWriteError.usage("unexpected argument '\(word)': todo FILTER \(command) takes no more words")
        }
        if command == "modify", let word = rest.first, MemoIDText.parse(word) != nil || MemoIDText.isMalformedID(word) {
            throw FilteredWriteError.usage("say the ids before modify or after it, not both: '\(word)'")
        }
        let write = FilteredWrite(
            globals: globals, command: command, filter: filter, rest: rest, isConfirmed: isConfirmed)
        // Ids among filter words narrow the filter (`todo 1 +x done`: #1 if it has +x), as
        // Taskwarrior reads them and as `list` does.
        guard let ids else { return .filtered(write) }
        return .reordered(write.arguments(ids: ids))
    }

    /// The first word after the ids `arguments` start with (`dne` in `3 4 dne`), where
    /// Taskwarrior's order puts the command; nil when they start with no id, hold only ids,
    /// or an option comes first.
    static func wordAfterIDs(in arguments: [String]) -> String? {
        guard let first = arguments.first, ids(in: [first]) != nil else { return nil }
        var index = 1
        while index < arguments.count {
            let word = arguments[index]
            let option = GlobalOption(startOf: word)
            if word == option?.reading.name {
                index += 2
                continue
            }
            if ids(in: [word]) == nil, option == nil {
                return word.hasPrefix("-") ? nil : word
            }
            index += 1
        }
        return nil
    }

    // MARK: - Private

    /// The commands this order takes (`CommandSpec.before`), for the line that refuses another.
    /// Its own order, and no aliases: `CommandTableTests` hold it to the table.
    static let orderNames = ["list", "info", "done", "undone", "rm", "delete", "start", "stop", "duplicate"]
        + ["modify", "annotate", "denotate", "append", "prepend"] + NamedReport.allCases.map(\.rawValue)

    /// Whether every comma-separated part of `word` is written as an id, good or not.
    /// Every word of `filter` read as ids (`3`, `#3`, `3,4`, `1-3`); nil when one is not, or
    /// there are none.
    private static func ids(in filter: [String]) -> [Int64]? {
        var ids: [Int64] = []
        for word in filter {
            guard let listed = MemoIDText.idList(word) else { return nil }
            ids += listed
        }
        return ids.isEmpty ? nil : ids
    }
}
