import MemoStore

/// The iCalendar VTODO form of memos (RFC 5545 §3.6.2), both ways, one component at a time:
/// what `export --format ical` writes, `import --format ical` reads, and CalDAV sync exchanges
/// per task.
///
/// Mapping: `UID` = uuid (a UID that is not a UUID names the memo by a name-based UUID and is
/// written back as it came); `SUMMARY` = title; `DESCRIPTION` = body; `DUE` = due; `DTSTART` =
/// scheduled; `PRIORITY` 1–4 → H, 5 → M, 6–9 → L, 0 none (written 1, 5, 9); `CATEGORIES` =
/// tags; `STATUS` `NEEDS-ACTION` open, `IN-PROCESS` started (`X-TODO-START` keeps the moment),
/// `COMPLETED` done (with `COMPLETED` = end, when it was done), `CANCELLED` done, and kept
/// `CANCELLED` while the memo stays done; `RRULE` `FREQ`+`INTERVAL` = recur, a daily or weekly
/// one by `BYDAY=MO,TU,WE,TH,FR` weekdays (a rule with more than that is read as its frequency
/// and interval and written back as it came while the memo's recur still says the same);
/// `RELATED-TO;RELTYPE=DEPENDS-ON` = depends (RFC 9253);
/// `RELATED-TO;RELTYPE=PARENT` (RELTYPE defaults to PARENT, as tasks.org and jtx Board write a
/// subtask) = parent, its line written back as it came while it names the same parent;
/// `CREATED` = created; `LAST-MODIFIED` and `DTSTAMP` = updated. Fields iCalendar has no
/// property for go in `X-TODO-` properties, which CalDAV servers and the apps on them keep:
/// `X-TODO-WAIT`, `X-TODO-UNTIL`, `X-TODO-PROJECT`, `X-TODO-START`, one
/// `X-TODO-ANNOTATION;X-TODO-ENTRY=<UTC time>:<text>` per annotation, and `X-TODO-EXTRA` (the
/// memo's other extra fields as one JSON object). Every other property and sub-component
/// (VALARM, ATTACH, GEO, X-APPLE-…, RELATED-TO of other kinds, categories that are not valid
/// tags…) is kept, as its unfolded lines, in the memo's extra field `icalendar` (a JSON string,
/// lines joined by `\n`) and written back unchanged after the mapped properties.
///
/// Times: written in UTC (`20261122T094726Z`); a due date (and scheduled) at the end of a local
/// day (23:59:59, what a bare date means in todo) is written as a DATE, as phones show a task
/// due on a day. Read: see `ICalendarTime`.
///
/// Guarantees: `draft(from: component(of: memo))` gives back every field of `memo` exactly
/// (times to the second), in the zone the DATEs were written in.
public enum VTodo {
    /// The extra field holding the lines todo does not map, written back unchanged.
    public static let keptLinesKey = "icalendar"

    /// `PRODID` of what todo writes.
    public static let productID = "-//todo//todo memos//EN"

    // MARK: - Shared by reading and writing

    static let startProperty = "X-TODO-START"
    static let waitProperty = "X-TODO-WAIT"
    static let untilProperty = "X-TODO-UNTIL"
    static let projectProperty = "X-TODO-PROJECT"
    static let annotationProperty = "X-TODO-ANNOTATION"
    static let annotationEntryParameter = "X-TODO-ENTRY"
    static let extraProperty = "X-TODO-EXTRA"

    /// PRIORITY's number as a priority: 1–4 high, 5 medium, 6–9 low, 0 none; `nil` for
    /// anything else (the outer `nil`).
    static func priority(_ value: String) -> Priority?? {
        guard let number = Int(value.filter { $0 != " " }) else { return nil }
        switch number {
        case 0: return .some(nil)
        case 1...4: return .high
        case 5: return .medium
        case 6...9: return .low
        default: return nil
        }
    }

    /// The recurrence an RRULE says in todo's terms: its FREQ (daily to yearly) and INTERVAL,
    /// whatever else it says, or weekdays for a daily or weekly rule by Monday to Friday
    /// (`BYDAY=MO,TU,WE,TH,FR`, in any order); `nil` for a finer frequency or a malformed rule.
    /// `exact` tells whether the rule says nothing more, so writing the recurrence gives the
    /// rule back.
    static func recurrence(_ rule: String) -> (recurrence: Recurrence, exact: Bool)? {
        var frequency: Recurrence.Unit?
        var interval = 1
        var byWorkingDays = false
        var exact = true
        for part in rule.uppercased().split(separator: ";") {
            let pair = part.split(separator: "=", maxSplits: 1)
            guard pair.count == 2 else { return nil }
            switch pair[0] {
            case "FREQ":
                switch pair[1] {
                case "DAILY": frequency = .day
                case "WEEKLY": frequency = .week
                case "MONTHLY": frequency = .month
                case "YEARLY": frequency = .year
                default: return nil
                }
            case "INTERVAL":
                guard let number = Int(pair[1]) else { return nil }
                interval = number
            case "BYDAY" where Set(pair[1].split(separator: ",").map(String.init)) == Set(workingDays):
                byWorkingDays = true
            default:
                exact = false
            }
        }
        if byWorkingDays, interval == 1, frequency == .day || frequency == .week {
            return (.weekdays, exact && rule == rrule(.weekdays))
        }
        guard let frequency, let recurrence = Recurrence(count: interval, unit: frequency) else { return nil }
        return (recurrence, exact && !byWorkingDays && rule == rrule(recurrence))
    }

    /// The RRULE value todo writes for `recurrence`: `FREQ=WEEKLY`, `FREQ=DAILY;INTERVAL=3`, or
    /// `FREQ=WEEKLY;BYDAY=MO,TU,WE,TH,FR` for weekdays.
    static func rrule(_ recurrence: Recurrence) -> String {
        let frequency: String
        switch recurrence.unit {
        case .day: frequency = "DAILY"
        case .week: frequency = "WEEKLY"
        case .month: frequency = "MONTHLY"
        case .year: frequency = "YEARLY"
        case .weekday: return "FREQ=WEEKLY;BYDAY=" + workingDays.joined(separator: ",")
        }
        return recurrence.count == 1 ? "FREQ=\(frequency)" : "FREQ=\(frequency);INTERVAL=\(recurrence.count)"
    }

    /// Monday to Friday, as BYDAY names them: the days of `Recurrence.weekdays`.
    private static let workingDays = ["MO", "TU", "WE", "TH", "FR"]

    /// Whether a RELATED-TO property links to the parent: RELTYPE PARENT, or none (RFC 5545's default).
    static func isParentLink(_ property: ICalendarProperty) -> Bool {
        (property.parameter("RELTYPE") ?? "PARENT").uppercased().filter { $0 != " " } == "PARENT"
    }

    /// The memo uuid a UID (or a RELATED-TO value) names: the UUID itself, lower-cased, or the
    /// name-based UUID of any other text; `nil` for an empty one.
    static func uuid(forUID uid: String) -> String? {
        let trimmed = uid.filter { $0 != " " }
        if let uuid = InterchangeRules.uuid(trimmed) { return uuid }
        return uid.isEmpty ? nil : NameBasedUUID.uuid(for: uid)
    }
}
