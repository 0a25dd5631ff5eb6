import MemoStore

/// Writes rows in COPY's text format and hands them to the server in large chunks.
///
/// Fields are separated by tabs, rows end with a newline, NULL is `\N`, and a backslash,
/// tab, newline or carriage return inside a value is escaped, so any text survives.
final class PostgresCopyWriter {
    init(send: @escaping ([UInt8]) throws -> Void) {
        self.send = send
        buffer.reserveCapacity(Self.chunkSize + 4096)
    }

    /// Adds a text field.
    func text(_ value: String) {
        var value = value
        value.withUTF8 { append(escaping: $0) }
    }

    /// Adds a text field given as UTF-8.
    func text(utf8 value: [UInt8]) {
        value.withUnsafeBufferPointer { append(escaping: $0) }
    }

    /// Adds a text field, or NULL.
    func optionalText(_ value: String?) {
        if let value { text(value) } else { null() }
    }

    /// Adds a `timestamptz` field as a Julian day and a UTC time (`J2461368 18:45:33+00`),
    /// which PostgreSQL reads for every year a `Timestamp` holds: no calendar arithmetic here.
    func timestamp(_ value: Timestamp) {
        separate()
        let seconds = value.secondsSince1970
        let days = seconds >= 0 ? seconds / 86_400 : (seconds - 86_399) / 86_400
        let second = seconds - days * 86_400
        buffer.append(UInt8(ascii: "J"))
        buffer.appendDecimal(days + Self.julianDayOf1970)
        for (index, part) in [second / 3600, second / 60 % 60, second % 60].enumerated() {
            buffer.append(index == 0 ? UInt8(ascii: " ") : UInt8(ascii: ":"))
            buffer.appendDigits(Int(part), width: 2)
        }
        buffer += "+00".utf8
    }

    /// Adds a `timestamptz` field, or NULL.
    func optionalTimestamp(_ value: Timestamp?) {
        if let value { timestamp(value) } else { null() }
    }

    /// Adds a NULL field.
    func null() {
        separate()
        buffer.append(UInt8(ascii: "\\"))
        buffer.append(UInt8(ascii: "N"))
    }

    /// Ends the row; sends what has gathered once it is large.
    func endRow() throws {
        buffer.append(UInt8(ascii: "\n"))
        isRowStart = true
        if buffer.count >= Self.chunkSize { try flush() }
    }

    /// Sends whatever has gathered.
    func flush() throws {
        guard !buffer.isEmpty else { return }
        try send(buffer)
        buffer.removeAll(keepingCapacity: true)
    }

    // MARK: - Private

    private static let chunkSize = 1 << 20
    private static let julianDayOf1970: Int64 = 2_440_588
    private let send: ([UInt8]) throws -> Void
    private var buffer: [UInt8] = []
    private var isRowStart = true

    private func append(escaping bytes: UnsafeBufferPointer<UInt8>) {
        separate()
        // Most text needs no escape: copied whole.
        guard bytes.contains(where: { $0 == UInt8(ascii: "\\") || $0 < 0x20 }) else {
            buffer.append(contentsOf: bytes)
            return
        }
        for byte in bytes {
            switch byte {
            case UInt8(ascii: "\\"): buffer.append(UInt8(ascii: "\\")); buffer.append(byte)
            case UInt8(ascii: "\t"): buffer.append(UInt8(ascii: "\\")); buffer.append(UInt8(ascii: "t"))
            case UInt8(ascii: "\n"): buffer.append(UInt8(ascii: "\\")); buffer.append(UInt8(ascii: "n"))
            case UInt8(ascii: "\r"): buffer.append(UInt8(ascii: "\\")); buffer.append(UInt8(ascii: "r"))
            default: buffer.append(byte)
            }
        }
    }

    private func separate() {
        if isRowStart { isRowStart = false } else { buffer.append(UInt8(ascii: "\t")) }
    }
}
