import MemoStore

/// The attributes a filter word may name with a modifier (`description.startswith:`), as
/// Taskwarrior names them, and the modifiers themselves.
///
/// A name matches as `Attribute` matches one: by any unambiguous prefix of three letters or
/// more (`des:`, `stat:`), an exact name always winning (`end:` beside `entry:`).
enum FilterAttribute: String, CaseIterable {
    case description, project, priority, due, wait, scheduled, until, entry, end, modified, start, tags, status, recur,
        depends

    /// A Taskwarrior attribute modifier, by meaning (its aliases read alike).
    enum Modifier {
        case isEqual, isNot, negated, none, any, has, hasNot, startsWith, endsWith, word, noWord, before, after, by

        /// The modifier `name` is; nil for none known.
        init?(_ name: String) {
            switch name {
            case "is", "equals": self = .isEqual
            // Taskwarrior 2.6's `.isnt` negates `.is`, its `.not` the plain match: on a text,
            // `project.isnt:home` keeps home.garden and `project.not:home` does not.
            case "isnt": self = .isNot
            case "not": self = .negated
            case "none": self = .none
            case "any": self = .any
            case "has", "contains": self = .has
            case "hasnt": self = .hasNot
            case "startswith", "left": self = .startsWith
            case "endswith", "right": self = .endsWith
            case "word": self = .word
            case "noword": self = .noWord
            case "before", "below", "under": self = .before
            case "after", "above", "over": self = .after
            case "by": self = .by
            default: return nil
            }
        }

        /// Whether the modifier takes no value (`due.none:`).
        var isValueless: Bool { self == .none || self == .any }
    }

    /// The attribute `name` names; nil for none or an ambiguous abbreviation.
    init?(matching name: String) {
        if let exact = FilterAttribute(rawValue: name) {
            self = exact
            return
        }
        let candidates = Self.allCases.filter { $0.rawValue.hasPrefix(name) }
        guard name.count >= Attribute.minimumAbbreviation, candidates.count == 1 else { return nil }
        self = candidates[0]
    }

    /// The field of a `MemoTerm` the attribute is; nil for `status`.
    var termField: MemoTermField? {
        self == .status ? nil : MemoTermField(rawValue: rawValue)
    }

    /// Whether the attribute holds a moment.
    var isDate: Bool { termField?.isDate ?? false }
}
