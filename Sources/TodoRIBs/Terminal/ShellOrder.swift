import TodoLanguage

/// Taskwarrior's order in the shell, `ID... COMMAND [WORDS...]` and `FILTER... list`:
/// `TaskwarriorOrder` with the screen's words, read into the screen's own order (`3 done` is
/// `done 3`), as the command line reads it. Pure: no I/O.
enum ShellOrder {
    /// What a typed line asks for.
    enum Reading: Equatable {
        /// The line, in the screen's order.
        case line(String)
        /// A write through a filter: its ids are found when it runs.
        case filtered(FilteredWrite)
        /// A line in this order that the shell does not take, and why.
        case refused(String)
    }

    /// How `line` reads; `.line(line)` unchanged when it starts with one of `commandWords` or
    /// has no command this order takes. Its words are split as the screen splits them
    /// (`ShellQuoting`), and a reordered line quotes them again, so `"buy milk" modify pri:H`
    /// filters by one word with a space.
    static func reading(of line: String, commandWords: [String]) -> Reading {
        let front = TaskwarriorOrder.Front(
            program: "",
            command: { word in
                let name = word.lowercased()
                return commandWords.contains(name) ? name : nil
            },
            before: { name in
                // `edit` opens the person's editor from the command line only, and the shell's
                // `export` takes a file where the command line's takes a filter.
                switch name {
                case "open": .oneID
                case "export": nil
                default: CommandTable.command(named: name).flatMap { $0.isShellCommand ? $0.before : nil }
                }
            })
        do {
            switch try TaskwarriorOrder.reading(of: ShellQuoting.words(line), front: front) {
            case nil:
                return .line(line)
            case .reordered(let words):
                return .line(words.map(ShellQuoting.quoted).joined(separator: " "))
            case .filtered(let write):
                return .filtered(write)
            case .each(let runs):
                // The shell opens one memo at a time: its screen shows one.
                return .refused("\(runs[0][0]) takes one id before it: ID \(runs[0][0])")
            }
        } catch {
            return .refused(String(describing: error))
        }
    }
}
