extension Array where Element == UInt8 {
    /// Appends `value` in decimal ASCII digits (a `-` first when negative), without making a
    /// `String`: exports, COPY rows and search words write several numbers per memo.
    @inlinable
    public mutating func appendDecimal(_ value: Int64) {
        // From the last digit back into scratch room for the longest (19 digits and a sign),
        // then one copy: appending a run of zeros to overwrite cost twice as much.
        withUnsafeTemporaryAllocation(of: UInt8.self, capacity: 20) { scratch in
            var magnitude = value.magnitude
            var index = scratch.count
            repeat {
                index -= 1
                scratch[index] = UInt8(ascii: "0") + UInt8(magnitude % 10)
                magnitude /= 10
            } while magnitude > 0
            if value < 0 {
                index -= 1
                scratch[index] = UInt8(ascii: "-")
            }
            append(contentsOf: UnsafeBufferPointer(rebasing: scratch[index...]))
        }
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
