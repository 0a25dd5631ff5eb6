import MemoStore

/// A word of the todo language that cannot be read: the word as typed and why.
///
/// Every parser of this module throws only this type, so the command line and the shell turn
/// any of them into the same one line (`bad date in 'due:fri2': expected a date such as
/// 2026-12-01, tomorrow or +3d`) and a usage error.
public struct TodoLanguageError: Error, Sendable, Equatable, CustomStringConvertible {
    /// What is wrong with the word.
    public enum Reason: Sendable, Equatable {
        /// Not a date at all (`due:fri2`).
        case badDate
        /// Shaped like a date but not a real one: `2026-02-30`, `25:00`, a year outside 1…9999.
        case dateOutOfRange
        /// `name:value` whose name is no attribute (`foo:bar`).
        case unknownAttribute
        /// An abbreviation that fits more than one attribute (`pr:`).
        case ambiguousAttribute
        /// An attribute with nothing after the colon where a value is needed (`project:` on add).
        case missingValue
        /// A priority other than `H`, `M` or `L`.
        case badPriority
        /// A project name `MemoLimits.problem(withProject:)` refuses.
        case badProject(MemoLimitProblem)
        /// A tag `MemoLimits.problem(withTag:)` or `problem(withTags:)` refuses.
        case badTag(MemoLimitProblem)
        /// `+overdue`, `+waiting`, `+active`, `+blocked`, `+blocking` or a virtual tag such as
        /// `+TODAY` used as a tag: those names are filters.
        case reservedTag
        /// A recurrence `Recurrence.init(_:)` does not read.
        case badRecurrence
        /// `recur:` on a memo that gets no due date.
        case recurWithoutDue
        /// `recur:` on `log`, a memo added already done: it would make no next occurrence, and
        /// Taskwarrior refuses it too ("You cannot log recurring tasks").
        case recurOnLog
        /// `add` with no words left for the title.
        case missingTitle
        /// A filter word that is no filter (`list milk`).
        case unknownFilter
        /// A word of `search` shaped like a filter that is none (`mailto:a@b`); `--` makes it text.
        case unknownSearchFilter
        /// A filter this language cannot express (`-overdue`).
        case unsupportedFilter
        /// `-` before an attribute (`-pri:H`, `-project:home`): a tag to leave out, whose name it is not.
        case negatedAttribute
        /// An attribute with one of Taskwarrior's operators (`due<eow`, `project!=home`), which
        /// todo reads as modifiers instead (`due.before:eow`).
        case attributeOperator
        /// An all-caps `+TAG` or `-TAG` that is none of Taskwarrior's virtual tags todo knows (`+OVERDEU`).
        case unknownVirtualTag
        /// One of Taskwarrior's virtual tags whose meaning todo cannot give (`+UDA`, `+TEMPLATE`).
        case unansweredVirtualTag
        /// `+PENDING` with `--done` or `+COMPLETED`, or `+COMPLETED` after `+PENDING`: no memo is both.
        case conflictingStatus
        /// A `--sort` key other than urgency, due, priority, created, oldest or end.
        case unknownSort
        /// A word where a memo's id belongs that is none (`0`, `-1`; `MemoIDText`).
        case badID
        /// An id range of more ids than one may name (`1-10001`).
        case rangeTooLong
        /// A `uuid:` value that starts no uuid (`uuid:xyz`).
        case badUUID
        /// Taskwarrior's `and`, `or`, `xor` or `not` without a filter word to join, or a
        /// parenthesis not matched (`+a or`, `( +a`).
        case filterOperator
        /// A `/regex/` whose pattern is no regular expression (`/(/`).
        case badPattern
        /// A `/regex/` that repeats a repetition (`/(a+)+/`), which can match for ever (`MemoPattern.nestsRepetition`).
        case nestedRepetition
        /// A `limit:` that is no whole number from 1 to the largest listing.
        case badLimit(Int)
        /// A `status:` other than pending, completed, waiting, recurring or deleted.
        case badStatus
        /// The first word of `calendar`, plain text that names no month (`calendar foo`).
        case badMonth
        /// The first word of `burndown`, plain text that names no period (`burndown monthly`).
        case badPeriod
    }

    /// The word as the person typed it (a flag reads `--due fri2`).
    public let word: String
    /// What is wrong with it.
    public let reason: Reason
    /// The memo the word was wrong for, when only that memo made it wrong (`modify 1 recur:weekly`
    /// on a memo without a due date).
    public let memoID: Int64?

    /// Creates an error about `word`, for the memo `memoID` when there is one.
    public init(word: String, reason: Reason, memoID: Int64? = nil) {
        self.word = word
        self.reason = reason
        self.memoID = memoID
    }

    /// One line: the problem, the word in quotes (its first `quotedLength` characters and `…`
    /// when longer: a 100 KB value is not said back whole), the memo, and what was expected.
    public var description: String {
        let quoted = word.count > Self.quotedLength ? word.prefix(Self.quotedLength - 1) + "…" : word
        return "\(summary) in '\(quoted)'\(memoID.map { " on memo \($0)" } ?? ""): \(detail)"
    }

    /// The most characters of the word an error line quotes.
    public static let quotedLength = 80

    // MARK: - Private

    private var summary: String {
        switch reason {
        case .badDate, .dateOutOfRange: return "bad date"
        case .unknownAttribute: return "unknown attribute"
        case .ambiguousAttribute: return "ambiguous attribute"
        case .missingValue: return "missing value"
        case .badPriority: return "bad priority"
        case .badProject: return "bad project"
        case .badTag: return "bad tag"
        case .reservedTag: return "reserved tag"
        case .badRecurrence: return "bad recurrence"
        case .recurWithoutDue: return "recurrence without a due date"
        case .recurOnLog: return "cannot log a recurring memo"
        case .missingTitle: return "missing title"
        case .unknownFilter, .unknownSearchFilter: return "unknown filter"
        case .unsupportedFilter, .attributeOperator, .negatedAttribute: return "unsupported filter"
        case .unknownVirtualTag: return "unknown virtual tag"
        case .unansweredVirtualTag: return "unsupported virtual tag"
        case .conflictingStatus: return "conflicting filter"
        case .unknownSort: return "unknown sort"
        case .badID, .rangeTooLong: return "bad id"
        case .badUUID: return "bad uuid"
        case .filterOperator: return "incomplete filter expression"
        case .badPattern, .nestedRepetition: return "bad regular expression"
        case .badStatus: return "unknown status"
        case .badLimit: return "bad limit"
        case .badMonth: return "unknown month"
        case .badPeriod: return "unknown period"
        }
    }

    private var detail: String {
        switch reason {
        case .badDate:
            return "expected a date such as 2026-12-01, tomorrow or +3d"
        case .dateOutOfRange:
            return "no such date or time (years 1 to 9999, months 1 to 12, hours 0 to 23)"
        case .unknownAttribute:
            return "known attributes are \(Vocabulary.attributeSummary); put -- before words meant as the title"
        case .ambiguousAttribute:
            return "the abbreviation fits several attributes (\(Vocabulary.attributeSummary))"
        case .missingValue:
            guard word.hasPrefix("--"), let flag = word.split(separator: " ").first else {
                return "give a value after the colon, or leave the word out"
            }
            return "give a value after \(flag), or leave the option out"
        case .badPriority:
            return "expected H, M or L"
        case .badProject(let problem):
            return "the name \(Self.predicate(problem)); expected a dotted name such as home or work.q4"
        case .badTag(.tooMany(let limit)):
            return "a memo has at most \(limit) tags"
        case .badTag(let problem):
            return "the tag \(Self.predicate(problem))"
        case .reservedTag:
            return "+overdue, +waiting, +active, +blocked, +blocking and virtual tags such as +TODAY are filters, not tags"
        case .badRecurrence:
            return "expected weekdays, or whole days, weeks, months or years such as daily, 2w, biweekly, 3days,"
                + " quarterly or P1M (not hours or minutes)"
        case .recurWithoutDue:
            return "a recurring memo needs a due date; add due:DATE"
        case .recurOnLog:
            return "log adds a memo already done, which makes no next occurrence; use add for a recurring memo"
        case .missingTitle:
            return "give words for the title"
        case .unknownFilter:
            return "expected \(Vocabulary.filterSummary)"
        case .unknownSearchFilter:
            return "expected \(Vocabulary.filterSummary); put -- before words meant as text"
        case .unsupportedFilter:
            return "expected \(Vocabulary.filterSummary)"
        case .negatedAttribute:
            return "-WORD leaves out a tag; to leave out an attribute's value write it with .not (pri.not:H, project.not:home)"
        case .attributeOperator:
            return "todo reads Taskwarrior's attribute modifiers, not its operators: due.before:eow, "
                + "project.not:home, pri:H, description.has:milk; put -- before words meant as text"
        case .unansweredVirtualTag:
            return UnansweredVirtualTag(rawValue: String(word.dropFirst()))?.reason ?? "todo cannot give its meaning"
        case .unknownVirtualTag:
            return "expected \(Vocabulary.virtualTagSummary) (all-caps tags are Taskwarrior's virtual tags)"
        case .conflictingStatus:
            return "+PENDING lists open memos, +COMPLETED (and --done) done ones; give one of them"
        case .unknownSort:
            return "expected \(MemoSort.allCases.map(\.rawValue).joined(separator: ", "))"
        case .badID:
            return "expected a memo's number such as 12 or #12"
        case .rangeTooLong:
            return "a range names at most \(MemoIDText.maxRangeLength) ids"
        case .badUUID:
            return "expected a uuid or its start, such as 8ad2e3db or 8ad2e3db-4f1c"
        case .filterOperator:
            return "each and, or, xor and not needs a filter word to join, and each ( a matching ); "
                + "put -- before words meant as text"
        case .badPattern:
            return "expected a regular expression between the slashes, such as /milk|bread/"
        case .nestedRepetition:
            return "a repeated group that repeats something itself, such as (a+)+, can take forever to match; "
                + "repeat one or the other"
        case .badLimit(let max):
            return "expected a whole number from 1 to \(max), as --limit takes"
        case .badStatus:
            return "expected pending, completed, waiting, recurring or deleted"
        case .badMonth:
            return "expected a month such as 2026-12, december or dec, then filter words"
        case .badPeriod:
            return "expected daily or weekly, then filter words"
        }
    }

    /// `problem` after the name it is about: `is empty`, `contains whitespace`.
    private static func predicate(_ problem: MemoLimitProblem) -> String {
        switch problem {
        case .empty, .onlyWhitespace, .tooLong: return "is \(problem)"
        default: return problem.description
        }
    }
}
