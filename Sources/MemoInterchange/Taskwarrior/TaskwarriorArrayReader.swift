import MemoStore

/// Reads the tasks of Taskwarrior's array form (`[{…},{…}]`) one at a time from a stream.
///
/// Guarantees: memory stays bounded by the reader's buffer plus one task, at most
/// `maxTaskLength` bytes, whatever the length of the array or of its lines (an array on one
/// line is read as well as one a task a line), so a huge or malformed array cannot grow
/// memory without bound. Each task is handed out with the 1-based line it
/// starts on and its 1-based number; the array's syntax between tasks (commas, the closing
/// bracket, nothing after it) is checked strictly, each task by `JSONValue.parse`.
final class TaskwarriorArrayReader {
    /// The longest task accepted, in bytes.
    static let maxTaskLength = LineReader.maxLineLength

    /// Reads the array that starts with the next bytes of `lines`, on line `lineNumber`.
    init(lines: LineReader, lineNumber: Int) {
        self.lines = lines
        chunk = []
        line = lineNumber
        lastContentLine = lineNumber
    }

    /// The next task object (not yet mapped), its line and its number; `nil` after `]`.
    /// - throws: `InterchangeError.invalidLine` naming the line for broken syntax, a task over
    ///   `maxTaskLength`, or the end of input inside the array.
    func next() throws(InterchangeError) -> (task: JSONValue, line: Int, number: Int)? {
        var element: [UInt8] = []
        var elementLine = line
        var depth = 0
        var inString = false
        var escaped = false
        while true {
            if position == chunk.count {
                guard let more = try lines.nextChunk() else {
                    if state == .end { return nil }
                    throw .invalidLine(line: lastContentLine, reason: "unexpected end of input in the task array")
                }
                chunk = more
                position = 0
            }
            if inString, !escaped, state == .inElement {
                // Most of a task is string content: copy the run up to the next quote or
                // backslash in one go.
                let start = position
                while position < chunk.count, chunk[position] != UInt8(ascii: "\""), chunk[position] != UInt8(ascii: "\\") {
                    if chunk[position] == 0x0A { line += 1 }
                    position += 1
                }
                if position > start {
                    element += chunk[start..<position]
                    lastContentLine = line
                    guard element.count <= Self.maxTaskLength else {
                        throw .invalidLine(line: elementLine, reason: "task \(number) is longer than \(Self.maxTaskLength) bytes")
                    }
                    continue
                }
            }
            let byte = chunk[position]
            position += 1
            if byte == 0x0A { line += 1 }
            let isSpace = byte == 0x20 || byte == 0x0A || byte == 0x0D || byte == 0x09
            if !isSpace { lastContentLine = line }
            switch state {
            case .start:
                guard !isSpace else { continue }
                guard byte == UInt8(ascii: "[") else { throw syntax("expected '[' to start the task array") }
                state = .beforeElement(first: true)
            case .beforeElement(let first):
                guard !isSpace else { continue }
                if byte == UInt8(ascii: "]") {
                    guard first else { throw syntax("trailing comma in the task array") }
                    state = .end
                    continue
                }
                number += 1
                elementLine = line
                element = [byte]
                state = .inElement
                switch byte {
                case UInt8(ascii: "{"), UInt8(ascii: "["): depth = 1
                case UInt8(ascii: "\""): inString = true
                default:
                    depth = 0
                    if byte == UInt8(ascii: "}") { return try finish(element, elementLine) }
                }
            case .inElement:
                if inString {
                    element.append(byte)
                    if escaped {
                        escaped = false
                    } else if byte == UInt8(ascii: "\\") {
                        escaped = true
                    } else if byte == UInt8(ascii: "\"") {
                        inString = false
                        if depth == 0 { return try finish(element, elementLine) }
                    }
                } else if depth == 0 && (isSpace || byte == UInt8(ascii: ",") || byte == UInt8(ascii: "]")) {
                    position -= 1  // a bare scalar ended: the byte belongs to the array
                    if byte == 0x0A { line -= 1 }
                    return try finish(element, elementLine)
                } else {
                    element.append(byte)
                    switch byte {
                    case UInt8(ascii: "\""): inString = true
                    case UInt8(ascii: "{"), UInt8(ascii: "["): depth += 1
                    case UInt8(ascii: "}"), UInt8(ascii: "]"):
                        depth -= 1
                        if depth == 0 { return try finish(element, elementLine) }
                    default: break
                    }
                }
                guard element.count <= Self.maxTaskLength else {
                    throw .invalidLine(line: elementLine, reason: "task \(number) is longer than \(Self.maxTaskLength) bytes")
                }
            case .afterElement:
                guard !isSpace else { continue }
                if byte == UInt8(ascii: ",") {
                    state = .beforeElement(first: false)
                } else if byte == UInt8(ascii: "]") {
                    state = .end
                } else {
                    throw syntax("expected ',' or ']' after task \(number)")
                }
            case .end:
                guard isSpace else { throw syntax("unexpected text after the task array") }
            }
        }
    }

    // MARK: - Private

    private enum State: Equatable {
        case start
        case beforeElement(first: Bool)
        case inElement
        case afterElement
        case end
    }

    private let lines: LineReader
    private var chunk: [UInt8]
    private var position = 0
    private var line: Int
    private var number = 0
    private var lastContentLine = 1
    private var state = State.start

    private func syntax(_ reason: String) -> InterchangeError {
        .invalidLine(line: line, reason: "invalid JSON: \(reason)")
    }

    /// Parses a complete element, naming the line inside it where its syntax breaks.
    private func finish(_ element: [UInt8], _ elementLine: Int) throws(InterchangeError) -> (JSONValue, Int, Int) {
        state = .afterElement
        do {
            return (try JSONValue.parse(element), elementLine, number)
        } catch {
            let lineInElement = element[..<min(error.offset, element.count)].reduce(0) { $0 + ($1 == 0x0A ? 1 : 0) }
            throw .invalidLine(line: elementLine + lineInElement, reason: "task \(number): invalid JSON: \(error.reason)")
        }
    }
}
