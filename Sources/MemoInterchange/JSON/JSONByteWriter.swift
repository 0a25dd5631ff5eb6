import MemoStore

/// Bytes written one after another into room reserved beforehand for the most a writer can
/// make (`MemoJSON.upperBound`), so a memo's JSON costs a store per byte and one copy into the
/// caller's array, not an array append (a uniqueness and a capacity check, a call) per piece.
///
/// Guarantees: nothing is written past the room given: a write that would not fit stops the
/// process (a bound computed wrong is a bug, never a corruption).
struct JSONByteWriter {
    /// A writer into `room`, empty.
    init(_ room: UnsafeMutableBufferPointer<UInt8>) {
        start = room.baseAddress
        capacity = room.count
    }

    /// What has been written.
    var written: UnsafeBufferPointer<UInt8> {
        UnsafeBufferPointer(start: start, count: count)
    }

    @inline(__always)
    mutating func write(_ byte: UInt8) {
        next(1).pointee = byte
        count += 1
    }

    @inline(__always)
    mutating func write(_ text: StaticString) {
        let length = text.utf8CodeUnitCount
        next(length).initialize(from: text.utf8Start, count: length)
        count += length
    }

    @inline(__always)
    mutating func write(_ bytes: UnsafeBufferPointer<UInt8>) {
        guard let source = bytes.baseAddress, !bytes.isEmpty else { return }
        next(bytes.count).initialize(from: source, count: bytes.count)
        count += bytes.count
    }

    /// `value` in decimal ASCII digits, a `-` first when negative.
    mutating func writeDecimal(_ value: Int64) {
        value.withDecimalDigits { write($0) }
    }

    /// `time` as ISO 8601 UTC (`Timestamp.iso8601`), without quotes.
    mutating func writeISO8601(_ time: Timestamp) {
        time.writeISO8601(at: next(20))
        count += 20
    }

    // MARK: - Private

    private let start: UnsafeMutablePointer<UInt8>?
    private let capacity: Int
    private var count = 0

    /// Where the next `length` bytes go, once it is known they fit.
    @inline(__always)
    private func next(_ length: Int) -> UnsafeMutablePointer<UInt8> {
        guard let start, count + length <= capacity else {
            preconditionFailure("JSONByteWriter: the output outgrew the room reserved for it")
        }
        return start + count
    }
}
