/// Tells an import file's format from its first record, for `import` without `--format`.
///
/// Guarantees: decided on the first byte that is not blank, for a JSON object on its first
/// line alone, and for a JSON array on its first element alone, so a file of any length is read
/// once: `[` starts an array of todo's memo objects (`list --json`) when its first element has a
/// `title`, else a Taskwarrior export; `{` starts todo's JSON Lines when the object has a
/// `title`, and a Taskwarrior task a line when it has a `description` instead;
/// `BEGIN:VCALENDAR` (any case) starts iCalendar; anything else is todo.txt.
enum FormatDetection {
    /// The format of a file whose first byte that is not blank is `byte`.
    /// - returns: `nil` when that byte is `{` or `[`: the first line has to say
    ///   (`format(ofJSONLine:)`), or the array's first element (`format(ofFirstElement:)`).
    static func format(startingWith byte: UInt8?) -> InterchangeFormat? {
        switch byte {
        case nil: return .json
        case UInt8(ascii: "{"), UInt8(ascii: "["): return nil
        default: return .todotxt
        }
    }

    /// The format of a file whose first line (not blank) starts with `B` or `b`: iCalendar
    /// when it is `BEGIN:VCALENDAR`, else todo.txt.
    static func format(ofLineStartingWithB line: [UInt8]) -> InterchangeFormat {
        let text = String(decoding: line.prefix(15), as: UTF8.self).uppercased()
        return text == "BEGIN:VCALENDAR" ? .ical : .todotxt
    }

    /// The format of a file whose first record is the JSON object `line`. A line that is not
    /// JSON is left to the JSON Lines reader, whose error says what is wrong with it.
    /// - throws: `InterchangeError.invalidRecord` for an object that is neither kind, naming
    ///   the options that would read it.
    static func format(ofJSONLine line: [UInt8]) throws(InterchangeError) -> InterchangeFormat {
        guard let object = try? JSONValue.parse(line) else { return .json }
        if object["title"] != nil { return .json }
        if object["description"] != nil { return .taskwarrior }
        throw .invalidRecord(
            "cannot tell the format: the object has neither \"title\" (todo's JSON Lines) nor \"description\" "
                + "(a Taskwarrior task); say --format json or --format taskwarrior")
    }

    /// The format of an array whose first element is `element`: todo's memos (`.json`) when it
    /// is an object with a `title`, else a Taskwarrior export, whose reader says what is wrong
    /// with an element that is no task.
    static func format(ofFirstElement element: [UInt8]) -> InterchangeFormat {
        guard let object = try? JSONValue.parse(element), object["title"] != nil else { return .taskwarrior }
        return .json
    }
}
