/// Name-based UUIDs (RFC 9562 version 5, SHA-1): the same name gives the same uuid on every
/// machine, so an identity from elsewhere that is not a UUID (an iCalendar UID such as
/// `1732541234567` or `abc@example.com`) still names one memo, import after import.
public enum NameBasedUUID {
    /// The namespace todo derives iCalendar UIDs in (a fixed, random version 4 UUID).
    public static let iCalendarNamespace: [UInt8] = [
        0x6e, 0x0b, 0x3a, 0x52, 0x8f, 0x1d, 0x4c, 0x2b, 0x9e, 0x57, 0x21, 0xd4, 0x0a, 0x93, 0x6c, 0x18,
    ]

    /// The lower-case version 5 UUID of `name` in `namespace` (16 bytes).
    public static func uuid(for name: String, namespace: [UInt8] = iCalendarNamespace) -> String {
        var digest = Array(SHA1.digest(namespace + Array(name.utf8)).prefix(16))
        digest[6] = digest[6] & 0x0F | 0x50
        digest[8] = digest[8] & 0x3F | 0x80
        let digits = Array("0123456789abcdef".utf8)
        var text: [UInt8] = []
        text.reserveCapacity(36)
        for (index, byte) in digest.enumerated() {
            if index == 4 || index == 6 || index == 8 || index == 10 { text.append(UInt8(ascii: "-")) }
            text += [digits[Int(byte >> 4)], digits[Int(byte & 0xF)]]
        }
        return String(decoding: text, as: UTF8.self)
    }
}
