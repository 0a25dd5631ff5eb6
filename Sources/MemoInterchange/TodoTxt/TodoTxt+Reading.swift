import MemoStore

extension TodoTxt {
    /// The memo a todo.txt line describes, or `nil` for a blank line; dates are days in `timeZone`.
    /// - throws: `InterchangeError.invalidRecord` as `draft(fromLine:timeZone:)` on bytes does.
    public static func draft(fromLine line: String, timeZone: LocalTimeZone = .system) throws(InterchangeError) -> MemoDraft? {
        try draft(fromLine: Array(line.utf8), timeZone: timeZone)
    }

    /// The memo a todo.txt line (UTF-8 bytes, without its line break) describes, or `nil` for a
    /// blank line. Words before the title (`x`, a priority, dates) are separated by one space
    /// each; `+project`, `@context` and the tags this format reads are taken from anywhere on the
    /// line with one space beside each; whatever is left, spacing kept and `%XX` decoded, is the
    /// title. A word that does not hold a valid value (`due:someday`, `+a..b`, `rec:` without a
    /// due date) stays part of the title, as todo.txt tools show it.
    /// - throws: `InterchangeError.invalidRecord` when the line has no title, is not UTF-8, has
    ///   `%XX` escapes that do not decode to UTF-8, or a `uuid:` that is not a UUID; or when it
    ///   is a JSON object of todo's JSON Lines or a Taskwarrior task, which is never a todo.txt
    ///   task (a file whose first line is not JSON was taken for todo.txt).
    public static func draft(fromLine line: [UInt8], timeZone: LocalTimeZone = .system) throws(InterchangeError) -> MemoDraft? {
        var end = line.count
        while end > 0, line[end - 1] == 0x20 || line[end - 1] == 0x09 || line[end - 1] == 0x0D { end -= 1 }
        guard end > 0 else { return nil }
        if line[0] == UInt8(ascii: "{"), let object = try? JSONValue.parse(Array(line[..<end])),
           object["title"] != nil || object["description"] != nil {
            throw .invalidRecord(
                "a JSON object, not a todo.txt task: the file was read as todo.txt because its first line is not JSON; "
                    + "remove that line, or say --format json or --format taskwarrior")
        }
        var start = 0
        var draft = MemoDraft(title: "")

        var completed: Timestamp?
        var hasPriority = false
        if end >= 2, line[0] == UInt8(ascii: "x"), line[1] == 0x20 {
            draft.isDone = true
            start = 2
            completed = takeDay(line, &start, end, timeZone)
        } else if let priority = priority(line, at: 0, end: end) {
            draft.priority = priority
            hasPriority = true
            start = min(4, end)
        }
        let created = takeDay(line, &start, end, timeZone)

        var removed = [Bool](repeating: false, count: end - start)
        var recurWord: Range<Int>?
        var wordStart = start
        while wordStart < end {
            guard line[wordStart] != 0x20 else {
                wordStart += 1
                continue
            }
            var wordEnd = wordStart
            while wordEnd < end, line[wordEnd] != 0x20 { wordEnd += 1 }
            let word = wordStart..<wordEnd
            let kind = try read(line[word], into: &draft, timeZone)
            if kind == .recur { recurWord = word }
            if kind == .field {
                remove(word, from: &removed, start: start, in: line)
            }
            wordStart = wordEnd
        }
        // `rec:` needs a due date, wherever on the line that was.
        if let recurWord, draft.due != nil {
            remove(recurWord, from: &removed, start: start, in: line)
        } else {
            draft.recur = nil
        }

        var kept: [UInt8] = []
        kept.reserveCapacity(end - start)
        for at in start..<end where !removed[at - start] { kept.append(line[at]) }
        var title = try decode(kept[...], "title")
        if hasPriority, created == nil, title.isEmpty, draft.uuid == nil, draft.body.isEmpty {
            title = String(decoding: line[0..<3], as: UTF8.self)  // the line is just `(A)`: that is its text
            draft.priority = nil
        }
        guard title.utf8.contains(where: { $0 != 0x20 && $0 != 0x09 }) else {
            throw .invalidRecord("a todo.txt line needs text after its dates")
        }
        draft.title = title
        draft.created = created ?? completed
        draft.updated = draft.isDone ? (completed ?? created) : created
        try InterchangeRules.check(draft)
        return draft
    }

    // MARK: - Private

    private enum WordKind {
        case text, field, recur
    }

    /// Reads one word into `draft` when it is a project, a context or a tag this format knows
    /// (each tag once: a repeat is text); says what it was.
    private static func read(
        _ word: ArraySlice<UInt8>, into draft: inout MemoDraft, _ zone: LocalTimeZone
    ) throws(InterchangeError) -> WordKind {
        let first = word[word.startIndex]
        if (first == UInt8(ascii: "+") || first == UInt8(ascii: "@")), word.count > 1 {
            let name = try decode(word.dropFirst(), first == UInt8(ascii: "+") ? "project" : "context")
            if first == UInt8(ascii: "+"), draft.project == nil {
                guard MemoLimits.problem(withProject: name) == nil else { return .text }
                draft.project = name
                return .field
            }
            guard MemoLimits.problem(withTag: name) == nil, draft.tags.count < 10 * MemoLimits.maxTagCount else { return .text }
            draft.tags.append(name)
            return .field
        }
        guard let key = keys.first(where: { word.count > $0.count && word.starts(with: $0) }) else { return .text }
        let value = word.dropFirst(key.count)
        switch key.first {
        case UInt8(ascii: "d"):
            guard draft.due == nil, let day = day(value, endOfDay: true, zone) else { return .text }
            draft.due = day
        case UInt8(ascii: "t"):
            guard draft.wait == nil, let day = day(value, endOfDay: false, zone) else { return .text }
            draft.wait = day
        case UInt8(ascii: "r"):
            let text = String(decoding: value.first == UInt8(ascii: "+") ? value.dropFirst() : value, as: UTF8.self)
            // `1b`, one business day, is how todo.txt's recurrence add-ons write weekdays.
            guard draft.recur == nil, let recur = text.lowercased() == "1b" ? .weekdays : Recurrence(text) else { return .text }
            draft.recur = recur
            return .recur
        case UInt8(ascii: "p"):
            guard draft.priority == nil, value.count == 1, let priority = priority(letter: value[value.startIndex]) else {
                return .text
            }
            draft.priority = priority
        case UInt8(ascii: "u"):
            guard draft.uuid == nil else { return .text }
            draft.uuid = try InterchangeRules.requireUUID(try decode(value, "uuid"))
        default:
            guard draft.body.isEmpty else { return .text }
            draft.body = try decode(value, "body")
        }
        return .field
    }

    /// Marks `word` and one space beside it (before it if there is one, else after it) removed.
    private static func remove(_ word: Range<Int>, from removed: inout [Bool], start: Int, in line: [UInt8]) {
        for at in word { removed[at - start] = true }
        if word.lowerBound > start, line[word.lowerBound - 1] == 0x20, !removed[word.lowerBound - 1 - start] {
            removed[word.lowerBound - 1 - start] = true
        } else if word.upperBound - start < removed.count, line[word.upperBound] == 0x20 {
            removed[word.upperBound - start] = true
        }
    }

    /// `(A)` … `(Z)` at `at`, followed by a space or by `end`.
    private static func priority(_ line: [UInt8], at: Int, end: Int) -> Priority? {
        guard end - at >= 3, line[at] == UInt8(ascii: "("), line[at + 2] == UInt8(ascii: ")"),
            end - at == 3 || line[at + 3] == 0x20
        else { return nil }
        return priority(letter: line[at + 1])
    }

    /// `A` → high, `B` → medium, `C`…`Z` → low.
    private static func priority(letter: UInt8) -> Priority? {
        switch letter {
        case UInt8(ascii: "A"): return .high
        case UInt8(ascii: "B"): return .medium
        case UInt8(ascii: "C")...UInt8(ascii: "Z"): return .low
        default: return nil
        }
    }

    /// A `YYYY-MM-DD` word at `start` followed by a space (or the end), consumed with the space:
    /// the start of that local day.
    private static func takeDay(_ line: [UInt8], _ start: inout Int, _ end: Int, _ zone: LocalTimeZone) -> Timestamp? {
        guard end - start >= 10, end - start == 10 || line[start + 10] == 0x20,
            let day = day(line[start..<start + 10], endOfDay: false, zone)
        else { return nil }
        start = min(start + 11, end)
        return day
    }

    /// The start or the end (23:59:59) of the local day `YYYY-MM-DD`, kept within years 1…9999 UTC.
    private static func day(_ text: ArraySlice<UInt8>, endOfDay: Bool, _ zone: LocalTimeZone) -> Timestamp? {
        guard text.count == 10 else { return nil }
        let bytes = Array(text)
        guard bytes[4] == UInt8(ascii: "-"), bytes[7] == UInt8(ascii: "-") else { return nil }
        func number(_ range: Range<Int>) -> Int? {
            var value = 0
            for byte in bytes[range] {
                guard byte >= UInt8(ascii: "0"), byte <= UInt8(ascii: "9") else { return nil }
                value = value * 10 + Int(byte - UInt8(ascii: "0"))
            }
            return value
        }
        guard let year = number(0..<4), let month = number(5..<7), let day = number(8..<10) else { return nil }
        let local = endOfDay
            ? LocalDateTime(year: year, month: month, day: day, hour: 23, minute: 59, second: 59)
            : LocalDateTime(year: year, month: month, day: day)
        return zone.moment(of: local).map(InterchangeRules.clamped)
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
}
