import MemoStore

/// Taskwarrior's words for the bounds of a period and for a day of the month.
extension DateWords {
    /// `so` (the first moment) or `eo` (the end of the last day), then `p` (the previous period)
    /// or `n` (the next one) or nothing (this one), then `d`, `w` (Monday to Sunday), `m`, `q`
    /// (January, April, July, October) or `y`: `eom`, `sopw`, `eonq`; and `soww`, `eoww`, this
    /// week's Monday and Friday (the work week), next week's on a Sunday. Nil for any other text.
    static func periodBoundary(_ text: String, today: LocalDateTime) -> Named? {
        let letters = Array(text.utf8)
        guard (3...4).contains(letters.count), letters[1] == UInt8(ascii: "o") else { return nil }
        let isStart: Bool
        switch letters[0] {
        case UInt8(ascii: "s"): isStart = true
        case UInt8(ascii: "e"): isStart = false
        default: return nil
        }
        if text == "soww" || text == "eoww" {
            // On a Sunday the work week meant is the one ahead, as in Taskwarrior.
            let monday = today.adding(days: today.weekday == 7 ? 1 : 1 - today.weekday)
            return isStart ? .start(monday) : .day(monday.adding(days: 4), .endOfPeriod)
        }
        var periods = 0
        if letters.count == 4 {
            switch letters[2] {
            case UInt8(ascii: "p"): periods = -1
            case UInt8(ascii: "n"): periods = 1
            default: return nil
            }
        }
        let first: LocalDateTime
        let last: LocalDateTime
        switch letters[letters.count - 1] {
        case UInt8(ascii: "d"):
            first = today.adding(days: periods)
            last = first
        case UInt8(ascii: "w"):
            first = today.adding(days: 1 - today.weekday + 7 * periods)
            last = first.adding(days: 6)
        case UInt8(ascii: "m"):
            first = LocalDateTime(year: today.year, month: today.month, day: 1).adding(months: periods)
            last = lastDay(ofMonthsFrom: first, count: 1)
        case UInt8(ascii: "q"):
            first = LocalDateTime(year: today.year, month: (today.month - 1) / 3 * 3 + 1, day: 1).adding(months: 3 * periods)
            last = lastDay(ofMonthsFrom: first, count: 3)
        case UInt8(ascii: "y"):
            first = LocalDateTime(year: today.year + periods, month: 1, day: 1)
            last = LocalDateTime(year: first.year, month: 12, day: 31)
        default:
            return nil
        }
        return isStart ? .start(first) : .day(last, .endOfPeriod)
    }

    /// `1st`, `2nd`, `3rd`, `4th` … `31st`: the next day of that number strictly after today,
    /// in the first month that has one (`31st` read in November is December 31; Taskwarrior 2.6
    /// reads it as December 1). Nil for any other text, a wrong suffix (`1th`) included.
    static func ordinalDay(_ text: String, today: LocalDateTime) -> Named? {
        let digits = text.prefix { $0.isASCII && $0.isNumber }
        guard (1...2).contains(digits.count), !digits.hasPrefix("0"), let number = Int(digits), (1...31).contains(number),
            text.dropFirst(digits.count) == ordinalSuffix(of: number)
        else { return nil }
        var month = LocalDateTime(year: today.year, month: today.month, day: 1)
        if number <= today.day { month = month.adding(months: 1) }
        while LocalDateTime.daysIn(month: month.month, year: month.year) < number {
            month = month.adding(months: 1)
        }
        return .day(LocalDateTime(year: month.year, month: month.month, day: number), .day)
    }

    // MARK: - Private

    /// The last day of the `count` months that start on `first`, the first of a month.
    private static func lastDay(ofMonthsFrom first: LocalDateTime, count: Int) -> LocalDateTime {
        let month = first.adding(months: count - 1)
        return LocalDateTime(year: month.year, month: month.month, day: LocalDateTime.daysIn(month: month.month, year: month.year))
    }

    /// `st`, `nd`, `rd` or `th`, as English writes it after `number` (11th, 12th and 13th).
    private static func ordinalSuffix(of number: Int) -> Substring {
        switch (number % 10, number / 10) {
        case (1, let tens) where tens != 1: "st"
        case (2, let tens) where tens != 1: "nd"
        case (3, let tens) where tens != 1: "rd"
        default: "th"
        }
    }
}
