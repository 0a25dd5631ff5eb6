import MemoStore

extension MemoJSON {
    /// The draft one JSON Lines record describes, or `nil` for a blank line (spaces, tabs, CR).
    /// Every key `object(_:)` writes is read back: `uuid` (a UUID, lower-cased), `title`,
    /// `body`, `done`, `created`, `updated`, `due`, `wait` (ISO 8601 within years 1…9999),
    /// `priority` (`"H"`, `"M"` or `"L"`), `project`, `tags` (an array of strings) and `recur`.
    /// - throws: `InterchangeError.invalidRecord` for malformed JSON (naming the column, in
    ///   bytes), a record that is not an object, a missing title, or a field that is of the wrong
    ///   type or breaks the rules above.
    public static func draft(fromLine bytes: [UInt8]) throws(InterchangeError) -> MemoDraft? {
        guard bytes.contains(where: { $0 != 0x20 && $0 != 0x09 && $0 != 0x0D }) else { return nil }
        var scanner = JSONScanner(bytes: bytes)
        do {
            return try decodeRecord(&scanner)
        } catch let error as JSONSyntaxError {
            throw error.asRecordError
        } catch let error as InterchangeError {
            throw error
        } catch {
            throw .invalidRecord("\(error)")
        }
    }

    // MARK: - Private

    private static func decodeRecord(_ scanner: inout JSONScanner) throws -> MemoDraft {
        guard scanner.consume(UInt8(ascii: "{")) else {
            _ = try scanner.value(depth: 0)
            try scanner.expectEnd()
            throw InterchangeError.invalidRecord("expected a JSON object (one memo a line)")
        }
        var title: String??
        var draft = MemoDraft(title: "")
        var isDone: Bool?
        var first = true
        while let key = try scanner.nextKey(first: first) {
            first = false
            switch key {
            case "title": title = .some(try optionalString(&scanner, key))
            case "uuid": draft.uuid = try optionalString(&scanner, key).map { text throws(InterchangeError) in
                    try InterchangeRules.requireUUID(text)
                }
            case "body": draft.body = try optionalString(&scanner, key) ?? ""
            case "done":
                if try scanner.consumeNull() {
                    isDone = nil
                } else if scanner.peek == UInt8(ascii: "t") || scanner.peek == UInt8(ascii: "f") {
                    isDone = try scanner.bool()
                } else {
                    try scanner.skipValue(depth: 1)  // a syntax error, if any, is the clearer reason
                    throw InterchangeError.invalidRecord("\"done\" must be true or false")
                }
            case "created": draft.created = try optionalTime(&scanner, key)
            case "updated": draft.updated = try optionalTime(&scanner, key)
            case "due": draft.due = try optionalTime(&scanner, key)
            case "wait": draft.wait = try optionalTime(&scanner, key)
            case "priority":
                draft.priority = try optionalString(&scanner, key).map { code throws(InterchangeError) in
                    guard let priority = Priority(code: code) else {
                        throw .invalidRecord("\"priority\" must be \"H\", \"M\" or \"L\"")
                    }
                    return priority
                }
            case "project": draft.project = try optionalString(&scanner, key)
            case "tags": draft.tags = try tags(&scanner)
            case "recur":
                draft.recur = try optionalString(&scanner, key).map { text throws(InterchangeError) in
                    guard let recur = Recurrence(text) else {
                        throw .invalidRecord("\"recur\" must be daily, weekly, monthly, yearly or a count and d, w, m or y")
                    }
                    return recur
                }
            default: try scanner.skipValue(depth: 1)
            }
        }
        try scanner.expectEnd()
        guard let title, let title else { throw InterchangeError.invalidRecord("a memo needs a \"title\" string") }
        draft.title = title
        draft.isDone = isDone ?? false
        try InterchangeRules.check(draft)
        return draft
    }

    private static func optionalString(_ scanner: inout JSONScanner, _ key: String) throws -> String? {
        if scanner.peek == UInt8(ascii: "\"") { return try scanner.string() }
        if try scanner.consumeNull() { return nil }
        try scanner.skipValue(depth: 1)  // a syntax error, if any, is the clearer reason
        throw InterchangeError.invalidRecord("\"\(key)\" must be a string")
    }

    private static func optionalTime(_ scanner: inout JSONScanner, _ key: String) throws -> Timestamp? {
        guard let text = try optionalString(&scanner, key) else { return nil }
        guard let time = Timestamp(iso8601: text) else {
            throw InterchangeError.invalidRecord("\"\(key)\" must be an ISO 8601 time like 2026-11-22T09:47:26Z")
        }
        return try InterchangeRules.requireInRange(time, field: key)
    }

    /// An array of strings, `null` (no tags), or an error naming `tags`.
    private static func tags(_ scanner: inout JSONScanner) throws -> [String] {
        if try scanner.consumeNull() { return [] }
        guard scanner.consume(UInt8(ascii: "[")) else {
            try scanner.skipValue(depth: 1)
            throw InterchangeError.invalidRecord("\"tags\" must be an array of strings")
        }
        var tags: [String] = []
        var first = true
        while try scanner.hasNextElement(first: first) {
            first = false
            guard scanner.peek == UInt8(ascii: "\"") else {
                try scanner.skipValue(depth: 2)
                throw InterchangeError.invalidRecord("\"tags\" must be an array of strings")
            }
            tags.append(try scanner.string())
        }
        return tags
    }
}
