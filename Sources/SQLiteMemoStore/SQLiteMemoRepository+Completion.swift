import MemoStore

/// What shell completion asks of a store: ids typed so far, answered from the index alone.
extension SQLiteMemoRepository {
    /// The user's memos whose id begins with the decimal digits `prefix` (every id when it is
    /// empty), newest first, at most `limit`, as id and title; `isDone` picks open or done
    /// memos, `nil` both; `context`, when given, adds its conditions (its status aside), as
    /// a listing within the user's selected context does.
    ///
    /// An id prefix is a union of id ranges (`12` is 12, 120…129, 1200…1299, …), each an
    /// index range scan, so the cost does not grow with the number of memos stored.
    public func memoIDs(
        withPrefix prefix: String, isDone: Bool?, within context: MemoFilter? = nil, limit: Int, for user: User
    ) throws -> [(id: Int64, title: String)] {
        var ranges: [String] = []
        var rangeValues: [SQLiteValue] = []
        if !prefix.isEmpty {
            guard prefix.utf8.allSatisfy({ (0x30...0x39).contains($0) }), prefix.first != "0",
                  let first = Int64(prefix)
            else { return [] }
            var low = first
            var width: Int64 = 1
            while true {
                ranges.append("id BETWEEN ? AND ?")
                rangeValues += [.integer(low), .integer(low + width - 1)]
                let (nextLow, lowOverflow) = low.multipliedReportingOverflow(by: 10)
                let (nextWidth, widthOverflow) = width.multipliedReportingOverflow(by: 10)
                guard !lowOverflow, !widthOverflow, !nextLow.addingReportingOverflow(nextWidth).overflow else { break }
                (low, width) = (nextLow, nextWidth)
            }
        }
        // Open and done memos are each one range of (user_id, done, id); both are merged in id order.
        var arms: [String] = []
        var values: [SQLiteValue] = []
        for done in isDone.map({ [$0] }) ?? [false, true] {
            var arm = "SELECT id, title FROM memos WHERE user_id = ? AND done = ?"
                + (ranges.isEmpty ? "" : " AND (" + ranges.joined(separator: " OR ") + ")")
            values += [.integer(user.id), .bool(done)] + rangeValues
            if let context {
                SQLiteMemoQuery.appendConditions(of: context, skippingTag: nil, user: user, to: &arm, &values)
            }
            arms.append(arm)
        }
        let sql = arms.joined(separator: " UNION ALL ") + " ORDER BY id DESC LIMIT ?"
        values.append(.integer(Int64(max(0, limit))))
        return try connection.rows(sql, values) { (id: $0.int64(0), title: $0.string(1)) }
    }
}
