import MemoStore

/// Taskwarrior's virtual tags that todo knows: `+OVERDUE`, `+DUE`, … in filters, each a
/// condition on a memo's fields rather than a tag it carries.
///
/// They are written in capitals, as in Taskwarrior; `+overdue` and `+waiting` are read in any
/// case, as todo always has. Taskwarrior's tags whose meaning todo cannot give
/// (`UnansweredVirtualTag`) and any other all-caps word of two or more letters (`+OVERDEU`,
/// `+URGENT`) are refused rather than read as a person's tag that nothing carries.
/// `+active`, `+blocked` and `+blocking` are read in lower case too, as the words for them.
enum VirtualTag: String, CaseIterable, Sendable {
    /// Open and due before now.
    case overdue = "OVERDUE"
    /// Open and due from the start of today to the end of the sixth day after it (Taskwarrior's 7 days).
    case due = "DUE"
    /// Open and due yesterday.
    case yesterday = "YESTERDAY"
    /// Open and due today.
    case today = "TODAY"
    /// Open and due tomorrow.
    case tomorrow = "TOMORROW"
    /// Open and due this Monday-to-Sunday week.
    case week = "WEEK"
    /// Open and due this month.
    case month = "MONTH"
    /// Open and due this quarter (January, April, July or October to the end of the third month).
    case quarter = "QUARTER"
    /// Open and due this year.
    case year = "YEAR"
    /// Open and hidden until its wait date, which is still ahead.
    case waiting = "WAITING"
    /// Open and not waiting.
    case pending = "PENDING"
    /// Done.
    case completed = "COMPLETED"
    /// Deleted: no memo, as todo keeps no deleted memos.
    case deleted = "DELETED"
    /// Carrying at least one tag.
    case tagged = "TAGGED"
    /// Recurring.
    case recurring = "RECURRING"
    /// Started and not stopped.
    case active = "ACTIVE"
    /// Carrying at least one annotation.
    case annotated = "ANNOTATED"
    /// Having a scheduled date.
    case scheduled = "SCHEDULED"
    /// Having an expiry date.
    case until = "UNTIL"
    /// In a project.
    case project = "PROJECT"
    /// Having a priority.
    case priority = "PRIORITY"
    /// Open and waiting on an open memo.
    case blocked = "BLOCKED"
    /// Not `blocked`: done, or waiting on no open memo.
    case unblocked = "UNBLOCKED"
    /// Open and waited on by an open memo.
    case blocking = "BLOCKING"
    /// Open, not waiting, not blocked, and not scheduled later than now.
    case ready = "READY"
    /// Having at least one child (subtask).
    case parent = "PARENT"
    /// Having a parent: a subtask.
    case child = "CHILD"

    /// Whether the tag holds only for open memos, as Taskwarrior's due-date tags and `BLOCKED`,
    /// `BLOCKING` and `WAITING` hold only for tasks neither completed nor deleted
    /// (`Task::is_due`, `TF2::dependency_scan`, `Task::is_waiting`).
    var holdsOnlyForOpenMemos: Bool {
        switch self {
        case .overdue, .due, .yesterday, .today, .tomorrow, .week, .month, .quarter, .year, .waiting, .blocked, .blocking:
            return true
        default:
            return false
        }
    }

    /// The field the tag asks to have a value, as `NAME.any:` does; nil for the other tags.
    var presentField: MemoTermField? {
        switch self {
        case .scheduled: .scheduled
        case .until: .until
        case .project: .project
        case .priority: .priority
        default: nil
        }
    }

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
        case .yesterday: return (today.adding(days: -1), today)
        case .today: return (today, today.adding(days: 1))
        case .tomorrow: return (today.adding(days: 1), today.adding(days: 2))
        case .due: return (today, today.adding(days: 7))
        case .week:
            let monday = today.adding(days: 1 - today.weekday)
            return (monday, monday.adding(days: 7))
        case .month:
            let first = LocalDateTime(year: today.year, month: today.month, day: 1)
            return (first, first.adding(months: 1))
        case .quarter:
            let first = LocalDateTime(year: today.year, month: today.month - (today.month - 1) % 3, day: 1)
            return (first, first.adding(months: 3))
        case .year:
            let first = LocalDateTime(year: today.year, month: 1, day: 1)
            return (first, first.adding(months: 12))
        default: return nil
        }
    }
}
