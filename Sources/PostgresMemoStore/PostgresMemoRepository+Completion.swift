import MemoStore

/// What shell completion reads: ids by their leading digits, newest first.
extension PostgresMemoRepository {
    /// The user's memos whose id starts with the digits of `prefix` (any id when empty),
    /// newest first, at most `limit`; only open or only done ones when `isDone` says so.
    /// Each run of ids sharing the prefix (`5`, `50…59`, `500…599`…) is one index range.
    /// `context`, when given, adds its conditions (its status aside), as a listing within the
    /// user's selected context does.
    public func memoIDs(
        withPrefix prefix: String, isDone: Bool?, within context: MemoFilter? = nil, limit: Int, for user: User
    ) throws -> [(id: Int64, title: String)] {
        var ranges: [(Int64, Int64)] = []
        if !prefix.isEmpty {
            guard prefix.utf8.allSatisfy({ (0x30...0x39).contains($0) }), prefix.first != "0", var low = Int64(prefix)
            else { return [] }
            var width: Int64 = 1
            while true {
                ranges.append((low, low + width - 1))
                let (nextLow, lowOverflow) = low.multipliedReportingOverflow(by: 10)
                let (nextWidth, widthOverflow) = width.multipliedReportingOverflow(by: 10)
                guard !lowOverflow, !widthOverflow, !nextLow.addingReportingOverflow(nextWidth).overflow else { break }
                (low, width) = (nextLow, nextWidth)
            }
        }
        var statement = PostgresStatement()
        let userID = statement.bind(user.id)
        let take = statement.bind(Int64(max(0, limit)))
        let status = isDone.map { " AND done = \(statement.bind($0 ? "t" : "f"))::bool" } ?? ""
        let arms = (ranges.isEmpty ? [nil] : ranges.map { Optional($0) }).map { range -> String in
            let bounds = range.map { " AND id BETWEEN \(statement.bind($0.0)) AND \(statement.bind($0.1))" } ?? ""
            let conditions = context.map { statement.conditions(of: $0, status: false, user: user.id) } ?? ""
            return "(SELECT id, title FROM memos WHERE user_id = \(userID)\(status)\(bounds)\(conditions) ORDER BY id DESC LIMIT \(take))"
        }
        statement.sql = "SELECT id, title FROM (" + arms.joined(separator: " UNION ALL ") + ") AS ids ORDER BY id DESC LIMIT \(take)"
        return try storeErrors {
            let result = try connection.execute(statement.sql, statement.values)
            return (0..<result.rowCount).map { (id: result.int64($0, 0), title: PostgresText.read(result.string($0, 1))) }
        }
    }
}
