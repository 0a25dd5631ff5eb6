import MemoStore

extension MemoJSON {
    /// The draft one JSON Lines record describes, or `nil` for a blank line (spaces, tabs, CR).
    /// Every key `object(_:)` writes is read back: `uuid` (a UUID, lower-cased), `title`,
    /// `body`, `done`, `created`, `updated`, `due`, `wait`, `start`, `scheduled`, `until`, `end` (ISO
    /// 8601 within years 1…9999), `priority` (`"H"`, `"M"` or `"L"`), `project`, `tags` (an
    /// array of strings), `recur`, `depends` (an array of UUIDs), `parent` (a UUID or null), `annotations` (an array of
    /// `{"entry": time, "description": string}`) and `extra` (an object, values kept as JSON).
    /// - throws: `InterchangeError.invalidRecord` for malformed JSON (naming the column, in
    ///   bytes), a record that is not an object, a missing title, or a field that is of the wrong
    ///   type or breaks the rules above.
    public static func draft(fromLine bytes: [UInt8]) throws(InterchangeError) -> MemoDraft? {
        guard bytes.contains(where: { $0 != 0x20 && $0 != 0x09 && $0 != 0x0D }) else { return nil }
        var scanner = JSONScanner(bytes: bytes)
        do {
            return try decodeRecord(&scanner, notAnObject: "expected a JSON object (one memo a line)")
        } catch let error as JSONSyntaxError {
            throw error.asRecordError
        } catch let error as InterchangeError {
            throw error
        } catch {
            throw .invalidRecord("\(error)")
        }
    }

    /// The draft of one element of an array of memo objects (`list --json`), read as
    /// `draft(fromLine:)` reads a record; the element may span lines.
    /// - throws: `JSONSyntaxError` for malformed JSON, for the array's reader to place in the
    ///   file; `InterchangeError.invalidRecord` for an element that is not a memo object or breaks
    ///   a rule of `draft(fromLine:)`.
    static func draft(fromElement bytes: [UInt8]) throws -> MemoDraft {
        var scanner = JSONScanner(bytes: bytes)
        return try decodeRecord(&scanner, notAnObject: "expected a memo object")
    }

    // MARK: - Private

    private static func decodeRecord(_ scanner: inout JSONScanner, notAnObject: String) throws -> MemoDraft {
        guard scanner.consume(UInt8(ascii: "{")) else {
            _ = try scanner.value(depth: 0)
            try scanner.expectEnd()
            throw InterchangeError.invalidRecord(notAnObject)
        }
        var title: String??
        var draft = MemoDraft(title: "")
        var isDone: Bool?
        var first = true
        while let key = try scanner.nextKey(first: first, as: RecordKey.init) {
            first = false
            switch key {
            case .title: title = .some(try optionalString(&scanner, key.rawValue))
            case .uuid: draft.uuid = try optionalString(&scanner, key.rawValue).map { text throws(InterchangeError) in
                    try InterchangeRules.requireUUID(text)
                }
            case .body: draft.body = try optionalString(&scanner, key.rawValue) ?? ""
            case .done:
                if try scanner.consumeNull() {
                    isDone = nil
                } else if scanner.peek == UInt8(ascii: "t") || scanner.peek == UInt8(ascii: "f") {
                    isDone = try scanner.bool()
                } else {
                    try scanner.skipValue(depth: 1)  // a syntax error, if any, is the clearer reason
                    throw InterchangeError.invalidRecord("\"done\" must be true or false")
                }
            case .created: draft.created = try optionalTime(&scanner, key.rawValue)
            case .updated: draft.updated = try optionalTime(&scanner, key.rawValue)
            case .due: draft.due = try optionalTime(&scanner, key.rawValue)
            case .wait: draft.wait = try optionalTime(&scanner, key.rawValue)
            case .priority:
                draft.priority = try optionalString(&scanner, key.rawValue).map { code throws(InterchangeError) in
                    guard let priority = Priority(code: code) else {
                        throw .invalidRecord("\"priority\" must be \"H\", \"M\" or \"L\"")
                    }
                    return priority
                }
            case .project: draft.project = try optionalString(&scanner, key.rawValue)
            case .tags: draft.tags = try tags(&scanner)
            case .recur:
                draft.recur = try optionalString(&scanner, key.rawValue).map { text throws(InterchangeError) in
                    try InterchangeRules.recurrence(text)
                }
            case .start: draft.start = try optionalTime(&scanner, key.rawValue)
            case .scheduled: draft.scheduled = try optionalTime(&scanner, key.rawValue)
            case .until: draft.until = try optionalTime(&scanner, key.rawValue)
            case .depends: draft.depends = try depends(&scanner)
            case .annotations: draft.annotations = try annotations(&scanner)
            case .extra: draft.extra = try extra(&scanner)
            case .end: draft.end = try optionalTime(&scanner, key.rawValue)
            case .parent:
                draft.parent = try optionalString(&scanner, key.rawValue).map { text throws(InterchangeError) in
                    try InterchangeRules.requireUUID(text, field: "parent")
                }
            case .other: try scanner.skipValue(depth: 1)
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

    /// An array of UUIDs (lower-cased), `null` (none), or an error naming `depends`.
    private static func depends(_ scanner: inout JSONScanner) throws -> [String] {
        try strings(&scanner, key: "depends").map { text throws(InterchangeError) in
            try InterchangeRules.requireUUID(text, field: "depends")
        }
    }

    /// An array of `{"entry": time, "description": string}`, `null` (none), or an error
    /// naming `annotations`.
    private static func annotations(_ scanner: inout JSONScanner) throws -> [MemoAnnotation] {
        if try scanner.consumeNull() { return [] }
        let shape = InterchangeError.invalidRecord(
            "\"annotations\" must be an array of {\"entry\": time, \"description\": string}")
        guard scanner.consume(UInt8(ascii: "[")) else {
            try scanner.skipValue(depth: 1)
            throw shape
        }
        var annotations: [MemoAnnotation] = []
        var first = true
        while try scanner.hasNextElement(first: first) {
            first = false
            let value = try scanner.value(depth: 2)
            guard case .object = value, let entryText = try value.string("entry"),
                  let description = try value.string("description")
            else { throw shape }
            guard let entry = Timestamp(iso8601: entryText) else {
                throw InterchangeError.invalidRecord("an annotation's \"entry\" must be an ISO 8601 time like 2026-11-22T09:47:26Z")
            }
            annotations.append(
                MemoAnnotation(entry: try InterchangeRules.requireInRange(entry, field: "entry"), description: description))
        }
        return annotations
    }

    /// Extra fields: an object whose values are kept as JSON text, `null` (none), or an error.
    private static func extra(_ scanner: inout JSONScanner) throws -> [String: String] {
        if try scanner.consumeNull() { return [:] }
        guard scanner.peek == UInt8(ascii: "{") else {
            try scanner.skipValue(depth: 1)
            throw InterchangeError.invalidRecord("\"extra\" must be an object")
        }
        scanner.index += 1
        var extra: [String: String] = [:]
        var first = true
        while let key = try scanner.nextKey(first: first) {
            first = false
            extra[key] = try scanner.rawValue(depth: 2)
        }
        return extra
    }

    /// An array of strings, `null` (none), or an error naming `key`.
    private static func strings(_ scanner: inout JSONScanner, key: String) throws -> [String] {
        if try scanner.consumeNull() { return [] }
        guard scanner.consume(UInt8(ascii: "[")) else {
            try scanner.skipValue(depth: 1)
            throw InterchangeError.invalidRecord("\"\(key)\" must be an array of strings")
        }
        var strings: [String] = []
        var first = true
        while try scanner.hasNextElement(first: first) {
            first = false
            guard scanner.peek == UInt8(ascii: "\"") else {
                try scanner.skipValue(depth: 2)
                throw InterchangeError.invalidRecord("\"\(key)\" must be an array of strings")
            }
            strings.append(try scanner.string())
        }
        return strings
    }

    /// An array of strings, `null` (no tags), or an error naming `tags`.
    private static func tags(_ scanner: inout JSONScanner) throws -> [String] {
        try strings(&scanner, key: "tags")
    }
}
