/// A span of time as Taskwarrior 2.6 writes one: read here once, for a date word (`+3days`,
/// `now+PT2H`) and for a recurrence (`recur:biweekly`, an export's `P1M`) alike.
///
/// - A count and a unit, in any of Taskwarrior's spellings: `3d`, `3days`, `2w`, `2wks`,
///   `2weeks`, `1mo`, `1mth`, `6months`, `1q`, `2qtrs`, `1y`, `1yr`, `2years`, `1h`, `1hr`,
///   `2hours`, `30min`, `10s`, `10sec`; a missing count is 1 (`week`, `w`).
/// - A name: `daily`, `weekly`, `biweekly` and `fortnight` (2 weeks), `monthly`, `bimonthly`
///   (2 months), `quarterly` (3), `semiannual` (6), `annual` and `yearly`, `biannual` and
///   `biyearly` (2 years).
/// - ISO 8601 with one field: `P3D`, `P2W`, `P1M`, `P1Y`, `PT2H`, `PT30M`, `PT10S`.
///
/// Months, quarters and years keep their calendar meaning (a quarter is 3 months, a year 12),
/// as todo's date math and recurrences count them; Taskwarrior's date math counts 30, 91 and 365
/// days. `weekdays` names no span, and neither does an ISO duration of several fields (`P1DT2H`):
/// both are nil, as is any other text.
public struct WrittenPeriod: Sendable, Hashable {
    /// What `count` counts.
    public enum Unit: Sendable, Hashable {
        case seconds, minutes, hours, days, weeks, months, years
    }

    /// How many units: 0 or more, at most nine digits' worth (times 3 for quarters).
    public let count: Int
    /// The unit, quarters read as months.
    public let unit: Unit

    /// Reads `text`, in any case; `nil` when it is no period.
    public init?(_ text: String) {
        let lower = text.lowercased()
        if let (count, unit) = Self.names[lower] {
            (self.count, self.unit) = (count, unit)
            return
        }
        var body = Substring(lower)
        var isISO = false
        if body.hasPrefix("pt") || (body.hasPrefix("p") && body.dropFirst().first?.isNumber == true) {
            isISO = true
            body = body.dropFirst(body.hasPrefix("pt") ? 2 : 1)
        }
        let digits = body.prefix { $0.isASCII && $0.isNumber }
        guard digits.count <= 9, !(isISO && digits.isEmpty) else { return nil }
        let word = String(body.dropFirst(digits.count))
        let found: (factor: Int, unit: Unit)?
        if isISO {
            // `M` is a month in the date part and a minute in the time part, as ISO 8601 reads it.
            found = lower.hasPrefix("pt") ? Self.isoTimeUnits[word] : Self.isoDateUnits[word]
        } else {
            found = Self.units[word]
        }
        guard let found else { return nil }
        count = (digits.isEmpty ? 1 : Int(digits) ?? 0) * found.factor
        unit = found.unit
    }

    // MARK: - Private

    private static let names: [String: (Int, Unit)] = [
        "daily": (1, .days), "weekly": (1, .weeks), "biweekly": (2, .weeks), "fortnight": (2, .weeks),
        "monthly": (1, .months), "bimonthly": (2, .months), "quarterly": (3, .months), "semiannual": (6, .months),
        "annual": (1, .years), "yearly": (1, .years), "biannual": (2, .years), "biyearly": (2, .years),
    ]

    /// Taskwarrior 2.6's unit words (its `Duration` table), each with how many of `unit` it is.
    private static let units: [String: (factor: Int, unit: Unit)] = [
        "s": (1, .seconds), "sec": (1, .seconds), "secs": (1, .seconds), "second": (1, .seconds), "seconds": (1, .seconds),
        "min": (1, .minutes), "mins": (1, .minutes), "minute": (1, .minutes), "minutes": (1, .minutes),
        "h": (1, .hours), "hr": (1, .hours), "hrs": (1, .hours), "hour": (1, .hours), "hours": (1, .hours),
        "d": (1, .days), "day": (1, .days), "days": (1, .days),
        "w": (1, .weeks), "wk": (1, .weeks), "wks": (1, .weeks), "week": (1, .weeks), "weeks": (1, .weeks),
        "m": (1, .months), "mo": (1, .months), "mos": (1, .months), "mth": (1, .months), "mths": (1, .months),
        "mnths": (1, .months), "month": (1, .months), "months": (1, .months),
        "q": (3, .months), "qtr": (3, .months), "qtrs": (3, .months), "qrtr": (3, .months), "qrtrs": (3, .months),
        "quarter": (3, .months), "quarters": (3, .months),
        "y": (1, .years), "yr": (1, .years), "yrs": (1, .years), "year": (1, .years), "years": (1, .years),
    ]

    private static let isoDateUnits: [String: (factor: Int, unit: Unit)] = [
        "d": (1, .days), "w": (1, .weeks), "m": (1, .months), "y": (1, .years),
    ]

    private static let isoTimeUnits: [String: (factor: Int, unit: Unit)] = [
        "h": (1, .hours), "m": (1, .minutes), "s": (1, .seconds),
    ]
}
