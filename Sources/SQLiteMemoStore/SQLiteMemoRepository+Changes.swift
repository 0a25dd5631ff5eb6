import MemoStore

/// The writes that change memos already stored: modify, done/undone, delete. Each is one
/// transaction and one history entry over every id it is given, all or nothing.
extension SQLiteMemoRepository {
    public func modify(ids: [Int64], with patch: MemoPatch, as kind: MemoChangeKind, for user: User) throws -> [Memo] {
        try connection.transaction {
            let before = try memos(ids: ids, for: user)
            try checkSharedChange(of: before, deleting: false, for: user)
            let changes = try patch.changes(to: before, at: .now(), dependencies: dependencies(for: user))
            try checkSharedChange(of: changes.map(\.old), to: changes.map(\.new), deleting: false, for: user)
            guard let first = changes.first else { return [] }
            for (old, new) in changes {
                try write(new, replacing: old, for: user)
            }
            // History names the memo as the command left it, as `edit` always has.
            try record(patch.changeKind(askedAs: kind), count: changes.count, first: first.new, for: user, before: changes.map(\.old))
            return changes.map(\.new)
        }
    }

    public func setDone(_ isDone: Bool, ids: [Int64], timeZone: LocalTimeZone, for user: User) throws -> MemoCompletion {
        try connection.transaction {
            let now = Timestamp.now()
            var completion = MemoCompletion(memos: [], created: [])
            var marked: [Memo] = []
            let olds = try memos(ids: ids, for: user)
            try checkSharedChange(of: olds, deleting: false, for: user)
            for old in olds {
                guard old.isDone != isDone else {
                    completion.memos.append(old)
                    continue
                }
                var new = old
                new.isDone = isDone
                new.updated = now
                // Done work is no longer in progress.
                if isDone { new.start = nil }
                new.end = isDone ? now : nil
                try write(new, replacing: old, for: user)
                marked.append(old)
                completion.memos.append(new)
            }
            if isDone {
                let lastDue = Memo.lastDueOfEachSeries(marked)
                try Memo.checkNextOccurrences(of: lastDue, at: now, in: timeZone)
                for memo in lastDue {
                    if var next = try nextOccurrence(of: memo, at: now, in: timeZone, for: user) {
                        // The next of a shared memo is its owner's too.
                        if let owner = memo.owner { try setOwner(owner, ofMemo: next.id) }
                        next.owner = memo.owner
                        completion.created.append(next)
                    }
                }
            }
            if let first = marked.first {
                let added = completion.created.first.map { ($0.id, completion.created[completion.created.count - 1].id) }
                try record(isDone ? .done : .undone, count: marked.count, first: first, for: user, added: added, before: marked)
            }
            return completion
        }
    }

    public func delete(ids: [Int64], for user: User) throws -> [Memo] {
        try connection.transaction {
            let before = try memos(ids: ids, for: user)
            try checkSharedChange(of: before, deleting: true, for: user)
            guard let first = before.first else { return [] }
            for memo in before {
                try connection.run("DELETE FROM memos WHERE id = ? AND user_id = ?", [.integer(memo.id), .integer(user.id)])
                try didRemove(memo, for: user)
            }
            try record(.rm, count: before.count, first: first, for: user, before: before)
            return before
        }
    }

    // MARK: - Internal

    /// Stores every field of `new` in the row of `old` (same id) and redoes what derives from it.
    func write(_ new: Memo, replacing old: Memo, for user: User) throws {
        try connection.run(
            "UPDATE memos SET " + SQLiteMemoRow.assignments + " WHERE id = ? AND user_id = ?",
            SQLiteMemoRow.fieldValues(new) + [.integer(new.id), .integer(user.id)])
        try didReplace(old, with: new, for: user)
    }

    // MARK: - Private

    /// Creates the memo that follows `memo` once it is done: `nil` when it does not recur, when
    /// its next due date would pass the year 9999, or when its series already has an open memo
    /// or that occurrence (a `done` after an `undone` finds the next memo the first one made).
    private func nextOccurrence(of memo: Memo, at now: Timestamp, in zone: LocalTimeZone, for user: User) throws -> Memo? {
        guard let next = memo.nextOccurrence(at: now, in: zone) else { return nil }
        let series = RecurrenceSeries(memoUUID: memo.uuid).uuidRange
        let seriesHasIt = try connection.firstRow(
            "SELECT 1 FROM memos WHERE user_id = ? AND uuid BETWEEN ? AND ? AND (done = 0 OR uuid = ?) LIMIT 1",
            [.integer(user.id), .text(series.lowest), .text(series.highest), .text(next.uuid)]) { _ in true }
        guard seriesHasIt == nil else { return nil }
        let stored = try insert(next, for: user)
        try didAdd(stored, for: user)
        return stored
    }
}
