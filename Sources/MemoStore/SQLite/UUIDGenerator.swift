/// Random (version 4) UUIDs in their usual text form, lower-case.
enum UUIDGenerator {
    static func next() -> String {
        var generator = SystemRandomNumberGenerator()
        var bytes = (0..<16).map { _ in UInt8.random(in: 0...255, using: &generator) }
        bytes[6] = bytes[6] & 0x0F | 0x40
        bytes[8] = bytes[8] & 0x3F | 0x80
        var text = ""
        text.reserveCapacity(36)
        for (index, byte) in bytes.enumerated() {
            if index == 4 || index == 6 || index == 8 || index == 10 { text += "-" }
            text.unicodeScalars.append(hex[Int(byte >> 4)])
            text.unicodeScalars.append(hex[Int(byte & 0xF)])
        }
        return text
    }

    private static let hex = Array("0123456789abcdef".unicodeScalars)
}
