/// The terminal as the tree sees it: what UIKit's screen is to an iOS app.
///
/// View controllers render to it and read from it; the CLI hands in the real terminal, tests a
/// scripted one. Output written with `write` is the program's result (stdout, kept clean for
/// pipes); `writeError` is for problems and progress (stderr).
@MainActor
public protocol Screen: AnyObject {
    /// Writes `text` as it is to the result output.
    func write(_ text: String)
    /// Lets `append` add UTF-8 to the result output in place, as `write` would write it: output
    /// made a piece at a time (the rows of a listing) needs no `String` of its own. The default
    /// makes one and writes it.
    func write(appending append: (inout [UInt8]) -> Void)
    /// Writes `text` as it is to the diagnostic output.
    func writeError(_ text: String)
    /// Writes `text` to the diagnostic output as a note on the result (`… 10 more; see them
    /// with --limit 30`): a screen whose result output could not be written leaves it out, so
    /// that failure is the one line said. The default writes it with `writeError`.
    func writeNote(_ text: String)
    /// Shows `prompt` where a person can see it (never on the result output of a pipe) and
    /// returns the next line of input without its line terminator, or `nil` at end of input.
    func readLine(prompt: String) -> String?
    /// Reads a line as `readLine(prompt:)` does; a line editor may offer what `completion`
    /// names when Tab is pressed. The default ignores `completion`.
    func readLine(prompt: String, completion: InputCompletion) -> String?
    /// Whether a person is typing at a terminal (prompts and banners are worth showing).
    var isInteractive: Bool { get }
    /// Whether colour escape sequences may be written (a terminal, and `NO_COLOR` unset).
    var allowsColor: Bool { get }
    /// The width, in columns, that output should fit.
    var width: Int { get }
    /// Opens `text` in the person's own editor and returns what they saved once it exits;
    /// `nil` when this screen has no editor. The default has none.
    /// - throws: why the editor could not be used (it failed, or could not start).
    func editText(_ text: String) throws -> String?
}

extension Screen {
    /// Writes what `append` makes with `write(_:)`.
    public func write(appending append: (inout [UInt8]) -> Void) {
        var bytes: [UInt8] = []
        append(&bytes)
        write(String(decoding: bytes, as: UTF8.self))
    }

    /// Writes the note with `writeError(_:)`.
    public func writeNote(_ text: String) {
        writeError(text)
    }

    /// Reads with `readLine(prompt:)`: a screen without a line editor completes nothing.
    public func readLine(prompt: String, completion: InputCompletion) -> String? {
        readLine(prompt: prompt)
    }

    /// No editor: `nil`.
    public func editText(_ text: String) throws -> String? {
        nil
    }
}
