/// The history entries recorded since the outermost `MemoUndo.asOneCommand` began, which it
/// joins into one when it ends. Each engine's repository holds one and notes there every
/// entry of the user's own it records; outside a command, noting keeps nothing.
public final class MemoCommandEntries {
    /// Entries recorded outside a command are kept by no one.
    public init() {}

    /// Notes the entry `id` just recorded as part of the command under way, if any.
    public func note(_ id: Int64) {
        ids?.append(id)
    }

    // MARK: - Internal

    /// The entries noted since the outermost command began; `nil` outside one.
    var ids: [Int64]?
}
