import MemoStore
import TodoLanguage

/// One memo's edit form in the person's editor (`Screen.editText`), read back into a patch,
/// for `todo edit ID` and the detail screen's `edit` alike.
///
/// A form that cannot be read is reported line by line. On a terminal the person is then
/// asked whether to edit it again, and the editor reopens on their own text, as `task edit`
/// offers; any other answer, or no terminal, leaves everything as it was.
@MainActor
public struct MemoFormSession {
    /// How an edit ended.
    public enum Outcome: Equatable, Sendable {
        /// The form was read: this patch makes the memo what it says.
        case changed(MemoPatch)
        /// The form was read and says what the memo already is.
        case unchanged
        /// The form could not be read (each problem was reported) and the person did not edit
        /// it again.
        case notRead
        /// There is no editor to run (a pipe, and no `VISUAL`/`EDITOR`).
        case noEditor
    }

    /// Creates a session on `screen`.
    /// - parameter errorPrefix: what starts each problem line (`todo: ` on the command line).
    /// - parameter ask: asks a yes/no question and returns the answer; nil when no one answers.
    public init(screen: Screen, clock: LocalClock, errorPrefix: String, ask: @escaping (String) -> String?) {
        self.screen = screen
        self.clock = clock
        self.errorPrefix = errorPrefix
        self.ask = ask
    }

    /// Edits `memo`'s form until it reads or the person stops.
    /// - throws: what the screen's editor throws (it failed to start, or exited non-zero).
    public func edit(_ memo: Memo, dependencyIDs: [String: Int64]) throws -> Outcome {
        let zone = clock.timeZone
        var text = MemoForm.text(memo, dependencyIDs: dependencyIDs, zone: zone)
        while true {
            guard let edited = try screen.editText(text) else { return .noEditor }
            do {
                let patch = try MemoForm.patch(reading: edited, for: memo, dependencyIDs: dependencyIDs, now: clock.now(), zone: zone)
                return patch.isEmpty ? .unchanged : .changed(patch)
            } catch {
                for problem in error.problems {
                    screen.writeError("\(errorPrefix)line \(problem.line): \(problem.message.terminalSafe)\n")
                }
                guard screen.isInteractive, let answer = ask("edit #\(memo.id) again? [Y/n] ")?.lowercased(),
                      ["", "y", "yes"].contains(answer.trimmingWhitespace)
                else { return .notRead }
                text = edited
            }
        }
    }

    // MARK: - Private

    private let screen: Screen
    private let clock: LocalClock
    private let errorPrefix: String
    private let ask: (String) -> String?
}

extension String {
    fileprivate var trimmingWhitespace: String {
        String(drop { $0.isWhitespace }.reversed().drop { $0.isWhitespace }.reversed())
    }
}
