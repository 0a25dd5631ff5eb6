/// Marking memos done or open, and the next occurrence a recurring memo makes.
extension MemoWrites {
    /// `MemoRepository.setDone`: each memo not yet in that state marked (`updated` now); done
    /// work is no longer in progress (`start` cleared) and ended now, reopened work has no
    /// `end`. Marking done makes each series' next occurrence after the memo of that series
    /// due last (all of them checked first, so none is made when one would pass the year
    /// 9999), unless the series already has an open memo or that occurrence; the next of a
    /// shared memo is its owner's. One entry names the first memo marked, as it was; nothing
    /// is written or recorded when no memo changes.
    public func setDone(_ isDone: Bool, ids: [Int64], timeZone: LocalTimeZone, for user: User) throws -> MemoCompletion {
        var completion = MemoCompletion(memos: [], created: [])
        try storage.inOneWrite(for: user) {
            let before = try storage.memosToWrite(ids: ids, deleting: false, for: user)
            let now = Timestamp.now()
            completion.memos = before
            var marked: [Memo] = []
            var news: [Memo] = []
            for index in before.indices where before[index].isDone != isDone {
                let new = Self.marked(before[index], isDone, at: now)
                marked.append(before[index])
                news.append(new)
                completion.memos[index] = new
            }
            guard let first = marked.first else {
                completion.isUnchanged = true
                return
            }
            let lastDue = isDone ? Memo.lastDueOfEachSeries(marked) : []
            try Memo.checkNextOccurrences(of: lastDue, at: now, in: timeZone)
            let entry = MemoHistoryEntry(kind: isDone ? .done : .undone, count: marked.count, first: first, saved: marked)
            try storage.record(entry, for: user) {
                try storage.replace(marked, with: news, for: user)
                // After the marks: the memos marked done are no longer the series' open ones.
                for memo in lastDue {
                    guard let next = memo.nextOccurrence(at: now, in: timeZone),
                          try !storage.series(RecurrenceSeries(memoUUID: memo.uuid), hasOpenMemoOr: next.uuid, owner: memo.owner, for: user)
                    else { continue }
                    var stored = try storage.insert(next, owner: memo.owner, for: user)
                    stored.owner = memo.owner
                    completion.created.append(stored)
                }
                return completion.created
            }
        }
        return completion
    }

    // MARK: - Private

    /// `memo` marked done (or open) at `now`.
    private static func marked(_ memo: Memo, _ isDone: Bool, at now: Timestamp) -> Memo {
        var new = memo
        new.isDone = isDone
        new.updated = now
        // Done work is no longer in progress.
        if isDone { new.start = nil }
        new.end = isDone ? now : nil
        return new
    }
}
