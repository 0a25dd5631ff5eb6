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
        let recur = memo.recur?.description
        // Four decimals, as a finite number always prints in JSON's grammar (0.0001 at least).
        let urgencyText = urgency.map { urgency in
            let rounded = (urgency * 10_000).rounded() / 10_000
            return rounded.isFinite ? "\(rounded == 0 ? 0 : rounded)" : "0"
        }
        withUnsafeTemporaryAllocation(of: UInt8.self, capacity: upperBound(memo, recur: recur, urgency: urgencyText)) { room in
            var out = JSONByteWriter(room)
            write(memo, recur: recur, urgency: urgencyText, to: &out)
            json.append(contentsOf: out.written)
        }
    }

    /// The most bytes `write` makes of `memo`: at most 512 of keys, punctuation, numbers and
    /// times, and for each string its quotes, a separator (or `null`) and at most 6 bytes a
    /// byte (`\u00XX`); an extra field's value is copied as it is.
    static func upperBound(_ memo: Memo, recur: String?, urgency: String?) -> Int {
        func string(_ text: String?) -> Int { 8 + 6 * (text?.utf8.count ?? 0) }
        var bound = 512 + string(memo.uuid) + string(memo.title) + string(memo.body) + string(memo.project) + string(recur)
            + string(memo.parent) + string(memo.owner) + (urgency?.utf8.count ?? 0)
        for tag in memo.tags { bound += string(tag) }
        for uuid in memo.depends { bound += string(uuid) }
        for annotation in memo.annotations { bound += 64 + string(annotation.description) }
        for (key, value) in memo.extra { bound += string(key) + value.utf8.count }
        return bound
    }

    /// Writes one memo as `append` does; `recur` is its recurrence's text, `urgency` the
    /// number's.
    static func write(_ memo: Memo, recur: String?, urgency: String?, to out: inout JSONByteWriter) {
        out.write("{\"id\":")
        out.writeDecimal(memo.id)
        out.write(",\"uuid\":")
        writeString(memo.uuid, to: &out)
        out.write(",\"title\":")
        writeString(memo.title, to: &out)
        out.write(",\"body\":")
        writeString(memo.body, to: &out)
        out.write(memo.isDone ? ",\"done\":true,\"created\":\"" : ",\"done\":false,\"created\":\"")
        out.writeISO8601(memo.created)
        out.write("\",\"updated\":\"")
        out.writeISO8601(memo.updated)
        out.write("\",\"due\":")
        writeTime(memo.due, to: &out)
        out.write(",\"wait\":")
        writeTime(memo.wait, to: &out)
        out.write(",\"priority\":")
        writeOptional(memo.priority?.rawValue, to: &out)
        out.write(",\"project\":")
        writeOptional(memo.project, to: &out)
        out.write(",\"tags\":")
        writeStrings(memo.tags, to: &out)
        out.write(",\"recur\":")
        writeOptional(recur, to: &out)
        out.write(",\"start\":")
        writeTime(memo.start, to: &out)
        out.write(",\"scheduled\":")
        writeTime(memo.scheduled, to: &out)
        out.write(",\"until\":")
        writeTime(memo.until, to: &out)
        out.write(",\"depends\":")
        writeStrings(memo.depends, to: &out)
        out.write(",\"annotations\":[")
        for (offset, annotation) in memo.annotations.enumerated() {
            if offset > 0 { out.write(UInt8(ascii: ",")) }
            out.write("{\"entry\":")
            writeTime(annotation.entry, to: &out)
            out.write(",\"description\":")
            writeString(annotation.description, to: &out)
            out.write(UInt8(ascii: "}"))
        }
        out.write("],\"extra\":{")
        // Most memos have none: no sorted array is made of no keys.
        for (offset, key) in (memo.extra.isEmpty ? [] : memo.extra.keys.sorted()).enumerated() {
            if offset > 0 { out.write(UInt8(ascii: ",")) }
            writeString(key, to: &out)
            out.write(UInt8(ascii: ":"))
            var value = memo.extra[key] ?? "null"
            value.withUTF8 { out.write($0) }
        }
        out.write("},\"end\":")
        writeTime(memo.end, to: &out)
        out.write(",\"parent\":")
        writeOptional(memo.parent, to: &out)
        if let owner = memo.owner {
            // Only another user's memo, of a project shared with the reader, says whose it is.
            out.write(",\"owner\":")
            writeString(owner, to: &out)
        }
        if var urgency {
            out.write(",\"urgency\":")
            urgency.withUTF8 { out.write($0) }
        }
        out.write(UInt8(ascii: "}"))
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

    private static func writeTime(_ time: Timestamp?, to out: inout JSONByteWriter) {
        guard let time else { return out.write("null") }
        out.write(UInt8(ascii: "\""))
        out.writeISO8601(time)
        out.write(UInt8(ascii: "\""))
    }

    private static func writeStrings(_ strings: [String], to out: inout JSONByteWriter) {
        out.write(UInt8(ascii: "["))
        for (offset, text) in strings.enumerated() {
            if offset > 0 { out.write(UInt8(ascii: ",")) }
            writeString(text, to: &out)
        }
        out.write(UInt8(ascii: "]"))
    }

    private static func writeOptional(_ text: String?, to out: inout JSONByteWriter) {
        guard let text else { return out.write("null") }
        writeString(text, to: &out)
    }

    /// Appends `text` as a JSON string literal, quotes included (`writeString`; shared with
    /// the Taskwarrior and iCalendar writers).
    static func appendString(_ text: String, to json: inout [UInt8]) {
        withUnsafeTemporaryAllocation(of: UInt8.self, capacity: 2 + 6 * text.utf8.count) { room in
            var out = JSONByteWriter(room)
            writeString(text, to: &out)
            json.append(contentsOf: out.written)
        }
    }

    /// Writes `text` as a JSON string literal, quotes included, copying runs that need no
    /// escape in one go: at most 2 + 6 bytes a byte of `text`. Every character a terminal would
    /// act on (`Unicode.Scalar.isUnsafeOnTerminal`) is written as an escape, so JSON shown on
    /// a terminal cannot drive it; a reader gets the same text back.
    static func writeString(_ text: String, to out: inout JSONByteWriter) {
        out.write(UInt8(ascii: "\""))
        var text = text
        text.withUTF8 { utf8 in
            guard let bytes = utf8.baseAddress else { return }
            var runStart = 0
            var at = 0
            while at < utf8.count {
                // Eight plain ASCII bytes at a time, the common case; a word with anything else
                // in it is read byte by byte.
                if at + 8 <= utf8.count, !mayNeedEscape(UnsafeRawPointer(bytes + at).loadUnaligned(as: UInt64.self)) {
                    at += 8
                    continue
                }
                let wordEnd = min(at + 8, utf8.count)
                while at < wordEnd {
                    let byte = bytes[at]
                    guard byte == 0x22 || byte == 0x5C || Unicode.Scalar.mayStartUnsafeOnTerminal(byte) else {
                        at += 1
                        continue
                    }
                    let (scalar, length) = byte < 0x80 ? (UInt32(byte), 1) : decode(utf8, at)
                    if byte >= 0x80, Unicode.Scalar(scalar)?.isUnsafeOnTerminal != true {
                        at += length
                        continue
                    }
                    out.write(UnsafeBufferPointer(rebasing: utf8[runStart..<at]))
                    at += length
                    runStart = at
                    switch scalar {
                    case 0x22: out.write("\\\"")
                    case 0x5C: out.write("\\\\")
                    case 0x0A: out.write("\\n")
                    case 0x0D: out.write("\\r")
                    case 0x09: out.write("\\t")
                    default:
                        out.write("\\u")
                        out.write(hexDigits[Int(scalar >> 12 & 0xF)])
                        out.write(hexDigits[Int(scalar >> 8 & 0xF)])
                        out.write(hexDigits[Int(scalar >> 4 & 0xF)])
                        out.write(hexDigits[Int(scalar & 0xF)])
                    }
                }
            }
            out.write(UnsafeBufferPointer(rebasing: utf8[runStart...]))
        }
        out.write(UInt8(ascii: "\""))
    }

    /// Whether any of the eight bytes of `word` is one `writeString` must look at: `"`, `\`,
    /// a control character, DEL, or a byte of a character beyond ASCII. Each test is exact for
    /// the word as a whole (a borrow can only follow a byte that matched), never per byte.
    @inline(__always)
    private static func mayNeedEscape(_ word: UInt64) -> Bool {
        let ones: UInt64 = 0x0101_0101_0101_0101
        let highBits: UInt64 = 0x8080_8080_8080_8080
        func hasZeroByte(_ value: UInt64) -> Bool { (value &- ones) & ~value & highBits != 0 }
        let control = (word &- 0x20 &* ones) & ~word & highBits != 0
        return word & highBits != 0 || control
            || hasZeroByte(word ^ (0x22 &* ones)) || hasZeroByte(word ^ (0x5C &* ones)) || hasZeroByte(word ^ (0x7F &* ones))
    }

    /// The scalar whose valid UTF-8 (a `String`'s) starts at `at`, and its length in bytes;
    /// only two- and three-byte forms reach here (the lead bytes of the unsafe ranges).
    private static func decode(_ utf8: UnsafeBufferPointer<UInt8>, _ at: Int) -> (UInt32, Int) {
        let lead = UInt32(utf8[at])
        if lead < 0xE0 { return ((lead & 0x1F) << 6 | UInt32(utf8[at + 1] & 0x3F), 2) }
        return ((lead & 0x0F) << 12 | UInt32(utf8[at + 1] & 0x3F) << 6 | UInt32(utf8[at + 2] & 0x3F), 3)
    }
}
