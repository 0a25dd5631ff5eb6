#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import ArgumentParser
import MemoInterchange
import MemoStore
import TodoLanguage
import TodoRIBs

/// `todo`: keep todos and memos in SQLite, from the shell.
@main
struct Todo: ParsableCommand {
    /// What `--version` prints. Apart from `configuration`, whose first use instantiates the
    /// whole command tree's types (0.9 M instructions), which `--version` alone does not need.
    static let versionLine = "todo 0.1.0"

    static let configuration = CommandConfiguration(
        commandName: "todo",
        version: versionLine,
        subcommands: [
            Add.self, Log.self, List.self, Ls.self, Next.self, Show.self, Info.self, Done.self, Undone.self, Edit.self,
            Remove.self, Delete.self, Modify.self, Start.self, Stop.self, Annotate.self, Denotate.self, Append.self,
            Prepend.self, Duplicate.self, Context.self, Search.self, Projects.self, Tags.self, Summary.self,
            CalendarCommand.self, Burndown.self, Export.self, Import.self, Undo.self, History.self, Sync.self, Conflicts.self,
            Admin.self, Share.self, Shares.self, Unshare.self, Shell.self, UI.self,
        ] + namedReportCommands)

    /// The most arguments handed to ArgumentParser; the quick reading takes longer lines of
    /// plain ids and words (`xargs todo done`).
    static let maxArgumentsReadInFull = 1_000

    /// `--db` and `--user` on the root too, as `CommandTable.rootOptions` has them (the
    /// arguments are moved after the command before ArgumentParser reads them).
    @OptionGroup var options: GlobalOptions

    static func main() {
        MainActor.assumeIsolated {
            run(arguments: CommandLine.arguments)
        }
    }

    // MARK: - Private

    @MainActor
    private static func run(arguments: [String]) {
        StandardStreams.guardClosedDescriptors()
        // Not inside a shell's completion: a line on stderr there would garble the prompt.
        if arguments.dropFirst().first != "---completion" {
            TimeZoneSetting.check(.process)
        }
        if let index = firstArgumentNotUTF8() {
            fail("argument \(index) is not valid UTF-8", status: .usage)
        }
        do {
            try ConfigFile.apply(to: .process)
            var arguments = Array(arguments.dropFirst())
            // Before anything else reads them: a completion script's call back, at every Tab.
            if CompletionCallback.isRequested(by: arguments) {
                guard let answer = CompletionCallback.answer(to: arguments, shell: CompletionShell.requesting(in: .process)) else {
                    fail("---completion takes COMMAND -- ARGUMENT INDEX CURSOR WORD..., as the completion scripts give it", status: .usage)
                }
                StandardStreams.write(answer)
                StandardStreams.exit(.success)
            }
            switch CommandAbbreviation.reading(of: arguments, names: CommandSuggestion.commandNames) {
            case .unchanged: break
            case .expanded(let expanded): arguments = expanded
            case .ambiguous(let problem): fail(problem, status: ExitStatus.usage)
            }
            switch QuickParser.reading(of: arguments[...]) {
            case .invocation(let invocation):
                try invocation.run()
                StandardStreams.exit(.success)
            case .refused(let error) where arguments.count > maxArgumentsReadInFull:
                throw error
            case .refused, .unread:
                break
            }
            // After the fast path, which reads neither, so a plain command never looks for them.
            if let request = CommandLineHelp.request(in: arguments) {
                StandardStreams.write(CommandLineHelp.text(for: request, width: CommandLineHelp.width))
                StandardStreams.exit(.success)
            }
            if arguments == ["--generate-manual"] {
                StandardStreams.write(ManualPage.text())
                StandardStreams.exit(.success)
            }
            switch CompletionShell.requested(by: arguments, in: .process) {
            case .success(let shell)?:
                StandardStreams.write(shell.script)
                StandardStreams.exit(.success)
            case .failure(let problem)?:
                fail(problem.line, status: .usage)
            case nil:
                break
            }
            // After the fast path, which takes no filter first.
            switch try FilterFirstOrder.reading(of: arguments, commandNames: Set(CommandSuggestion.commandNames)) {
            case .reordered(let reordered)?:
                arguments = reordered
                if let invocation = QuickParser.parse(arguments[...]) {
                    try invocation.run()
                    StandardStreams.exit(.success)
                }
            case .filtered(let write)?:
                try run(write)
                StandardStreams.exit(.success)
            case .each(let runs)?:
                for (index, words) in runs.enumerated() {
                    if index > 0 { StandardStreams.write("\n") }
                    if let invocation = QuickParser.parse(words[...]) {
                        try invocation.run()
                    } else if let command = try parseCommand(movingGlobalOptionsAfterTheCommand(words)) as? TodoCommand {
                        try command.execute()
                    }
                }
                StandardStreams.exit(.success)
            case nil:
                break
            }
            let ordered = movingGlobalOptionsAfterTheCommand(arguments)
            // `todo lst`, and `todo help lst`, which ArgumentParser answers with the overview;
            // `todo 3 dne` names `dne`, the word in the command's place of Taskwarrior's order.
            let commandWords = FilterFirstOrder.wordAfterIDs(in: ordered).map { [$0] }
                ?? Array(ordered.prefix(ordered.first == "help" ? 2 : 1))
            for word in commandWords where !word.hasPrefix("-") {
                if let problem = CommandSuggestion.problem(withCommandWord: word, among: CommandSuggestion.commandNames) {
                    fail(problem, status: .usage)
                }
            }
            switch try parseCommand(ordered) {
            case let command as TodoCommand:
                try command.execute()
            case var command where !(command is Todo):
                // ArgumentParser's own commands, such as `help`.
                try command.run()
            default:
                guard isatty(STDIN_FILENO) == 1 else {
                    fail("no command given (see todo --help)", status: .usage)
                }
                try Shell.parse([]).execute()
            }
            StandardStreams.exit(.success)
        } catch {
            report(error)
        }
    }

    /// The command `ordered` (global options after its name) asks for; a refusal in todo's words.
    @MainActor
    private static func parseCommand(_ ordered: [String]) throws -> ParsableCommand {
        // ArgumentParser's reading grows with the square of the words: a command line longer
        // than any command needs is refused before it reads it, by the command's own reading
        // when that names the problem (`a search takes at most 64 different words`).
        if ordered.count > maxArgumentsReadInFull {
            if case .refused(let error) = QuickParser.reading(of: ordered[...]) { throw error }
            throw ValidationError("too many arguments: \(ordered.count) (at most \(maxArgumentsReadInFull))")
        }
        do {
            return try parseAsRoot(ordered)
        } catch {
            // ArgumentParser's own answers (--help, completion scripts) arrive as errors too.
            if exitCode(for: error) != .success,
               let problem = CommandSuggestion.problem(withRootOption: ordered.first) ?? usageProblem(in: ordered, refused: error) {
                fail(problem, status: .usage)
            }
            throw error
        }
    }

    /// Runs a write through a filter. Its words are checked first, on a stand-in id, so a
    /// usage error is reported before the store is opened.
    @MainActor
    private static func run(_ write: FilteredWrite) throws {
        let command = { (ids: [Int64]) throws -> WorkflowCommand in
            guard let command = try parseCommand(movingGlobalOptionsAfterTheCommand(write.arguments(ids: ids))) as? WorkflowCommand else {
                throw FilteredWriteError.usage("\(write.command) takes no filter before it")
            }
            return command
        }
        let probe = try command([1])
        _ = try probe.memoCommand()
        try TodoApp(selection: probe.options.selection).run(write, format: probe.outputFormat) { ids in
            try command(ids).memoCommand()
        }
    }

    @MainActor
    private static func report(_ error: Error) -> Never {
        switch error {
        case let failure as TodoFailure:
            fail(failure.description, status: failure.exitStatus)
        case let error as ExitCode:
            // todo's own, thrown after its lines were written: 1 or 2.
            StandardStreams.exit(ExitStatus(rawValue: error.rawValue) ?? .failure)
        default:
            let code = exitCode(for: error)
            if code == .success {
                StandardStreams.write(fullMessage(for: error) + "\n")
                StandardStreams.exit(.success)
            }
            fail(inTodosVoice(message(for: error)), status: .usage)
        }
    }

    /// Why the command `arguments` start with refused them, in todo's words (`CommandUsage`);
    /// nil when todo's reading finds nothing (ArgumentParser's message is used then), or when
    /// `error` is already todo's (a command's `validate()`) and no option went unread.
    private static func usageProblem(in arguments: [String], refused error: Error) -> String? {
        guard let name = arguments.first,
              let command = configuration.subcommands.first(where: { $0.configuration.commandName == name }) as? TodoCommand.Type
        else { return nil }
        let rest = Array(arguments.dropFirst())
        guard isArgumentParsers(error) else { return command.usage.unknownOption(in: rest) }
        return command.usage.problem(with: rest, command: name)
    }

    /// Whether `error`, thrown while parsing, is ArgumentParser's own refusal rather than one of
    /// todo's: a command's `validate()` throws only todo's errors (`TodoFailure`), which
    /// ArgumentParser wraps and gives `ExitCode.failure`, while its own refusals (and its
    /// `ValidationError`, which todo does not throw) get `ExitCode.validationFailure`.
    static func isArgumentParsers(_ error: Error) -> Bool {
        exitCode(for: error) == .validationFailure
    }

    /// A message of ArgumentParser's that `CommandUsage` did not explain, in the shape of
    /// todo's own: lower case, no closing full stop.
    private static func inTodosVoice(_ message: String) -> String {
        var line = message.split(whereSeparator: \.isNewline).first.map(String.init) ?? message
        // todo's own lines are lower case already, and may end in "ID...".
        guard let first = line.first, first.isUppercase, line.dropFirst().first?.isLowercase == true else { return line }
        if line.hasSuffix(".") { line.removeLast() }
        return first.lowercased() + line.dropFirst()
    }

    @MainActor
    private static func fail(_ line: String, status: ExitStatus) -> Never {
        let oneLine = line.split(whereSeparator: \.isNewline).first.map(String.init) ?? line
        StandardStreams.writeError("todo: \(oneLine.terminalSafe)\n")
        StandardStreams.exit(status)
    }

    /// `todo --db X --user Y add …` as `todo add --db X --user Y …`: the global options are
    /// declared by every subcommand, so they may come before its name too.
    static func movingGlobalOptionsAfterTheCommand(_ arguments: [String]) -> [String] {
        var leading: [String] = []
        var index = 0
        while index < arguments.count {
            let argument = arguments[index]
            guard let option = GlobalOption(startOf: argument) else { break }
            if argument != option.reading.name {
                leading.append(argument)
                index += 1
            } else {
                // Without its value the option is left last, where ArgumentParser names it.
                leading += arguments[index..<min(index + 2, arguments.count)]
                index = min(index + 2, arguments.count)
            }
        }
        guard !leading.isEmpty else { return arguments }
        guard index < arguments.count, !arguments[index].hasPrefix("-") else {
            // No command follows: `todo --db X` alone opens the shell (`todo --db` is its usage error).
            return ["shell"] + leading + arguments[min(index, arguments.count)...]
        }
        return [arguments[index]] + leading + arguments[(index + 1)...]
    }

    /// The 1-based position of the first command-line argument whose bytes are not UTF-8.
    private static func firstArgumentNotUTF8() -> Int? {
        for index in 1..<Int(CommandLine.argc) {
            guard let argument = CommandLine.unsafeArgv[index] else { continue }
            if String(validatingCString: argument) == nil {
                return index
            }
        }
        return nil
    }
}
