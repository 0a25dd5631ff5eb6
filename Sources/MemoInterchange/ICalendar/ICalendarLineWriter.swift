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
        text.withUTF8Buffer { append($0) }
    }

    /// Any text as it is (a kept line, a UID), folded between characters; a control character
    /// other than TAB, which no iCalendar line may hold, as U+FFFD (`ICalendarText`'s rule).
    mutating func raw(_ text: String) {
        var text = text
        if text.utf8.contains(where: { ($0 < 0x20 && $0 != 0x09) || $0 == 0x7F }) {
            text = String(String.UnicodeScalarView(text.unicodeScalars.map {
                ($0.value < 0x20 && $0 != "\t") || $0.value == 0x7F ? "\u{FFFD}" : $0
            }))
        }
        text.withUTF8 { append($0) }
    }

    /// Text as a TEXT value: `\\`, `\;`, `\,`, `\n`, `\r` for a carriage return and `\xHH`
    /// for another control character (`ICalendarText.escape(of:)`).
    mutating func escaped(_ text: String) {
        var text = text
        text.withUTF8 { buffer in
            var runStart = 0
            for (at, byte) in buffer.enumerated() {
                guard let escape = ICalendarText.escape(of: byte) else { continue }
                append(UnsafeBufferPointer(rebasing: buffer[runStart..<at]))
                if length + escape.count > 75 { fold() }
                bytes += escape
                length += escape.count
                runStart = at + 1
            }
            append(UnsafeBufferPointer(rebasing: buffer[runStart...]))
        }
    }

    /// `time` as a UTC DATE-TIME: `20261122T094726Z`.
    mutating func utc(_ time: Timestamp) {
        let local = LocalTimeZone.utc.components(of: time)
        var text: [UInt8] = []
        text.reserveCapacity(16)
        text.appendDigits(local.year, width: 4)
        text.appendDigits(local.month, width: 2)
        text.appendDigits(local.day, width: 2)
        text.append(UInt8(ascii: "T"))
        text.appendDigits(local.hour, width: 2)
        text.appendDigits(local.minute, width: 2)
        text.appendDigits(local.second, width: 2)
        text.append(UInt8(ascii: "Z"))
        text.withUnsafeBufferPointer { append($0) }
    }

    /// The day of `local` as a DATE: `20261122`.
    mutating func date(_ local: LocalDateTime) {
        var text: [UInt8] = []
        text.appendDigits(local.year, width: 4)
        text.appendDigits(local.month, width: 2)
        text.appendDigits(local.day, width: 2)
        text.withUnsafeBufferPointer { append($0) }
    }

    /// Ends the content line with CRLF.
    mutating func endLine() {
        bytes += [0x0D, 0x0A]
        length = 0
    }

    // MARK: - Private

    /// Octets on the current physical line.
    private var length = 0

    private mutating func fold() {
        bytes += [0x0D, 0x0A, 0x20]
        length = 1
    }

    /// Valid UTF-8, as many bytes at a time as the line has room for, folded between characters.
    private mutating func append(_ buffer: UnsafeBufferPointer<UInt8>) {
        var at = 0
        while at < buffer.count {
            if length >= 75 { fold() }
            var end = min(buffer.count, at + 75 - length)
            // Never leave a character's continuation bytes for the next line.
            while end < buffer.count, end > at, buffer[end] & 0xC0 == 0x80 { end -= 1 }
            if end == at {
                fold()
                continue
            }
            bytes.append(contentsOf: UnsafeBufferPointer(rebasing: buffer[at..<end]))
            length += end - at
            at = end
        }
    }
}
