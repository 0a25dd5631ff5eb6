#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Reads a file descriptor line by line through a fixed 64 KiB buffer.
///
/// Guarantees: memory stays bounded by the buffer plus the longest line, whatever the file's
/// length, so a million-line import never holds the file. Lines end with `\n`; a `\r` before
/// it (and at the very end of the input) is dropped; the last line needs no terminator, and
/// an empty input has no lines. A UTF-8 byte order mark at the start of the input is skipped.
/// Line numbers are 1-based. Bytes are passed on as read; `nextString()` also checks UTF-8.
public final class LineReader {
    /// The longest line accepted, in bytes (room for a body at `MemoLimits` fully escaped).
    public static let maxLineLength = 1 << 22

    /// The 1-based number of the line `nextLine()` returned last; 0 before the first.
    public private(set) var lineNumber = 0

    /// Reads from `descriptor`, which the caller keeps open and closes.
    public init(descriptor: Int32) {
        self.descriptor = descriptor
    }

    /// The next line's bytes without its terminator, or `nil` at the end of input.
    /// - throws: `InterchangeError.invalidLine` for a read error or a line over `maxLineLength`.
    public func nextLine() throws(InterchangeError) -> [UInt8]? {
        var line: [UInt8] = []
        var sawBytes = false
        while true {
            if position == filled {
                guard try refill() else {
                    guard sawBytes else { return nil }
                    return finish(&line)
                }
            }
            sawBytes = true
            let newline = buffer.withUnsafeBufferPointer { buffer -> Int? in
                let base = buffer.baseAddress! + position
                guard let found = memchr(base, 0x0A, filled - position) else { return nil }
                return position + (UnsafeRawPointer(found) - UnsafeRawPointer(base))
            }
            let end = newline ?? filled
            guard line.count + (end - position) <= Self.maxLineLength else {
                throw .invalidLine(line: lineNumber + 1, reason: "longer than \(Self.maxLineLength) bytes")
            }
            line += buffer[position..<end]
            position = end
            if newline != nil {
                position += 1
                return finish(&line)
            }
        }
    }

    /// The next line as text, or `nil` at the end of input.
    /// - throws: `InterchangeError.invalidLine` as `nextLine()` does, and for a line that is not UTF-8.
    public func nextString() throws(InterchangeError) -> String? {
        guard let line = try nextLine() else { return nil }
        guard let text = UTF8Text.string(line) else {
            throw .invalidLine(line: lineNumber, reason: "invalid UTF-8")
        }
        return text
    }

    /// Skips blank lines and the spaces, tabs and carriage returns that start the next line,
    /// and returns the first other byte without consuming it; `nil` at the end of input. The
    /// skipped lines count in `lineNumber`, so the byte is on line `lineNumber + 1`. Reads no
    /// further than that byte, so a format can be told from a line of any length.
    /// - throws: `InterchangeError.invalidLine` for a read error.
    public func peekPastBlanks() throws(InterchangeError) -> UInt8? {
        while true {
            if position == filled {
                guard try refill() else { return nil }
            }
            if !startChecked {
                startChecked = true
                if filled - position >= 3, buffer[position..<position + 3].elementsEqual([0xEF, 0xBB, 0xBF]) { position += 3 }
                continue
            }
            switch buffer[position] {
            case 0x0A:
                lineNumber += 1
                position += 1
            case 0x20, 0x09, 0x0D:
                position += 1
            case let byte:
                return byte
            }
        }
    }

    /// The bytes read but not yet handed out, or else the next read's, whatever their lines;
    /// `nil` at the end of input. `lineNumber` is not advanced; memory stays one buffer.
    /// - throws: `InterchangeError.invalidLine` for a read error.
    public func nextChunk() throws(InterchangeError) -> [UInt8]? {
        if position == filled {
            guard try refill() else { return nil }
        }
        var bytes = Array(buffer[position..<filled])
        position = filled
        if !startChecked {
            startChecked = true
            if bytes.starts(with: [0xEF, 0xBB, 0xBF]) { bytes.removeFirst(3) }
        }
        return bytes
    }

    // MARK: - Private

    private let descriptor: Int32
    private var buffer = [UInt8](repeating: 0, count: 1 << 16)
    private var position = 0
    private var filled = 0
    private var startChecked = false

    private func finish(_ line: inout [UInt8]) -> [UInt8] {
        lineNumber += 1
        if line.last == 0x0D { line.removeLast() }
        if !startChecked {
            startChecked = true
            if line.starts(with: [0xEF, 0xBB, 0xBF]) { line.removeFirst(3) }
        }
        return line
    }

    private func refill() throws(InterchangeError) -> Bool {
        while true {
            let count = buffer.withUnsafeMutableBytes { read(descriptor, $0.baseAddress, $0.count) }
            if count < 0 {
                if errno == EINTR { continue }
                throw .invalidLine(line: lineNumber + 1, reason: "cannot read: " + String(cString: strerror(errno)))
            }
            position = 0
            filled = count
            return count > 0
        }
    }
}
