#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Reads lines from a file descriptor, none longer than a limit: a longer line is refused as
/// soon as the limit is passed, and the rest of it is read past without being kept, so a
/// line of any size costs a bounded amount of memory.
///
/// Lines end at `\n` (a `\r` before it goes too); bytes that are not UTF-8 are shown as
/// U+FFFD, as `Swift.readLine` shows them.
struct BoundedLineReader {
    /// What one read gave.
    enum Line: Equatable {
        /// A line, without its line break.
        case text(String)
        /// A line longer than the limit, left out; its number, from 1.
        case tooLong(number: Int)
    }

    /// The longest line read, in bytes: room for a title and a body at their limits, with
    /// options, in any script.
    static let defaultLimit = 1 << 20

    /// A reader of `descriptor` that refuses lines over `limit` bytes.
    init(descriptor: Int32, limit: Int = defaultLimit) {
        self.descriptor = descriptor
        self.limit = limit
    }

    /// The next line; nil at the end of the input (or on a read error).
    mutating func next() -> Line? {
        var line: [UInt8] = []
        var isTooLong = false
        var sawAnything = false
        while true {
            if position == buffer.count {
                guard refill() else {
                    guard sawAnything else { return nil }
                    break
                }
            }
            sawAnything = true
            let rest = buffer[position...]
            let end = rest.firstIndex(of: UInt8(ascii: "\n"))
            let piece = rest[..<(end ?? buffer.count)]
            if !isTooLong {
                if line.count + piece.count > limit {
                    isTooLong = true
                    line = []
                } else {
                    line += piece
                }
            }
            position = end.map { $0 + 1 } ?? buffer.count
            if end != nil { break }
        }
        lineNumber += 1
        if isTooLong { return .tooLong(number: lineNumber) }
        if line.last == UInt8(ascii: "\r") { line.removeLast() }
        return .text(String(decoding: line, as: UTF8.self))
    }

    // MARK: - Private

    private let descriptor: Int32
    private let limit: Int
    private var buffer: [UInt8] = []
    private var position = 0
    private var lineNumber = 0

    /// Reads the next chunk into the buffer; false at the end of the input or on an error.
    private mutating func refill() -> Bool {
        var chunk = [UInt8](repeating: 0, count: 1 << 16)
        while true {
            let count = chunk.withUnsafeMutableBytes { read(descriptor, $0.baseAddress, $0.count) }
            if count < 0, errno == EINTR { continue }
            guard count > 0 else { return false }
            buffer = Array(chunk[..<count])
            position = 0
            return true
        }
    }
}
