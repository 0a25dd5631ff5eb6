import MemoStore

/// iCalendar's DATE and DATE-TIME values (RFC 5545 §3.3.4, §3.3.5), read to moments and written.
///
/// Reading: `20261122T094726Z` is UTC; `20261122T094726` with `TZID=…` is wall-clock time in
/// that zone (`ICalendarZones` resolves it); without `TZID` it is floating, read in the local
/// zone; a DATE `20261122` is a local day, and means its end (23:59:59) where a person's bare
/// date would (due, scheduled) and its start elsewhere. Writing: UTC DATE-TIMEs and DATEs.
enum ICalendarTime {
    /// The moment `property`'s value names.
    /// - throws: `InterchangeError.invalidRecord` for a value that is not a DATE or DATE-TIME,
    ///   a TZID that names no zone, or a time outside the years 1…9999.
    static func moment(
        of property: ICalendarProperty, zones: ICalendarZones, endOfDay: Bool
    ) throws(InterchangeError) -> Timestamp {
        try moment(property.value, name: property.name, tzid: property.parameter("TZID"), zones: zones, endOfDay: endOfDay)
    }

    /// The moment the value `text` names, for the property `name`, in the zone `tzid` or floating.
    static func moment(
        _ text: String, name: String, tzid: String?, zones: ICalendarZones, endOfDay: Bool
    ) throws(InterchangeError) -> Timestamp {
        guard let (local, isDate, isUTC) = parse(text) else {
            throw .invalidRecord("\(name) is not a date (20261122) or date-time (20261122T094726Z): \(quoted(text))")
        }
        var wall = local
        if isDate, endOfDay { (wall.hour, wall.minute, wall.second) = (23, 59, 59) }
        let zone: LocalTimeZone
        if isUTC {
            zone = .utc
        } else if let tzid, !isDate {
            guard let named = zones.zone(tzid) else {
                throw .invalidRecord("\(name) names the time zone \(quoted(tzid)), which has no VTIMEZONE and is not in the system's zone database")
            }
            zone = named
        } else {
            zone = zones.local
        }
        guard let moment = zone.moment(of: wall) else {
            throw .invalidRecord("\(name) is not a real date: \(quoted(text))")
        }
        return isDate ? InterchangeRules.clamped(moment) : try InterchangeRules.requireInRange(moment, field: name)
    }

    /// `YYYYMMDD` or `YYYYMMDDTHHMMSS[Z]`: the wall-clock value, whether it is a date, whether UTC.
    static func parse(_ text: String) -> (LocalDateTime, isDate: Bool, isUTC: Bool)? {
        let bytes = Array(text.utf8.filter { $0 != 0x20 })
        guard bytes.count == 8 || bytes.count == 15 || bytes.count == 16 else { return nil }
        func number(_ range: Range<Int>) -> Int? {
            var value = 0
            for byte in bytes[range] {
                guard (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(byte) else { return nil }
                value = value * 10 + Int(byte - UInt8(ascii: "0"))
            }
            return value
        }
        guard let year = number(0..<4), let month = number(4..<6), let day = number(6..<8) else { return nil }
        if bytes.count == 8 {
            let date = LocalDateTime(year: year, month: month, day: day)
            return date.isValid ? (date, true, false) : nil
        }
        guard bytes[8] == UInt8(ascii: "T") || bytes[8] == UInt8(ascii: "t"),
            let hour = number(9..<11), let minute = number(11..<13), let second = number(13..<15)
        else { return nil }
        let isUTC = bytes.count == 16
        if isUTC, bytes[15] != UInt8(ascii: "Z"), bytes[15] != UInt8(ascii: "z") { return nil }
        let time = LocalDateTime(year: year, month: month, day: day, hour: hour, minute: minute, second: second)
        return time.isValid ? (time, false, isUTC) : nil
    }

    /// `time` as a UTC DATE-TIME: `20261122T094726Z`.
    static func utc(_ time: Timestamp) -> String {
        Taskwarrior.basicISO(time)
    }

    /// The local day of `local` as a DATE: `20261122`.
    static func date(_ local: LocalDateTime) -> String {
        var bytes: [UInt8] = []
        bytes.appendDigits(local.year, width: 4)
        bytes.appendDigits(local.month, width: 2)
        bytes.appendDigits(local.day, width: 2)
        return String(decoding: bytes, as: UTF8.self)
    }

    static func quoted(_ text: String) -> String {
        MemoJSON.string(String(text.prefix(80)))
    }
}
