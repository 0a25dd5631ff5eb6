/// The fields of a date written in digits, lowercased: `2026-12-01`, `2026-12-01t15:30[:05]`
/// (or a space for `t`), an optional offset after a time (`z`, `-05:00`, `+0100`, also after a
/// space), or a time alone; ISO 8601's basic form, as Taskwarrior exports it (`20261201`,
/// `20261201t1000[00]`, with an offset or not); a month (`2026-12`, its first day) or an ISO
/// week (`2026-w50`). Fields are taken as written; whether they exist is checked later, so
/// `2026-02-30` reads here and is refused as out of range.
struct WrittenDate {
    /// Year (four digits or more), month and day.
    var date: (year: Int, month: Int, day: Int)?
    /// An ISO 8601 week (`2026-w50`): its year and number, for a text naming a week.
    var week: (year: Int, number: Int)?
    /// Hour, minute and second (0 when not written).
    var time: (hour: Int, minute: Int, second: Int)?
    /// The written offset east of UTC, in seconds.
    var offsetSeconds: Int?

    /// Reads `text`; `nil` when it is not shaped like a written date or time.
    init?(_ text: String) {
        var scanner = Scanner(Array(text.utf8))
        var isBasic = false
        if let compact = scanner.compactDate() {
            date = compact
            isBasic = true
            if scanner.isAtEnd { return }
            guard scanner.skip("t") else { return nil }
        } else if let year = scanner.number(minDigits: 4, maxDigits: 9) {
            guard scanner.skip("-") else { return nil }
            if scanner.skip("w") {
                guard let number = scanner.fixed(digits: 2), scanner.isAtEnd else { return nil }
                week = (year, number)
                return
            }
            let monthStart = scanner.position
            guard let month = scanner.number(minDigits: 1, maxDigits: 2) else { return nil }
            if scanner.isAtEnd {
                guard scanner.position - monthStart == 2 else { return nil }  // `2026-01`, not `2026-1`
                date = (year, month, 1)
                return
            }
            guard scanner.skip("-"), let day = scanner.number(minDigits: 1, maxDigits: 2) else { return nil }
            date = (year, month, day)
            if scanner.isAtEnd { return }
            guard scanner.skip("t") || scanner.skip(" ") else { return nil }
        }
        if isBasic {
            // `1000` or `100000`: hours, minutes and seconds without colons.
            guard let hour = scanner.fixed(digits: 2), let minute = scanner.fixed(digits: 2) else { return nil }
            time = (hour, minute, scanner.fixed(digits: 2) ?? 0)
        } else {
            guard let hour = scanner.number(minDigits: 1, maxDigits: 2), scanner.skip(":"),
                let minute = scanner.number(minDigits: 2, maxDigits: 2)
            else { return nil }
            var second = 0
            if scanner.skip(":") {
                guard let value = scanner.number(minDigits: 2, maxDigits: 2) else { return nil }
                second = value
            }
            time = (hour, minute, second)
        }
        if scanner.isAtEnd { return }
        guard date != nil else { return nil }
        _ = scanner.skip(" ")
        if scanner.skip("z") {
            offsetSeconds = 0
        } else {
            let sign = scanner.skip("+") ? 1 : scanner.skip("-") ? -1 : 0
            guard sign != 0, let hours = scanner.fixed(digits: 2) else { return nil }
            _ = scanner.skip(":")
            guard let minutes = scanner.fixed(digits: 2), hours < 24, minutes < 60 else { return nil }
            offsetSeconds = sign * (hours * 3600 + minutes * 60)
        }
        guard scanner.isAtEnd else { return nil }
    }

    // MARK: - Private

    private struct Scanner {
        private let bytes: [UInt8]
        private var index = 0

        init(_ bytes: [UInt8]) {
            self.bytes = bytes
        }

        var isAtEnd: Bool { index == bytes.count }

        /// How many bytes have been read.
        var position: Int { index }

        /// A run of `minDigits`…`maxDigits` ASCII digits; consumes nothing when there is none.
        mutating func number(minDigits: Int, maxDigits: Int) -> Int? {
            var end = index
            while end < bytes.count, end - index < maxDigits + 1, (0x30...0x39).contains(bytes[end]) { end += 1 }
            let count = end - index
            guard count >= minDigits, count <= maxDigits else { return nil }
            let value = bytes[index..<end].reduce(0) { $0 * 10 + Int($1 - 0x30) }
            index = end
            return value
        }

        /// Exactly `digits` ASCII digits, whatever follows them.
        mutating func fixed(digits: Int) -> Int? {
            guard index + digits <= bytes.count, bytes[index..<index + digits].allSatisfy({ (0x30...0x39).contains($0) })
            else { return nil }
            let value = bytes[index..<index + digits].reduce(0) { $0 * 10 + Int($1 - 0x30) }
            index += digits
            return value
        }

        /// `YYYYMMDD`: eight digits followed by the end or `t`; consumes nothing otherwise.
        mutating func compactDate() -> (year: Int, month: Int, day: Int)? {
            let start = index
            guard let year = fixed(digits: 4), let month = fixed(digits: 2), let day = fixed(digits: 2),
                  isAtEnd || bytes[index] == UInt8(ascii: "t")
            else {
                index = start
                return nil
            }
            return (year, month, day)
        }

        mutating func skip(_ character: Unicode.Scalar) -> Bool {
            guard index < bytes.count, bytes[index] == UInt8(character.value) else { return false }
            index += 1
            return true
        }
    }
}
