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
        // A long page (`--limit 10000`) first asks whether the user has any subtask at all:
        // one seek of the partial index, where the counts take one per memo of the page.
        if uuids.count > Self.pageWithoutAsking {
            let hasChildren = try connection.firstRow(
                "SELECT 1 FROM memos WHERE user_id = ? AND parent IS NOT NULL LIMIT 1", [.integer(user.id)]) { _ in true }
            guard hasChildren == true else { return [:] }
        }
        let rows = try connection.rows(
            "SELECT parent, sum(done = 0), sum(done) FROM memos WHERE user_id = ? AND parent IN (SELECT value FROM json_each(?))"
                + " GROUP BY parent",
            [.integer(user.id), .text(Self.jsonArray(uuids))]
        ) { (uuid: $0.string(0), count: ChildCount(open: Int($0.int64(1)), done: Int($0.int64(2)))) }
        return Dictionary(rows.map { ($0.uuid, $0.count) }, uniquingKeysWith: { first, _ in first })
    }

    // MARK: - Private

    /// The most uuids whose child counts are read without first asking whether any exist: a
    /// statement's preparation costs about what this many index seeks do.
    private static let pageWithoutAsking = 64

    /// `uuids` as one JSON array, so a list of any length is one bound parameter; built as
    /// bytes, as a page of thousands of memos asks for thousands of uuids.
    private static func jsonArray(_ uuids: [String]) -> String {
        var json: [UInt8] = [UInt8(ascii: "[")]
        json.reserveCapacity(uuids.count * 39 + 2)
        let hexDigits = Array("0123456789abcdef".utf8)
        for (index, uuid) in uuids.enumerated() {
            if index > 0 { json.append(UInt8(ascii: ",")) }
            json.append(UInt8(ascii: "\""))
            let plain = uuid.utf8.allSatisfy { $0 >= 0x20 && $0 != UInt8(ascii: "\"") && $0 != UInt8(ascii: "\\") }
            if plain {
                json.append(contentsOf: uuid.utf8)
                json.append(UInt8(ascii: "\""))
                continue
            }
            for byte in uuid.utf8 {
                switch byte {
                case UInt8(ascii: "\""), UInt8(ascii: "\\"):
                    json += [UInt8(ascii: "\\"), byte]
                case ..<0x20:
                    // A stored uuid is text from elsewhere: JSON takes no raw control character.
                    json += Array("\\u00".utf8) + [hexDigits[Int(byte >> 4)], hexDigits[Int(byte & 0xF)]]
                default:
                    json.append(byte)
                }
            }
            json.append(UInt8(ascii: "\""))
        }
        json.append(UInt8(ascii: "]"))
        return String(decoding: json, as: UTF8.self)
    }
}
