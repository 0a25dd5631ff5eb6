/// The JSON form of memos: the `--json` object, arrays of them, and JSON Lines records.
///
/// Guarantees, writing: keys always come in the documented order,
/// `{"id":1,"uuid":"…","title":"…","body":"…","done":false,"created":"…","updated":"…"}`,
/// on one line; strings are escaped as RFC 8259 requires — `\"`, `\\`, `\n`, `\r`, `\t`, and
/// `\u00XX` for every other control character (and DEL) — and everything else, emoji and
/// right-to-left text included, is written as plain UTF-8. The output is always valid JSON.
///
/// Guarantees, reading: a record is parsed strictly (RFC 8259, UTF-8, nesting at most 64
/// deep, nothing after the object); `title` is required, `uuid`, `body`, `done`, `created`
/// and `updated` are optional (`null` counts as missing; without a uuid the store gives a new
/// one), `id` and unknown keys are ignored, and a known key with a value of the wrong type is
/// an error, never silently dropped. Duplicate keys: the last one wins.
public enum MemoJSON {
    /// One memo as a one-line JSON object.
    public static func object(_ memo: Memo) -> String {
        var json: [UInt8] = []
        json.reserveCapacity(160 + memo.title.utf8.count + memo.body.utf8.count)
        append(memo, to: &json)
        return String(decoding: json, as: UTF8.self)
    }

    /// Memos as a one-line JSON array; `[]` when there are none.
    public static func array(_ memos: [Memo]) -> String {
        var json: [UInt8] = [UInt8(ascii: "[")]
        json.reserveCapacity(2 + memos.count * 200)
        for (offset, memo) in memos.enumerated() {
            if offset > 0 { json.append(UInt8(ascii: ",")) }
            append(memo, to: &json)
        }
        json.append(UInt8(ascii: "]"))
        return String(decoding: json, as: UTF8.self)
    }

    /// Appends one memo as a JSON object (UTF-8, no line break) to `json`, for writers that
    /// stream many memos into one buffer.
    public static func append(_ memo: Memo, to json: inout [UInt8]) {
        appendASCII("{\"id\":", to: &json)
        json.append(contentsOf: String(memo.id).utf8)
        appendASCII(",\"uuid\":", to: &json)
        appendString(memo.uuid, to: &json)
        appendASCII(",\"title\":", to: &json)
        appendString(memo.title, to: &json)
        appendASCII(",\"body\":", to: &json)
        appendString(memo.body, to: &json)
        appendASCII(memo.isDone ? ",\"done\":true,\"created\":\"" : ",\"done\":false,\"created\":\"", to: &json)
        let created = memo.created.iso8601
        json.append(contentsOf: created.utf8)
        appendASCII("\",\"updated\":\"", to: &json)
        json.append(contentsOf: memo.updated == memo.created ? created.utf8 : memo.updated.iso8601.utf8)
        appendASCII("\"}", to: &json)
    }

    /// `text` as a JSON string literal, quotes included.
    public static func string(_ text: String) -> String {
        var json: [UInt8] = []
        json.reserveCapacity(text.utf8.count + 2)
        appendString(text, to: &json)
        return String(decoding: json, as: UTF8.self)
    }

    /// The draft one JSON Lines record describes, or `nil` for a blank line (spaces, tabs, CR).
    /// - throws: `InterchangeError.invalidRecord` for malformed JSON (naming the column, in
    ///   bytes), a record that is not an object, a missing title, or a field of the wrong type.
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

    private static let hexDigits: [UInt8] = Array("0123456789abcdef".utf8)

    private static func appendASCII(_ text: StaticString, to json: inout [UInt8]) {
        text.withUTF8Buffer { json.append(contentsOf: $0) }
    }

    /// Appends `"text"`, copying runs that need no escape in one go.
    private static func appendString(_ text: String, to json: inout [UInt8]) {
        json.append(UInt8(ascii: "\""))
        var text = text
        text.withUTF8 { utf8 in
            var runStart = 0
            for at in 0..<utf8.count {
                let byte = utf8[at]
                guard byte < 0x20 || byte == 0x22 || byte == 0x5C || byte == 0x7F else { continue }
                json.append(contentsOf: UnsafeBufferPointer(rebasing: utf8[runStart..<at]))
                runStart = at + 1
                switch byte {
                case 0x22: appendASCII("\\\"", to: &json)
                case 0x5C: appendASCII("\\\\", to: &json)
                case 0x0A: appendASCII("\\n", to: &json)
                case 0x0D: appendASCII("\\r", to: &json)
                case 0x09: appendASCII("\\t", to: &json)
                default:
                    appendASCII("\\u00", to: &json)
                    json.append(hexDigits[Int(byte >> 4)])
                    json.append(hexDigits[Int(byte & 0xF)])
                }
            }
            json.append(contentsOf: UnsafeBufferPointer(rebasing: utf8[runStart...]))
        }
        json.append(UInt8(ascii: "\""))
    }

    private static func decodeRecord(_ scanner: inout JSONScanner) throws -> MemoDraft {
        guard scanner.consume(UInt8(ascii: "{")) else {
            _ = try scanner.value(depth: 0)
            try scanner.expectEnd()
            throw InterchangeError.invalidRecord("expected a JSON object (one memo a line)")
        }
        var title: String??
        var uuid: String?
        var body: String?
        var isDone: Bool?
        var created: Timestamp?
        var updated: Timestamp?
        var first = true
        while let key = try scanner.nextKey(first: first) {
            first = false
            switch key {
            case "title": title = .some(try optionalString(&scanner, key))
            case "uuid": uuid = try optionalString(&scanner, key)
            case "body": body = try optionalString(&scanner, key)
            case "done":
                if try scanner.consumeNull() {
                    isDone = nil
                } else if scanner.peek == UInt8(ascii: "t") || scanner.peek == UInt8(ascii: "f") {
                    isDone = try scanner.bool()
                } else {
                    try scanner.skipValue(depth: 1)  // a syntax error, if any, is the clearer reason
                    throw InterchangeError.invalidRecord("\"done\" must be true or false")
                }
            case "created": created = try optionalTime(&scanner, key)
            case "updated": updated = try optionalTime(&scanner, key)
            default: try scanner.skipValue(depth: 1)
            }
        }
        try scanner.expectEnd()
        guard let title, let title else { throw InterchangeError.invalidRecord("a memo needs a \"title\" string") }
        return MemoDraft(uuid: uuid, title: title, body: body ?? "", isDone: isDone ?? false, created: created, updated: updated)
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
        return time
    }
}
