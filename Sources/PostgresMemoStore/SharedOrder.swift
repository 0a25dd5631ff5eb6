import MemoStore

/// A listing's order over memos already read, for merging a user's page with the pages of the
/// projects shared with them: the order `PostgresStatement.order` and `PostgresUrgencyQuery`
/// give in SQL, the same ties included.
enum SharedOrder {
    /// `memos` in the order of `sort` (urgency scored at `now` under `coefficients`).
    static func sorted(_ memos: [Memo], by sort: MemoSort, at now: Timestamp, _ coefficients: UrgencyCoefficients) -> [Memo] {
        switch sort {
        case .urgency:
            let ranked = memos.map {
                (memo: $0, rank: Urgency.Ranked(
                    id: $0.id, class: UrgencyClass($0), due: $0.due, created: $0.created, scheduled: $0.scheduled, at: now, coefficients))
            }
            return ranked.sorted { Urgency.precedes($0.rank, $1.rank) }.map(\.memo)
        case .due:
            return memos.sorted { dueFirst($0, $1) ?? ($0.id > $1.id) }
        case .priority:
            return memos.sorted { a, b in
                let (x, y) = (a.priority?.rank ?? 0, b.priority?.rank ?? 0)
                return x != y ? x > y : dueFirst(a, b) ?? (a.id > b.id)
            }
        case .created:
            return memos.sorted { $0.id > $1.id }
        case .oldest:
            return memos.sorted { $0.id < $1.id }
        case .end:
            return memos.sorted { a, b in
                switch (a.end, b.end) {
                case let (x?, y?) where x != y: return x < y
                case (.some, nil): return true
                case (nil, .some): return false
                default: return a.id > b.id
                }
            }
        }
    }

    // MARK: - Private

    /// Whether `a` comes first by due date (none last); nil when they are due alike.
    private static func dueFirst(_ a: Memo, _ b: Memo) -> Bool? {
        switch (a.due, b.due) {
        case let (x?, y?) where x != y: return x < y
        case (.some, nil): return true
        case (nil, .some): return false
        default: return nil
        }
    }
}
