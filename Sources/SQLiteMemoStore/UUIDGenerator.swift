import MemoStore
import Synchronization

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Time-ordered UUIDs (version 7, RFC 9562) in their usual text form, lower-case.
///
/// The first 48 bits are the Unix time in milliseconds and the next 12 a counter, so ids
/// made by one process only grow: new memos land at the end of the (user, uuid) index
/// instead of at random pages, which keeps a million-memo import fast. The remaining 62
/// bits come from a generator seeded once from the system's random source.
enum UUIDGenerator {
    static func next() -> String {
        state.withLock { $0.next() }
    }

    // MARK: - Private

    private static let state = Mutex(UUIDState())
}

/// The clock, counter and random stream behind `UUIDGenerator`.
private struct UUIDState {
    private var lastMilliseconds: UInt64 = 0
    private var counter: UInt64 = 0
    private var random: UInt64 = {
        var system = SystemRandomNumberGenerator()
        return system.next() | 1
    }()

    mutating func next() -> String {
        var spec = timespec()
        clock_gettime(CLOCK_REALTIME, &spec)
        var milliseconds = UInt64(spec.tv_sec) * 1000 + UInt64(spec.tv_nsec) / 1_000_000
        if milliseconds <= lastMilliseconds {
            milliseconds = lastMilliseconds
            counter += 1
            if counter > 0xFFF {
                // More than 4,096 ids in one millisecond: borrow from the next one.
                milliseconds += 1
                counter = 0
            }
        } else {
            counter = 0
        }
        lastMilliseconds = milliseconds
        let high = milliseconds << 16 | 0x7000 | counter
        let low = nextRandom() & 0x3FFF_FFFF_FFFF_FFFF | 0x8000_0000_0000_0000
        // 8-4-4-4-12 hex digits written straight into the string's storage: an import makes
        // one per memo, and building it from pieces cost more than inserting the row.
        let digits = Self.digits
        return String(unsafeUninitializedCapacity: 36) { buffer in
            var position = 0
            func put(_ value: UInt64, digits count: Int) {
                for shift in stride(from: (count - 1) * 4, through: 0, by: -4) {
                    buffer[position] = digits[Int(value >> UInt64(shift) & 0xF)]
                    position += 1
                }
            }
            func dash() {
                buffer[position] = UInt8(ascii: "-")
                position += 1
            }
            put(high >> 32, digits: 8)
            dash()
            put(high >> 16 & 0xFFFF, digits: 4)
            dash()
            put(high & 0xFFFF, digits: 4)
            dash()
            put(low >> 48, digits: 4)
            dash()
            put(low & 0xFFFF_FFFF_FFFF, digits: 12)
            return position
        }
    }

    /// xorshift64*: fast, and unpredictable enough for identifiers that need only be unique.
    private mutating func nextRandom() -> UInt64 {
        random ^= random >> 12
        random ^= random << 25
        random ^= random >> 27
        return random &* 0x2545_F491_4F6C_DD1D
    }

    private static let digits: [UInt8] = Array("0123456789abcdef".utf8)
}
