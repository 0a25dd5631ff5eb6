#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import MemoUseCases
import TodoLanguage
import TodoRIBs

/// Reads every command line `todo` takes into what it asks for, by `CommandTable` (which
/// options each command takes, what words) and each command's own reading of its words (the
/// todo language): a command in today's order with its options before or after its name,
/// Taskwarrior's order (`todo 3 done`), help (`--help` and `-h` anywhere before `--`, but
/// not after a text command's words, `todo help CMD`), `--version`, the man page and
/// completion scripts, and the shell when no command is given on a terminal.
///
/// It never declines: anything else is a usage error in todo's words, one line, naming the
/// word and the nearest option or command there is. Nothing is opened before it has read the
/// whole line, so a refused line changes nothing.
enum CommandLineParser {
    /// What the reading makes of a command line.
    enum Reading {
        /// The invocation it asks for.
        case invocation(Invocation)
        /// Why it cannot be run: a usage error (exit 2).
        case refused(Error)
    }

    /// The invocation `arguments` (without the program name) ask for, or why there is none.
    static func reading(of arguments: ArraySlice<String>) -> Reading {
        do {
            return .invocation(try invocation(of: arguments))
        } catch {
            return .refused(error)
        }
    }

    /// The invocation `arguments` ask for.
    /// - throws: a usage error saying what is wrong with them.
    static func invocation(of arguments: ArraySlice<String>) throws -> Invocation {
        if arguments.count == 1, arguments.first == "--version" {
            return version
        }
        if let (word, command) = CommandLineHelp.requestAmongWords(in: Array(arguments)) {
            throw CommandWordsError("\(word) after \(command)'s words: for help, todo \(command) --help; to keep it as a word, put it after --")
        }
        if let index = commandWordIndex(in: arguments), let spec = CommandTable.command(named: arguments[index]) {
            return try command(spec, arguments, nameAt: index)
        }
        return try otherForm(of: arguments)
    }

    /// The words of the command named at `index` of `arguments`, read as the shell reads a
    /// command's words (`CommandWords`), with the global options around them.
    /// - throws: `CommandWordsError` naming the first option that does not fit.
    static func words(of arguments: ArraySlice<String>, command spec: CommandSpec, nameAt index: Int) throws(CommandWordsError) -> CommandWords {
        var words = arguments
        words.remove(at: index)
        return try CommandWords(words, command: spec, front: .commandLine)
    }

    // MARK: - Private

    /// The command `spec` describes, read from `arguments` (in today's order).
    private static func command(_ spec: CommandSpec, _ arguments: ArraySlice<String>, nameAt index: Int) throws -> Invocation {
        let words: CommandWords
        do {
            words = try self.words(of: arguments, command: spec, nameAt: index)
        } catch {
            // Help and the version answer however the rest is typed.
            if let help = help(in: arguments) { return help }
            if asksVersion(arguments) { return version }
            throw error
        }
        if words.asksHelp, let help = help(in: arguments) { return help }
        if words.asksVersion { return version }
        let selection = StoreSelection(db: words.db, user: words.user)
        if let problem = selection.problem { throw CommandWordsError(problem) }
        return Invocation(selection: selection, action: try action(of: words))
    }

    /// Whether `--version` comes before any `--`.
    private static func asksVersion(_ arguments: ArraySlice<String>) -> Bool {
        arguments.prefix { $0 != "--" }.contains { $0 == "--version" || $0.hasPrefix("--version=") }
    }

    /// `--version`'s answer.
    private static var version: Invocation {
        Invocation(selection: StoreSelection(), action: .printText(Todo.versionLine + "\n"))
    }

    /// Where the name in the command's place is: the first word after the global options (and
    /// their values); nil when none follows them.
    private static func commandWordIndex(in arguments: ArraySlice<String>) -> Int? {
        var index = arguments.startIndex
        while index < arguments.endIndex {
            let word = arguments[index]
            guard let option = GlobalOption(startOf: word) else { return index }
            index += word == option.reading.name ? 2 : 1
        }
        return nil
    }

    /// Help, when `arguments` ask for it.
    private static func help(in arguments: ArraySlice<String>) -> Invocation? {
        CommandLineHelp.request(in: Array(arguments)).map { request in
            Invocation(selection: StoreSelection(), action: .printText(CommandLineHelp.text(for: request, width: CommandLineHelp.width)))
        }
    }

    /// A line with no command name after its global options: help, the man page, a completion
    /// script, Taskwarrior's order, the shell, or a usage error naming the word or option.
    private static func otherForm(of arguments: ArraySlice<String>) throws -> Invocation {
        let list = Array(arguments)
        if let help = help(in: arguments) { return help }
        if list == ["--generate-manual"] {
            return Invocation(selection: StoreSelection(), action: .printText(ManualPage.text()))
        }
        switch CompletionShell.requested(by: list, in: .process) {
        case .success(let shell)?: return Invocation(selection: StoreSelection(), action: .printText(shell.script))
        case .failure(let problem)?: throw CommandWordsError(problem.line)
        case nil: break
        }
        if let reading = try FilterFirstOrder.reading(of: list, commandNames: Set(CommandSuggestion.commandNames)) {
            return try taskwarriorOrder(reading)
        }
        var index = 0
        var selection = StoreSelection()
        while index < list.count, let option = GlobalOption(startOf: list[index]) {
            let value: String
            if list[index] == option.reading.name {
                guard index + 1 < list.count, !list[index + 1].hasPrefix("--") else {
                    throw CommandWordsError("\(option.reading.name) needs a value")
                }
                value = list[index + 1]
                index += 2
            } else {
                value = String(list[index].dropFirst(option.reading.name.count + 1))
                guard !value.isEmpty else { throw CommandWordsError("\(option.reading.name) needs a value") }
                index += 1
            }
            switch option {
            case .db: selection.db = value
            case .user: selection.user = value
            }
        }
        if index < list.count, list[index] == "--version" || list[index].hasPrefix("--version=") {
            return version
        }
        // Words after a `--` are the shell's (which takes none) after the global options.
        if index < list.count, list[index] == "--", let word = list.dropFirst(index + 1).first {
            guard index > 0 else { throw CommandWordsError("unknown option '--'") }
            throw CommandWordsError("unexpected argument \(CommandSuggestion.quoted(word)): todo shell takes none")
        }
        guard index < list.count, list[index] != "--" else {
            if let problem = selection.problem { throw CommandWordsError(problem) }
            // `todo` alone opens the shell on a terminal; with global options, on any input.
            guard index > 0 || isatty(STDIN_FILENO) == 1 else { throw CommandWordsError("no command given (see todo --help)") }
            return Invocation(selection: selection, action: .shell)
        }
        // An option `todo` does not take, unless the version is asked for too.
        if list[index].hasPrefix("-"), asksVersion(arguments) { return version }
        throw CommandWordsError(problem(withWordAt: index, in: list))
    }

    /// Why the word at `index`, where a command or an option of `todo` goes, is neither.
    private static func problem(withWordAt index: Int, in arguments: [String]) -> String {
        let word = arguments[index]
        if word.hasPrefix("--") {
            return CommandSuggestion.problem(withRootOption: word) ?? "\(word) goes after a command"
        }
        if word == "-" { return "unexpected argument '-'" }
        // `todo 3 dne` and `todo -home dne` name `dne`, the word in the command's place of
        // Taskwarrior's order; `todo help lst` names `lst`.
        let afterFilter = FilterFirstOrder.wordAfterFilter(in: Array(arguments[index...]))
        if afterFilter == nil, word.hasPrefix("-") { return CommandSuggestion.unknownOption(word, among: []) }
        let named = word == "help" ? arguments.dropFirst(index + 1).first { !$0.hasPrefix("-") } ?? word : afterFilter ?? word
        return CommandSuggestion.problem(withCommandWord: named, among: CommandSuggestion.commandNames)
            ?? "unexpected argument \(CommandSuggestion.quoted(named))"
    }

    /// The invocation a line in Taskwarrior's order asks for: each of its commands read as
    /// today's order reads it, before anything runs.
    private static func taskwarriorOrder(_ reading: TaskwarriorOrder.Reading) throws -> Invocation {
        switch reading {
        case .reordered(let reordered):
            return try invocation(of: reordered[...])
        case .filtered(let write):
            // The write's words are read on a stand-in id, so a usage error is reported before the store is opened.
            let probe = try invocation(of: write.arguments(ids: [1])[...])
            switch probe.action {
            case .workflow(_, let format): return Invocation(selection: probe.selection, action: .filteredWrite(write, format: format))
            case .editForm where write.runsPerMemo: return Invocation(selection: probe.selection, action: .filteredWrite(write, format: .text))
            case .printText: return probe  // its help, or the version
            default: throw FilteredWriteError.usage("\(write.command) takes no filter before it")
            }
        case .each(let runs):
            return Invocation(selection: StoreSelection(), action: .each(try runs.map { try invocation(of: $0[...]) }))
        }
    }
}

extension CommandLineParser {
    /// The write `write` makes of `ids`, in today's order, with its store and output format.
    /// - throws: a usage error when its words do not fit, or its command takes no filter.
    static func filteredCommand(
        _ write: FilteredWrite, ids: [Int64]
    ) throws -> (selection: StoreSelection, action: MemoAction, format: OutputFormat) {
        let invocation = try invocation(of: write.arguments(ids: ids)[...])
        guard case let .workflow(action, format) = invocation.action else {
            throw FilteredWriteError.usage("\(write.command) takes no filter before it")
        }
        return (invocation.selection, action, format)
    }
}
