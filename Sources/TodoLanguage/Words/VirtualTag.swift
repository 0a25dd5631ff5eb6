import MemoStore

/// Taskwarrior's virtual tags that todo knows: `+OVERDUE`, `+DUE`, … in filters, each a
/// condition on a memo's fields rather than a tag it carries.
///
/// They are written in capitals, as in Taskwarrior; `+overdue` and `+waiting` are read in any
/// case, as todo always has. Any other all-caps word of two or more letters (`+OVERDEU`,
/// `+ACTIVE`) is refused rather than read as a person's tag that nothing carries.
/// `+active`, `+blocked` and `+blocking` are read in lower case too, as the words for them.
enum VirtualTag: String, CaseIterable, Sendable {
    /// Due before now.
    case overdue = "OVERDUE"
    /// Due from the start of today to the end of the sixth day after it (Taskwarrior's 7 days).
    case due = "DUE"
    /// Due today.
    case today = "TODAY"
    /// Due tomorrow.
    case tomorrow = "TOMORROW"
    /// Due this Monday-to-Sunday week.
    case week = "WEEK"
    /// Due this month.
    case month = "MONTH"
    /// Hidden until its wait date, which is still ahead.
    case waiting = "WAITING"
    /// Open and not waiting.
    case pending = "PENDING"
    /// Done.
    case completed = "COMPLETED"
    /// Carrying at least one tag.
    case tagged = "TAGGED"
    /// Recurring.
    case recurring = "RECURRING"
    /// Started and not stopped.
    case active = "ACTIVE"
    /// Carrying at least one annotation.
    case annotated = "ANNOTATED"
    /// Waiting on an open memo.
    case blocked = "BLOCKED"
    /// Waited on by an open memo.
    case blocking = "BLOCKING"
    /// Having at least one child (subtask).
    case parent = "PARENT"
    /// Having a parent: a subtask.
    case child = "CHILD"

    /// The names read as virtual tags in any case, lower case too: so no memo may carry them as
    /// tags of its own (`AttributeValues.tag`), which a filter could never find.
    static let namesInAnyCase: Set<String> = ["overdue", "waiting", "active", "blocked", "blocking"]

    /// The virtual tag `name` (after the sign) stands for: its capitals, or one of
    /// `namesInAnyCase` in any case; nil for a person's own tag.
    init?(name: String) {
        if let tag = VirtualTag(rawValue: name) {
            self = tag
        } else if Self.namesInAnyCase.contains(name.lowercased()), let tag = VirtualTag(rawValue: name.uppercased()) {
            self = tag
        } else {
            return nil
        }
    }

    /// Whether `name` is written as a virtual tag: two or more letters, every one a capital A–Z.
    static func isWrittenAsOne(_ name: String) -> Bool {
        name.utf8.count >= 2 && name.utf8.allSatisfy { (UInt8(ascii: "A")...UInt8(ascii: "Z")).contains($0) }
    }

    /// The due range of a date virtual tag on the day `now` falls on in `zone`; nil for the others.
    func dueRange(now: Timestamp, zone: LocalTimeZone) -> (from: LocalDateTime, before: LocalDateTime)? {
        let today = LocalDays.day(of: now, in: zone)
        switch self {
        case .today: return (today, today.adding(days: 1))
        case .tomorrow: return (today.adding(days: 1), today.adding(days: 2))
        case .due: return (today, today.adding(days: 7))
        case .week:
            let monday = today.adding(days: 1 - today.weekday)
            return (monday, monday.adding(days: 7))
        case .month:
            let first = LocalDateTime(year: today.year, month: today.month, day: 1)
            return (first, first.adding(months: 1))
        default: return nil
        }
    }
}
