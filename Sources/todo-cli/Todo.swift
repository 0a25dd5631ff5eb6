#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import MemoStore
import TodoLanguage
import TodoRIBs

/// `todo`: keep todos and memos in SQLite, from the shell.
@main
enum Todo {
    /// What `--version` prints.
    static let versionLine = "todo 0.1.0"

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
            arguments = try TaskwarriorOverrides.applying(to: arguments)
            switch CommandAbbreviation.reading(of: arguments, names: CommandSuggestion.commandNames) {
            case .unchanged: break
            case .expanded(let expanded): arguments = expanded
            case .ambiguous(let problem): fail(problem, status: ExitStatus.usage)
            }
            switch CommandLineParser.reading(of: arguments[...]) {
            case .invocation(let invocation):
                try invocation.run()
                StandardStreams.exit(.success)
            case .refused(let error):
                throw error
            }
        } catch {
            report(error)
        }
    }

    @MainActor
    private static func report(_ error: Error) -> Never {
        switch error {
        case let failure as TodoFailure:
            fail(failure.description, status: failure.exitStatus)
        case let error as StatusOnlyError:
            // Thrown after its lines were written.
            StandardStreams.exit(error.status)
        default:
            fail("\(error)", status: .failure)
        }
    }

    @MainActor
    private static func fail(_ line: String, status: ExitStatus) -> Never {
        // A newline inside (a path or a word typed with one) is shown as `^J`, not cut at:
        // the line stays one and still names the whole path and the reason after it.
        var whole = Substring(line)
        while whole.last?.isNewline == true { whole.removeLast() }
        StandardStreams.writeError("todo: \(String(whole).terminalSafe)\n")
        StandardStreams.exit(status)
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
