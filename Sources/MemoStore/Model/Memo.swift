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
    /// When any field of the memo last changed.
    public var updated: Timestamp
    /// When the memo is due; a bare date given by a person means the end of that local day.
    public var due: Timestamp?
    /// Until when the memo is hidden from the default listing.
    public var wait: Timestamp?
    /// How important the memo is.
    public var priority: Priority?
    /// The project, a dotted name (`home`, `work.q4`) that `MemoLimits.problem(withProject:)` accepts.
    public var project: String?
    /// The memo's tags: sorted, without duplicates, each accepted by `MemoLimits.problem(withTag:)`.
    public var tags: [String]
    /// How the memo comes back once done; only set when `due` is.
    public var recur: Recurrence?

    /// Creates a memo value; the store is what assigns ids, so only the store and tests call this.
    /// `tags` are sorted and deduplicated.
    public init(
        id: Int64, uuid: String, title: String, body: String,
        isDone: Bool, created: Timestamp, updated: Timestamp,
        due: Timestamp? = nil, wait: Timestamp? = nil, priority: Priority? = nil,
        project: String? = nil, tags: [String] = [], recur: Recurrence? = nil
    ) {
        self.id = id
        self.uuid = uuid
        self.title = title
        self.body = body
        self.isDone = isDone
        self.created = created
        self.updated = updated
        self.due = due
        self.wait = wait
        self.priority = priority
        self.project = project
        self.tags = MemoTags.normalized(tags)
        self.recur = recur
    }
}
