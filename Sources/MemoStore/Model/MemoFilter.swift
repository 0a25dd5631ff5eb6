/// Whether a listing shows open memos, done ones or both.
public enum MemoStatus: String, Sendable, CaseIterable {
    /// Memos not done yet (the default listing).
    case open
    /// Memos marked done.
    case done
    /// Every memo.
    case all
}

/// Which memos a listing or a search shows: typed, never a string, so every engine turns it
/// into an indexed query of its own.
///
/// Every condition set must hold (they are joined by AND). `now` is the moment `+overdue` and
/// waiting are judged against; `nil` (the default) means the moment the query runs, so two
/// filters built alike are equal.
public struct MemoFilter: Sendable, Hashable {
    /// Open, done or all memos.
    public var status: MemoStatus
    /// Tags every memo must have (`+tag`).
    public var requiredTags: Set<String>
    /// Tags no memo may have (`-tag`).
    public var excludedTags: Set<String>
    /// A project and its sub-projects: `work` matches `work` and `work.q4`, not `workshop`.
    public var project: String?
    /// Only memos of this priority.
    public var priority: Priority?
    /// Only memos due at or after this moment.
    public var dueFrom: Timestamp?
    /// Only memos due strictly before this moment.
    public var dueBefore: Timestamp?
    /// Only memos whose due date has passed (`due < now`).
    public var isOverdue: Bool
    /// Which memos the wait date keeps out: by default those still waiting are hidden.
    public var waiting: WaitingRule
    /// Only memos with at least one tag (true, `+TAGGED`) or with none (false); nil: either.
    public var isTagged: Bool?
    /// Only recurring memos (true, `+RECURRING`) or those that do not recur (false); nil: either.
    public var isRecurring: Bool?
    /// Only started memos (true, `+active`) or those not started (false); nil: either.
    public var isActive: Bool? = nil
    /// Only memos with annotations (true, `+ANNOTATED`) or without (false); nil: either.
    public var isAnnotated: Bool? = nil
    /// Only memos waiting on an open memo of the user (true, `+blocked`) or not (false); nil: either.
    public var isBlocked: Bool? = nil
    /// Only memos an open memo of the user waits on (true, `+blocking`) or not (false); nil: either.
    public var isBlocking: Bool? = nil
    /// Only memos with at least one child (true, `+PARENT`) or with none (false); nil: either.
    public var isParent: Bool? = nil
    /// Only memos that have a parent (true, `+CHILD`) or that have none (false); nil: either.
    public var isChild: Bool? = nil
    /// Only the children of this memo (`parent:ID`).
    public var parent: MemoIdentifier? = nil
    /// Only memos scheduled at or after this moment (`scheduled.after:`).
    public var scheduledFrom: Timestamp? = nil
    /// Only memos scheduled strictly before this moment (`scheduled.before:`).
    public var scheduledBefore: Timestamp? = nil
    /// Only memos expiring at or after this moment (`until.after:`).
    public var untilFrom: Timestamp? = nil
    /// Only memos expiring strictly before this moment (`until.before:`).
    public var untilBefore: Timestamp? = nil
    /// Whether memos past their `until` are listed (`--all`, an `until` filter); by default
    /// they leave every listing.
    public var includesExpired = false
    /// Conditions joined by `or`, `xor`, `not` or attribute modifiers, which must hold too; nil: none.
    public var expression: MemoFilterExpression? = nil
    /// The moment overdue and waiting are judged against; `nil`: when the query runs.
    public var now: Timestamp?
    /// Only the memos of the user of this name (`owner:NAME`): the reader's own name keeps
    /// their own memos, another's the memos that user shares with them; nil: both.
    public var owner: String? = nil

    /// What a memo's `wait` date does to a listing.
    public enum WaitingRule: String, Sendable, Hashable {
        /// Memos still waiting (`wait > now`) are hidden: the default listing.
        case hide
        /// Only memos still waiting are shown (`+waiting`).
        case only
        /// Wait dates are ignored (`--all`, search by id).
        case include
    }

    /// Creates a filter; with no arguments, the default listing: open memos not waiting.
    public init(
        status: MemoStatus = .open, requiredTags: Set<String> = [], excludedTags: Set<String> = [],
        project: String? = nil, priority: Priority? = nil, dueFrom: Timestamp? = nil, dueBefore: Timestamp? = nil,
        isOverdue: Bool = false, waiting: WaitingRule = .hide, isTagged: Bool? = nil, isRecurring: Bool? = nil,
        now: Timestamp? = nil
    ) {
        self.status = status
        self.requiredTags = requiredTags
        self.excludedTags = excludedTags
        self.project = project
        self.priority = priority
        self.dueFrom = dueFrom
        self.dueBefore = dueBefore
        self.isOverdue = isOverdue
        self.waiting = waiting
        self.isTagged = isTagged
        self.isRecurring = isRecurring
        self.now = now
    }

    /// Whether `memo` passes every condition; the reference the engines' queries must agree with.
    /// Conditions on other memos (`isBlocked`, `isBlocking`, also within `expression`) are not
    /// judged: `matches(_:among:)` judges them.
    public func matches(_ memo: Memo) -> Bool {
        matchesOwnFields(memo) && expression?.matches(memo, now: now ?? Timestamp.now()) ?? true
    }

    /// `matches(_:)` with the conditions that depend on other memos too: `isBlocked`,
    /// `isBlocking`, `isParent`, `isChild` and `parent`, judged against `memos` (the user's every memo).
    public func matches(_ memo: Memo, among memos: [Memo]) -> Bool {
        guard matchesOwnFields(memo) else { return false }
        if let expression, !expression.matches(memo, now: now ?? Timestamp.now(), among: memos) { return false }
        if let isBlocked {
            let openUUIDs = Set(memos.filter { !$0.isDone }.map(\.uuid))
            if memo.depends.contains(where: openUUIDs.contains) != isBlocked { return false }
        }
        if let isBlocking {
            let waitedOn = memos.contains { !$0.isDone && $0.depends.contains(memo.uuid) }
            if waitedOn != isBlocking { return false }
        }
        if let isParent, memos.contains(where: { $0.parent == memo.uuid }) != isParent { return false }
        if let isChild, (memo.parent != nil) != isChild { return false }
        switch parent {
        case .id(let id)?: if memo.parent == nil || memos.first(where: { $0.id == id })?.uuid != memo.parent { return false }
        case .uuid(let uuid)?: if memo.parent != uuid { return false }
        case nil: break
        }
        return true
    }

    // MARK: - Private

    /// `matches(_:)` without the expression.
    private func matchesOwnFields(_ memo: Memo) -> Bool {
        let now = self.now ?? Timestamp.now()
        switch status {
        case .open where memo.isDone, .done where !memo.isDone: return false
        default: break
        }
        guard requiredTags.isSubset(of: memo.tags), excludedTags.isDisjoint(with: memo.tags) else { return false }
        if let project {
            guard let own = memo.project, own == project || own.hasPrefix(project + ".") else { return false }
        }
        if let priority, memo.priority != priority { return false }
        // The reader's own memos carry no owner: only another's can be told apart here.
        if let owner, let memoOwner = memo.owner, memoOwner != owner { return false }
        if let isTagged, memo.tags.isEmpty == isTagged { return false }
        if let isRecurring, (memo.recur != nil) != isRecurring { return false }
        if dueFrom != nil || dueBefore != nil || isOverdue {
            guard let due = memo.due else { return false }
            if let dueFrom, due < dueFrom { return false }
            if let dueBefore, due >= dueBefore { return false }
            if isOverdue, due >= now { return false }
        }
        if let isActive, (memo.start != nil) != isActive { return false }
        if let isAnnotated, memo.annotations.isEmpty == isAnnotated { return false }
        guard Self.isWithin(memo.scheduled, from: scheduledFrom, before: scheduledBefore),
              Self.isWithin(memo.until, from: untilFrom, before: untilBefore)
        else { return false }
        if !includesExpired, let until = memo.until, until <= now { return false }
        let isWaiting = memo.wait.map { $0 > now } ?? false
        switch waiting {
        case .hide: return !isWaiting
        case .only: return isWaiting
        case .include: return true
        }
    }

    /// Whether `moment` lies in [from, before); a bound given needs a moment.
    private static func isWithin(_ moment: Timestamp?, from: Timestamp?, before: Timestamp?) -> Bool {
        guard from != nil || before != nil else { return true }
        guard let moment else { return false }
        if let from, moment < from { return false }
        if let before, moment >= before { return false }
        return true
    }
}

/// The order of a listing. Ties always fall back to newest first (highest id).
public enum MemoSort: String, Sendable, CaseIterable {
    /// Most urgent first, by `Urgency`'s score (due proximity, priority, age, tags, project,
    /// started, annotated); ties: earlier due, then older, then lower id.
    case urgency
    /// Soonest due first, memos without a due date last; then newest.
    case due
    /// Highest priority first, memos without one last; then soonest due; then newest.
    case priority
    /// Newest first.
    case created
    /// Oldest first (Taskwarrior's `oldest` report): the order `created` reverses.
    case oldest
    /// Earliest done first, by when each was done (`end`), as Taskwarrior's `completed`
    /// report sorts (`end+`); memos without an end last; then newest.
    case end
}

extension MemoFilter {
    /// Open memos not waiting: the default listing.
    public static var open: MemoFilter { MemoFilter() }
    /// Done memos, waiting or not.
    public static var done: MemoFilter { MemoFilter(status: .done, waiting: .include) }
    /// Every memo.
    public static var all: MemoFilter { MemoFilter(status: .all, waiting: .include) }
}
