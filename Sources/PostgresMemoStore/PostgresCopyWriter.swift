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
        separate()
        var value = value
        value.withUTF8 { bytes in
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
    }

    /// Adds a text field, or NULL.
    func optionalText(_ value: String?) {
        if let value { text(value) } else { null() }
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
    private let send: ([UInt8]) throws -> Void
    private var buffer: [UInt8] = []
    private var isRowStart = true

    private func separate() {
        if isRowStart { isRowStart = false } else { buffer.append(UInt8(ascii: "\t")) }
    }
}
