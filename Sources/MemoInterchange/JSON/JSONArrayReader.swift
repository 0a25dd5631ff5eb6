import MemoStore

/// Reads the elements of a JSON array (`[{…},{…}]`) one at a time from a stream: the tasks of
/// Taskwarrior's array form (`task export`), or the memos of todo's own `list --json`.
///
/// Guarantees: memory stays bounded by the reader's buffer plus one element, at most
/// `maxElementLength` bytes, whatever the length of the array or of its lines (an array on one
/// line is read as well as one an element a line), so a huge or malformed array cannot grow
/// memory without bound. Each element is handed out with the 1-based line it starts on and its
/// 1-based number; the array's syntax between elements (commas, the closing bracket, nothing
/// after it) is checked strictly, each element's by the reader of its records. Errors name an
/// element by `noun` and its number (`task 2`, `memo 2`).
final class JSONArrayReader {
    /// The longest element accepted, in bytes.
    static let maxElementLength = LineReader.maxLineLength

    /// What an element is called in errors: `task` or `memo`.
    var noun: String

    /// Reads the array that starts with the next bytes of `lines`, on line `lineNumber`.
    init(lines: LineReader, lineNumber: Int, noun: String) {
        self.lines = lines
        self.noun = noun
        chunk = []
        line = lineNumber
        lastContentLine = lineNumber
    }

    /// `element` parsed.
    /// - throws: `InterchangeError.invalidLine` naming the line of the file where its syntax
    ///   breaks and the element (`task 2: invalid JSON: …`).
    func value(of element: Element) throws(InterchangeError) -> JSONValue {
        do {
            return try JSONValue.parse(element.bytes)
        } catch {
            throw located(error, in: element)
        }
    }

    /// `error`, found in `element`'s bytes, as an error naming the line of the file it is on and
    /// the element (`task 2: invalid JSON: …`).
    func located(_ error: JSONSyntaxError, in element: Element) -> InterchangeError {
        let lineInElement = element.bytes[..<min(error.offset, element.bytes.count)].reduce(0) { $0 + ($1 == 0x0A ? 1 : 0) }
        return .invalidLine(line: element.line + lineInElement, reason: "\(noun) \(element.number): invalid JSON: \(error.reason)")
    }

    /// One element of the array as it was written: its bytes (not yet checked), the line it
    /// starts on and its number.
    struct Element {
        let bytes: [UInt8]
        let line: Int
        let number: Int
    }

    /// The next element's bytes, from its first byte to its last; `nil` after `]`.
    /// - throws: `InterchangeError.invalidLine` naming the line for broken syntax around the
    ///   element, an element over `maxElementLength`, or the end of input inside the array.
    func nextElement() throws(InterchangeError) -> Element? {
        var element: [UInt8] = []
        var elementLine = line
        var depth = 0
        var inString = false
        var escaped = false
        while true {
            if position == chunk.count {
                guard let more = try lines.nextChunk() else {
                    if state == .end { return nil }
                    throw .invalidLine(line: lastContentLine, reason: "unexpected end of input in the \(noun) array")
                }
                chunk = more
                position = 0
            }
            if inString, !escaped, state == .inElement {
                // Most of an element is string content: copy the run up to the next quote or
                // backslash in one go.
                let start = position
                while position < chunk.count, chunk[position] != UInt8(ascii: "\""), chunk[position] != UInt8(ascii: "\\") {
                    if chunk[position] == 0x0A { line += 1 }
                    position += 1
                }
                if position > start {
                    element += chunk[start..<position]
                    lastContentLine = line
                    guard element.count <= Self.maxElementLength else {
                        throw .invalidLine(line: elementLine, reason: "\(noun) \(number) is longer than \(Self.maxElementLength) bytes")
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
                guard byte == UInt8(ascii: "[") else { throw syntax("expected '[' to start the \(noun) array") }
                state = .beforeElement(first: true)
            case .beforeElement(let first):
                guard !isSpace else { continue }
                if byte == UInt8(ascii: "]") {
                    guard first else { throw syntax("trailing comma in the \(noun) array") }
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
                    if byte == UInt8(ascii: "}") { return finish(element, elementLine) }
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
                        if depth == 0 { return finish(element, elementLine) }
                    }
                } else if depth == 0 && (isSpace || byte == UInt8(ascii: ",") || byte == UInt8(ascii: "]")) {
                    position -= 1  // a bare scalar ended: the byte belongs to the array
                    if byte == 0x0A { line -= 1 }
                    return finish(element, elementLine)
                } else {
                    element.append(byte)
                    switch byte {
                    case UInt8(ascii: "\""): inString = true
                    case UInt8(ascii: "{"), UInt8(ascii: "["): depth += 1
                    case UInt8(ascii: "}"), UInt8(ascii: "]"):
                        depth -= 1
                        if depth == 0 { return finish(element, elementLine) }
                    default: break
                    }
                }
                guard element.count <= Self.maxElementLength else {
                    throw .invalidLine(line: elementLine, reason: "\(noun) \(number) is longer than \(Self.maxElementLength) bytes")
                }
            case .afterElement:
                guard !isSpace else { continue }
                if byte == UInt8(ascii: ",") {
                    state = .beforeElement(first: false)
                } else if byte == UInt8(ascii: "]") {
                    state = .end
                } else {
                    throw syntax("expected ',' or ']' after \(noun) \(number)")
                }
            case .end:
                guard isSpace else { throw syntax("unexpected text after the \(noun) array") }
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

    /// A complete element, handed out.
    private func finish(_ element: [UInt8], _ elementLine: Int) -> Element {
        state = .afterElement
        return Element(bytes: element, line: elementLine, number: number)
    }
}
