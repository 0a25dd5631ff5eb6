/// One memo of one user, as stored.
///
/// A memo's `id` is global and never reused, so a command typed from an old listing can never
/// reach a different memo; its `uuid` is given once, at creation, and travels with it through
/// export and import.
public struct Memo: Sendable, Hashable, Identifiable, MemoFieldHolding {
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
    /// When the memo was started (`todo start`), or `nil` when it is not active.
    public var start: Timestamp?
    /// When work on the memo is planned to begin (Taskwarrior's `scheduled`).
    public var scheduled: Timestamp?
    /// When the memo expires: past it, the memo leaves every listing but `--all`.
    public var until: Timestamp?
    /// The uuids of the user's memos this one waits on: sorted, without duplicates.
    public var depends: [String]
    /// Dated notes, oldest first, as Taskwarrior keeps them; the body stays separate.
    public var annotations: [MemoAnnotation]
    /// Taskwarrior fields todo has no column for (user-defined attributes, unknown keys),
    /// by name, each value the JSON text it came as, given back unchanged on export.
    public var extra: [String: String]
    /// When the memo was done; `nil` while it is open. Marking it done sets it, undoing
    /// clears it, and nothing else moves it (an annotation on a done memo leaves it).
    public var end: Timestamp?
    /// Whether the memo waits on an open memo of the user (`+blocked`), as the store worked it
    /// out when it read the memo. Derived from other memos, so the store keeps it in step
    /// itself and never writes it from this value; two memos that differ only here are equal.
    public var isBlocked: Bool
    /// Whether an open memo of the user waits on this one (`+blocking`), as the store worked it
    /// out when it read the memo (a done memo too; its urgency counts it only while open); like
    /// `isBlocked`, the store's reading, not the memo's content.
    public var isBlocking: Bool
    /// The uuid of the memo this one is a step of (its parent), or `nil` for a memo of its own.
    /// The parent may be in another project or context; the store refuses a cycle.
    public var parent: String?
    /// Whose memo it is when it is another user's, in a project shared with the user who
    /// reads it (`ProjectShare`); `nil` for the reader's own. Not a stored field: two memos
    /// that differ only here are equal.
    public var owner: String?

    /// Gives a done memo without an `end` the moment `moment` (as best known, when it was
    /// done); a memo's own `end` stays.
    public mutating func fillInEnd(doneAt moment: Timestamp) {
        if isDone && end == nil { end = moment }
    }

    /// This memo as stored under the id the store gave it (tags and dependencies sorted, as the
    /// store keeps them, whatever was assigned to them since).
    public func withID(_ id: Int64) -> Memo {
        var memo = Memo(id: id, uuid: uuid, title: title, body: body, isDone: isDone, created: created, updated: updated, isBlocked: isBlocked)
        memo.isBlocking = isBlocking
        memo.copyFields(from: self)
        memo.normalizeSets()
        return memo
    }

    /// Equal when every stored field is: `isBlocked` and `isBlocking` are the store's reading, not the memo's content.
    public static func == (a: Memo, b: Memo) -> Bool {
        a.id == b.id && a.uuid == b.uuid && a.created == b.created && a.updated == b.updated && a.hasSameFields(as: b)
    }

    /// Hashes what `==` compares.
    public func hash(into hasher: inout Hasher) {
        hasher.combine(id)
        hasher.combine(uuid)
        hasher.combine(created)
        hasher.combine(updated)
        for field in MemoField.allCases { hasher.combine(self[field]) }
    }

    // MARK: - Private

    /// `depends` as a memo keeps it: sorted, without duplicates.
    @usableFromInline
    static func normalized(depends: [String]) -> [String] {
        depends.count < 2 ? depends : Array(Set(depends)).sorted()
    }

    /// Tags and dependencies as `init` leaves them.
    private mutating func normalizeSets() {
        tags = MemoTags.normalized(tags)
        depends = Self.normalized(depends: depends)
    }
}

// The initializers live outside the type, so that Swift makes its memberwise one.
extension Memo {
    /// Creates a memo value; the store is what assigns ids, so only the store and tests call this.
    /// `tags` are sorted and deduplicated; `owner` is nil but for another user's memo.
    public init(
        id: Int64, uuid: String, title: String, body: String,
        isDone: Bool, created: Timestamp, updated: Timestamp,
        due: Timestamp? = nil, wait: Timestamp? = nil, priority: Priority? = nil,
        project: String? = nil, tags: [String] = [], recur: Recurrence? = nil,
        start: Timestamp? = nil, scheduled: Timestamp? = nil, until: Timestamp? = nil, depends: [String] = [],
        annotations: [MemoAnnotation] = [], extra: [String: String] = [:], end: Timestamp? = nil, isBlocked: Bool = false,
        parent: String? = nil, isBlocking: Bool = false, owner: String? = nil
    ) {
        // Through the memberwise initializer, which builds the memo where it is returned: set
        // field by field, it was built aside and copied out (a retain and a release of each
        // field, 550 instructions a memo read; inlined into the store or not).
        self.init(
            id: id, uuid: uuid, title: title, body: body, isDone: isDone, created: created, updated: updated, due: due, wait: wait,
            priority: priority, project: project, tags: MemoTags.normalized(tags), recur: recur, start: start, scheduled: scheduled,
            until: until, depends: Self.normalized(depends: depends), annotations: annotations, extra: extra, end: end,
            isBlocked: isBlocked, isBlocking: isBlocking, parent: parent, owner: owner)
    }

    /// The memo a draft becomes once stored with `id` and `uuid`: `created` is the draft's or
    /// `now`, `updated` the draft's or `created`; every field as the draft has it, but a done
    /// draft without `end` was done at `updated`.
    public init(_ draft: MemoDraft, id: Int64, uuid: String, now: Timestamp) {
        let created = draft.created ?? now
        self.init(id: id, uuid: uuid, title: draft.title, body: draft.body, isDone: false, created: created, updated: draft.updated ?? created)
        copyFields(from: draft)
        normalizeSets()
        fillInEnd(doneAt: updated)
    }
}
