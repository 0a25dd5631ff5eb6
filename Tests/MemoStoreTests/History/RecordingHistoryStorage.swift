import MemoStore

/// A `MemoHistoryStorage` in memory that records what the history rules asked of it: the
/// quick tier proves `MemoUndo` here, without an engine (the both-engine suites prove the engines).
final class RecordingHistoryStorage: MemoHistoryStorage {
    struct Entry {
        var stored: MemoStoredEntry
        var saved: [Memo]
        var leftAlone = ""
    }

    var memos: [Int64: Memo] = [:]
    /// The user's entries, oldest first.
    private(set) var entries: [Entry] = []
    /// The memos `reinsert` put back and `restore` wrote, in order.
    private(set) var reinserted: [Memo] = []
    private(set) var restored: [Memo] = []
    let commandEntries = MemoCommandEntries()

    /// Records an entry as an engine would for a command (noted for `asOneCommand`), or, with
    /// `origin`, one that arrived by sync.
    @discardableResult
    func record(_ kind: MemoChangeKind, count: Int = 1, saved: [Memo] = [], added: (Int64, Int64)? = nil, origin: String? = nil) -> Int64 {
        let id = (entries.last?.stored.change.id ?? 0) + 1
        let change = MemoChange(id: id, kind: kind, memoCount: count, firstMemo: nil, time: Timestamp(secondsSince1970: 0), origin: origin)
        entries.append(Entry(stored: MemoStoredEntry(change: change, added: added), saved: saved))
        if origin == nil { commandEntries.note(id) }
        return id
    }

    func inOneWrite(for user: User, _ body: () throws -> Void) throws {
        try body()
    }

    func entries(after id: Int64, for user: User) throws -> [MemoStoredEntry] {
        entries.map(\.stored).filter { $0.change.id > id }
    }

    func join(_ ids: [Int64], as named: Int64, count: Int, added: (Int64, Int64)?, for user: User) throws {
        let joined = entries.filter { ids.contains($0.stored.change.id) }
        var saved: [Memo] = []
        for memo in joined.flatMap(\.saved) where !saved.contains(where: { $0.id == memo.id }) { saved.append(memo) }
        let kind = joined.first { $0.stored.change.id == named }!.stored.change.kind
        entries.removeAll { ids.contains($0.stored.change.id) }
        record(kind, count: count, saved: saved, added: added)
    }

    func latestEntry(ownOnly: Bool, for user: User) throws -> MemoStoredEntry? {
        entries.last { !ownOnly || $0.stored.change.origin == nil }?.stored
    }

    func origins(after id: Int64, for user: User) throws -> [String] {
        entries.filter { $0.stored.change.id > id }.compactMap(\.stored.change.origin)
    }

    func refuseChangedByOthers(savedBy id: Int64, for user: User) throws {}

    func savedMemos(of id: Int64, for user: User) throws -> [Memo] {
        entry(id)?.saved ?? []
    }

    func currentMemo(of saved: Memo, for user: User) throws -> Memo? {
        memos[saved.id]
    }

    func laterSnapshots(of memoID: Int64, after id: Int64, for user: User) throws -> [(entry: Int64, memo: Memo)] {
        entries.filter { $0.stored.change.id > id }.compactMap { entry in
            entry.saved.first { $0.id == memoID }.map { (entry.stored.change.id, $0) }
        }
    }

    func replaceSnapshot(in id: Int64, with memo: Memo, for user: User) throws {
        guard let index = entries.firstIndex(where: { $0.stored.change.id == id }),
              let place = entries[index].saved.firstIndex(where: { $0.id == memo.id }) else { return }
        entries[index].saved[place] = memo
    }

    func restore(_ memo: Memo, over current: Memo, for user: User) throws {
        memos[memo.id] = memo
        restored.append(memo)
    }

    func isTaken(_ memo: Memo, for user: User) throws -> Bool {
        memos[memo.id] != nil || memos.values.contains { $0.uuid == memo.uuid }
    }

    func reinsert(_ memo: Memo, for user: User) throws {
        memos[memo.id] = memo
        reinserted.append(memo)
    }

    func removeCreated(by entry: MemoStoredEntry, for user: User) throws {
        guard let (first, last) = entry.added else { return }
        for id in first...last { memos[id] = nil }
    }

    func leftAlone(of id: Int64) throws -> String {
        entry(id)?.leftAlone ?? ""
    }

    func deleteEntry(_ id: Int64) throws {
        entries.removeAll { $0.stored.change.id == id }
    }

    /// The entry `id`, if kept.
    func entry(_ id: Int64) -> Entry? {
        entries.first { $0.stored.change.id == id }
    }
}
