/// A memo that is not stored yet: what `add` and `import` hand to the repository.
///
/// Fields left `nil` are filled in by the store: a fresh uuid, the current time.
public struct MemoDraft: Sendable, Hashable, MemoFieldHolding {
    /// The identity to keep, when the memo comes from an export; `nil` for a new memo.
    public var uuid: String?
    /// The title; validated by the store against `MemoLimits`.
    public var title: String
    /// The body; validated by the store against `MemoLimits`.
    public var body: String
    /// Whether the memo starts out done.
    public var isDone: Bool
    /// The creation time to keep; `nil` means now.
    public var created: Timestamp?
    /// The last-change time to keep; `nil` means the creation time.
    public var updated: Timestamp?
    /// When the memo is due.
    public var due: Timestamp?
    /// Until when the memo is hidden from the default listing.
    public var wait: Timestamp?
    /// How important the memo is.
    public var priority: Priority?
    /// The project; validated by the store against `MemoLimits`.
    public var project: String?
    /// The tags, in any order; the store sorts them and drops duplicates.
    public var tags: [String]
    /// How the memo comes back once done; the store refuses it without `due`.
    public var recur: Recurrence?
    /// When the memo was started, if it is active.
    public var start: Timestamp?
    /// When work on the memo is planned to begin.
    public var scheduled: Timestamp?
    /// When the memo expires.
    public var until: Timestamp?
    /// The uuids of memos this one waits on, in any order.
    public var depends: [String]
    /// The user's memos this one waits on, as a person named them (`depends:3,4`, or a uuid);
    /// the store adds their uuids to `depends`.
    public var dependencies: [MemoIdentifier] = []
    /// Dated notes, oldest first.
    public var annotations: [MemoAnnotation]
    /// Fields todo has no column for, each value its JSON text (`Memo.extra`).
    public var extra: [String: String]
    /// When a done memo was done; `nil` lets the store take `updated` (`Memo.end`).
    public var end: Timestamp?
    /// The uuid of the memo this one is a step of (`Memo.parent`), kept as given.
    public var parent: String?
    /// The parent as a person typed it (`parent:3`, `parent:UUID`); the store checks it is one
    /// of the user's memos and puts its uuid in `parent`.
    public var parentReference: MemoIdentifier?

    /// Creates a draft; only `title` is required.
    public init(
        uuid: String? = nil, title: String, body: String = "", isDone: Bool = false,
        created: Timestamp? = nil, updated: Timestamp? = nil,
        due: Timestamp? = nil, wait: Timestamp? = nil, priority: Priority? = nil,
        project: String? = nil, tags: [String] = [], recur: Recurrence? = nil,
        start: Timestamp? = nil, scheduled: Timestamp? = nil, until: Timestamp? = nil, depends: [String] = [],
        annotations: [MemoAnnotation] = [], extra: [String: String] = [:], end: Timestamp? = nil,
        parent: String? = nil
    ) {
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
        self.tags = tags
        self.recur = recur
        self.start = start
        self.scheduled = scheduled
        self.until = until
        self.depends = depends
        self.annotations = annotations
        self.extra = extra
        self.end = end
        self.parent = parent
    }
}
