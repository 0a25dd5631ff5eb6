/// The attributes a memo's words can set: `due:`, `wait:`, `priority:`, `project:`, `recur:`,
/// `scheduled:`, `until:`, `depends:`.
///
/// A name is matched as Taskwarrior matches it, by any unambiguous prefix, but of three
/// letters at least (Taskwarrior allows two): `pri:` and `pro:` work, `proj:` too, and prose
/// such as `re: the meeting` stays text.
enum Attribute: String, CaseIterable {
    case due, wait, priority, project, recur, scheduled, until, depends

    /// How a written name resolves.
    enum Match: Equatable {
        case known(Attribute)
        case ambiguous
        case unknown
    }

    /// The shortest prefix accepted for a name.
    static let minimumAbbreviation = 3

    /// Resolves `name`, lowercase ASCII letters.
    static func match(_ name: String) -> Match {
        if let exact = Attribute(rawValue: name) { return .known(exact) }
        let candidates = allCases.filter { $0.rawValue.hasPrefix(name) }
        guard !candidates.isEmpty else { return .unknown }
        if candidates.count > 1 { return .ambiguous }
        return name.count >= minimumAbbreviation ? .known(candidates[0]) : .unknown
    }
}
