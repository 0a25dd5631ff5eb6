import MemoStore

/// Writes iCalendar content lines straight into bytes, folding as it goes, so an export of
/// many memos builds no string per property.
///
/// Guarantees: every physical line it writes holds at most 75 octets before its CRLF, a fold
/// (CRLF and a space) never falls inside a UTF-8 sequence or a TEXT escape (`\n`), and
/// `endLine()` closes each content line with CRLF.
struct ICalendarLineWriter {
    /// What was written.
    var bytes: [UInt8]

    /// A writer appending to `bytes`.
    init(appendingTo bytes: [UInt8] = []) {
        self.bytes = bytes
    }

    /// ASCII text as it is (names, parameters, numbers).
    mutating func ascii(_ text: StaticString) {
        text.withUTF8Buffer { buffer in
            for byte in buffer { put(byte, size: 1) }
        }
    }

    /// Any text as it is (a kept line, a UID), folded between characters.
    mutating func raw(_ text: String) {
        for byte in text.utf8 { putUTF8(byte) }
    }

    /// Text as a TEXT value: `\\`, `\;`, `\,`, `\n`, and `\r` for a carriage return.
    mutating func escaped(_ text: String) {
        for byte in text.utf8 {
            switch byte {
            case UInt8(ascii: "\\"), UInt8(ascii: ";"), UInt8(ascii: ","): pair(byte)
            case 0x0A: pair(UInt8(ascii: "n"))
            case 0x0D: pair(UInt8(ascii: "r"))
            default: putUTF8(byte)
            }
        }
    }

    /// `time` as a UTC DATE-TIME: `20261122T094726Z`.
    mutating func utc(_ time: Timestamp) {
        let local = LocalTimeZone.utc.components(of: time)
        date(local)
        put(UInt8(ascii: "T"), size: 1)
        digits(local.hour, 2)
        digits(local.minute, 2)
        digits(local.second, 2)
        put(UInt8(ascii: "Z"), size: 1)
    }

    /// The day of `local` as a DATE: `20261122`.
    mutating func date(_ local: LocalDateTime) {
        digits(local.year, 4)
        digits(local.month, 2)
        digits(local.day, 2)
    }

    /// Ends the content line with CRLF.
    mutating func endLine() {
        bytes += [0x0D, 0x0A]
        length = 0
    }

    // MARK: - Private

    /// Octets on the current physical line.
    private var length = 0

    private mutating func put(_ byte: UInt8, size: Int) {
        if length + size > 75 {
            bytes += [0x0D, 0x0A, 0x20]
            length = 1
        }
        bytes.append(byte)
        length += 1
    }

    /// A byte of UTF-8: a lead byte makes room for its whole character, a continuation follows it.
    private mutating func putUTF8(_ byte: UInt8) {
        if byte & 0xC0 == 0x80 {
            bytes.append(byte)
            length += 1
        } else {
            put(byte, size: byte < 0x80 ? 1 : byte < 0xE0 ? 2 : byte < 0xF0 ? 3 : 4)
        }
    }

    private mutating func pair(_ byte: UInt8) {
        put(UInt8(ascii: "\\"), size: 2)
        bytes.append(byte)
        length += 1
    }

    private mutating func digits(_ value: Int, _ width: Int) {
        var divisor = 1
        for _ in 1..<width { divisor *= 10 }
        var rest = value
        while divisor > 0 {
            put(UInt8(ascii: "0") + UInt8(rest / divisor % 10), size: 1)
            rest %= divisor
            divisor /= 10
        }
    }
}
