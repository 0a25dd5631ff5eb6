/// How many memos a write through a filter changes without asking first: the one rule the
/// command line, the shell and the config file's `bulk` key read. `TODO_BULK` (which the
/// config file's `bulk` sets) says, else `standard`; above it a write asks at a terminal or
/// needs `--yes`, and 0 asks always.
public struct BulkThreshold: Equatable, Sendable {
    /// The threshold when neither `TODO_BULK` nor the config file says.
    public static let standard = BulkThreshold(count: 3)
    /// What a value must be, as messages name it.
    public static let rule = "a number of memos, 0 or more (0 asks always)"

    /// The largest number of matching memos changed without asking; 0 asks always.
    public let count: Int

    /// The threshold `text` (the value of `TODO_BULK` or `bulk`) says; nil unless it is a
    /// whole number of 0 or more.
    public init?(_ text: String) {
        guard let count = Int(text), count >= 0 else { return nil }
        self.count = count
    }

    /// Whether a write through a filter that matches `matched` memos asks first.
    public func needsConfirmation(matched: Int) -> Bool {
        count == 0 || matched > count
    }

    // MARK: - Private

    private init(count: Int) {
        self.count = count
    }
}
