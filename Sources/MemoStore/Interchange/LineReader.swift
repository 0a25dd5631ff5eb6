#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Reads a file descriptor line by line with a fixed buffer, so a file of any length is
/// read in bounded memory. Lines end with `\n` (a `\r` before it is dropped); the last line
/// needs no terminator.
public final class LineReader {
    /// The longest line accepted, in bytes.
    public static let maxLineLength = 1 << 20

    /// The 1-based number of the line `nextLine()` returned last.
    public private(set) var lineNumber = 0

    /// Reads from `descriptor`, which the caller keeps open and closes.
    public init(descriptor: Int32) {
        self.descriptor = descriptor
    }

    /// The next line's bytes without its terminator, or `nil` at the end of input.
    /// - throws: `InterchangeError.invalidLine` for a read error or a line over `maxLineLength`.
    public func nextLine() throws -> [UInt8]? {
        var line: [UInt8] = []
        while true {
            if position == filled {
                guard try refill() else {
                    if line.isEmpty && !pendingPartialLine { return nil }
                    pendingPartialLine = false
                    lineNumber += 1
                    return line
                }
            }
            let available = buffer[position..<filled]
            if let newline = available.firstIndex(of: 0x0A) {
                line += buffer[position..<newline]
                position = newline + 1
                pendingPartialLine = false
                lineNumber += 1
                if line.last == 0x0D { line.removeLast() }
                return line
            }
            line += available
            pendingPartialLine = true
            position = filled
            if line.count > Self.maxLineLength {
                throw InterchangeError.invalidLine(line: lineNumber + 1, reason: "longer than \(Self.maxLineLength) bytes")
            }
        }
    }

    /// Everything left to read, in one array.
    public func readAll() throws -> [UInt8] {
        var bytes = Array(buffer[position..<filled])
        position = filled
        while try refill() {
            bytes += buffer[0..<filled]
            position = filled
        }
        return bytes
    }

    // MARK: - Private

    private let descriptor: Int32
    private var buffer = [UInt8](repeating: 0, count: 1 << 16)
    private var position = 0
    private var filled = 0
    private var pendingPartialLine = false

    private func refill() throws -> Bool {
        while true {
            let count = buffer.withUnsafeMutableBytes { read(descriptor, $0.baseAddress, $0.count) }
            if count < 0 {
                if errno == EINTR { continue }
                throw InterchangeError.invalidLine(line: lineNumber + 1, reason: String(cString: strerror(errno)))
            }
            position = 0
            filled = count
            return count > 0
        }
    }
}
