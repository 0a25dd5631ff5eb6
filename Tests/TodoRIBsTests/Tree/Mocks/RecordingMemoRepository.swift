import MemoStore
@testable import TodoRIBs

/// A repository in memory that records each call by name, for tests of the worker.
final class RecordingMemoRepository: MemoRepository {
    private(set) var calls: [String] = []
    /// Every page asked for, in turn.
    private(set) var pageRequests: [MemoPageRequest] = []
    var memos: [Int64: Memo] = [:]
    /// What `changeToken()` answers; a test changes it to play another process committing.
    var token: Int64 = 0
    var history: [MemoChange] = []

    func logIn(userName: String) throws -> User {
        calls.append("logIn \(userName)")
        return User(id: 1, name: userName)
    }

    func create(_ draft: MemoDraft, for user: User) throws -> Memo {
        calls.append("create \(draft.title)")
        let memo = Self.memo(id: Int64(memos.count + 1), title: draft.title)
        memos[memo.id] = memo
        return memo
    }

    func memo(id: Int64, for user: User) throws -> Memo {
        calls.append("memo \(id)")
        return try existing(id)
    }

    func modify(ids: [Int64], with patch: MemoPatch, as kind: MemoChangeKind, for user: User) throws -> [Memo] {
        calls.append("\(kind.rawValue) \(ids) \(patch.title ?? "-") \(patch.body ?? "-")")
        let changed = try ids.map { patch.applied(to: try existing($0)) }
        for memo in changed { memos[memo.id] = memo }
        return changed
    }

    func setDone(_ isDone: Bool, ids: [Int64], timeZone: LocalTimeZone, for user: User) throws -> MemoCompletion {
        calls.append("setDone \(isDone) \(ids)")
        var marked = try ids.map(existing)
        for index in marked.indices {
            marked[index].isDone = isDone
            memos[marked[index].id] = marked[index]
        }
        return MemoCompletion(memos: marked, created: [])
    }

    func delete(ids: [Int64], for user: User) throws -> [Memo] {
        calls.append("delete \(ids)")
        let deleted = try ids.map(existing)
        for id in ids { memos[id] = nil }
        return deleted
    }

    func page(_ request: MemoPageRequest, for user: User) throws -> MemoPage {
        calls.append("page \(request.limit)")
        pageRequests.append(request)
        let all = memos.values.sorted { $0.id > $1.id }
        let following = max(0, all.count - request.limit)
        // A page from the start's anchor says only whether more follow, as the stores do.
        if request.anchor == .first { return MemoPage(memos: Array(all.prefix(request.limit)), more: min(1, following), moreIsExact: following == 0) }
        return MemoPage(memos: Array(all.prefix(request.limit)), more: min(following, MemoPage.moreCountLimit),
                        moreIsExact: following <= MemoPage.moreCountLimit)
    }

    /// Records where the read begins and ends, so a test sees what was read in one.
    func reading<T>(_ body: () throws -> T) throws -> T {
        calls.append("begin reading")
        defer { calls.append("end reading") }
        return try body()
    }

    func counts(for user: User) throws -> MemoCounts {
        calls.append("counts")
        let done = memos.values.filter(\.isDone).count
        return MemoCounts(open: memos.count - done, done: done)
    }

    func projects(for user: User) throws -> [NameCount] {
        calls.append("projects")
        return []
    }

    func tags(for user: User) throws -> [NameCount] {
        calls.append("tags")
        return []
    }

    func projectCounts(matching filter: MemoFilter, for user: User) throws -> [ProjectCount] {
        calls.append("projectCounts")
        return []
    }

    func slotCounts(of moments: [MemoMoment], matching filter: MemoFilter, in slots: MemoSlots, for user: User) throws
        -> [SlotCounts]
    {
        calls.append("slotCounts")
        return moments.map { _ in .zero(slots: slots.count) }
    }

    func search(_ query: String, filter: MemoFilter, limit: Int, for user: User) throws -> [Memo] {
        calls.append("search \(query) \(limit)")
        let found = memos.values.filter { query.isEmpty || $0.title.contains(query) }
        return Array(found.sorted { $0.id > $1.id }.prefix(limit))
    }

    func importMemos(for user: User, from next: () throws -> MemoDraft?) throws -> ImportSummary {
        calls.append("importMemos")
        var added = 0
        while let draft = try next() {
            let memo = Self.memo(id: Int64(memos.count + 1), title: draft.title)
            memos[memo.id] = memo
            added += 1
        }
        return ImportSummary(added: added, skipped: 0)
    }

    func exportMemos(for user: User, _ body: (Memo) throws -> Void) throws {
        calls.append("exportMemos")
        for memo in memos.values.sorted(by: { $0.id < $1.id }) {
            try body(memo)
        }
    }

    func history(limit: Int, for user: User) throws -> [MemoChange] {
        calls.append("history \(limit)")
        return Array(history.prefix(limit))
    }

    func memoHistory(id: Int64, for user: User) throws -> MemoHistory {
        calls.append("memoHistory \(id)")
        return MemoHistory(memoID: id, entries: [], current: try existing(id))
    }

    func memoIDs(uuids: [String], for user: User) throws -> [String: Int64] {
        calls.append("memoIDs \(uuids)")
        let known = Set(uuids)
        return Dictionary(memos.values.filter { known.contains($0.uuid) }.map { ($0.uuid, $0.id) }, uniquingKeysWith: min)
    }

    func contexts(for user: User) throws -> (all: [MemoContext], selected: String?) {
        calls.append("contexts")
        return (definedContexts.values.sorted { $0.name < $1.name }, selectedContextName)
    }

    func selectedContext(for user: User) throws -> MemoContext? {
        selectedContextName.flatMap { definedContexts[$0] }
    }

    func defineContext(_ context: MemoContext, for user: User) throws {
        calls.append("defineContext \(context.name)")
        definedContexts[context.name] = context
    }

    func deleteContext(named name: String, for user: User) throws {
        calls.append("deleteContext \(name)")
        guard definedContexts.removeValue(forKey: name) != nil else {
            throw MemoStoreError.contextNotFound(name: name)
        }
        if selectedContextName == name { selectedContextName = nil }
    }

    func selectContext(named name: String?, for user: User) throws {
        calls.append("selectContext \(name ?? "none")")
        if let name, definedContexts[name] == nil {
            throw MemoStoreError.contextNotFound(name: name)
        }
        selectedContextName = name
    }

    private var definedContexts: [String: MemoContext] = [:]
    private var selectedContextName: String?

    func undoLastChange(for user: User) throws -> MemoChange {
        calls.append("undoLastChange")
        guard let last = history.first else { throw MemoStoreError.nothingToUndo }
        return last
    }

    // The family reads of a listing are not recorded: the tests of the tree's calls count the
    // page's reads, which these follow.
    func memos(uuids: [String], for user: User) throws -> [String: Memo] {
        let known = Set(uuids)
        return Dictionary(memos.values.filter { known.contains($0.uuid) }.map { ($0.uuid, $0) }, uniquingKeysWith: { first, _ in first })
    }

    func children(of uuids: [String], for user: User) throws -> [Memo] {
        let parents = Set(uuids)
        return memos.values.filter { $0.parent.map(parents.contains) ?? false }.sorted { $0.id < $1.id }
    }

    func childCounts(of uuids: [String], for user: User) throws -> [String: ChildCount] {
        var counts: [String: ChildCount] = [:]
        for child in try children(of: uuids, for: user) {
            guard let parent = child.parent else { continue }
            counts[parent, default: ChildCount(open: 0, done: 0)].open += child.isDone ? 0 : 1
            counts[parent, default: ChildCount(open: 0, done: 0)].done += child.isDone ? 1 : 0
        }
        return counts
    }

    func changeToken() throws -> Int64 {
        calls.append("changeToken")
        return token
    }

    /// Forgets the calls recorded so far.
    func resetCalls() {
        calls = []
    }

    // MARK: - Private

    private func existing(_ id: Int64) throws -> Memo {
        guard let memo = memos[id] else { throw MemoStoreError.memoNotFound(id: id) }
        return memo
    }

    /// A stored-looking memo for tests.
    static func memo(id: Int64, title: String, isDone: Bool = false) -> Memo {
        Memo(
            id: id, uuid: "uuid-\(id)", title: title, body: "", isDone: isDone,
            created: Timestamp(secondsSince1970: 0), updated: Timestamp(secondsSince1970: 0))
    }
}
