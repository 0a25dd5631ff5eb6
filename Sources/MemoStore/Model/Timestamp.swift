#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// A moment in UTC at whole-second precision, as memos record it, always within the years
/// 1 to 9999: what ISO 8601 with a four-digit year can write, so whatever is exported can be
/// imported again.
///
/// Kept as seconds since 1970 so storing and comparing cost nothing; rendered and parsed as
/// ISO 8601 (`2026-11-22T09:47:26Z`) without Foundation, which keeps start-up lean.
public struct Timestamp: Sendable, Hashable, Comparable {
    /// Seconds since 1970-01-01T00:00:00Z, within `earliest...latest`.
    public let secondsSince1970: Int64

    /// 0001-01-01T00:00:00Z, the earliest time a timestamp holds.
    public static let earliest: Int64 = -62_135_596_800
    /// 9999-12-31T23:59:59Z, the latest time a timestamp holds.
    public static let latest: Int64 = 253_402_300_799

    /// Creates a timestamp from seconds since 1970-01-01T00:00:00Z, clamped to the years
    /// 1…9999: a stored value from anywhere (even `Int64.min`) reads as a time that renders.
    public init(secondsSince1970: Int64) {
        self.secondsSince1970 = min(max(secondsSince1970, Self.earliest), Self.latest)
    }

    /// The timestamp for `seconds`, or nil when it is outside the years 1…9999.
    public init?(exactly seconds: Int64) {
        guard (Self.earliest...Self.latest).contains(seconds) else { return nil }
        self.secondsSince1970 = seconds
    }

    /// Orders timestamps by time.
    public static func < (lhs: Timestamp, rhs: Timestamp) -> Bool {
        lhs.secondsSince1970 < rhs.secondsSince1970
    }
}

extension Timestamp {
    /// The current time, to the second.
    public static func now() -> Timestamp {
        var spec = timespec()
        clock_gettime(CLOCK_REALTIME, &spec)
        return Timestamp(secondsSince1970: Int64(spec.tv_sec))
    }

    /// The current time in milliseconds since 1970: what a sync compares with the hub's clock
    /// to learn this machine's offset from it.
    public static func millisecondsNow() -> Int64 {
        var spec = timespec()
        clock_gettime(CLOCK_REALTIME, &spec)
        return Int64(spec.tv_sec) * 1000 + Int64(spec.tv_nsec) / 1_000_000
    }

    /// The timestamp in ISO 8601 UTC, `2026-11-22T09:47:26Z`.
    public var iso8601: String {
        String(unsafeUninitializedCapacity: 20) { buffer in
            guard let start = buffer.baseAddress else { return 0 }
            writeISO8601(at: start)
            return 20
        }
    }

    /// Appends `iso8601`'s 20 bytes (ASCII) to `bytes`, without making a string: an export
    /// writes two to four per memo.
    public func appendISO8601(to bytes: inout [UInt8]) {
        withUnsafeTemporaryAllocation(of: UInt8.self, capacity: 20) { buffer in
            guard let start = buffer.baseAddress else { return }
            writeISO8601(at: start)
            bytes.append(contentsOf: UnsafeBufferPointer(start: start, count: 20))
        }
    }

    /// Writes `iso8601`'s 20 bytes (ASCII) at `start`, which must have room for them: for
    /// writers that reserve their output's room beforehand. The year is always 1…9999
    /// (`secondsSince1970` is clamped), so every field has a fixed width.
    public func writeISO8601(at start: UnsafeMutablePointer<UInt8>) {
        let days = secondsSince1970 >= 0 ? secondsSince1970 / 86_400 : (secondsSince1970 - 86_399) / 86_400
        let secondOfDay = Int(secondsSince1970 - days * 86_400)
        let (year, month, day) = Self.civilDate(fromDays: days)
        func put(_ value: Int, at offset: Int) {
            // Two digits of a value below 100.
            start[offset] = UInt8(truncatingIfNeeded: 0x30 + value / 10)
            start[offset + 1] = UInt8(truncatingIfNeeded: 0x30 + value % 10)
        }
        put(Int(year) / 100, at: 0)
        put(Int(year) % 100, at: 2)
        start[4] = UInt8(ascii: "-")
        put(Int(month), at: 5)
        start[7] = UInt8(ascii: "-")
        put(Int(day), at: 8)
        start[10] = UInt8(ascii: "T")
        put(secondOfDay / 3600, at: 11)
        start[13] = UInt8(ascii: ":")
        put(secondOfDay / 60 % 60, at: 14)
        start[16] = UInt8(ascii: ":")
        put(secondOfDay % 60, at: 17)
        start[19] = UInt8(ascii: "Z")
    }

    /// Parses ISO 8601 date-times: `2026-11-22T09:47:26Z`, with `±hh:mm` (or `±hhmm`) instead
    /// of `Z`, optional fractional seconds (dropped), or a date alone (midnight UTC).
    /// Returns `nil` for anything else, including out-of-range fields, a leap second (`:60`,
    /// which UTC seconds since 1970 cannot hold) and a time outside the years 1…9999 in UTC.
    public init?(iso8601 text: String) {
        var scanner = DigitScanner(Array(text.utf8))
        guard let year = scanner.number(digits: 4), year >= 1, scanner.skip("-"),
            let month = scanner.number(digits: 2), scanner.skip("-"),
            let day = scanner.number(digits: 2),
            (1...12).contains(month), (1...Self.daysIn(month: month, year: year)).contains(day)
        else { return nil }
        var seconds = Self.days(fromCivilYear: year, month: month, day: day) * 86_400
        if scanner.isAtEnd {
            self.init(exactly: seconds)
            return
        }
        guard scanner.skip("T") || scanner.skip(" "),
            let hour = scanner.number(digits: 2), scanner.skip(":"),
            let minute = scanner.number(digits: 2), scanner.skip(":"),
            let second = scanner.number(digits: 2),
            hour < 24, minute < 60, second < 60
        else { return nil }
        seconds += hour * 3600 + minute * 60 + second
        if scanner.skip(".") || scanner.skip(",") {
            guard scanner.skipDigits() else { return nil }
        }
        if scanner.skip("Z") || scanner.skip("z") {
        } else if let sign = scanner.sign() {
            guard let offsetHours = scanner.number(digits: 2) else { return nil }
            _ = scanner.skip(":")
            guard let offsetMinutes = scanner.number(digits: 2), offsetHours < 24, offsetMinutes < 60 else { return nil }
            seconds -= sign * (offsetHours * 3600 + offsetMinutes * 60)
        } else {
            return nil
        }
        guard scanner.isAtEnd else { return nil }
        self.init(exactly: seconds)
    }

    // MARK: - Private

    private static func isLeap(_ year: Int64) -> Bool {
        year % 4 == 0 && (year % 100 != 0 || year % 400 == 0)
    }

    private static func daysIn(month: Int64, year: Int64) -> Int64 {
        switch month {
        case 2: return isLeap(year) ? 29 : 28
        case 4, 6, 9, 11: return 30
        default: return 31
        }
    }

    /// Days since 1970-01-01 of a proleptic Gregorian date (Howard Hinnant's algorithm).
    static func days(fromCivilYear year: Int64, month: Int64, day: Int64) -> Int64 {
        let y = month <= 2 ? year - 1 : year
        let era = (y >= 0 ? y : y - 399) / 400
        let yearOfEra = y - era * 400
        let dayOfYear = (153 * (month > 2 ? month - 3 : month + 9) + 2) / 5 + day - 1
        let dayOfEra = yearOfEra * 365 + yearOfEra / 4 - yearOfEra / 100 + dayOfYear
        return era * 146_097 + dayOfEra - 719_468
    }

    static func civilDate(fromDays days: Int64) -> (Int64, Int64, Int64) {
        let z = days + 719_468
        let era = (z >= 0 ? z : z - 146_096) / 146_097
        let dayOfEra = z - era * 146_097
        let yearOfEra = (dayOfEra - dayOfEra / 1460 + dayOfEra / 36_524 - dayOfEra / 146_096) / 365
        let dayOfYear = dayOfEra - (365 * yearOfEra + yearOfEra / 4 - yearOfEra / 100)
        let monthIndex = (5 * dayOfYear + 2) / 153
        let day = dayOfYear - (153 * monthIndex + 2) / 5 + 1
        let month = monthIndex < 10 ? monthIndex + 3 : monthIndex - 9
        return (yearOfEra + era * 400 + (month <= 2 ? 1 : 0), month, day)
    }
}

/// Reads fixed-width numbers and single characters from ASCII bytes.
private struct DigitScanner {
    private let bytes: [UInt8]
    private var index = 0

    init(_ bytes: [UInt8]) {
        self.bytes = bytes
    }

    var isAtEnd: Bool { index == bytes.count }

    mutating func number(digits: Int) -> Int64? {
        guard index + digits <= bytes.count else { return nil }
        var value: Int64 = 0
        for byte in bytes[index..<index + digits] {
            guard byte >= 0x30 && byte <= 0x39 else { return nil }
            value = value * 10 + Int64(byte - 0x30)
        }
        index += digits
        return value
    }

    mutating func skip(_ character: Unicode.Scalar) -> Bool {
        guard index < bytes.count, bytes[index] == UInt8(character.value) else { return false }
        index += 1
        return true
    }

    mutating func skipDigits() -> Bool {
        let start = index
        while index < bytes.count, bytes[index] >= 0x30 && bytes[index] <= 0x39 { index += 1 }
        return index > start
    }

    mutating func sign() -> Int64? {
        if skip("+") { return 1 }
        if skip("-") { return -1 }
        return nil
    }
}
