import MemoStore

/// Subtasks: a memo's children and their counts, each one range of the (user, parent) index
/// (`SQLiteSchema.version12`), and memos by uuid, one lookup of the (user, uuid) index each.
extension SQLiteMemoRepository {
    public func memos(uuids: [String], for user: User) throws -> [String: Memo] {
        guard !uuids.isEmpty else { return [:] }
        let memos = try connection.rows(
            "SELECT \(SQLiteMemoRow.columns) FROM memos WHERE user_id = ? AND uuid IN (SELECT value FROM json_each(?))",
            [.integer(user.id), .text(Self.jsonArray(uuids))], SQLiteMemoRow.read)
        return Dictionary(memos.map { ($0.uuid, $0) }, uniquingKeysWith: { first, _ in first })
    }

    public func children(of uuids: [String], for user: User) throws -> [Memo] {
        guard !uuids.isEmpty else { return [] }
        return try connection.rows(
            "SELECT \(SQLiteMemoRow.columns) FROM memos WHERE user_id = ? AND parent IN (SELECT value FROM json_each(?)) ORDER BY id",
            [.integer(user.id), .text(Self.jsonArray(uuids))], SQLiteMemoRow.read)
    }

    public func childCounts(of uuids: [String], for user: User) throws -> [String: ChildCount] {
        guard !uuids.isEmpty else { return [:] }
        let rows = try connection.rows(
            "SELECT parent, sum(done = 0), sum(done) FROM memos WHERE user_id = ? AND parent IN (SELECT value FROM json_each(?))"
                + " GROUP BY parent",
            [.integer(user.id), .text(Self.jsonArray(uuids))]
        ) { (uuid: $0.string(0), count: ChildCount(open: Int($0.int64(1)), done: Int($0.int64(2)))) }
        return Dictionary(rows.map { ($0.uuid, $0.count) }, uniquingKeysWith: { first, _ in first })
    }

    // MARK: - Private

    /// `uuids` as one JSON array, so a list of any length is one bound parameter.
    private static func jsonArray(_ uuids: [String]) -> String {
        var json = "["
        for (index, uuid) in uuids.enumerated() {
            json += index == 0 ? "\"" : ",\""
            for scalar in uuid.unicodeScalars {
                switch scalar {
                case "\"", "\\":
                    json += "\\" + String(scalar)
                case _ where scalar.value < 0x20:
                    // A stored uuid is text from elsewhere: JSON takes no raw control character.
                    let hex = String(scalar.value, radix: 16)
                    json += "\\u" + String(repeating: "0", count: 4 - hex.count) + hex
                default:
                    json.unicodeScalars.append(scalar)
                }
            }
            json += "\""
        }
        return json + "]"
    }
}
