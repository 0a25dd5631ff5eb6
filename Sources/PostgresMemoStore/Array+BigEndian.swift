extension Array where Element == UInt8 {
    /// Appends `value`'s bytes, most significant first: the order of PostgreSQL's binary
    /// formats.
    mutating func appendBigEndian<Value: FixedWidthInteger>(_ value: Value) {
        // Byte by byte: appending a buffer or a repetition takes the generic, slower path.
        var shift = Value.bitWidth
        repeat {
            shift -= 8
            append(UInt8(truncatingIfNeeded: value >> shift))
        } while shift > 0
    }
}
