extension Array where Element == UInt8 {
    /// Appends `value`'s bytes, most significant first: the order of PostgreSQL's binary
    /// formats.
    mutating func appendBigEndian<Value: FixedWidthInteger>(_ value: Value) {
        Swift.withUnsafeBytes(of: value.bigEndian) { append(contentsOf: $0) }
    }
}
