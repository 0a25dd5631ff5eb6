import MemoStore

/// Reads the month `todo calendar` shows: `2026-12`, or a month's name in English, whole or
/// its first three letters (`december`, `dec`), meaning the next such month: this one or
/// one of the eleven after it.
public enum MonthWord {
    /// The year and month `word` names, seen from `now` in `zone`; nil when `word` is not a
    /// month (nor shaped like one: it may then be a filter word).
    /// - throws: `TodoLanguageError` (`.dateOutOfRange`) for a word shaped `YYYY-MM` that is not a
    ///   month of the years 1 to 9999.
    public static func month(_ word: String, now: Timestamp, zone: LocalTimeZone) throws(TodoLanguageError) -> (year: Int, month: Int)? {
        let parts = word.split(separator: "-", omittingEmptySubsequences: false)
        if parts.count == 2, parts[0].count == 4, parts[1].count == 2,
           parts.allSatisfy({ $0.utf8.allSatisfy { (UInt8(ascii: "0")...UInt8(ascii: "9")).contains($0) } }) {
            guard let year = Int(parts[0]), let month = Int(parts[1]), (1...9999).contains(year), (1...12).contains(month) else {
                throw TodoLanguageError(word: word, reason: .dateOutOfRange)
            }
            return (year, month)
        }
        // Only a whole name or three letters: a calendar's other words are filter words (`marc`).
        guard word.count == 3 || names.contains(word.lowercased()), let month = number(ofName: word) else { return nil }
        let today = zone.components(of: now)
        return (month >= today.month ? today.year : today.year + 1, month)
    }

    /// The month (1…12) `word` names in English, in any case: its whole name or its first
    /// three letters or more (`dec`, `sept`, `december`), as Taskwarrior reads a date; nil for
    /// anything else.
    static func number(ofName word: String) -> Int? {
        let name = word.lowercased()
        guard name.count >= 3, let index = names.firstIndex(where: { $0.hasPrefix(name) }) else { return nil }
        return index + 1
    }

    /// The name of `month` (1…12), capitalized: `December`.
    public static func name(of month: Int) -> String {
        guard (1...12).contains(month) else { return String(month) }
        let name = names[month - 1]
        return name.prefix(1).uppercased() + name.dropFirst()
    }

    // MARK: - Private

    private static let names = [
        "january", "february", "march", "april", "may", "june", "july", "august", "september", "october", "november", "december",
    ]
}
