extension Array where Element == UInt8 {
    /// Appends `value` in decimal ASCII digits, without making a `String` first (COPY rows
    /// and search words write several numbers per imported record).
    mutating func appendDecimal(_ value: Int64) {
        if value < 0 { append(UInt8(ascii: "-")) }
        var magnitude = value.magnitude
        var length = 1
        var rest = magnitude / 10
        while rest > 0 {
            length += 1
            rest /= 10
        }
        append(contentsOf: repeatElement(UInt8(ascii: "0"), count: length))
        var index = count
        repeat {
            index -= 1
            self[index] = UInt8(ascii: "0") + UInt8(magnitude % 10)
            magnitude /= 10
        } while magnitude > 0
    }
}
