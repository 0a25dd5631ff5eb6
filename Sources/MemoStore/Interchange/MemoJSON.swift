/// The JSON form of memos: the `--json` object, arrays of them, and JSON Lines records.
///
/// Keys always come in the documented order,
/// `{"id":1,"uuid":"…","title":"…","body":"…","done":false,"created":"…","updated":"…"}`;
/// strings are escaped as RFC 8259 requires (quote, backslash, control characters), and
/// everything else is written as UTF-8.
public enum MemoJSON {
    /// One memo as a one-line JSON object.
    public static func object(_ memo: Memo) -> String {
        var json = "{\"id\":\(memo.id),\"uuid\":"
        appendString(memo.uuid, to: &json)
        json += ",\"title\":"
        appendString(memo.title, to: &json)
        json += ",\"body\":"
        appendString(memo.body, to: &json)
        json += ",\"done\":\(memo.isDone),\"created\":\"\(memo.created.iso8601)\",\"updated\":\"\(memo.updated.iso8601)\"}"
        return json
    }

    /// Memos as a one-line JSON array; `[]` when there are none.
    public static func array(_ memos: [Memo]) -> String {
        "[" + memos.map(object).joined(separator: ",") + "]"
    }

    /// `text` as a JSON string literal, quotes included.
    public static func string(_ text: String) -> String {
        var json = ""
        appendString(text, to: &json)
        return json
    }

    // MARK: - Private

    private static let hexDigits = Array("0123456789abcdef".unicodeScalars)

    private static func appendString(_ text: String, to json: inout String) {
        json.unicodeScalars.append("\"")
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\"": json += "\\\""
            case "\\": json += "\\\\"
            case "\n": json += "\\n"
            case "\r": json += "\\r"
            case "\t": json += "\\t"
            case _ where scalar.value < 0x20 || scalar.value == 0x7F:
                json += "\\u00"
                json.unicodeScalars.append(hexDigits[Int(scalar.value >> 4)])
                json.unicodeScalars.append(hexDigits[Int(scalar.value & 0xF)])
            default:
                json.unicodeScalars.append(scalar)
            }
        }
        json.unicodeScalars.append("\"")
    }
}

extension MemoJSON {
    /// The draft one JSON Lines record describes, or `nil` for a blank line. `title` is
    /// required; `uuid`, `body`, `done`, `created` and `updated` are optional; `id` and
    /// unknown keys are ignored, since ids are given by the store.
    /// - throws: `InterchangeError.invalidRecord` for malformed JSON or a field of the wrong type.
    public static func draft(fromLine bytes: [UInt8]) throws -> MemoDraft? {
        guard bytes.contains(where: { ![0x20, 0x09, 0x0D].contains($0) }) else { return nil }
        let record = try JSONValue.parse(bytes)
        guard case .object = record else { throw InterchangeError.invalidRecord("expected a JSON object") }
        guard case .string(let title)? = record["title"] else {
            throw InterchangeError.invalidRecord("a memo needs a \"title\" string")
        }
        return MemoDraft(
            uuid: try record.string("uuid"), title: title, body: try record.string("body") ?? "",
            isDone: try optionalBool(record, "done") ?? false,
            created: try optionalTime(record, "created"), updated: try optionalTime(record, "updated"))
    }

    // MARK: - Private

    private static func optionalBool(_ record: JSONValue, _ key: String) throws -> Bool? {
        switch record[key] {
        case nil, .null?: return nil
        case .bool(let value)?: return value
        default: throw InterchangeError.invalidRecord("\"\(key)\" must be true or false")
        }
    }

    private static func optionalTime(_ record: JSONValue, _ key: String) throws -> Timestamp? {
        guard let text = try record.string(key) else { return nil }
        guard let time = Timestamp(iso8601: text) else {
            throw InterchangeError.invalidRecord("\"\(key)\" must be an ISO 8601 time like 2026-11-22T09:47:26Z")
        }
        return time
    }
}
