#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import TodoRIBs

/// The real terminal: stdout for results, stderr for problems, stdin for input.
///
/// Prompts are shown only when a person is typing at a terminal and reading one, so piped
/// output carries results only. Colour is used only on a terminal, never with `NO_COLOR` set
/// or `TERM=dumb`.
@MainActor
final class StandardScreen: Screen {
    let isInteractive: Bool
    let allowsColor: Bool

    /// What Tab completes from beyond command words; set by the shell once the store is open.
    var completion = ShellCompletion(repository: nil)

    init(environment: Environment) {
        self.environment = environment
        isInteractive = isatty(STDIN_FILENO) == 1 && isatty(STDOUT_FILENO) == 1
        allowsColor = isatty(STDOUT_FILENO) == 1 && environment["NO_COLOR"] == nil
            && environment["TERM"] != "dumb"
    }

    var width: Int {
        Self.width
    }

    /// The terminal's width in columns, 80 when standard output is not a terminal.
    nonisolated static var width: Int {
        var size = winsize()
        if ioctl(STDOUT_FILENO, UInt(TIOCGWINSZ), &size) == 0, size.ws_col > 0 {
            return Int(size.ws_col)
        }
        return 80
    }

    func write(_ text: String) {
        StandardStreams.write(text)
    }

    func write(appending append: (inout [UInt8]) -> Void) {
        StandardStreams.write(appending: append)
    }

    func writeError(_ text: String) {
        StandardStreams.writeError(text)
    }

    func writeNote(_ text: String) {
        StandardStreams.writeNote(text)
    }

    func editText(_ text: String) throws -> String? {
        let editor = ExternalEditor(environment: environment)
        // vi on piped input would wait for keys no one types: a script must name its editor.
        guard !editor.isDefault || isInteractive else { return nil }
        return try editor.edit(text)
    }

    func readLine(prompt: String) -> String? {
        readLine(prompt: prompt, completion: InputCompletion())
    }

    /// On a terminal, the line editor reads the line (libedit, loaded at the first line);
    /// from a pipe, or without libedit, the line is read as it comes.
    func readLine(prompt: String, completion: InputCompletion) -> String? {
        if let lineEditor {
            StandardStreams.flush()
            return lineEditor.readLine(prompt: prompt, completion: completion)
        }
        if isInteractive {
            StandardStreams.write(prompt)
        }
        StandardStreams.flush()
        while let line = pipedLines.next() {
            switch line {
            case .text(let text):
                return text
            case .tooLong(let number):
                // Refused as soon as it is known to be too long, and never held whole.
                writeError("error: line \(number) is longer than \(BoundedLineReader.defaultLimit >> 20) MiB; it was skipped\n")
                refusedLine = true
            }
        }
        return nil
    }

    /// Whether a line read from a pipe was refused for its length.
    private(set) var refusedLine = false

    // MARK: - Private

    private let environment: Environment
    private var pipedLines = BoundedLineReader(descriptor: STDIN_FILENO)

    private lazy var lineEditor: LineEditor? = isInteractive
        ? LineEditor(
            history: LineHistory(path: LineHistory.path(in: environment)),
            completion: completion, width: { [unowned self] in self.width })
        : nil
}
