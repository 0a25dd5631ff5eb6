import MemoStore

/// Writes rows in COPY's binary format and hands them to the server in large chunks.
///
/// Each field is its length and then the value as the column's type receives it (a
/// `timestamptz` as microseconds, a `tsvector` as its lexemes and positions), so the server
/// parses no text: for a million memos that is most of what text rows cost it. The fields of
/// a row must match the COPY's columns in order and type exactly.
final class PostgresCopyWriter {
    init(send: @escaping ([UInt8]) throws -> Void) {
        self.send = send
        buffer.reserveCapacity(Self.chunkSize + 4096)
        buffer += Self.signature
        buffer.appendBigEndian(Int32(0))  // flags
        buffer.appendBigEndian(Int32(0))  // header extension length
        rowStart = buffer.count
        buffer.appendBigEndian(Int16(0))
    }

    /// Adds a `text` field.
    func text(_ value: String) {
        var value = value
        value.withUTF8 { field($0) }
    }

    /// Adds a `text` (or enum label) field, or NULL.
    func optionalText(_ value: String?) {
        if let value { text(value) } else { null() }
    }

    /// Adds a `bigint` field.
    func int64(_ value: Int64) {
        begin(length: 8)
        buffer.appendBigEndian(value)
    }

    /// Adds a `boolean` field.
    func bool(_ value: Bool) {
        begin(length: 1)
        buffer.append(value ? 1 : 0)
    }

    /// Adds a `timestamptz` field: microseconds since 2000-01-01 UTC.
    func timestamp(_ value: Timestamp) {
        begin(length: 8)
        buffer.appendBigEndian((value.secondsSince1970 - Self.secondsFrom1970To2000) * 1_000_000)
    }

    /// Adds a `timestamptz` field, or NULL.
    func optionalTimestamp(_ value: Timestamp?) {
        if let value { timestamp(value) } else { null() }
    }

    /// Adds a `text[]` field: one dimension (none when empty), no NULL element.
    func textArray(_ elements: [String]) {
        let start = begin()
        buffer.appendBigEndian(Int32(elements.isEmpty ? 0 : 1))
        buffer.appendBigEndian(Int32(0))  // has no NULL
        buffer.appendBigEndian(Self.textTypeOID)
        if !elements.isEmpty {
            buffer.appendBigEndian(Int32(elements.count))
            buffer.appendBigEndian(Int32(1))  // lower bound
            for var element in elements {
                element.withUTF8 {
                    buffer.appendBigEndian(Int32($0.count))
                    buffer.append(contentsOf: $0)
                }
            }
        }
        end(start)
    }

    /// Adds a `tsvector` field.
    func searchWords(_ document: PostgresSearchDocument) {
        let start = begin()
        document.appendBinary(to: &buffer)
        end(start)
    }

    /// Adds a NULL field.
    func null() {
        fieldCount += 1
        buffer.appendBigEndian(Int32(-1))
    }

    /// Ends the row; sends what has gathered once it is large.
    func endRow() throws {
        withUnsafeBytes(of: fieldCount.bigEndian) { buffer.replaceSubrange(rowStart..<rowStart + 2, with: $0) }
        fieldCount = 0
        if buffer.count >= Self.chunkSize {
            try send(buffer)
            buffer.removeAll(keepingCapacity: true)
        }
        rowStart = buffer.count
        buffer.appendBigEndian(Int16(0))
    }

    /// Ends the data (in place of the next row's field count) and sends what has gathered.
    func finish() throws {
        buffer.replaceSubrange(rowStart..<rowStart + 2, with: [0xFF, 0xFF])
        try send(buffer)
        buffer.removeAll()
    }

    // MARK: - Private

    private static let chunkSize = 1 << 20
    private static let signature: [UInt8] = Array("PGCOPY\n".utf8) + [0xFF, 0x0D, 0x0A, 0x00]
    private static let secondsFrom1970To2000: Int64 = 946_684_800
    private static let textTypeOID: Int32 = 25
    private let send: ([UInt8]) throws -> Void
    private var buffer: [UInt8] = []
    /// Where the row being written starts: its field count goes there when it ends.
    private var rowStart = 0
    private var fieldCount: Int16 = 0

    private func field(_ bytes: UnsafeBufferPointer<UInt8>) {
        begin(length: bytes.count)
        buffer.append(contentsOf: bytes)
    }

    private func begin(length: Int) {
        fieldCount += 1
        buffer.appendBigEndian(Int32(length))
    }

    /// Starts a field whose length is known once it is written; returns where it starts.
    private func begin() -> Int {
        fieldCount += 1
        buffer.appendBigEndian(Int32(0))
        return buffer.count
    }

    private func end(_ start: Int) {
        withUnsafeBytes(of: Int32(buffer.count - start).bigEndian) {
            buffer.replaceSubrange(start - 4..<start, with: $0)
        }
    }
}
