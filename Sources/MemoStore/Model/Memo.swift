/// One memo of one user, as stored.
///
/// A memo's `id` is global and never reused, so a command typed from an old listing can never
/// reach a different memo; its `uuid` is given once, at creation, and travels with it through
/// export and import.
public struct Memo: Sendable, Hashable, Identifiable {
    /// The store-wide identifier, assigned at creation and never given to another memo.
    public let id: Int64
    /// The identity that survives export and import; unique per user.
    public let uuid: String
    /// What the memo is about; never empty or whitespace-only, at most `MemoLimits.maxTitleLength` characters.
    public var title: String
    /// Free text; may be empty, at most `MemoLimits.maxBodyLength` characters.
    public var body: String
    /// Whether the memo is done.
    public var isDone: Bool
    /// When the memo was created.
    public var created: Timestamp
    /// When the memo's title, body or done flag last changed.
    public var updated: Timestamp

    /// Creates a memo value; the store is what assigns ids, so only the store and tests call this.
    public init(
        id: Int64, uuid: String, title: String, body: String,
        isDone: Bool, created: Timestamp, updated: Timestamp
    ) {
        self.id = id
        self.uuid = uuid
        self.title = title
        self.body = body
        self.isDone = isDone
        self.created = created
        self.updated = updated
    }
}
