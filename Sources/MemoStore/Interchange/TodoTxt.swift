/// The todo.txt form of memos (https://github.com/todotxt/todo.txt): one task a line.
///
/// Writing: a done memo is `x COMPLETED CREATED TITLE uuid:U body:B` and an open one
/// `CREATED TITLE uuid:U body:B`, or `(A) CREATED REST uuid:U …` when its title starts with a
/// priority such as `(A) ` (todo.txt puts the priority before the dates). Dates are
/// `YYYY-MM-DD` in UTC: COMPLETED is the memo's `updated`, CREATED its `created`. The `uuid:`
/// tag makes a second import of the same file add nothing; the `body:` tag (left out when the
/// body is empty) holds the body with `%`, whitespace and control characters as `%XX` (UTF-8
/// bytes), and the uuid is escaped the same way. In the title only control characters are
/// escaped, `%` where it would read as an escape, and the colon of a word starting `uuid:` or
/// `body:`, so a title can never be mistaken for a tag.
///
/// Reading: blank lines are skipped; `x ` marks a done task, followed by an optional
/// completion date; otherwise an optional priority `(A)`…`(Z)`; then an optional creation
/// date; the trailing `uuid:` and `body:` tags; the rest, spacing kept and `%XX` decoded, is
/// the title. A priority stays part of the title (`(A) Call mom`), as todo.txt users read it;
/// other tags such as `+project`, `@context` or `due:` stay in the title too. Dates become
/// midnight UTC of that day.
///
/// Guarantees: export → import → export gives the same line, and import keeps the title, body,
/// done flag and uuid exactly; timestamps round-trip to the day, the precision todo.txt has
/// (use JSON Lines for exact times). An open memo's `updated` is not written; on import it is
/// the creation date.
public enum TodoTxt {
    /// One memo as one todo.txt line, without the line break.
    public static func line(_ memo: Memo) -> String {
        var line: [UInt8] = []
        line.reserveCapacity(48 + memo.title.utf8.count + memo.body.utf8.count * 2)
        append(memo, to: &line)
        return String(decoding: line, as: UTF8.self)
    }

    /// Appends one memo as a todo.txt line (UTF-8, no line break) to `line`.
    public static func append(_ memo: Memo, to line: inout [UInt8]) {
        var title = memo.title
        title.withUTF8 { title in
            var start = 0
            if memo.isDone {
                appendASCII("x ", to: &line)
                appendDay(memo.updated, to: &line)
                line.append(0x20)
            } else if title.count > 4, isPriority(title, at: 0, end: 4) {
                line.append(contentsOf: UnsafeBufferPointer(rebasing: title[0..<4]))
                start = 4
            }
            appendDay(memo.created, to: &line)
            line.append(0x20)
            appendTitle(UnsafeBufferPointer(rebasing: title[start...]), to: &line)
        }
        if !memo.uuid.isEmpty {
            appendASCII(" uuid:", to: &line)
            appendEscapingWhitespace(memo.uuid, to: &line)
        }
        if !memo.body.isEmpty {
            appendASCII(" body:", to: &line)
            appendEscapingWhitespace(memo.body, to: &line)
        }
    }

    /// The memo a todo.txt line describes, or `nil` for a blank line.
    /// - throws: `InterchangeError.invalidRecord` when the line has no title.
    public static func draft(fromLine line: String) throws(InterchangeError) -> MemoDraft? {
        try draft(fromLine: Array(line.utf8))
    }

    /// The memo a todo.txt line (UTF-8 bytes, without its line break) describes, or `nil` for a
    /// blank line. Words before the title (`x`, a priority, dates) and the trailing `uuid:` and
    /// `body:` tags are separated by one space each; whatever lies between is the title.
    /// - throws: `InterchangeError.invalidRecord` when the line has no title, is not UTF-8, or
    ///   has `%XX` escapes that do not decode to UTF-8.
    public static func draft(fromLine line: [UInt8]) throws(InterchangeError) -> MemoDraft? {
        var end = line.count
        while end > 0, line[end - 1] == 0x20 || line[end - 1] == 0x09 || line[end - 1] == 0x0D { end -= 1 }
        guard end > 0 else { return nil }
        var start = 0

        var isDone = false
        var completed: Timestamp?
        var hasPriority = false
        if end >= 2, line[0] == UInt8(ascii: "x"), line[1] == 0x20 {
            isDone = true
            start = 2
            completed = takeDay(line, &start, end)
        } else if line.withUnsafeBufferPointer({ isPriority($0, at: 0, end: end) }) {
            hasPriority = true
            start = min(4, end)
        }
        let created = takeDay(line, &start, end)

        var uuid: String?
        var body: String?
        while start < end {
            let space = line[start..<end].lastIndex(of: 0x20)
            let word = line[(space.map { $0 + 1 } ?? start)..<end]
            if uuid == nil, word.count > 5, word.starts(with: uuidTag) {
                uuid = try decode(word.dropFirst(5), "uuid")
            } else if body == nil, word.starts(with: bodyTag) {
                body = try decode(word.dropFirst(5), "body")
            } else {
                break
            }
            end = space ?? start
        }
        var title = try decode(line[start..<end], "title")
        if hasPriority, start < end {
            title = String(decoding: line[0..<4], as: UTF8.self) + title
        } else if hasPriority, created == nil, uuid == nil, body == nil {
            title = String(decoding: line[0..<3], as: UTF8.self)  // the line is just `(A)`: that is its text
        }
        guard title.utf8.contains(where: { $0 != 0x20 && $0 != 0x09 }) else {
            throw .invalidRecord("a todo.txt line needs text after its dates")
        }
        return MemoDraft(
            uuid: uuid, title: title, body: body ?? "", isDone: isDone,
            created: created ?? completed, updated: isDone ? (completed ?? created) : created)
    }

    // MARK: - Private

    private static let uuidTag = Array("uuid:".utf8)
    private static let bodyTag = Array("body:".utf8)
    private static let hexDigits: [UInt8] = Array("0123456789ABCDEF".utf8)

    private static func appendASCII(_ text: StaticString, to line: inout [UInt8]) {
        text.withUTF8Buffer { line.append(contentsOf: $0) }
    }

    private static func appendDay(_ timestamp: Timestamp, to line: inout [UInt8]) {
        line.append(contentsOf: timestamp.iso8601.utf8.prefix(10))
    }

    /// A `YYYY-MM-DD` word at `start` followed by a space (or the end), consumed with the space.
    private static func takeDay(_ line: [UInt8], _ start: inout Int, _ end: Int) -> Timestamp? {
        guard end - start >= 10, end - start == 10 || line[start + 10] == 0x20,
            line[start + 4] == UInt8(ascii: "-"), line[start + 7] == UInt8(ascii: "-"),
            let day = Timestamp(iso8601: String(decoding: line[start..<start + 10], as: UTF8.self))
        else { return nil }
        start = min(start + 11, end)
        return day
    }

    /// `(A)` … `(Z)` at `at`, followed by a space or by `end`.
    private static func isPriority(_ bytes: UnsafeBufferPointer<UInt8>, at: Int, end: Int) -> Bool {
        guard end - at >= 3, bytes[at] == UInt8(ascii: "("), bytes[at + 2] == UInt8(ascii: ")"),
            bytes[at + 1] >= UInt8(ascii: "A"), bytes[at + 1] <= UInt8(ascii: "Z")
        else { return false }
        return end - at == 3 || bytes[at + 3] == 0x20
    }

    private static func appendEscape(_ byte: UInt8, to line: inout [UInt8]) {
        line.append(UInt8(ascii: "%"))
        line.append(hexDigits[Int(byte >> 4)])
        line.append(hexDigits[Int(byte & 0xF)])
    }

    /// The title: control characters and DEL, `%` before two hex digits, and the colon of a
    /// word starting `uuid:` or `body:` escaped; everything else copied as is.
    private static func appendTitle(_ title: UnsafeBufferPointer<UInt8>, to line: inout [UInt8]) {
        var at = 0
        var runStart = 0
        while at < title.count {
            let byte = title[at]
            let escapesByte = byte < 0x20 || byte == 0x7F
                || (byte == UInt8(ascii: "%") && at + 2 < title.count
                    && hexValue(title[at + 1]) != nil && hexValue(title[at + 2]) != nil)
            let startsTag = (byte == UInt8(ascii: "u") || byte == UInt8(ascii: "b"))
                && (at == 0 || title[at - 1] == 0x20) && title.count - at >= 5
                && (uuidTag.indices.allSatisfy { title[at + $0] == uuidTag[$0] }
                    || bodyTag.indices.allSatisfy { title[at + $0] == bodyTag[$0] })
            if escapesByte || startsTag {
                line.append(contentsOf: UnsafeBufferPointer(rebasing: title[runStart..<at]))
                if startsTag {
                    line.append(contentsOf: UnsafeBufferPointer(rebasing: title[at..<at + 4]))
                    appendEscape(UInt8(ascii: ":"), to: &line)
                    at += 5
                } else {
                    appendEscape(byte, to: &line)
                    at += 1
                }
                runStart = at
            } else {
                at += 1
            }
        }
        line.append(contentsOf: UnsafeBufferPointer(rebasing: title[runStart...]))
    }

    /// `%`, control characters (C0, DEL, C1) and every Unicode whitespace character as `%XX`.
    private static func appendEscapingWhitespace(_ text: String, to line: inout [UInt8]) {
        for scalar in text.unicodeScalars {
            let value = scalar.value
            if value < 0x80 {
                let byte = UInt8(value)
                if byte <= 0x20 || byte == 0x7F || byte == UInt8(ascii: "%") {
                    appendEscape(byte, to: &line)
                } else {
                    line.append(byte)
                }
            } else if value <= 0x9F || scalar.properties.isWhitespace {
                for byte in UTF8.encode(scalar)! { appendEscape(byte, to: &line) }
            } else {
                line.append(contentsOf: UTF8.encode(scalar)!)
            }
        }
    }

    /// Decodes `%XX` escapes (a `%` not followed by two hex digits stays) and checks UTF-8.
    private static func decode(_ text: ArraySlice<UInt8>, _ field: String) throws(InterchangeError) -> String {
        if !text.contains(UInt8(ascii: "%")) {
            guard let string = UTF8Text.string(text) else {
                throw .invalidRecord("invalid UTF-8 in the \(field)")
            }
            return string
        }
        var bytes: [UInt8] = []
        bytes.reserveCapacity(text.count)
        var at = text.startIndex
        while at < text.endIndex {
            if text[at] == UInt8(ascii: "%"), at + 2 < text.endIndex,
                let high = hexValue(text[at + 1]), let low = hexValue(text[at + 2])
            {
                bytes.append(high << 4 | low)
                at += 3
            } else {
                bytes.append(text[at])
                at += 1
            }
        }
        guard let string = UTF8Text.string(bytes) else {
            throw .invalidRecord("invalid UTF-8 in the \(field) (after decoding %XX escapes)")
        }
        return string
    }

    private static func hexValue(_ byte: UInt8) -> UInt8? {
        switch byte {
        case UInt8(ascii: "0")...UInt8(ascii: "9"): return byte - UInt8(ascii: "0")
        case UInt8(ascii: "a")...UInt8(ascii: "f"): return byte - UInt8(ascii: "a") + 10
        case UInt8(ascii: "A")...UInt8(ascii: "F"): return byte - UInt8(ascii: "A") + 10
        default: return nil
        }
    }
}
