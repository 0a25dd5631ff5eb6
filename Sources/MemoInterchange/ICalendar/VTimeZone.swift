import MemoStore

/// An iCalendar VTIMEZONE (RFC 5545 §3.6.5) as `ZoneRules`.
///
/// Guarantees: every STANDARD and DAYLIGHT observance contributes its onset (DTSTART, read in
/// TZOFFSETFROM) and its RDATEs; a yearly RRULE (`BYMONTH` with `BYDAY=-1SU`, `2SU`…, or
/// `BYMONTHDAY`, including the old `BYDAY=SU;BYMONTHDAY=8,…,14` spelling) with UNTIL or COUNT
/// is expanded to transitions, and one without becomes a yearly change for all later years.
/// An RRULE of another shape counts only its onset. `nil` when there is no observance with offsets.
enum VTimeZone {
    /// The rules `component` describes, or `nil`.
    static func rules(of component: ICalendarComponent) -> ZoneRules? {
        var transitions: [ZoneRules.Transition] = []
        var yearly: [ZoneRules.YearlyChange] = []
        var earliest: (at: Int64, from: Int)?
        for observance in component.components where observance.name == "STANDARD" || observance.name == "DAYLIGHT" {
            guard let from = observance.property("TZOFFSETFROM").flatMap({ offset($0.value) }),
                let to = observance.property("TZOFFSETTO").flatMap({ offset($0.value) }),
                let start = observance.property("DTSTART").flatMap({ ICalendarTime.parse($0.value)?.0 })
            else { continue }
            let onset = start.secondsAsIfUTC - Int64(from)
            transitions.append(ZoneRules.Transition(at: onset, offset: to))
            if earliest == nil || onset < earliest!.at { earliest = (onset, from) }
            for rdate in observance.properties where rdate.name == "RDATE" {
                for text in rdate.value.split(separator: ",") {
                    guard let (local, _, isUTC) = ICalendarTime.parse(String(text)) else { continue }
                    transitions.append(ZoneRules.Transition(at: local.secondsAsIfUTC - Int64(isUTC ? 0 : from), offset: to))
                }
            }
            guard let rule = observance.property("RRULE").flatMap({ yearlyRule($0.value, start: start, offset: to) }) else {
                continue
            }
            if rule.until == nil && rule.count == nil {
                yearly.append(rule.change)
                continue
            }
            let lastYear = min(start.year + min(rule.count.map { min($0, 401) - 1 } ?? 400, 400), 9999)
            guard start.year + 1 <= lastYear else { continue }
            for year in (start.year + 1)...lastYear {
                let day = rule.change.dayOfMonth(in: year)
                let wall = LocalDateTime(year: year, month: rule.change.month, day: day).secondsAsIfUTC
                    + Int64(rule.change.secondOfDay)
                if let until = rule.until, wall - Int64(from) > until { break }
                transitions.append(ZoneRules.Transition(at: wall - Int64(from), offset: to))
            }
        }
        guard let earliest else { return nil }
        return ZoneRules(initialOffset: earliest.from, transitions: transitions, yearly: yearly)
    }

    // MARK: - Private

    /// `+0100`, `-0500`, `+053000` in seconds east of UTC.
    private static func offset(_ text: String) -> Int? {
        let bytes = Array(text.utf8.filter { $0 != 0x20 })
        guard bytes.count == 5 || bytes.count == 7, bytes[0] == UInt8(ascii: "+") || bytes[0] == UInt8(ascii: "-"),
            bytes.dropFirst().allSatisfy({ (UInt8(ascii: "0")...UInt8(ascii: "9")).contains($0) })
        else { return nil }
        let digits = bytes.dropFirst().map { Int($0 - UInt8(ascii: "0")) }
        var seconds = (digits[0] * 10 + digits[1]) * 3600 + (digits[2] * 10 + digits[3]) * 60
        if digits.count == 6 { seconds += digits[4] * 10 + digits[5] }
        return bytes[0] == UInt8(ascii: "-") ? -seconds : seconds
    }

    /// A `FREQ=YEARLY` rule on a weekday of a month or a day of a month, with its end.
    private static func yearlyRule(
        _ text: String, start: LocalDateTime, offset: Int
    ) -> (change: ZoneRules.YearlyChange, until: Int64?, count: Int?)? {
        var parts: [String: String] = [:]
        for part in text.uppercased().split(separator: ";") {
            let pair = part.split(separator: "=", maxSplits: 1)
            if pair.count == 2 { parts[String(pair[0])] = String(pair[1]) }
        }
        guard parts["FREQ"] == "YEARLY", parts["INTERVAL"].map({ $0 == "1" }) ?? true else { return nil }
        let month = parts["BYMONTH"].flatMap { Int($0) } ?? start.month
        guard (1...12).contains(month) else { return nil }
        // Numbers from the file are checked before any arithmetic: a day of the month is
        // 1 to 31, a COUNT at least 1 (RFC 5545 §3.3.10); anything else is no rule todo reads.
        let monthDays = parts["BYMONTHDAY"].map { $0.split(separator: ",").compactMap { Int($0) } } ?? []
        guard monthDays.allSatisfy({ (1...31).contains($0) }) else { return nil }
        let count = parts["COUNT"].map { Int($0) }
        if let count, count.map({ $0 >= 1 }) != true { return nil }
        let weekdays = ["SU", "MO", "TU", "WE", "TH", "FR", "SA"]
        var change = ZoneRules.YearlyChange(
            month: month, week: 0, weekday: 0, day: monthDays.first ?? start.day,
            secondOfDay: start.hour * 3600 + start.minute * 60 + start.second, offset: offset)
        if let byDay = parts["BYDAY"] {
            guard let weekday = weekdays.firstIndex(of: String(byDay.suffix(2))) else { return nil }
            change.weekday = weekday
            let ordinal = byDay.dropLast(2)
            if let week = Int(ordinal), week != 0, (-5...5).contains(week) {
                change.week = week
            } else if ordinal.isEmpty, let first = monthDays.min(), monthDays.count == 7 {
                // `BYDAY=SU;BYMONTHDAY=8,…,14`: the week those seven days are.
                change.week = first >= 22 ? -1 : (first - 1) / 7 + 1
            } else {
                return nil
            }
        } else if monthDays.count != 1 {
            return nil
        }
        let until = parts["UNTIL"].flatMap { ICalendarTime.parse($0) }.map { parsed in
            parsed.0.secondsAsIfUTC - (parsed.isUTC ? 0 : Int64(offset))
        }
        return (change, until, count ?? nil)
    }
}
