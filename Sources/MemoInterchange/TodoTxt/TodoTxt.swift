import MemoStore

/// The todo.txt form of memos (https://github.com/todotxt/todo.txt): one task a line, in the
/// words todo.txt-cli and other todo.txt tools read.
///
/// Writing: an open memo is `(A) CREATED TITLE +project @tag… due:D t:D rec:1w uuid:U body:B`
/// (`rec:1b` for weekdays, one business day as todo.txt's recurrence add-ons write it; priority
/// `H` → `(A)`, `M` → `(B)`, `L` → `(C)`; each part only when the memo has it), a
/// done one `x COMPLETED CREATED TITLE … pri:A uuid:U body:B` (todo.txt drops the `(A)` of a
/// done task; `pri:` keeps it). Dates are local days, `YYYY-MM-DD` in the zone given: CREATED
/// is the memo's `created`, COMPLETED its `updated`, `due:` its due date and `t:` (threshold)
/// its wait date. The `uuid:` tag makes a second import of the same file add nothing; the
/// `body:` tag holds the body with `%`, whitespace and control characters as `%XX` (UTF-8
/// bytes), and the project and tags are escaped the same way. In the title only what would be
/// misread or acted on by a terminal is escaped: control characters (C0, DEL, C1), bidirectional
/// controls and line separators, `%` before two hex digits, a last space, the `+` or
/// `@` starting a word, and the colon of a word starting with one of the tags read here.
///
/// Reading (`TodoTxt+Reading.swift`): `(A)`/`pri:A` → `H`, `(B)` → `M`, `(C)`…`(Z)` → `L`;
/// the first `+project` → project, further `+projects` and every `@context` → tags; `due:`,
/// `t:` (→ wait) and `rec:` (with a due date) → fields, anywhere on the line. A bare date is
/// a local day: `due:` means the end of that day (23:59:59) and `t:` its start, as `due:` and
/// `wait:` do elsewhere in todo; the creation and completion dates mean its start.
///
/// Guarantees: export → import → export gives the same line, and import keeps the title, body,
/// done flag, uuid, priority, project, tags and recurrence exactly; times round-trip to the
/// local day, the precision todo.txt has (use JSON Lines for exact times).
public enum TodoTxt {
    /// One memo as one todo.txt line, without the line break, dates in `timeZone`.
    public static func line(_ memo: Memo, timeZone: LocalTimeZone = .system) -> String {
        var line: [UInt8] = []
        line.reserveCapacity(64 + memo.title.utf8.count + memo.body.utf8.count * 2)
        append(memo, timeZone: timeZone, to: &line)
        return String(decoding: line, as: UTF8.self)
    }

    /// Appends one memo as a todo.txt line (UTF-8, no line break) to `line`, dates in `timeZone`.
    public static func append(_ memo: Memo, timeZone: LocalTimeZone = .system, to line: inout [UInt8]) {
        if memo.isDone {
            appendASCII("x ", to: &line)
            appendDay(memo.updated, timeZone, to: &line)
            line.append(0x20)
        } else if let priority = memo.priority {
            line += [UInt8(ascii: "("), letter(for: priority), UInt8(ascii: ")"), 0x20]
        }
        appendDay(memo.created, timeZone, to: &line)
        line.append(0x20)
        var title = memo.title
        title.withUTF8 { appendTitle($0, to: &line) }
        if let project = memo.project {
            appendASCII(" +", to: &line)
            appendEscapingWhitespace(project, to: &line)
        }
        for tag in memo.tags {
            appendASCII(" @", to: &line)
            appendEscapingWhitespace(tag, to: &line)
        }
        if let due = memo.due {
            appendASCII(" due:", to: &line)
            appendDay(due, timeZone, to: &line)
        }
        if let wait = memo.wait {
            appendASCII(" t:", to: &line)
            appendDay(wait, timeZone, to: &line)
        }
        if let recur = memo.recur {
            appendASCII(" rec:", to: &line)
            line += Array("\(recur.count)\(recur.unit.rawValue)".utf8)
        }
        if memo.isDone, let priority = memo.priority {
            line += Array(" pri:".utf8) + [letter(for: priority)]
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

    // MARK: - Shared with reading

    /// The `key:value` tags this format reads; a title word starting with one has its colon escaped.
    static let keys: [[UInt8]] = ["due:", "t:", "rec:", "pri:", "uuid:", "body:"].map { Array($0.utf8) }

    static func hexValue(_ byte: UInt8) -> UInt8? {
        switch byte {
        case UInt8(ascii: "0")...UInt8(ascii: "9"): return byte - UInt8(ascii: "0")
        case UInt8(ascii: "a")...UInt8(ascii: "f"): return byte - UInt8(ascii: "a") + 10
        case UInt8(ascii: "A")...UInt8(ascii: "F"): return byte - UInt8(ascii: "A") + 10
        default: return nil
        }
    }

    // MARK: - Private

    private static let hexDigits: [UInt8] = Array("0123456789ABCDEF".utf8)

    private static func letter(for priority: Priority) -> UInt8 {
        switch priority {
        case .high: return UInt8(ascii: "A")
        case .medium: return UInt8(ascii: "B")
        case .low: return UInt8(ascii: "C")
        }
    }

    private static func appendASCII(_ text: StaticString, to line: inout [UInt8]) {
        text.withUTF8Buffer { line.append(contentsOf: $0) }
    }

    /// The local day of `time` in `zone` as `YYYY-MM-DD`, kept within 0001-01-01…9999-12-31.
    private static func appendDay(_ time: Timestamp, _ zone: LocalTimeZone, to line: inout [UInt8]) {
        let local = zone.components(of: time)
        let (year, month, day) = local.year < 1 ? (1, 1, 1) : local.year > 9999 ? (9999, 12, 31)
            : (local.year, local.month, local.day)
        line.appendDigits(year, width: 4)
        line.append(UInt8(ascii: "-"))
        line.appendDigits(month, width: 2)
        line.append(UInt8(ascii: "-"))
        line.appendDigits(day, width: 2)
    }

    private static func appendEscape(_ byte: UInt8, to line: inout [UInt8]) {
        line.append(UInt8(ascii: "%"))
        line.append(hexDigits[Int(byte >> 4)])
        line.append(hexDigits[Int(byte & 0xF)])
    }

    /// The title: control characters, DEL and everything else a terminal would act on
    /// (`Unicode.Scalar.isUnsafeOnTerminal`: C1, bidirectional controls, line separators),
    /// `%` before two hex digits, a last space, a `+` or `@` starting a word, and the colon
    /// of a word starting with one of `keys` escaped; everything else copied as is.
    private static func appendTitle(_ title: UnsafeBufferPointer<UInt8>, to line: inout [UInt8]) {
        var at = 0
        while at < title.count {
            let byte = title[at]
            let startsWord = at == 0 || title[at - 1] == 0x20
            if byte < 0x20 || byte == 0x7F || (byte == 0x20 && at == title.count - 1)
                || (byte == UInt8(ascii: "%") && at + 2 < title.count
                    && hexValue(title[at + 1]) != nil && hexValue(title[at + 2]) != nil)
                || (startsWord && (byte == UInt8(ascii: "+") || byte == UInt8(ascii: "@"))
                    && at + 1 < title.count && title[at + 1] != 0x20)
            {
                appendEscape(byte, to: &line)
                at += 1
            } else if byte >= 0x80, Unicode.Scalar.mayStartUnsafeOnTerminal(byte),
                      let length = unsafeScalarLength(title, at)
            {
                for offset in 0..<length { appendEscape(title[at + offset], to: &line) }
                at += length
            } else if startsWord, let key = keys.first(where: { key in
                title.count - at >= key.count && key.indices.allSatisfy { title[at + $0] == key[$0] }
            }) {
                line.append(contentsOf: UnsafeBufferPointer(rebasing: title[at..<at + key.count - 1]))
                appendEscape(UInt8(ascii: ":"), to: &line)
                at += key.count
            } else {
                line.append(byte)
                at += 1
            }
        }
    }

    /// The length in bytes of the character starting at `at` when the terminal would act on it
    /// (`Unicode.Scalar.isUnsafeOnTerminal`), else `nil`; `title` is a `String`'s valid UTF-8.
    private static func unsafeScalarLength(_ title: UnsafeBufferPointer<UInt8>, _ at: Int) -> Int? {
        let length = title[at] < 0xE0 ? 2 : 3
        var bytes = title[at..<at + length].makeIterator()
        var decoder = UTF8()
        guard case .scalarValue(let scalar) = decoder.decode(&bytes), scalar.isUnsafeOnTerminal else { return nil }
        return length
    }

    /// `%`, control characters (C0, DEL, C1), everything else a terminal would act on and
    /// every Unicode whitespace character as `%XX`.
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
            } else if scalar.isUnsafeOnTerminal || scalar.properties.isWhitespace {
                for byte in UTF8.encode(scalar)! { appendEscape(byte, to: &line) }
            } else {
                line.append(contentsOf: UTF8.encode(scalar)!)
            }
        }
    }
}
