extension Array where Element == UInt8 {
    /// Appends `value` in decimal ASCII digits (a `-` first when negative), without making a
    /// `String`: exports, COPY rows and search words write several numbers per memo.
    @inlinable
    public mutating func appendDecimal(_ value: Int64) {
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

    /// Appends the last `width` decimal digits of `value` (not negative), zero-padded:
    /// `appendDigits(7, width: 2)` appends `07`.
    @inlinable
    public mutating func appendDigits(_ value: Int, width: Int) {
        append(contentsOf: repeatElement(UInt8(ascii: "0"), count: width))
        var value = value
        for index in stride(from: count - 1, through: count - width, by: -1) {
            self[index] = UInt8(ascii: "0") + UInt8(value % 10)
            value /= 10
        }
    }
}
