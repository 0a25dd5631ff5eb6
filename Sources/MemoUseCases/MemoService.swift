import MemoStore
import TodoLanguage

/// Every use case of a user's memos, performed once: what a screen, a one-shot command or the
/// shell asks (`MemoAction`) becomes repository calls, and comes back as a typed `MemoResult`
/// for rendering to lay out.
///
/// It logs the user in on the first request, not before, so creating it costs no I/O. It holds
/// no state a screen shows; `changedElsewhere()` only answers, it tells no one. The RIB tree
/// reaches it through its repository worker only, which runs it while LoggedIn is active.
public final class MemoService {
    /// Creates the use cases of `userName`'s memos in `repository`; recurring memos advance in
    /// `timeZone`, and reports count days in it up to `now`. A CalDAV sync trusts the CA
    /// bundle `syncCAFile` instead of the system's, when given (curl's `CURL_CA_BUNDLE`).
    public init(
        repository: MemoRepository, userName: String, timeZone: LocalTimeZone = .system,
        now: @escaping @Sendable () -> Timestamp = { Timestamp.now() }, syncCAFile: String? = nil
    ) {
        self.repository = repository
        self.syncCAFile = syncCAFile
        self.userName = userName
        self.timeZone = timeZone
        self.clock = LocalClock(timeZone: timeZone, now: now)
    }

    /// Does what `action` asks and returns what was committed.
    /// - throws: the store's error (nothing was changed), or `MemoServiceError`.
    public func perform(_ action: MemoAction) throws -> MemoResult {
        // Access is the store owner's business, not a user's: no one is logged in for it.
        if case .changeAccess(let change, let role) = action { return .accessChanged(try changeAccess(change, role: role)) }
        let user = try loggedInUser()
        switch action {
        case .add(let draft):
            return .added(try repository.create(try withinContext(draft, for: user), for: user))
        case .list(let request):
            return .listed(try listing(of: .page(request), for: user))
        case .search(let query, let filter, let limit):
            return .listed(try listing(of: .search(query: query, filter: filter, limit: limit), for: user))
        case .context(let request):
            return .contexts(try perform(request, for: user))
        case .open(let id):
            return .opened(try repository.reading { try opened(id: id, for: user) })
        case .modify(let ids, let patch, let kind):
            do {
                let memos = try repository.modify(ids: ids, with: patch, as: kind, for: user)
                guard !memos.isEmpty else {
                    var seen = Set<Int64>()
                    let unchanged = try ids.filter { seen.insert($0).inserted }.map { try repository.memo(id: $0, for: user) }
                    return .unchanged(patch.changeKind(askedAs: kind), unchanged)
                }
                return .changed(patch.changeKind(askedAs: kind), memos, created: [])
            } catch MemoStoreError.invalidField(name: "recur", let reason) {
                throw recurWithoutDue(ids, patch, for: user) ?? MemoStoreError.invalidField(name: "recur", reason: reason)
            }
        case .setDone(let isDone, let ids):
            if isDone { try refuseChildren(of: ids, openOnly: true, for: user) }
            return try setDone(isDone, ids: ids, for: user)
        case .completeSubtrees(let ids):
            let below = try descendants(of: try ids.map { try repository.memo(id: $0, for: user) }, for: user)
            return try setDone(true, ids: ids + below.filter { !$0.isDone }.map(\.id), for: user)
        case .remove(let ids):
            try refuseChildren(of: ids, openOnly: false, for: user)
            return .changed(.rm, try repository.delete(ids: ids, for: user), created: [])
        case .removeParents(let ids, let keepingChildren):
            return .changed(.rm, try removeParents(ids: ids, keepingChildren: keepingChildren, for: user), created: [])
        case .duplicateSubtrees(let ids):
            return .changed(.add, try duplicateSubtrees(ids: ids, for: user), created: [])
        case .duplicate(let ids):
            // Every original is read first, so a missing id adds nothing.
            let originals = try ids.map { try repository.memo(id: $0, for: user) }
            return .changed(.add, try repository.asOneCommand(.add, for: user) {
                try originals.map { try repository.create($0.duplicateDraft, for: user) }
            }, created: [])
        case .undo:
            return .undone(try repository.undoLastChange(for: user))
        case .history(let limit):
            return .history(try repository.history(limit: limit, for: user))
        case .memoHistory(let id):
            return try repository.reading {
                let history = try repository.memoHistory(id: id, for: user)
                return .memoHistory(history, dependencyIDs: try repository.memoIDs(uuids: history.dependencyUUIDs, for: user))
            }
        case .openForEditing(let id):
            return try repository.reading {
                let memo = try repository.memo(id: id, for: user)
                return .editing(memo, dependencyIDs: try repository.memoIDs(uuids: memo.depends + (memo.parent.map { [$0] } ?? []), for: user))
            }
        case .names(let kind):
            return .names(kind, kind == .projects ? try repository.projects(for: user) : try repository.tags(for: user))
        case .report(let report):
            return .report(try repository.reading {
                try MemoReportReader(repository: repository, clock: clock).result(of: try withinContext(report, for: user), for: user)
            })
        case .importMemos(let next, let notes, let removing):
            var summary = try importMemos(next, removing: removing, for: user)
            summary.notes = notes
            return .imported(summary)
        case .export(let source?, let sink):
            return .exported(count: try export(source, to: sink, for: user))
        case .export(nil, let sink):
            var count = 0
            try repository.exportMemos(for: user) { memo in
                try sink(memo)
                count += 1
            }
            return .exported(count: count)
        case .sync(let hub):
            return .synced(try sync(hub: hub, for: user))
        case .conflicts:
            return .conflicts(try conflicts(for: user))
        case .resolveConflict(let id, let taking):
            return .conflictResolved(try resolveConflict(id: id, taking: taking, for: user))
        case .changeAccess(let change, let role):
            return .accessChanged(try changeAccess(change, role: role))
        case .share(let project, let grantee, let role):
            return .shareChanged(try hub().share(project: project, with: grantee, as: role, for: user))
        case .unshare(let project, let grantee):
            return .shareChanged(try hub().unshare(project: project, with: grantee, for: user))
        case .shares:
            return .shares(try hub().shares(for: user), userName: user.name)
        }
    }

    /// The user's memo with this id, as stored now, with the ids of the memos it waits on.
    public func openedMemo(id: Int64) throws -> OpenedMemo {
        let user = try loggedInUser()
        return try repository.reading { try opened(id: id, for: user) }
    }

    /// Whether another connection or process has committed since this was last asked (false
    /// the first time), so what was shown may be stale. Before the first request nothing was
    /// shown, so it asks the store nothing (`admin` logs no one in); logging in reads the token.
    public func changedElsewhere() throws -> Bool {
        guard user != nil else { return false }
        let token = try repository.changeToken()
        defer { lastChangeToken = token }
        return lastChangeToken.map { $0 != token } ?? false
    }

    // MARK: - Private

    /// Memo `id` with the ids of the memos it waits on (one lookup only when it waits on any).
    private func opened(id: Int64, for user: User) throws -> OpenedMemo {
        let memo = try repository.memo(id: id, for: user)
        var opened = OpenedMemo(
            memo, dependencyIDs: memo.depends.isEmpty ? [:] : try repository.memoIDs(uuids: memo.depends, for: user),
            conflicts: try repository.conflicts(for: user, uuid: memo.uuid))
        opened.parent = try memo.parent.flatMap { try repository.memos(uuids: [$0], for: user)[$0] }
            .map { MemoReference(id: $0.id, title: $0.title) }
        opened.children = try repository.children(of: [memo.uuid], for: user)
        return opened
    }

    let repository: MemoRepository
    let syncCAFile: String?
    let timeZone: LocalTimeZone
    let clock: LocalClock
    private let userName: String
    private var user: User?
    private var lastChangeToken: Int64?

    /// Imports what `next` yields, then removes the memos of `removing` (deleted in the file)
    /// but those changed here after their deletion, as a record older than its memo is skipped:
    /// one transaction and one history entry, so undo brings the removed memos back too.
    private func importMemos(_ next: () throws -> MemoDraft?, removing: [ImportDeletion], for user: User) throws -> ImportSummary {
        try repository.asOneCommand(.import, for: user) {
            var summary = try repository.importMemos(for: user, from: next)
            guard !removing.isEmpty else { return summary }
            // A uuid deleted twice in the file: the deletion that removes more (no time, or later).
            let deletions = Dictionary(removing.map { ($0.uuid, $0) }) { first, second in
                guard let one = first.time, let other = second.time else { return first.time == nil ? first : second }
                return one >= other ? first : second
            }
            let memos = try repository.memos(uuids: Array(deletions.keys), for: user).values
            let gone = memos.filter { deletions[$0.uuid]?.removes($0) == true }
            if !gone.isEmpty { summary.removed = try repository.delete(ids: gone.map(\.id).sorted(), for: user).count }
            summary.keptChangedSinceDeletion = memos.count - gone.count
            summary.deletedLeftOut = deletions.count - memos.count
            return summary
        }
    }

    /// Which of `ids` the patch would leave recurring without a due date, as the error that
    /// names the word and the memo; read only after the store refused the whole command.
    private func recurWithoutDue(_ ids: [Int64], _ patch: MemoPatch, for user: User) -> TodoLanguageError? {
        for id in ids {
            guard let memo = try? repository.memo(id: id, for: user) else { continue }
            let changed = patch.applied(to: memo)
            if changed.recur != nil && changed.due == nil {
                return ModifyWords.recurWithoutDue(memoID: id, patch: patch)
            }
        }
        return nil
    }

    /// The page `typed` asks for within the selected context, with the counts and the family
    /// a listing shows; read in the caller's `reading`, so they all agree.
    private func listing(_ typed: MemoPageRequest, for user: User) throws -> MemoListing {
        var request = typed
        let context = try repository.selectedContext(for: user)
        request.filter = try withinContext(typed.filter, context)
        let page = try repository.page(request, for: user)
        var listing = MemoListing(
            source: .page(request), memos: page.memos, more: page.more, moreIsExact: page.moreIsExact,
            counts: try repository.counts(for: user), context: context?.name)
        try addFamily(to: &listing, for: user)
        return listing
    }

    /// What `source` lists within the selected context, with the counts and the family a
    /// listing shows, all read in one snapshot: `list`'s page, or `search`'s memos.
    private func listing(of source: MemoListing.Source, for user: User) throws -> MemoListing {
        try repository.reading {
            switch source {
            case .page(let request):
                return try listing(request, for: user)
            case .search(let query, let filter, let limit):
                let context = try repository.selectedContext(for: user)
                var listing = try search(query, filter: try withinContext(filter, context), limit: limit, for: user)
                listing.context = context?.name
                try addFamily(to: &listing, for: user)
                return listing
            }
        }
    }

    /// Hands `sink` the user's own memos among those `source` lists (within the selected
    /// context, as `list` lists them; another's, shared with the user, are the owner's to
    /// export), oldest first, and returns how many.
    /// - throws: `MemoServiceError.selectionTooLarge` when `source` finds more than its limit.
    private func export(_ source: MemoListing.Source, to sink: (Memo) throws -> Void, for user: User) throws -> Int {
        let found = try listing(of: source, for: user)
        guard found.more == 0 else { throw MemoServiceError.selectionTooLarge(limit: found.memos.count) }
        let own = found.memos.filter { $0.owner == nil }.sorted { $0.id < $1.id }
        for memo in own { try sink(memo) }
        return own.count
    }

    private func search(_ query: String, filter: MemoFilter, limit: Int, for user: User) throws -> MemoListing {
        // One more than shown tells whether the page is the last.
        let found = try repository.search(query, filter: filter, limit: limit + 1, for: user)
        return MemoListing(
            source: .search(query: query, filter: filter, limit: limit), memos: Array(found.prefix(limit)),
            more: max(0, found.count - limit), moreIsExact: found.count <= limit,
            counts: try repository.counts(for: user))
    }

    private func loggedInUser() throws -> User {
        if let user { return user }
        let user = try repository.logIn(userName: userName)
        self.user = user
        // What the user's own login wrote is no change made elsewhere.
        lastChangeToken = try repository.changeToken()
        return user
    }
}

// MARK: - Contexts

extension MemoService {
    /// `filter` within the user's selected context, if any.
    func withinContext(_ filter: MemoFilter, for user: User) throws -> MemoFilter {
        try withinContext(filter, try repository.selectedContext(for: user))
    }

    /// `filter` within `context`, if any.
    func withinContext(_ filter: MemoFilter, _ context: MemoContext?) throws -> MemoFilter {
        guard let context else { return filter }
        return filter.narrowed(by: try contextFilter(context))
    }

    /// `draft` with the selected context's project (unless it has one) and tags.
    func withinContext(_ draft: MemoDraft, for user: User) throws -> MemoDraft {
        guard let context = try repository.selectedContext(for: user) else { return draft }
        let filter = try contextFilter(context)
        var draft = draft
        draft.project = draft.project ?? filter.project
        draft.tags += filter.requiredTags.sorted()
        return draft
    }

    /// `report` with its filter within the user's selected context, if any.
    func withinContext(_ report: MemoReport, for user: User) throws -> MemoReport {
        switch report {
        case .summary(let filter): return .summary(try withinContext(filter, for: user))
        case .calendar(let year, let month, let filter): return .calendar(year: year, month: month, try withinContext(filter, for: user))
        case .burndown(let length, let periods, let filter): return .burndown(length, periods: periods, try withinContext(filter, for: user))
        case .count(let filter, let query): return .count(try withinContext(filter, for: user), searching: query)
        case .ids(let filter, let query): return .ids(try withinContext(filter, for: user), searching: query)
        case .statistics(let filter, let query): return .statistics(try withinContext(filter, for: user), searching: query)
        }
    }

    func perform(_ request: ContextRequest, for user: User) throws -> ContextListing {
        switch request {
        case .show: break
        case .define(let context):
            _ = try contextFilter(context)
            try repository.defineContext(context, for: user)
        case .select(let name): try repository.selectContext(named: name, for: user)
        case .delete(let name): try repository.deleteContext(named: name, for: user)
        }
        let (all, selected) = try repository.contexts(for: user)
        return ContextListing(request: request, all: all, selected: selected)
    }

    private func contextFilter(_ context: MemoContext) throws -> MemoFilter {
        try FilterWords.filter(from: context.filterWords, now: Timestamp.now(), zone: timeZone)
    }
}
