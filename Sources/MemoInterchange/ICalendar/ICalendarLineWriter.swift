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
        let isClean = text.withUTF8 { buffer in
            // Scanned as bytes: through `utf8.contains(where:)` this took as long as writing.
            for byte in buffer where (byte < 0x20 && byte != 0x09) || byte == 0x7F { return false }
            append(buffer)
            return true
        }
        guard !isClean else { return }
        var cleaned = String(String.UnicodeScalarView(text.unicodeScalars.map {
            ($0.value < 0x20 && $0 != "\t") || $0.value == 0x7F ? "\u{FFFD}" : $0
        }))
        cleaned.withUTF8 { append($0) }
    }

    /// Text as a TEXT value: `\\`, `\;`, `\,`, `\n`, `\r` for a carriage return and `\xHH`
    /// for another control character (`ICalendarText.escape(of:)`).
    mutating func escaped(_ text: String) {
        var text = text
        text.withUTF8 { buffer in
            var runStart = 0
            for at in buffer.indices {
                let byte = buffer[at]
                // Most bytes need no escape: only these few are asked for one.
                guard byte < 0x20 || byte == 0x7F || byte == UInt8(ascii: "\\") || byte == UInt8(ascii: ";")
                    || byte == UInt8(ascii: ","), let escape = ICalendarText.escape(of: byte) else { continue }
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
        // Written in scratch room, not an array of its own: a memo has four or five of these.
        withUnsafeTemporaryAllocation(of: UInt8.self, capacity: 16) { text in
            Self.put(local.year, width: 4, into: text, at: 0)
            Self.put(local.month, width: 2, into: text, at: 4)
            Self.put(local.day, width: 2, into: text, at: 6)
            text[8] = UInt8(ascii: "T")
            Self.put(local.hour, width: 2, into: text, at: 9)
            Self.put(local.minute, width: 2, into: text, at: 11)
            Self.put(local.second, width: 2, into: text, at: 13)
            text[15] = UInt8(ascii: "Z")
            append(UnsafeBufferPointer(text))
        }
    }

    /// The day of `local` as a DATE: `20261122`.
    mutating func date(_ local: LocalDateTime) {
        withUnsafeTemporaryAllocation(of: UInt8.self, capacity: 8) { text in
            Self.put(local.year, width: 4, into: text, at: 0)
            Self.put(local.month, width: 2, into: text, at: 4)
            Self.put(local.day, width: 2, into: text, at: 6)
            append(UnsafeBufferPointer(text))
        }
    }

    /// Ends the content line with CRLF.
    mutating func endLine() {
        bytes.append(0x0D)
        bytes.append(0x0A)
        length = 0
    }

    // MARK: - Private

    /// Octets on the current physical line.
    private var length = 0

    private mutating func fold() {
        bytes.append(0x0D)
        bytes.append(0x0A)
        bytes.append(0x20)
        length = 1
    }

    /// Writes the last `width` digits of `value` (not negative) into `text` from `start` on.
    private static func put(_ value: Int, width: Int, into text: UnsafeMutableBufferPointer<UInt8>, at start: Int) {
        var value = value
        for index in (start..<start + width).reversed() {
            text[index] = UInt8(ascii: "0") + UInt8(value % 10)
            value /= 10
        }
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
