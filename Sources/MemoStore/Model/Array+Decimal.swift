extension Array where Element == UInt8 {
    /// Appends `value` in decimal ASCII digits (a `-` first when negative), without making a
    /// `String`: exports, COPY rows and search words write several numbers per memo.
    @inlinable
    public mutating func appendDecimal(_ value: Int64) {
        value.withDecimalDigits { append(contentsOf: $0) }
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

extension Int64 {
    /// Calls `body` with this number's decimal ASCII digits (a `-` first when negative), in
    /// scratch room: written from the last digit back, with no `String` or array made.
    @inlinable
    public func withDecimalDigits<Result>(_ body: (UnsafeBufferPointer<UInt8>) throws -> Result) rethrows -> Result {
        // Room for the longest: 19 digits and a sign.
        try withUnsafeTemporaryAllocation(of: UInt8.self, capacity: 20) { scratch in
            var magnitude = self.magnitude
            var index = scratch.count
            repeat {
                index -= 1
                scratch[index] = UInt8(ascii: "0") + UInt8(magnitude % 10)
                magnitude /= 10
            } while magnitude > 0
            if self < 0 {
                index -= 1
                scratch[index] = UInt8(ascii: "-")
            }
            return try body(UnsafeBufferPointer(rebasing: scratch[index...]))
        }
    }
}
