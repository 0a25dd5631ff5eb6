import MemoStore

/// Each memo's field stamps (`memo_stamps`, schema version 12): a trigger stamps what a write
/// changes; a sync reads them and puts the stamps it merged in their place.
extension SQLiteMemoRepository {
    /// The field stamps of the memos `ids`, by id; a memo without any is left out.
    func localStamps(ids: [Int64]) throws -> [Int64: MemoStamps] {
        guard !ids.isEmpty else { return [:] }
        let marks = Array(repeating: "?", count: ids.count).joined(separator: ", ")
        let rows = try connection.rows(
            "SELECT memo_id, field, time, replica FROM memo_stamps WHERE memo_id IN (\(marks))", ids.map(SQLiteValue.integer)
        ) { row in (id: row.int64(0), field: MemoField(name: row.string(1)), time: row.int64(2), replica: row.string(3)) }
        var stamps: [Int64: MemoStamps] = [:]
        for row in rows {
            guard let field = row.field else { continue }
            stamps[row.id, default: MemoStamps()][field] = FieldStamp(time: Timestamp(secondsSince1970: row.time), replica: row.replica)
        }
        return stamps
    }

    /// Makes `stamps` the field stamps of the memo `id`, in place of what it had; `replacing`
    /// false says it has none (a memo just inserted under a new id), so none are looked for.
    func setLocalStamps(_ stamps: MemoStamps, of id: Int64, replacing: Bool = true) throws {
        if replacing { try connection.run("DELETE FROM memo_stamps WHERE memo_id = ?", [.integer(id)]) }
        let stamped = MemoField.allCases.compactMap { field in stamps[field].map { (field, $0) } }
        guard !stamped.isEmpty else { return }
        // One statement a memo, not one a field: a sync sets them for every memo it brings.
        try connection.run(
            Self.insertStampsSQL[stamped.count],
            stamped.flatMap { field, stamp in
                [SQLiteValue.integer(id), .text(field.name), .integer(stamp.time.secondsSince1970), .text(stamp.replica)]
            })
    }

    /// The statement that inserts as many stamps as its index, for every number of fields.
    private static let insertStampsSQL = (0...MemoField.allCases.count).map { count in
        "INSERT INTO memo_stamps(memo_id, field, time, replica) VALUES "
            + Array(repeating: "(?, ?, ?, ?)", count: count).joined(separator: ", ")
    }
}
