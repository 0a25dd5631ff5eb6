/// The series a recurring memo belongs to, and the uuids of its occurrences.
///
/// The memo that follows a done recurring memo gets a uuid derived from the series and its
/// due date, never a random one, so two `done`s of the same occurrence (here after an
/// `undone`, or on two machines before they sync) name the same memo instead of two.
///
/// An occurrence's uuid is a version 8 UUID (RFC 9562) whose first 64 bits carry the series
/// (60 bits of it, and the version) and whose last 64 the occurrence (62 bits of SHA-1 over the
/// series and the due date, and the variant), so every occurrence of a series shares one
/// 19-character prefix (`xxxxxxxx-xxxx-8xxx-`) and a series is one range of the uuid index.
/// A memo whose uuid is not an occurrence's (the first of a series, added by hand or
/// imported) starts a series named by SHA-1 of its uuid.
public struct RecurrenceSeries: Hashable, Sendable {
    /// The 19 characters every occurrence uuid of this series starts with.
    public let prefix: String

    /// The series of the memo with this uuid: the one its uuid carries when it is an
    /// occurrence, else the series it starts.
    public init(memoUUID uuid: String) {
        let text = uuid.lowercased()
        if Self.isOccurrence(text) {
            prefix = String(text.prefix(19))
            return
        }
        let digest = SHA1.digest(Array(("todo recurrence series " + text).utf8))
        let hex = Self.hex(digest.prefix(8))
        // 60 bits of the digest around the version digit: 8-4-(8 + 3).
        let digits = Array(hex.utf8)
        prefix = String(decoding: digits[0..<8], as: UTF8.self) + "-" + String(decoding: digits[8..<12], as: UTF8.self)
            + "-8" + String(decoding: digits[12..<15], as: UTF8.self) + "-"
    }

    /// The uuid of this series' occurrence due at `due`: the same on every machine.
    public func occurrenceUUID(due: Timestamp) -> String {
        var digest = SHA1.digest(Array((prefix + String(due.secondsSince1970)).utf8))
        digest[0] = digest[0] & 0x3F | 0x80  // the RFC 9562 variant
        let hex = Self.hex(digest.prefix(8))
        let digits = Array(hex.utf8)
        return prefix + String(decoding: digits[0..<4], as: UTF8.self) + "-" + String(decoding: digits[4..<16], as: UTF8.self)
    }

    /// The least and the greatest uuid text an occurrence of this series can have, for an
    /// index range scan (`uuid BETWEEN lowest AND highest`).
    public var uuidRange: (lowest: String, highest: String) {
        (prefix + "0000-000000000000", prefix + "ffff-ffffffffffff")
    }

    // MARK: - Private

    private static func isOccurrence(_ uuid: String) -> Bool {
        let bytes = Array(uuid.utf8)
        guard bytes.count == 36, bytes[14] == UInt8(ascii: "8") else { return false }
        return [UInt8(ascii: "8"), UInt8(ascii: "9"), UInt8(ascii: "a"), UInt8(ascii: "b")].contains(bytes[19])
    }

    private static func hex(_ bytes: ArraySlice<UInt8>) -> String {
        let digits = Array("0123456789abcdef".utf8)
        var text: [UInt8] = []
        for byte in bytes { text += [digits[Int(byte >> 4)], digits[Int(byte & 0xF)]] }
        return String(decoding: text, as: UTF8.self)
    }
}
