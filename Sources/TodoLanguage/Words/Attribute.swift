import MemoStore

/// How a `NAME:VALUE` word's name resolves to one of the fields the memo's description gives an
/// attribute name (`MemoField.attributes`: `due:`, `wait:`, `scheduled:`, `until:`, `priority:`,
/// `project:`, `recur:`, `depends:`, `parent:`).
///
/// A name is matched as Taskwarrior matches it, by any unambiguous prefix, but of three
/// letters at least (Taskwarrior allows two): `pri:` and `pro:` work, `proj:` too, and prose
/// such as `re: the meeting` stays text.
enum Attribute {
    /// How a written name resolves.
    enum Match: Equatable {
        case known(MemoField)
        case ambiguous
        case unknown
    }

    /// The shortest prefix accepted for a name.
    static let minimumAbbreviation = 3

    /// Resolves `name`, lowercase ASCII letters.
    static func match(_ name: String) -> Match {
        var candidate: MemoField?
        var candidates = 0
        for field in MemoField.allCases where field.isAttribute && field.rawValue.hasPrefix(name) {
            if field.rawValue == name { return .known(field) }
            candidate = field
            candidates += 1
        }
        guard let candidate else { return .unknown }
        if candidates > 1 { return .ambiguous }
        return name.count >= minimumAbbreviation ? .known(candidate) : .unknown
    }
}
