/// A parsed JSON value, as the import formats read them.
///
/// Guarantees: `parse` accepts exactly one RFC 8259 JSON text (see `JSONScanner` for what
/// strict means) and keeps object members in document order, duplicates included.
enum JSONValue: Equatable {
    case null
    case bool(Bool)
    /// A number's text exactly as written (checked to be one), so `1.50` stays `1.50`.
    case number(String)
    case string(String)
    case array([JSONValue])
    /// Members in document order; a record has few keys, so a linear lookup beats hashing.
    case object([(key: String, value: JSONValue)])

    /// Parses one complete JSON text from UTF-8 bytes, strictly (RFC 8259): no trailing
    /// commas, no comments, nothing after the value but whitespace, at most 64 levels deep.
    /// - throws: `JSONSyntaxError` saying what was wrong and at which byte.
    static func parse(_ bytes: [UInt8]) throws(JSONSyntaxError) -> JSONValue {
        var scanner = JSONScanner(bytes: bytes)
        let value = try scanner.value(depth: 0)
        try scanner.expectEnd()
        return value
    }

    /// The member `key` of an object; `nil` for a missing key or a value that is not an object.
    /// The last duplicate wins, as with most JSON readers.
    subscript(key: String) -> JSONValue? {
        if case .object(let members) = self { return members.last { $0.key == key }?.value }
        return nil
    }

    /// The string at `key`; `nil` when the key is missing or null.
    /// - throws: `InterchangeError.invalidRecord` when the value is not a string.
    func string(_ key: String) throws(InterchangeError) -> String? {
        switch self[key] {
        case nil, .null?: return nil
        case .string(let value)?: return value
        default: throw InterchangeError.invalidRecord("\"\(key)\" must be a string")
        }
    }

    static func == (lhs: JSONValue, rhs: JSONValue) -> Bool {
        switch (lhs, rhs) {
        case (.null, .null): return true
        case (.bool(let a), .bool(let b)): return a == b
        case (.number(let a), .number(let b)): return a == b
        case (.string(let a), .string(let b)): return a == b
        case (.array(let a), .array(let b)): return a == b
        case (.object(let a), .object(let b)): return a.elementsEqual(b) { $0.key == $1.key && $0.value == $1.value }
        default: return false
        }
    }
}
