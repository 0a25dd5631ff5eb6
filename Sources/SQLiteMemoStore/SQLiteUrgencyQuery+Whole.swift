import MemoStore

extension SQLiteUrgencyQuery {
    /// The page's memos in urgency order, read in the caller's snapshot of the store
    /// (`SQLiteMemoRepository.page` reads each page in one transaction).
    ///
    /// A page that reaches past the user's last memo of the statuses listed (`list --all
    /// --limit 10000`) holds every memo or follows them, so they are read whole by one
    /// statement and ranked here; reading their ranks and then each memo by its id would read
    /// every memo twice (in one pass over `memos` when the user holds most of it). Any other
    /// page is `pageIDs`, its memos then read by `lookUp`.
    func page(
        limit: Int, offset: Int, _ connection: SQLiteConnection, lookUp: ([Int64]) throws -> [Memo]
    ) throws -> [Memo] {
        // A narrowed filter reads its own index whatever the count: no count is read for it.
        let count = isNarrowed ? nil : try memoCount(connection)
        guard let count, count <= offset + limit else {
            return try lookUp(try pageIDs(limit: limit, offset: offset, count: count, connection))
        }
        var values: [SQLiteValue] = []
        let query = SQLiteMemoQuery(filter: filter, sort: .urgency, user: user)
        let sql = try SQLiteMemoQuery.scanIsCheaper(reading: count, connection)
            ? query.scanSQL(SQLiteMemoRow.columns, &values) : query.selectSQL(SQLiteMemoRow.columns, &values)
        var ranks: [Urgency.Ranked] = []
        ranks.reserveCapacity(count)
        var memos = try connection.rows(sql, values, reservingCapacity: count) { row in
            let memo = SQLiteMemoRow.read(row)
            // The class from the memo read, as the indexes' expression gives it, without
            // SQLite evaluating that expression for every row.
            ranks.append(Urgency.Ranked(
                id: memo.id, class: UrgencyClass(memo), due: memo.due, created: memo.created, scheduled: memo.scheduled,
                at: now, coefficients))
            return memo
        }
        // Sorted by index: moving ranks is cheaper than moving memos.
        let order = ranks.indices.sorted { Urgency.precedes(ranks[$0], ranks[$1]) }
        guard offset < order.count else { return [] }
        Self.arrange(&memos, in: order)
        memos.removeSubrange(min(memos.count, offset + limit)...)
        memos.removeSubrange(..<offset)
        return memos
    }

    /// Puts `memos[order[i]]` at `i` for every `i` by moving each memo once along each cycle of
    /// the permutation, the cycle's first held aside until it closes: no memo is copied (a copy
    /// retains every string and list it holds, and a second array of them is as large again).
    static func arrange(_ memos: inout [Memo], in order: [Int]) {
        var placed = [Bool](repeating: false, count: order.count)
        // Through the buffer the memos' bytes are moved; the array's subscript copied each
        // memo's fields (a retain and a release each). A swap moved each memo three times.
        memos.withUnsafeMutableBufferPointer { memos in
            guard let base = memos.baseAddress else { return }
            for start in order.indices where !placed[start] {
                placed[start] = true
                guard order[start] != start else { continue }
                // Along the cycle through `start`: position `at` takes the memo at `order[at]`.
                let first = (base + start).move()
                var at = start
                while order[at] != start {
                    (base + at).moveInitialize(from: base + order[at], count: 1)
                    at = order[at]
                    placed[at] = true
                }
                (base + at).initialize(to: first)
            }
        }
    }
}
