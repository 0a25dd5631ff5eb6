/// What a sync kept when both sides had changed the same thing since they last met: the
/// value that lost, so nothing a person typed disappears without a trace.
///
/// A conflict is found by one replica, kept on the hub under its `key`, and listed by every
/// replica of the user until one of them takes or dismisses it; it names its memo by uuid; `lost` is the
/// losing side's memo as it was, so the losing value of `field` can be taken back
/// (`MemoPatch(taking:from:onto:)`) as an ordinary command that travels at the next sync.
public struct SyncConflict: Sendable, Hashable, Identifiable {
    /// What the two sides disagreed on.
    public enum Subject: Sendable, Hashable {
        /// One field: each side gave it a different value.
        case field(MemoField)
        /// One extra field, by name: each side gave it a different value.
        case extra(String)
        /// One side deleted the memo while the other changed it: the memo was kept, changed.
        case deletion
    }

    /// The store's number for it, given when it is recorded; 0 before.
    public let id: Int64
    /// The memo's uuid.
    public let uuid: String
    /// What the sides disagreed on.
    public let subject: Subject
    /// The losing side's memo, as that side had it (its `id` is meaningless).
    public let lost: Memo
    /// When the sync found it.
    public let time: Timestamp
    /// Its identity on every replica and the hub, given when it is first recorded; empty before.
    public let key: String

    /// Creates a conflict record.
    public init(id: Int64 = 0, uuid: String, subject: Subject, lost: Memo, time: Timestamp, key: String = "") {
        self.id = id
        self.key = key
        self.uuid = uuid
        self.subject = subject
        self.lost = lost
        self.time = time
    }

    /// The subject as stored: a field's name (`MemoField.name`), or `deleted`.
    public var subjectName: String {
        Self.name(of: subject)
    }

    /// `subject` as stored (`subjectName`).
    public static func name(of subject: Subject) -> String {
        switch subject {
        case .field(let field): return field.name
        case .extra(let name): return "extra." + name
        case .deletion: return "deleted"
        }
    }

    /// The subject a stored name stands for; `nil` for a name no field has.
    public static func subject(named name: String) -> Subject? {
        if name == "deleted" { return .deletion }
        if name.hasPrefix("extra.") { return .extra(String(name.dropFirst(6))) }
        // The whole map is never a subject: each extra field is one of its own.
        return MemoField(name: name).flatMap { $0 == .extra ? nil : .field($0) }
    }
}
