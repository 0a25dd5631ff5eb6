import MemoStore
import MemoUseCases
import TodoLanguage

/// How the words of `summary`, `calendar` and `burndown` are read, by the one-shot commands
/// and the shell alike: filter words as `list` takes them, after a month or a period.
extension CommandReading {
    /// The report `name` (`summary`, `calendar` or `burndown`) asks for with `words`; the chart of
    /// `burndown` fits `width` columns. Nil for any other name.
    public static func report(
        _ name: String, words: [String], width: Int, now: Timestamp, zone: LocalTimeZone
    ) throws -> MemoReport? {
        switch name {
        case "summary": return try summary(words: words, now: now, zone: zone)
        case "calendar": return try calendar(words: words, now: now, zone: zone)
        case "burndown": return try burndown(words: words, width: width, now: now, zone: zone)
        default: return nil
        }
    }

    /// `summary [FILTER...]`: every memo the filter words let through, open and done, expired
    /// ones too (as `projects` and `count` count them, with a filter or without).
    public static func summary(words: [String], now: Timestamp, zone: LocalTimeZone) throws -> MemoReport {
        var filter = try FilterWords.filter(from: words, status: .all, now: now, zone: zone)
        filter.includesExpired = true
        return .summary(filter)
    }

    /// `calendar [MONTH] [FILTER...]`: the open memos the filter words let through (waiting
    /// ones too, unless `-waiting`), in MONTH (`MonthWord`) or else the current month.
    public static func calendar(words: [String], now: Timestamp, zone: LocalTimeZone) throws -> MemoReport {
        var words = words[...]
        let today = zone.components(of: now)
        var month = (year: today.year, month: today.month)
        if let first = words.first, let named = try MonthWord.month(first, now: now, zone: zone) {
            month = named
            words = words.dropFirst()
        } else if let first = words.first, FilterWords.isPlainText(first) {
            // Plain text first was meant as the month: no filter word is plain text.
            throw TodoLanguageError(word: first, reason: .badMonth)
        }
        var filter = try FilterWords.filter(from: Array(words), status: .all, now: now, zone: zone)
        filter.status = .open
        return .calendar(year: month.year, month: month.month, filter)
    }

    /// `burndown [daily|weekly] [FILTER...]`: as many days (or weeks) as fit `width` columns.
    public static func burndown(words: [String], width: Int, now: Timestamp, zone: LocalTimeZone) throws -> MemoReport {
        var words = words[...]
        var length = LocalPeriods.Length.day
        switch words.first?.lowercased() {
        case "daily": words = words.dropFirst()
        case "weekly":
            length = .week
            words = words.dropFirst()
        case let first? where FilterWords.isPlainText(first):
            throw TodoLanguageError(word: words[words.startIndex], reason: .badPeriod)
        default: break
        }
        let filter = try FilterWords.filter(from: Array(words), status: .all, now: now, zone: zone)
        return .burndown(length, periods: BurndownText.periods(fittingWidth: width), filter)
    }
}
