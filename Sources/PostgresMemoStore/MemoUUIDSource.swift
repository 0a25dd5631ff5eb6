#if canImport(Glibc)
import Glibc
#endif

/// Time-ordered version 7 UUIDs (RFC 9562), lower-case, for memos that arrive without one.
///
/// Each comes after the previous one, so new memos land at the end of the (user, uuid)
/// index rather than on random pages. One source per repository; not shared between threads.
struct MemoUUIDSource {
    mutating func next() -> String {
        var spec = timespec()
        clock_gettime(CLOCK_REALTIME, &spec)
        let now = UInt64(spec.tv_sec) * 1000 + UInt64(spec.tv_nsec) / 1_000_000
        if now > milliseconds {
            milliseconds = now
            sequence = 0
        } else {
            sequence += 1
            if sequence > 0xFFF { milliseconds += 1; sequence = 0 }
        }
        let high = milliseconds << 16 | 0x7000 | sequence
        state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
        let mixed = (state ^ (state >> 29)) &* 0xBF58_476D_1CE4_E5B9
        let low = (mixed ^ (mixed >> 32)) & 0x3FFF_FFFF_FFFF_FFFF | 0x8000_0000_0000_0000
        // Written straight into the string's storage: this runs once per imported record.
        return String(unsafeUninitializedCapacity: 36) { bytes in
            var index = 0
            func put(_ value: UInt64, digits: Int, dash: Bool = true) {
                for shift in stride(from: (digits - 1) * 4, through: 0, by: -4) {
                    bytes[index] = Self.hex[Int(value >> UInt64(shift) & 0xF)]
                    index += 1
                }
                if dash {
                    bytes[index] = UInt8(ascii: "-")
                    index += 1
                }
            }
            put(high >> 32, digits: 8)
            put(high >> 16 & 0xFFFF, digits: 4)
            put(high & 0xFFFF, digits: 4)
            put(low >> 48, digits: 4)
            put(low & 0xFFFF_FFFF_FFFF, digits: 12, dash: false)
            return index
        }
    }

    // MARK: - Private

    private var milliseconds: UInt64 = 0
    private var sequence: UInt64 = 0
    private var state: UInt64 = {
        var system = SystemRandomNumberGenerator()
        return system.next()
    }()

    private static let hex: [UInt8] = Array("0123456789abcdef".utf8)
}
