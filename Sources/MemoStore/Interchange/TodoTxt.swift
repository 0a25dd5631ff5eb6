/// The todo.txt form of memos (https://github.com/todotxt/todo.txt): one task a line.
///
/// A memo is written as `x COMPLETED CREATED TITLE uuid:U body:B` when done and
/// `CREATED TITLE uuid:U body:B` when open; dates are `YYYY-MM-DD` (UTC). The `uuid:` tag
/// makes a second import of the same file add nothing; the `body:` tag (left out when the
/// body is empty) holds the body with `%`, whitespace and control characters as `%XX`.
/// In the title only control characters are escaped, and `%` where it would read as one.
/// A priority such as `(A)` stays part of the title. Timestamps round-trip to the day,
/// the precision of todo.txt; use JSON Lines for exact times.
public enum TodoTxt {
    /// One memo as one todo.txt line, without the line break.
    public static func line(_ memo: Memo) -> String {
        var title = escape(memo.title, escapingWhitespace: false)
        var line = ""
        if memo.isDone {
            line = "x \(date(memo.updated)) "
        } else if let priority = leadingPriority(of: title) {
            // todo.txt puts the priority before the creation date.
            line = priority + " "
            title.removeFirst(priority.count + 1)
        }
        line += "\(date(memo.created)) \(title) uuid:\(memo.uuid)"
        if !memo.body.isEmpty {
            line += " body:" + escape(memo.body, escapingWhitespace: true)
        }
        return line
    }

    /// The memo a todo.txt line describes, or `nil` for a blank line. Words before the title
    /// (`x`, a priority, dates) and the trailing `uuid:`/`body:` tags are separated by one
    /// space each; whatever lies between is the title, spacing kept.
    /// - throws: `InterchangeError.invalidRecord` when the line has no title.
    public static func draft(fromLine line: String) throws -> MemoDraft? {
        var rest = Substring(line)
        while rest.last == " " || rest.last == "\r" { rest.removeLast() }
        guard rest.contains(where: { $0 != " " }) else { return nil }
        var isDone = false
        var completed: Timestamp?
        var priority: Substring?
        if rest.hasPrefix("x ") {
            isDone = true
            rest.removeFirst(2)
            completed = takeDay(from: &rest)
        } else if let found = leadingPriority(of: String(rest.prefix(4))) {
            priority = rest.prefix(found.count)
            rest.removeFirst(found.count)
            if rest.first == " " { rest.removeFirst() }
        }
        let created = takeDay(from: &rest)
        var uuid: String?
        var body = ""
        // A leading space lets the first word be a tag too (a line with no title).
        rest = Substring(" " + rest)
        while let space = rest.lastIndex(of: " ") {
            let word = rest[rest.index(after: space)...]
            if word.hasPrefix("uuid:"), uuid == nil, word.count > 5 {
                uuid = String(word.dropFirst(5))
            } else if word.hasPrefix("body:"), body.isEmpty {
                body = unescape(String(word.dropFirst(5)))
            } else {
                break
            }
            rest = rest[..<space]
        }
        var title = unescape(String(rest.dropFirst()))
        if let priority, !isDone {
            title = String(priority) + " " + title
        }
        guard title.contains(where: { !$0.isWhitespace }) else {
            throw InterchangeError.invalidRecord("a todo.txt line needs text after its dates")
        }
        return MemoDraft(
            uuid: uuid, title: title, body: body, isDone: isDone,
            created: created ?? completed, updated: isDone ? (completed ?? created) : created)
    }

    // MARK: - Private

    private static func date(_ timestamp: Timestamp) -> String {
        String(timestamp.iso8601.prefix(10))
    }

    /// A `YYYY-MM-DD ` at the start of `text`, removed from it.
    private static func takeDay(from text: inout Substring) -> Timestamp? {
        let word = text.prefix(10)
        guard word.utf8.count == 10, text.dropFirst(10).first == " ", let day = Timestamp(iso8601: String(word)) else {
            return nil
        }
        text.removeFirst(11)
        return day
    }

    /// `(A)` … `(Z)` at the start of `text`, followed by a space or the end.
    private static func leadingPriority(of text: String) -> String? {
        let scalars = Array(text.unicodeScalars.prefix(4))
        guard scalars.count >= 3, scalars[0] == "(", scalars[2] == ")",
            ("A"..."Z").contains(scalars[1]), scalars.count == 3 || scalars[3] == " "
        else { return nil }
        return String(String.UnicodeScalarView(scalars[0..<3]))
    }

    private static func escape(_ text: String, escapingWhitespace: Bool) -> String {
        var escaped = String.UnicodeScalarView()
        let scalars = Array(text.unicodeScalars)
        for (index, scalar) in scalars.enumerated() {
            let isControl = scalar.value < 0x20 || scalar.value == 0x7F
            let isWhitespace = escapingWhitespace && scalar.properties.isWhitespace
            let readsAsEscape = scalar == "%"
                && (escapingWhitespace || (index + 2 < scalars.count && isHex(scalars[index + 1]) && isHex(scalars[index + 2])))
            if isControl || isWhitespace || readsAsEscape {
                for byte in String(scalar).utf8 {
                    escaped.append("%")
                    escaped.append(hexDigits[Int(byte >> 4)])
                    escaped.append(hexDigits[Int(byte & 0xF)])
                }
            } else {
                escaped.append(scalar)
            }
        }
        return String(escaped)
    }

    private static func unescape(_ text: String) -> String {
        guard text.contains("%") else { return text }
        var bytes: [UInt8] = []
        let source = Array(text.utf8)
        var index = 0
        while index < source.count {
            if source[index] == UInt8(ascii: "%"), index + 2 < source.count,
                let high = hexValue(source[index + 1]), let low = hexValue(source[index + 2])
            {
                bytes.append(high << 4 | low)
                index += 3
            } else {
                bytes.append(source[index])
                index += 1
            }
        }
        return String(decoding: bytes, as: UTF8.self)
    }

    private static let hexDigits = Array("0123456789ABCDEF".unicodeScalars)

    private static func isHex(_ scalar: Unicode.Scalar) -> Bool {
        scalar.isASCII && hexValue(UInt8(scalar.value)) != nil
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
