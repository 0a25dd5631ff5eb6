import MemoStore

/// The words of the todo language, for shell completion and help: what `AddWords`,
/// `ModifyWords`, `FilterWords`, `DateWords` and `SortWord` accept.
public enum Vocabulary {
    /// The attribute words of `add` and `modify`, as typed before the value: `due:`, `pri:`, ….
    public static let attributeWords = MemoField.attributes.flatMap { field in
        [field.attributeName, field.attributeShortName].compactMap { $0.map { $0 + ":" } }
    }

    /// The attribute words of a filter: `project:`, `pri:`, `due:`, `due.before:`, `due.after:`, ….
    public static let filterAttributeWords = [
        "project:", "pro:", "priority:", "pri:", "due:", "due.before:", "due.after:", "scheduled:", "scheduled.before:",
        "scheduled.after:", "until:", "until.before:", "until.after:", "description:", "status:", "wait:", "entry.after:",
        "end.after:", "modified.after:",
    ]

    /// The filter words that are not tags: `+overdue`, `+waiting`, then Taskwarrior's virtual
    /// tags todo knows, in capitals (`+OVERDUE`, `+DUE`, `+TODAY`, …).
    public static let virtualTags = ["+overdue", "+waiting", "+active", "+blocked", "+blocking"]
        + VirtualTag.allCases.map { "+" + $0.rawValue }

    /// The named date words: `now`, `today`, …, `eoy`, then the weekdays in full and in three
    /// letters, then the holidays (`easter`, …).
    public static let dateWords = DateWords.names + DateWords.weekdays + DateWords.weekdays.map { String($0.prefix(3)) }
        + DateWords.holidays

    /// Examples of relative dates, for help and completion: `+1d`, `+1w`, `+1m`, `+1y`, `+1h`.
    public static let relativeDateExamples = ["+1d", "+1w", "+1m", "+1y", "+1h"]

    /// The priorities: `H`, `M`, `L`.
    public static let priorityCodes = Priority.allCases.map(\.rawValue)

    /// The named recurrences: `daily`, `weekdays`, `weekly`, …, `yearly` (a count such as `2w`
    /// or `3days` too).
    public static let recurrenceWords = [
        "daily", "weekdays", "weekly", "biweekly", "monthly", "bimonthly", "quarterly", "semiannual", "yearly", "biannual",
    ]

    /// The largest `--limit` of a listing or a search.
    public static let maxLimit = 10_000

    /// The keys of `--sort`: `urgency`, `due`, `priority`, `created`.
    public static let sortKeys = MemoSort.allCases.map(\.rawValue)

    // MARK: - Internal

    /// `due, wait, scheduled, until, priority (pri), …`, as an error lists them.
    static let attributeSummary = MemoField.attributes.compactMap { field in
        field.attributeName.map { name in field.attributeShortName.map { "\(name) (\($0))" } ?? name }
    }.joined(separator: ", ")

    static let virtualTagSummary: String = {
        let names = VirtualTag.allCases.map { "+" + $0.rawValue }
        return names.dropLast().joined(separator: ", ") + " or " + names[names.count - 1]
    }()

    static let filterSummary =
        "+tag, -tag, project:NAME, pri:H|M|L, due:DATE, due.before:DATE, due.after:DATE, scheduled.before:DATE, "
        + "until.before:DATE, +overdue, +waiting, +active, +blocked, +blocking, description:TEXT, status:NAME, "
        + "ATTRIBUTE.MODIFIER:VALUE (project.isnt:, due.none:, description.has:…), /regex/, joined by and, or, xor, "
        + "not and ( )"
}
