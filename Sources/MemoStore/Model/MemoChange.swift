/// What kind of command changed a user's memos; one entry of `todo history`.
public enum MemoChangeKind: String, Sendable, CaseIterable {
    /// `add`: one memo created.
    case add
    /// `edit`: a title or body changed by `edit` (or the shell's `title` and `body`).
    case edit
    /// `modify`: fields changed by `modify`, the title among them.
    case modify
    /// `done`: memos marked done (and their next occurrences created).
    case done
    /// `undone`: memos marked open again.
    case undone
    /// `rm`: memos deleted.
    case rm
    /// `import`: memos added from a file.
    case `import`
    /// `start`: memos started.
    case start
    /// `stop`: memos stopped.
    case stop
    /// `annotate`: a note added to memos.
    case annotate
    /// `denotate`: a note removed from memos.
    case denotate
    /// `conflicts take`: a conflict's losing value given to its memo.
    case take = "conflicts take"
    /// A change that arrived by sync: what a sync brought from elsewhere into the user's memos,
    /// one entry a sync, never the user's own (`MemoChange.origin` says where it came from).
    case sync
}

/// One memo as a history entry names it: its id and its title at the time of the command.
public struct MemoReference: Sendable, Hashable {
    /// The memo's id.
    public let id: Int64
    /// Its title when the command ran.
    public let title: String

    /// Creates a reference.
    public init(id: Int64, title: String) {
        self.id = id
        self.title = title
    }
}

/// One data-changing command as the history keeps it, so it can be listed and taken back whole.
///
/// Structured, never phrased: the view turns it into words (`add #12 "Buy milk"`).
public struct MemoChange: Sendable, Hashable {
    /// The history entry's identifier.
    public let id: Int64
    /// What the command did.
    public let kind: MemoChangeKind
    /// How many memos the command touched (marks, not the recurrences it created).
    public let memoCount: Int
    /// The first memo the command touched, id and title as the command left it (as it was, for
    /// `rm`); `nil` only when a store has no record of it.
    public let firstMemo: MemoReference?
    /// When the command ran.
    public let time: Timestamp
    /// The fields the command changed that a sync brought changes of from elsewhere since: an
    /// undo (which returns this entry) left them as they are now. Empty in a listed history.
    public let leftAlone: [MemoField]
    /// Where a change that arrived by sync (`.sync`) came from: the machines that made it, as
    /// they name themselves (`laptop, phone`), else the remote as the replica remembers it,
    /// without a password; `nil` for the user's own command.
    public let origin: String?
    /// The origins of the changes that arrived by sync after this command, which an undo
    /// (returning this entry) kept, once each, oldest first. Empty in a listed history.
    public let keptArrivals: [String]
    /// Another user who made the change (a writer of the memo's shared project, or its owner),
    /// by name, as a memo's history names them; `nil`: the user themself.
    public let author: String?

    /// Creates a history entry; only the stores and tests call this.
    public init(
        id: Int64, kind: MemoChangeKind, memoCount: Int, firstMemo: MemoReference?, time: Timestamp,
        leftAlone: [MemoField] = [], origin: String? = nil, keptArrivals: [String] = [], author: String? = nil
    ) {
        self.id = id
        self.kind = kind
        self.memoCount = memoCount
        self.firstMemo = firstMemo
        self.time = time
        self.leftAlone = leftAlone
        self.origin = origin
        self.keptArrivals = keptArrivals
        self.author = author
    }

    /// This entry, made by the other user `author` (`nil`: the user themself).
    public func by(_ author: String?) -> MemoChange {
        MemoChange(
            id: id, kind: kind, memoCount: memoCount, firstMemo: firstMemo, time: time, leftAlone: leftAlone, origin: origin,
            keptArrivals: keptArrivals, author: author)
    }

    /// This entry, saying that its undo left `fields` alone and kept the changes that arrived
    /// since from `arrivals`.
    public func leaving(_ fields: [MemoField], keeping arrivals: [String] = []) -> MemoChange {
        MemoChange(
            id: id, kind: kind, memoCount: memoCount, firstMemo: firstMemo, time: time, leftAlone: fields, origin: origin,
            keptArrivals: arrivals, author: author)
    }
}
