/// Reads a POSIX `TZ` rule, as a TZif file's footer carries it: `CET-1CEST,M3.5.0,M10.5.0/3`,
/// `EST5EDT,M3.2.0,M11.1.0`, `<+0330>-3:30`.
///
/// Guarantees: the offsets are east of UTC (POSIX writes them west); a rule with daylight
/// saving becomes two yearly changes; a rule whose dates are not of the `Mm.w.d` form (`Jn`,
/// `n`, rare) or that does not parse gives `nil`, never a wrong zone.
enum POSIXZoneRule {
    /// The rules `text` describes, or `nil`.
    static func rules(_ text: String) -> ZoneRules? {
        var scanner = Scanner(bytes: Array(text.utf8))
        guard scanner.skipName(), let standardWest = scanner.offset() else { return nil }
        let standard = -standardWest
        if scanner.isAtEnd { return ZoneRules(initialOffset: standard, transitions: []) }
        guard scanner.skipName() else { return nil }
        var daylight = standard + 3600
        if let west = scanner.offset() { daylight = -west }
        guard scanner.skip(","), let start = scanner.date(), scanner.skip(","), let end = scanner.date(), scanner.isAtEnd
        else { return nil }
        return ZoneRules(
            initialOffset: standard, transitions: [],
            yearly: [
                ZoneRules.YearlyChange(month: start.month, week: start.week, weekday: start.weekday,
                                       secondOfDay: start.time, offset: daylight),
                ZoneRules.YearlyChange(month: end.month, week: end.week, weekday: end.weekday,
                                       secondOfDay: end.time, offset: standard),
            ])
    }

    // MARK: - Private

    private struct Scanner {
        let bytes: [UInt8]
        var at = 0

        var isAtEnd: Bool { at == bytes.count }

        mutating func skip(_ character: Unicode.Scalar) -> Bool {
            guard at < bytes.count, bytes[at] == UInt8(character.value) else { return false }
            at += 1
            return true
        }

        /// A zone abbreviation: three letters or more, or anything in `<…>`.
        mutating func skipName() -> Bool {
            if skip("<") {
                while at < bytes.count, bytes[at] != UInt8(ascii: ">") { at += 1 }
                return skip(">")
            }
            let start = at
            while at < bytes.count, (UInt8(ascii: "A")...UInt8(ascii: "Z")).contains(bytes[at] & 0xDF) { at += 1 }
            return at - start >= 3
        }

        mutating func number() -> Int? {
            let start = at
            var value = 0
            while at < bytes.count, (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(bytes[at]), at - start < 4 {
                value = value * 10 + Int(bytes[at] - UInt8(ascii: "0"))
                at += 1
            }
            return at > start ? value : nil
        }

        /// `[+-]hh[:mm[:ss]]` in seconds.
        mutating func offset() -> Int? {
            let sign = skip("-") ? -1 : (skip("+") ? 1 : 1)
            guard let hours = number() else { return nil }
            var seconds = hours * 3600
            if skip(":") {
                guard let minutes = number() else { return nil }
                seconds += minutes * 60
                if skip(":") {
                    guard let rest = number() else { return nil }
                    seconds += rest
                }
            }
            return sign * seconds
        }

        /// `Mm.w.d[/time]`; the time defaults to 02:00.
        mutating func date() -> (month: Int, week: Int, weekday: Int, time: Int)? {
            guard skip("M"), let month = number(), skip("."), let week = number(), skip("."), let weekday = number(),
                (1...12).contains(month), (1...5).contains(week), (0...6).contains(weekday)
            else { return nil }
            var time = 7200
            if skip("/") {
                guard let value = offset() else { return nil }
                time = value
            }
            return (month, week == 5 ? -1 : week, weekday, time)
        }
    }
}
