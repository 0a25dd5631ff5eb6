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
        guard width > 0 else { return }
        // Digit by digit from the most significant: appending padding first and writing the
        // digits back into it went through the generic paths (a tenth of an iCalendar export).
        var divisor = 1
        for _ in 1..<width { divisor &*= 10 }
        while divisor > 0 {
            append(UInt8(ascii: "0") + UInt8(value / divisor % 10))
            divisor /= 10
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
