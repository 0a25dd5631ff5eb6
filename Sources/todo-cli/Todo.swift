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
        abstract: "Keep todos and memos in SQLite, from the shell.",
        discussion: """
            Each user sees only their own memos (--user, $TODO_USER, else the login name). \
            Ids never change and are never reused. `todo` alone on a terminal opens the shell. \
            The options below are taken before or after any command.

            Examples:
              todo add "Buy milk" --body "oat, 2 litres"
              todo list
              todo done 1
              todo search milk --json
              todo export > memos.jsonl
              todo --db /tmp/copy.sqlite import memos.jsonl
              todo undo
            """,
        version: versionLine,
        subcommands: [
            Add.self, Log.self, List.self, Ls.self, Show.self, Done.self, Undone.self, Edit.self, Remove.self,
            Modify.self, Start.self, Stop.self, Annotate.self, Denotate.self, Append.self, Prepend.self, Duplicate.self,
            Context.self, Search.self, Projects.self, Tags.self,
            Export.self, Import.self, Undo.self, History.self, Shell.self,
        ])

    /// `--db` and `--user` on the root too, so help lists them under OPTIONS and completion
    /// scripts know they take a value before the command (the arguments are moved after it).
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
        if let index = firstArgumentNotUTF8() {
            fail("argument \(index) is not valid UTF-8", status: ExitStatus.usage)
        }
        do {
            if let invocation = QuickParser.parse(arguments.dropFirst()) {
                try invocation.run()
                StandardStreams.exit(ExitStatus.success)
            }
            let ordered = movingGlobalOptionsAfterTheCommand(Array(arguments.dropFirst()))
            if BashCompletionScript.isRequested(by: ordered) {
                StandardStreams.write(BashCompletionScript.script(for: Todo.self) + "\n")
                StandardStreams.exit(ExitStatus.success)
            }
            // `todo lst`, and `todo help lst`, which ArgumentParser answers with the overview.
            for word in ordered.prefix(ordered.first == "help" ? 2 : 1) where !word.hasPrefix("-") {
                if let problem = CommandSuggestion.problem(withCommandWord: word, among: CommandSuggestion.commandNames(of: Todo.self)) {
                    fail(problem, status: ExitStatus.usage)
                }
            }
            let command: ParsableCommand
            do {
                command = try parseAsRoot(ordered)
            } catch {
                // ArgumentParser's own answers (--help, completion scripts) arrive as errors too.
                if exitCode(for: error) != .success, let problem = CommandSuggestion.problem(withRootOption: ordered.first) {
                    fail(problem, status: ExitStatus.usage)
                }
                throw error
            }
            switch command {
            case let command as TodoCommand:
                try command.execute()
            case var command where !(command is Todo):
                // ArgumentParser's own commands, such as `help`.
                try command.run()
            default:
                guard isatty(STDIN_FILENO) == 1 else {
                    fail("no command given (see todo --help)", status: ExitStatus.usage)
                }
                try Shell.parse([]).execute()
            }
            StandardStreams.exit(ExitStatus.success)
        } catch {
            report(error)
        }
    }

    @MainActor
    private static func report(_ error: Error) -> Never {
        switch error {
        case let error as MemoStoreError:
            fail(error.description, status: ExitStatus.of(error))
        case let error as RootError:
            fail(error.description, status: ExitStatus.usage)
        case let error as MemoRepositoryWorkerError:
            fail(error.description, status: ExitStatus.failure)
        case let error as TreeError:
            fail(error.description, status: ExitStatus.failure)
        case let error as InterchangeError:
            fail(error.description, status: ExitStatus.failure)
        case let error as TodoLanguageError:
            fail(error.description, status: ExitStatus.usage)
        case let error as ExternalEditorError:
            fail(error.description, status: ExitStatus.failure)
        case let error as InputFileError:
            fail(error.description, status: ExitStatus.failure)
        case let error as SpoolError:
            fail(error.description, status: ExitStatus.failure)
        case let error as EnvironmentError:
            fail(error.description, status: ExitStatus.usage)
        case let error as MissingStoreError:
            fail(error.description, status: error.status)
        case let error as ExitCode:
            StandardStreams.exit(error.rawValue)
        default:
            let code = exitCode(for: error)
            if code == .success {
                StandardStreams.write(fullMessage(for: error) + "\n")
                StandardStreams.exit(ExitStatus.success)
            }
            fail(message(for: error), status: ExitStatus.usage)
        }
    }

    @MainActor
    private static func fail(_ line: String, status: Int32) -> Never {
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
            if argument == "--db" || argument == "--user" {
                // Without its value the option is left last, where ArgumentParser names it.
                leading += arguments[index..<min(index + 2, arguments.count)]
                index = min(index + 2, arguments.count)
            } else if argument.hasPrefix("--db=") || argument.hasPrefix("--user=") {
                leading.append(argument)
                index += 1
            } else {
                break
            }
        }
        guard !leading.isEmpty else { return arguments }
        guard index < arguments.count, !arguments[index].hasPrefix("-") else {
            // No command follows: `todo --db X` alone opens the shell.
            return ["shell"] + leading + arguments[index...]
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
