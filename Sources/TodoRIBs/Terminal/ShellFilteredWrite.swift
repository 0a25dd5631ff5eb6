#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// A write typed in Taskwarrior's order through a filter (`+errand modify pri:L`), as the
/// command line takes it: the filter's memos are found first, as `list` finds them, and more
/// than `threshold` of them need a yes at the terminal, or `--yes` on the line.
struct ShellFilteredWrite: Equatable {
    /// The command's name (`modify`).
    let command: String
    /// The filter words, as `list` reads them.
    let filter: [String]
    /// The command's own words after its name.
    let rest: [String]
    /// Whether `--yes` was typed: no question is asked however many memos match.
    let isConfirmed: Bool

    /// The bulk threshold the shell runs under: `TODO_BULK`'s, read once; the command line
    /// refuses a value that is not one before the shell starts.
    static let threshold: BulkThreshold = {
        guard let raw = getenv("TODO_BULK") else { return .standard }
        return BulkThreshold(String(cString: raw)) ?? .standard
    }()

    /// The words `list` is given to find the memos: done ones for `undone`, open ones else.
    var listWords: [String] {
        (command == "undone" ? ["done"] : []) + filter
    }

    /// Whether `count` matching memos need a yes first.
    func needsConfirmation(count: Int) -> Bool {
        !isConfirmed && Self.threshold.needsConfirmation(matched: count)
    }

    /// The line in the screen's order on `ids` (`modify 3 4 pri:L`); words of a text command
    /// that start with a number stay text.
    func line(ids: [Int64]) -> String {
        ShellOrder.line(command: command, ids: ids, rest: rest)
    }
}
