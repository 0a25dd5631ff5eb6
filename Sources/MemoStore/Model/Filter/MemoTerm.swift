/// One condition of a filter that `MemoFilter`'s own fields do not hold: Taskwarrior's
/// attribute modifiers (`description.startswith:`, `project.is:`, `due.none:`), `/regex/`, ids
/// and uuids.
///
/// Text is compared case-sensitively, as Taskwarrior compares it by default; a field without
/// a value compares as the empty text. Every engine translates each case to SQL with its
/// values bound; `matches(_:)` is the reference they must agree with.
public enum MemoTerm: Sendable, Hashable {
    /// The field's text compared with the value, which is never empty.
    case text(MemoTermField, MemoTextMatch, String)
    /// The title or one of the annotations' notes compared with the value, which is never
    /// empty: Taskwarrior's `description.has:`, `.startswith:`, `.endswith:`, `.word:` (and
    /// their negations) and a bare word of an expression read the annotations too, where its
    /// `.is:` and a plain `description:` read the title only (`.text(.description, …)`).
    case described(MemoTextMatch, String)
    /// One of the tags contains the value, which is never empty and holds no whitespace:
    /// Taskwarrior's `tags.has:` (`tags.has:home` holds for `+homework`), which matches within
    /// its list of tags; `.hasnt` is its negation.
    case tagContaining(String)
    /// The field has a value (`.any`; `.none` is its negation).
    case present(MemoTermField)
    /// The date field has a value in [from, before); a missing bound does not limit.
    case date(MemoTermField, from: Timestamp?, before: Timestamp?)
    /// The title or one of the annotations has a match of the regular expression (`/milk/`).
    case regex(String)
    /// The memo's id is in the range (`3`, `1-3`: Taskwarrior's ids in a filter).
    case ids(ClosedRange<Int64>)
    /// The memo's uuid begins with the value, lower case: a whole uuid or any start of one
    /// (Taskwarrior's uuids in a filter, eight characters or more, and its `uuid:`).
    case uuid(String)

    /// Whether `memo` meets the condition.
    public func matches(_ memo: Memo) -> Bool {
        switch self {
        case .text(let field, let match, let value):
            return match.holds(field.text(of: memo), value)
        case .described(let match, let value):
            return match.holds(memo.title, value) || memo.annotations.contains { match.holds($0.description, value) }
        case .tagContaining(let value):
            return memo.tags.contains { MemoTextMatch.contains.holds($0, value) }
        case .present(let field):
            return field.isPresent(in: memo)
        case .date(let field, let from, let before):
            guard let moment = field.moment(of: memo) else { return false }
            if let from, moment < from { return false }
            if let before, moment >= before { return false }
            return true
        case .regex(let pattern):
            return MemoPattern(pattern)?.matches(title: memo.title, annotations: memo.annotations.map(\.description)) ?? false
        case .ids(let range):
            return range.contains(memo.id)
        case .uuid(let prefix):
            return memo.uuid.utf8.starts(with: prefix.utf8)
        }
    }
}

extension MemoTerm {
    /// The uuids a `.uuid(prefix)` term matches, as a range compared byte by byte: those from
    /// `prefix` up to `before`, `prefix` with its last character the next one up. A range, so
    /// that an engine finds them in its uuid index instead of reading every memo.
    public static func uuidRange(of prefix: String) -> (from: String, before: String) {
        guard let last = prefix.unicodeScalars.last, let next = Unicode.Scalar(last.value + 1) else { return (prefix, prefix) }
        return (prefix, String(prefix.unicodeScalars.dropLast()) + String(next))
    }
}

/// How a `MemoTerm.text` compares the field's text with the value.
public enum MemoTextMatch: String, Sendable, Hashable, CaseIterable {
    /// The whole text is the value (`.is`, `.equals`).
    case equals
    /// The value occurs in the text (`.has`, `.contains`).
    case contains
    /// The text begins with the value (`.startswith`, `.left`, and a plain `description:`).
    case startsWith
    /// The text ends with the value (`.endswith`, `.right`).
    case endsWith
    /// The value is one of the text's words, words being what spaces separate (`.word`).
    case word

    /// Whether `text` and `value` are so related.
    public func holds(_ text: String, _ value: String) -> Bool {
        switch self {
        case .equals: return text == value
        case .contains: return text.utf8.firstRange(of: value.utf8) != nil
        case .startsWith: return text.utf8.starts(with: value.utf8)
        case .endsWith: return text.utf8.reversed().starts(with: value.utf8.reversed())
        case .word: return (" " + text + " ").utf8.firstRange(of: (" " + value + " ").utf8) != nil
        }
    }
}

/// The fields a `MemoTerm` reads, by Taskwarrior's attribute names.
public enum MemoTermField: String, Sendable, Hashable, CaseIterable {
    /// The title.
    case description
    /// The project, compared whole (not by sub-project).
    case project
    /// The priority.
    case priority
    /// The recurrence.
    case recur
    /// The tags.
    case tags
    /// The annotations.
    case annotations
    /// The memos waited on.
    case depends
    /// The due date.
    case due
    /// The wait date.
    case wait
    /// The scheduled date.
    case scheduled
    /// The expiry date.
    case until
    /// When the memo was made.
    case entry
    /// When the memo was done.
    case end
    /// When the memo last changed.
    case modified
    /// When the memo was started.
    case start

    /// Whether the field is a moment (`due`, `entry`, …).
    public var isDate: Bool { Self.dates.contains(self) }

    /// The field's text, empty when it has none; for a field that holds no text, the empty text.
    public func text(of memo: Memo) -> String {
        switch self {
        case .description: return memo.title
        case .project: return memo.project ?? ""
        default: return ""
        }
    }

    /// Whether the field has a value in `memo`.
    public func isPresent(in memo: Memo) -> Bool {
        switch self {
        case .description: return true
        case .project: return memo.project != nil
        case .priority: return memo.priority != nil
        case .recur: return memo.recur != nil
        case .tags: return !memo.tags.isEmpty
        case .annotations: return !memo.annotations.isEmpty
        case .depends: return !memo.depends.isEmpty
        default: return moment(of: memo) != nil
        }
    }

    /// The field's moment in `memo`, nil when it has none or is no date.
    public func moment(of memo: Memo?) -> Timestamp? {
        guard let memo else { return nil }
        switch self {
        case .due: return memo.due
        case .wait: return memo.wait
        case .scheduled: return memo.scheduled
        case .until: return memo.until
        case .entry: return memo.created
        case .end: return memo.end
        case .modified: return memo.updated
        case .start: return memo.start
        default: return nil
        }
    }

    // MARK: - Private

    private static let dates: Set<MemoTermField> = [.due, .wait, .scheduled, .until, .entry, .end, .modified, .start]
}
