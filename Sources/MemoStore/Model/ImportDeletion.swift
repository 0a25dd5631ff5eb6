/// A record of an imported file that says a memo was deleted (Taskwarrior's `status:deleted`),
/// and when: an import removes the memo unless it was changed here after that.
public struct ImportDeletion: Sendable, Hashable {
    /// The deleted memo's uuid.
    public var uuid: String
    /// When it was deleted (the record's last change); nil when the record does not say, and
    /// then the memo goes whenever it was changed.
    public var time: Timestamp?

    /// Creates a deletion of `uuid` at `time`.
    public init(uuid: String, time: Timestamp?) {
        self.uuid = uuid
        self.time = time
    }

    /// Whether the deletion removes `memo`: it was not changed after the deletion.
    public func removes(_ memo: Memo) -> Bool {
        time.map { $0 >= memo.updated } ?? true
    }
}
