import MemoStore

/// The JSON form of memos: the `--json` object, arrays of them, and JSON Lines records.
///
/// Guarantees, writing: keys always come in the documented order,
/// `{"id":1,"uuid":"…","title":"…","body":"…","done":false,"created":"…","updated":"…",
/// "due":null,"wait":null,"priority":null,"project":null,"tags":[],"recur":null,"start":null,
/// "scheduled":null,"until":null,"depends":[],"annotations":[],"extra":{},"end":null,"parent":null}`, on one line
/// (keys are only ever added), then `"urgency":<number>` (`Urgency`, rounded to 4 decimals)
/// when the caller gives one, as listings and `show` do and `export` does not (it is computed
/// from the other fields and the moment, so a file keeps none; reading ignores it);
/// times are ISO 8601 UTC, `depends` is sorted uuids, `parent` the parent's uuid,
/// `annotations` is `[{"entry":"<time>","description":"…"}]` oldest first, `extra` holds the
/// fields todo has no column for with their JSON values as they came, keys sorted; `priority` is `"H"`, `"M"` or `"L"`,
/// `tags` is sorted and `[]` when there are none, `recur` is `daily`, `weekly`, `monthly`,
/// `yearly` or a count and a unit (`3d`); strings are escaped as RFC 8259 requires — `\"`, `\\`, `\n`, `\r`, `\t`, and
/// `\u00XX` for every other control character (and DEL) — and so is, as `\uXXXX`, everything
/// else a terminal would act on (C1 controls, the line and paragraph separators, bidirectional
/// controls: `Unicode.Scalar.isUnsafeOnTerminal`); everything else, emoji and right-to-left
/// text included, is written as plain UTF-8. The output is always valid JSON, and safe to show.
///
/// Guarantees, reading (`MemoJSON+Reading.swift`): a record is parsed strictly (RFC 8259,
/// UTF-8, nesting at most 64 deep, nothing after the object); `title` is required, every other
/// key is optional (`null` counts as missing; without a uuid the store gives a new one), `id`
/// and unknown keys are ignored, and a known key with a value of the wrong type, a uuid that is
/// not a UUID or a time outside years 1…9999 is an error, never silently dropped. Duplicate
/// keys: the last one wins. What `object(_:)` writes, `draft(fromLine:)` reads back exactly.
public enum MemoJSON {
    /// One memo as a one-line JSON object.
    /// - parameter urgency: the memo's urgency, written last; nil leaves the key out (export).
    public static func object(_ memo: Memo, urgency: Double? = nil) -> String {
        var json: [UInt8] = []
        json.reserveCapacity(280 + memo.title.utf8.count + memo.body.utf8.count)
        append(memo, to: &json, urgency: urgency)
        return String(decoding: json, as: UTF8.self)
    }

    /// Memos as a one-line JSON array; `[]` when there are none.
    /// - parameter urgency: each memo's urgency, written last in its object; nil leaves it out.
    public static func array(_ memos: [Memo], urgency: ((Memo) -> Double)? = nil) -> String {
        var json: [UInt8] = [UInt8(ascii: "[")]
        json.reserveCapacity(2 + memos.count * 200)
        for (offset, memo) in memos.enumerated() {
            if offset > 0 { json.append(UInt8(ascii: ",")) }
            append(memo, to: &json, urgency: urgency?(memo))
        }
        json.append(UInt8(ascii: "]"))
        return String(decoding: json, as: UTF8.self)
    }

    /// Appends one memo as a JSON object (UTF-8, no line break) to `json`, for writers that
    /// stream many memos into one buffer; `urgency`, when given, is its last key.
    public static func append(_ memo: Memo, to json: inout [UInt8], urgency: Double? = nil) {
        appendASCII("{\"id\":", to: &json)
        json.appendDecimal(memo.id)
        appendASCII(",\"uuid\":", to: &json)
        appendString(memo.uuid, to: &json)
        appendASCII(",\"title\":", to: &json)
        appendString(memo.title, to: &json)
        appendASCII(",\"body\":", to: &json)
        appendString(memo.body, to: &json)
        appendASCII(memo.isDone ? ",\"done\":true,\"created\":\"" : ",\"done\":false,\"created\":\"", to: &json)
        memo.created.appendISO8601(to: &json)
        appendASCII("\",\"updated\":\"", to: &json)
        memo.updated.appendISO8601(to: &json)
        appendASCII("\",\"due\":", to: &json)
        appendTime(memo.due, to: &json)
        appendASCII(",\"wait\":", to: &json)
        appendTime(memo.wait, to: &json)
        appendASCII(",\"priority\":", to: &json)
        appendOptional(memo.priority?.rawValue, to: &json)
        appendASCII(",\"project\":", to: &json)
        appendOptional(memo.project, to: &json)
        appendASCII(",\"tags\":[", to: &json)
        for (offset, tag) in memo.tags.enumerated() {
            if offset > 0 { json.append(UInt8(ascii: ",")) }
            appendString(tag, to: &json)
        }
        appendASCII("],\"recur\":", to: &json)
        appendOptional(memo.recur?.description, to: &json)
        appendASCII(",\"start\":", to: &json)
        appendTime(memo.start, to: &json)
        appendASCII(",\"scheduled\":", to: &json)
        appendTime(memo.scheduled, to: &json)
        appendASCII(",\"until\":", to: &json)
        appendTime(memo.until, to: &json)
        appendASCII(",\"depends\":[", to: &json)
        for (offset, uuid) in memo.depends.enumerated() {
            if offset > 0 { json.append(UInt8(ascii: ",")) }
            appendString(uuid, to: &json)
        }
        appendASCII("],\"annotations\":[", to: &json)
        for (offset, annotation) in memo.annotations.enumerated() {
            if offset > 0 { json.append(UInt8(ascii: ",")) }
            appendASCII("{\"entry\":", to: &json)
            appendTime(annotation.entry, to: &json)
            appendASCII(",\"description\":", to: &json)
            appendString(annotation.description, to: &json)
            json.append(UInt8(ascii: "}"))
        }
        appendASCII("],\"extra\":", to: &json)
        appendExtra(memo.extra, to: &json)
        appendASCII(",\"end\":", to: &json)
        appendTime(memo.end, to: &json)
        appendASCII(",\"parent\":", to: &json)
        appendOptional(memo.parent, to: &json)
        if let owner = memo.owner {
            // Only another user's memo, of a project shared with the reader, says whose it is.
            appendASCII(",\"owner\":", to: &json)
            appendString(owner, to: &json)
        }
        if let urgency {
            // Four decimals, as a finite number always prints in JSON's grammar (0.0001 at least).
            appendASCII(",\"urgency\":", to: &json)
            let rounded = (urgency * 10_000).rounded() / 10_000
            json.append(contentsOf: (rounded.isFinite ? "\(rounded == 0 ? 0 : rounded)" : "0").utf8)
        }
        json.append(UInt8(ascii: "}"))
    }

    /// Appends extra fields as a JSON object, keys sorted, each value the JSON text it holds.
    static func appendExtra(_ extra: [String: String], to json: inout [UInt8]) {
        json.append(UInt8(ascii: "{"))
        for (offset, key) in extra.keys.sorted().enumerated() {
            if offset > 0 { json.append(UInt8(ascii: ",")) }
            appendString(key, to: &json)
            json.append(UInt8(ascii: ":"))
            json.append(contentsOf: (extra[key] ?? "null").utf8)
        }
        json.append(UInt8(ascii: "}"))
    }

    /// `text` as a JSON string literal, quotes included.
    public static func string(_ text: String) -> String {
        var json: [UInt8] = []
        json.reserveCapacity(text.utf8.count + 2)
        appendString(text, to: &json)
        return String(decoding: json, as: UTF8.self)
    }

    // MARK: - Private

    private static let hexDigits: [UInt8] = Array("0123456789abcdef".utf8)

    static func appendASCII(_ text: StaticString, to json: inout [UInt8]) {
        text.withUTF8Buffer { json.append(contentsOf: $0) }
    }

    static func appendTime(_ time: Timestamp?, to json: inout [UInt8]) {
        guard let time else { return appendASCII("null", to: &json) }
        json.append(UInt8(ascii: "\""))
        time.appendISO8601(to: &json)
        json.append(UInt8(ascii: "\""))
    }

    private static func appendOptional(_ text: String?, to json: inout [UInt8]) {
        guard let text else { return appendASCII("null", to: &json) }
        appendString(text, to: &json)
    }

    /// Appends `text` as a JSON string literal, quotes included, copying runs that need no
    /// escape in one go (shared with the Taskwarrior writer). Every character a terminal would
    /// act on (`Unicode.Scalar.isUnsafeOnTerminal`) is written as an escape, so JSON shown on
    /// a terminal cannot drive it; a reader gets the same text back.
    static func appendString(_ text: String, to json: inout [UInt8]) {
        json.append(UInt8(ascii: "\""))
        var text = text
        text.withUTF8 { utf8 in
            var runStart = 0
            var at = 0
            while at < utf8.count {
                let byte = utf8[at]
                guard byte == 0x22 || byte == 0x5C || Unicode.Scalar.mayStartUnsafeOnTerminal(byte) else {
                    at += 1
                    continue
                }
                let (scalar, length) = byte < 0x80 ? (UInt32(byte), 1) : decode(utf8, at)
                if byte >= 0x80, Unicode.Scalar(scalar)?.isUnsafeOnTerminal != true {
                    at += length
                    continue
                }
                json.append(contentsOf: UnsafeBufferPointer(rebasing: utf8[runStart..<at]))
                at += length
                runStart = at
                switch scalar {
                case 0x22: appendASCII("\\\"", to: &json)
                case 0x5C: appendASCII("\\\\", to: &json)
                case 0x0A: appendASCII("\\n", to: &json)
                case 0x0D: appendASCII("\\r", to: &json)
                case 0x09: appendASCII("\\t", to: &json)
                default:
                    appendASCII("\\u", to: &json)
                    json.append(hexDigits[Int(scalar >> 12 & 0xF)])
                    json.append(hexDigits[Int(scalar >> 8 & 0xF)])
                    json.append(hexDigits[Int(scalar >> 4 & 0xF)])
                    json.append(hexDigits[Int(scalar & 0xF)])
                }
            }
            json.append(contentsOf: UnsafeBufferPointer(rebasing: utf8[runStart...]))
        }
        json.append(UInt8(ascii: "\""))
    }

    /// The scalar whose valid UTF-8 (a `String`'s) starts at `at`, and its length in bytes;
    /// only two- and three-byte forms reach here (the lead bytes of the unsafe ranges).
    private static func decode(_ utf8: UnsafeBufferPointer<UInt8>, _ at: Int) -> (UInt32, Int) {
        let lead = UInt32(utf8[at])
        if lead < 0xE0 { return ((lead & 0x1F) << 6 | UInt32(utf8[at + 1] & 0x3F), 2) }
        return ((lead & 0x0F) << 12 | UInt32(utf8[at + 1] & 0x3F) << 6 | UInt32(utf8[at + 2] & 0x3F), 3)
    }
}
