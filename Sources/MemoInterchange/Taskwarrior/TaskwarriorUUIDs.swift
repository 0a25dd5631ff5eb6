/// The uuids of a Taskwarrior file's tasks, each with the line it was first seen on, so that a
/// uuid given twice (two exports joined, a hand-edited file) is refused naming both lines,
/// instead of one task being taken as already present: Taskwarrior keeps one task a uuid.
///
/// Guarantees: about 40 bytes a task, the uuid kept as its 128 bits.
struct TaskwarriorUUIDs {
    /// Records `uuid` (lower-case, as `InterchangeRules.requireUUID` returns it) on `line`.
    /// - throws: `InterchangeError.invalidLine` at `line`, naming the uuid and the line it was
    ///   first seen on, when the file gave it before.
    mutating func record(_ uuid: String, line: Int) throws(InterchangeError) {
        guard let key = Key(uuid) else { return }
        if let first = lines.updateValue(line, forKey: key) {
            throw .invalidLine(line: line, reason: "uuid \(uuid) appears twice in the file (first at line \(first))")
        }
    }

    // MARK: - Private

    private struct Key: Hashable {
        let high: UInt64
        let low: UInt64

        /// The 128 bits of a lower-case `8-4-4-4-12` uuid.
        init?(_ uuid: String) {
            var high: UInt64 = 0
            var low: UInt64 = 0
            var digits = 0
            for byte in uuid.utf8 where byte != UInt8(ascii: "-") {
                let value: UInt8
                switch byte {
                case UInt8(ascii: "0")...UInt8(ascii: "9"): value = byte - UInt8(ascii: "0")
                case UInt8(ascii: "a")...UInt8(ascii: "f"): value = byte - UInt8(ascii: "a") + 10
                default: return nil
                }
                if digits < 16 { high = high << 4 | UInt64(value) } else { low = low << 4 | UInt64(value) }
                digits += 1
            }
            guard digits == 32 else { return nil }
            self.high = high
            self.low = low
        }
    }

    private var lines: [Key: Int] = [:]
}
