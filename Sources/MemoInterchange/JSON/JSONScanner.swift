/// A strict (RFC 8259) recursive-descent JSON reader over UTF-8 bytes.
///
/// Guarantees: it accepts only JSON as RFC 8259 defines it — no comments, no trailing commas,
/// no single quotes, no leading zeros, no unescaped control characters in strings, no lone
/// surrogates, only valid UTF-8 inside strings — and it never nests deeper than `maxDepth`, so
/// hostile input cannot exhaust the stack. Every failure is a `JSONSyntaxError` naming the byte.
/// Callers read records field by field (`string()`, `skipValue`), so a memo record is decoded
/// without building a tree; `value(depth:)` builds a `JSONValue` where a tree is wanted.
struct JSONScanner {
    /// The deepest nesting of arrays and objects accepted.
    static let maxDepth = 64

    /// The text being read.
    let bytes: [UInt8]
    /// The offset of the next byte to read (settable in the module: the escape decoding in
    /// JSONScanner+Escapes.swift moves it too).
    var index = 0

    init(bytes: [UInt8]) {
        self.bytes = bytes
    }

    var isAtEnd: Bool { index >= bytes.count }

    /// The next byte, or `nil` at the end; does not consume it.
    var peek: UInt8? { index < bytes.count ? bytes[index] : nil }

    /// A syntax error at the current byte.
    func failure(_ reason: String) -> JSONSyntaxError {
        JSONSyntaxError(offset: index, reason: reason)
    }

    mutating func skipWhitespace() {
        while index < bytes.count {
            switch bytes[index] {
            case 0x20, 0x09, 0x0A, 0x0D: index += 1
            default: return
            }
        }
    }

    /// Consumes `byte` if it is next (after whitespace) and says whether it was.
    mutating func consume(_ byte: UInt8) -> Bool {
        skipWhitespace()
        guard index < bytes.count, bytes[index] == byte else { return false }
        index += 1
        return true
    }

    /// Consumes `byte` (after whitespace) or fails with `expected '<byte>' <context>`.
    mutating func expect(_ byte: UInt8, _ context: String) throws(JSONSyntaxError) {
        guard consume(byte) else {
            throw failure(isAtEnd ? "unexpected end of input, expected '\(Unicode.Scalar(byte))' \(context)"
                : "expected '\(Unicode.Scalar(byte))' \(context)")
        }
    }

    /// Fails unless only whitespace is left.
    mutating func expectEnd() throws(JSONSyntaxError) {
        skipWhitespace()
        guard isAtEnd else { throw failure("unexpected text after the JSON value") }
    }

    // MARK: - Objects and arrays, member by member

    /// After `{` has been consumed: reads the next key and its `:`, or returns `nil` at `}`.
    /// `first` is true for the first call on an object (no comma before the key).
    mutating func nextKey(first: Bool) throws(JSONSyntaxError) -> String? {
        guard try startKey(first: first) else { return nil }
        let key = try string()
        try expect(UInt8(ascii: ":"), "after a key")
        skipWhitespace()
        return key
    }

    /// `nextKey` for an object whose keys the caller knows: the key's UTF-8 goes to `key`,
    /// without a `String` made for it when it has no escape (a memo record has several).
    mutating func nextKey<Key>(first: Bool, as key: (UnsafeBufferPointer<UInt8>) -> Key) throws(JSONSyntaxError) -> Key? {
        guard try startKey(first: first) else { return nil }
        let start = index + 1
        let end = plainRunEnd(from: start)
        let found: Key
        if end < bytes.count, bytes[end] == UInt8(ascii: "\"") {
            let plain = bytes.withUnsafeBufferPointer { all -> Key? in
                let text = UnsafeBufferPointer(rebasing: all[start..<end])
                return UTF8Text.firstInvalidOffset(text) == nil ? key(text) : nil
            }
            guard let plain else { throw invalidUTF8(in: start..<end) }
            found = plain
            index = end + 1
        } else {
            var text = try string()
            found = text.withUTF8(key)
        }
        try expect(UInt8(ascii: ":"), "after a key")
        skipWhitespace()
        return found
    }

    /// After `[` has been consumed: says whether another element follows (consuming the comma
    /// before it), or consumes `]` and returns false.
    mutating func hasNextElement(first: Bool) throws(JSONSyntaxError) -> Bool {
        if consume(UInt8(ascii: "]")) { return false }
        if !first {
            guard consume(UInt8(ascii: ",")) else {
                throw failure(isAtEnd ? "unexpected end of input in an array" : "expected ',' or ']' in an array")
            }
        }
        skipWhitespace()
        if !first, peek == UInt8(ascii: "]") { throw failure("trailing comma in an array") }
        return true
    }

    // MARK: - Values

    /// Reads any value as a tree.
    mutating func value(depth: Int) throws(JSONSyntaxError) -> JSONValue {
        skipWhitespace()
        guard let byte = peek else { throw failure("unexpected end of input") }
        switch byte {
        case UInt8(ascii: "{"):
            guard depth < Self.maxDepth else { throw failure("nested too deeply") }
            index += 1
            var members: [(key: String, value: JSONValue)] = []
            var first = true
            while let key = try nextKey(first: first) {
                members.append((key, try value(depth: depth + 1)))
                first = false
            }
            return .object(members)
        case UInt8(ascii: "["):
            guard depth < Self.maxDepth else { throw failure("nested too deeply") }
            index += 1
            var elements: [JSONValue] = []
            var first = true
            while try hasNextElement(first: first) {
                elements.append(try value(depth: depth + 1))
                first = false
            }
            return .array(elements)
        case UInt8(ascii: "\""): return .string(try string())
        case UInt8(ascii: "t"), UInt8(ascii: "f"): return .bool(try bool())
        case UInt8(ascii: "n"):
            try literal("null")
            return .null
        case UInt8(ascii: "-"), UInt8(ascii: "0")...UInt8(ascii: "9"):
            let start = index
            try skipNumber()
            let text = String(decoding: bytes[start..<index], as: UTF8.self)
            guard Double(text) != nil else {
                throw JSONSyntaxError(offset: start, reason: "bad number")
            }
            return .number(text)
        default:
            throw failure("unexpected character")
        }
    }

    /// Checks and skips any value without keeping it.
    mutating func skipValue(depth: Int) throws(JSONSyntaxError) {
        skipWhitespace()
        guard let byte = peek else { throw failure("unexpected end of input") }
        switch byte {
        case UInt8(ascii: "{"):
            guard depth < Self.maxDepth else { throw failure("nested too deeply") }
            index += 1
            var first = true
            while try nextKey(first: first) != nil {
                try skipValue(depth: depth + 1)
                first = false
            }
        case UInt8(ascii: "["):
            guard depth < Self.maxDepth else { throw failure("nested too deeply") }
            index += 1
            var first = true
            while try hasNextElement(first: first) {
                try skipValue(depth: depth + 1)
                first = false
            }
        case UInt8(ascii: "\""): try skipString()
        case UInt8(ascii: "t"), UInt8(ascii: "f"): _ = try bool()
        case UInt8(ascii: "n"): try literal("null")
        case UInt8(ascii: "-"), UInt8(ascii: "0")...UInt8(ascii: "9"): try skipNumber()
        default: throw failure("unexpected character")
        }
    }

    /// Reads `null` and returns true, or returns false without consuming anything.
    mutating func consumeNull() throws(JSONSyntaxError) -> Bool {
        guard peek == UInt8(ascii: "n") else { return false }
        try literal("null")
        return true
    }

    /// Reads `true` or `false`.
    mutating func bool() throws(JSONSyntaxError) -> Bool {
        if peek == UInt8(ascii: "t") {
            try literal("true")
            return true
        }
        try literal("false")
        return false
    }

    /// Reads a string (the next byte must be `"`), decoding every escape.
    mutating func string() throws(JSONSyntaxError) -> String {
        let start = index + 1
        let end = plainRunEnd(from: start)
        // Most strings have no escape: validate and copy their bytes in one go.
        if end < bytes.count, bytes[end] == UInt8(ascii: "\"") {
            guard let text = UTF8Text.string(bytes[start..<end]) else { throw invalidUTF8(in: start..<end) }
            index = end + 1
            return text
        }
        index = start
        return try escapedString()
    }

    // MARK: - Private

    /// Before a key: false (consumed) at `}`, else consumes the comma of a key after the
    /// first and stops at the key's opening quote.
    private mutating func startKey(first: Bool) throws(JSONSyntaxError) -> Bool {
        if consume(UInt8(ascii: "}")) { return false }
        if !first {
            guard consume(UInt8(ascii: ",")) else {
                throw failure(isAtEnd ? "unexpected end of input in an object" : "expected ',' or '}' in an object")
            }
        }
        skipWhitespace()
        guard peek == UInt8(ascii: "\"") else {
            throw failure(isAtEnd ? "unexpected end of input in an object" : "expected a key in quotes")
        }
        return true
    }

    /// The offset of the first `"`, `\` or control byte at or after `start`.
    private func plainRunEnd(from start: Int) -> Int {
        bytes.withUnsafeBufferPointer { buffer -> Int in
            var at = start
            while at < buffer.count {
                let byte = buffer[at]
                if byte == UInt8(ascii: "\"") || byte == UInt8(ascii: "\\") || byte < 0x20 { break }
                at += 1
            }
            return at
        }
    }

    /// Checks a string without building it (for values that are skipped).
    private mutating func skipString() throws(JSONSyntaxError) {
        let start = index + 1
        let end = plainRunEnd(from: start)
        if end < bytes.count, bytes[end] == UInt8(ascii: "\"") {
            let isValid = bytes.withUnsafeBufferPointer {
                UTF8Text.firstInvalidOffset(UnsafeBufferPointer(rebasing: $0[start..<end])) == nil
            }
            guard isValid else { throw invalidUTF8(in: start..<end) }
            index = end + 1
            return
        }
        _ = try string()
    }

    private mutating func skipNumber() throws(JSONSyntaxError) {
        if bytes[index] == UInt8(ascii: "-") { index += 1 }
        guard index < bytes.count, isDigit(bytes[index]) else { throw failure("bad number") }
        if bytes[index] == UInt8(ascii: "0") {
            index += 1
            if index < bytes.count, isDigit(bytes[index]) { throw failure("bad number (leading zero)") }
        } else {
            skipDigits()
        }
        if index < bytes.count, bytes[index] == UInt8(ascii: ".") {
            index += 1
            guard index < bytes.count, isDigit(bytes[index]) else { throw failure("bad number") }
            skipDigits()
        }
        if index < bytes.count, bytes[index] == UInt8(ascii: "e") || bytes[index] == UInt8(ascii: "E") {
            index += 1
            if index < bytes.count, bytes[index] == UInt8(ascii: "+") || bytes[index] == UInt8(ascii: "-") { index += 1 }
            guard index < bytes.count, isDigit(bytes[index]) else { throw failure("bad number") }
            skipDigits()
        }
    }

    private func isDigit(_ byte: UInt8) -> Bool { byte >= 0x30 && byte <= 0x39 }

    private mutating func skipDigits() {
        while index < bytes.count, isDigit(bytes[index]) { index += 1 }
    }

    private mutating func literal(_ word: StaticString) throws(JSONSyntaxError) {
        let count = word.utf8CodeUnitCount
        let matches = index + count <= bytes.count
            && word.withUTF8Buffer { expected in (0..<count).allSatisfy { bytes[index + $0] == expected[$0] } }
        guard matches else { throw failure("unexpected character") }
        index += count
    }
}
