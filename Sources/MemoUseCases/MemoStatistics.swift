import MemoStore

/// `todo stats`: what Taskwarrior's `task stats` tells of the memos a filter matches, tallied
/// one memo at a time (`add(_:)`) so a store of any size is read in constant memory.
///
/// The counts follow `task stats`: an open memo still waiting (its wait date ahead) is
/// waiting, any other open memo pending; a recurring memo is an open one that carries a
/// recurrence (todo keeps no templates: each series' last occurrence carries it). The time a
/// memo has been pending runs from its creation to when it was done, or to `now` while it is
/// pending; a waiting memo's time counts for neither side of the average, as in `task stats`.
public struct MemoStatistics: Sendable, Equatable {
    /// The moment waiting and pending time are judged at.
    public let now: Timestamp
    /// Open memos not waiting.
    public private(set) var pending = 0
    /// Open memos whose wait date is still ahead.
    public private(set) var waiting = 0
    /// Open memos that carry a recurrence.
    public private(set) var recurring = 0
    /// Done memos.
    public private(set) var completed = 0
    /// Every memo tallied.
    public private(set) var total = 0
    /// The notes (annotations) of every memo, added up.
    public private(set) var notes = 0
    /// Open memos that wait on an open memo.
    public private(set) var blocked = 0
    /// Open memos an open memo waits on.
    public private(set) var blocking = 0
    /// Memos with at least one tag.
    public private(set) var tagged = 0
    /// The distinct tags the memos carry.
    public private(set) var tags: Set<String> = []
    /// The distinct projects the memos are in (a sub-project is a project of its own).
    public private(set) var projects: Set<String> = []
    /// When the first of them was created; nil when there are none.
    public private(set) var oldest: Timestamp?
    /// When the last of them was created; nil when there are none.
    public private(set) var newest: Timestamp?
    /// Seconds pending, added up over the pending and the done memos.
    public private(set) var pendingSeconds: Int64 = 0
    /// The titles' lengths in characters, added up.
    public private(set) var titleCharacters = 0

    /// No memo tallied yet, judged at `now`.
    public init(now: Timestamp) {
        self.now = now
    }

    /// Counts `memo` in.
    public mutating func add(_ memo: Memo) {
        total += 1
        if memo.isDone {
            completed += 1
            pendingSeconds += (memo.end ?? memo.updated).secondsSince1970 - memo.created.secondsSince1970
        } else {
            if let wait = memo.wait, wait > now {
                waiting += 1
            } else {
                pending += 1
                pendingSeconds += now.secondsSince1970 - memo.created.secondsSince1970
            }
            if memo.recur != nil { recurring += 1 }
            if memo.isBlocked { blocked += 1 }
            if memo.isBlocking { blocking += 1 }
        }
        notes += memo.annotations.count
        if !memo.tags.isEmpty {
            tagged += 1
            tags.formUnion(memo.tags)
        }
        if let project = memo.project { projects.insert(project) }
        oldest = min(oldest ?? memo.created, memo.created)
        newest = max(newest ?? memo.created, memo.created)
        titleCharacters += memo.title.count
    }

    /// Seconds from the oldest memo's creation to the newest's; nil when there are none.
    public var usedFor: Int64? {
        guard let oldest, let newest else { return nil }
        return newest.secondsSince1970 - oldest.secondsSince1970
    }

    /// `usedFor` over how many memos there are: how often one was added.
    public var addedEvery: Int64? {
        usedFor.map { $0 / Int64(max(total, 1)) }
    }

    /// `usedFor` over how many are done; nil when none is.
    public var completedEvery: Int64? {
        guard completed > 0 else { return nil }
        return usedFor.map { $0 / Int64(completed) }
    }

    /// The seconds a pending or done memo has been pending, on average; nil without one.
    public var averagePending: Int64? {
        let counted = pending + completed
        return counted == 0 ? nil : pendingSeconds / Int64(counted)
    }

    /// A title's length in characters, on average (rounded down); nil without a memo.
    public var averageTitleLength: Int? {
        total == 0 ? nil : titleCharacters / total
    }

    /// The share of memos with a tag, in percent; nil without a memo.
    public var taggedPercent: Double? {
        total == 0 ? nil : 100 * Double(tagged) / Double(total)
    }
}
