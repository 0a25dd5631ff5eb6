import CLibPQ

/// One result of a statement, owned: cleared when released. Values are read in text format.
final class PostgresResult {
    /// How many rows the result holds.
    let rowCount: Int

    init(handle: OpaquePointer) {
        self.handle = handle
        rowCount = Int(PQntuples(handle))
    }

    deinit {
        PQclear(handle)
    }

    /// The rows a command changed (`UPDATE 3` → 3), 0 when it did not say.
    var affectedRows: Int {
        guard let text = PQcmdTuples(handle) else { return 0 }
        return Int(String(cString: text)) ?? 0
    }

    func isNull(_ row: Int, _ column: Int) -> Bool {
        PQgetisnull(handle, Int32(row), Int32(column)) != 0
    }

    /// The text of a value; empty for NULL.
    func string(_ row: Int, _ column: Int) -> String {
        guard let value = PQgetvalue(handle, Int32(row), Int32(column)) else { return "" }
        let count = Int(PQgetlength(handle, Int32(row), Int32(column)))
        return value.withMemoryRebound(to: UInt8.self, capacity: count) {
            String(decoding: UnsafeBufferPointer(start: $0, count: count), as: UTF8.self)
        }
    }

    func optionalString(_ row: Int, _ column: Int) -> String? {
        isNull(row, column) ? nil : string(row, column)
    }

    func int64(_ row: Int, _ column: Int) -> Int64 {
        guard let value = PQgetvalue(handle, Int32(row), Int32(column)) else { return 0 }
        var result: Int64 = 0
        var pointer = value
        var negative = false
        if pointer.pointee == CChar(UInt8(ascii: "-")) {
            negative = true
            pointer += 1
        }
        while pointer.pointee >= CChar(UInt8(ascii: "0")) && pointer.pointee <= CChar(UInt8(ascii: "9")) {
            result = result &* 10 &+ Int64(pointer.pointee - CChar(UInt8(ascii: "0")))
            pointer += 1
        }
        return negative ? 0 &- result : result
    }

    func optionalInt64(_ row: Int, _ column: Int) -> Int64? {
        isNull(row, column) ? nil : int64(row, column)
    }

    func bool(_ row: Int, _ column: Int) -> Bool {
        PQgetvalue(handle, Int32(row), Int32(column))?.pointee == CChar(UInt8(ascii: "t"))
    }

    // MARK: - Private

    private let handle: OpaquePointer
}
