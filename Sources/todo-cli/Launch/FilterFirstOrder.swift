import TodoLanguage
import TodoRIBs

/// Taskwarrior's order on the command line, `todo FILTER COMMAND [ARGS]` (`todo 3 done`,
/// `todo +errand modify pri:L`): `TaskwarriorOrder` with the command line's names and global
/// options. Pure: no I/O.
///
/// The first word that is a command name splits the filter from the command. Before it, `--db`,
/// `--user` (with their values) and `--yes` are options wherever they stand; every other word
/// is the filter: ids (`3`, `#3`, `3,4`), or filter words and bare words, read as `list` reads
/// them (a bare word is searched for in titles, bodies and annotations, so `todo milk done`
/// marks done the open memos that mention milk).
enum FilterFirstOrder {
    /// How `arguments` (without the program name) read; nil when they are in today's order
    /// (the first word is a command or an option) or name no command this order takes, so the
    /// usual reading answers.
    /// - throws: `FilteredWriteError` (a usage error) when the order is used in a way it does not
    ///   allow; `TodoLanguageError` for a mistyped id (`0`).
    static func reading(of arguments: [String], commandNames: Set<String>) throws -> TaskwarriorOrder.Reading? {
        let front = TaskwarriorOrder.Front(
            program: "todo ", command: { commandNames.contains($0) ? $0 : nil },
            globalOptionWidth: globalOptionWidth)
        return try TaskwarriorOrder.reading(of: arguments, front: front)
    }

    /// The first word after the filter `arguments` start with (`dne` in `3 4 dne`), where
    /// Taskwarrior's order puts the command (`TaskwarriorOrder.wordAfterFilter`), past the
    /// global options among them.
    static func wordAfterFilter(in arguments: [String]) -> String? {
        TaskwarriorOrder.wordAfterFilter(in: arguments, globalOptionWidth: globalOptionWidth)
    }

    // MARK: - Private

    /// How many words the global option starting at `word` spans (`--db PATH` 2, `--db=PATH`
    /// 1); nil when it starts none.
    private static func globalOptionWidth(_ word: String) -> Int? {
        GlobalOption(startOf: word).map { word == $0.reading.name ? 2 : 1 }
    }
}
