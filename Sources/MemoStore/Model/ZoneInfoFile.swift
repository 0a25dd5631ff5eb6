#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Reads a zone of the system's time zone database (`/usr/share/zoneinfo`, or `$TZDIR`): the
/// TZif files of RFC 8536, versions 1 to 4.
///
/// Guarantees: a name that is not a plain relative path inside the database (empty, absolute,
/// with `..`) or a file that is not TZif gives `nil`, never a wrong zone. Transitions come from
/// the 64-bit data when the file has it; times after the last one follow the POSIX rule at the
/// file's end (`POSIXZoneRule`), as the C library does.
enum ZoneInfoFile {
    /// The rules of the zone `name` (`Europe/Berlin`), or `nil` when there is no such zone.
    static func rules(named name: String) -> ZoneRules? {
        guard !name.isEmpty, !name.hasPrefix("/"), !name.split(separator: "/").contains(".."),
            !name.utf8.contains(0)
        else { return nil }
        var directory = "/usr/share/zoneinfo"
        if let value = getenv("TZDIR"), value.pointee != 0 { directory = String(cString: value) }
        guard let bytes = read(directory + "/" + name) else { return nil }
        return rules(fromTZif: bytes)
    }

    /// The rules a TZif file's bytes describe, or `nil` when they are not TZif.
    static func rules(fromTZif bytes: [UInt8]) -> ZoneRules? {
        guard bytes.count >= 44, bytes[0..<4].elementsEqual(Array("TZif".utf8)) else { return nil }
        let version = bytes[4]
        guard var block = block(bytes, at: 0, timeSize: 4) else { return nil }
        var footer: ZoneRules?
        if version >= UInt8(ascii: "2"), let second = Self.block(bytes, at: block.end, timeSize: 8) {
            block = second
            // The footer: `\nTZ\n` after the second block.
            if block.end < bytes.count, bytes[block.end] == 0x0A,
                let close = bytes[(block.end + 1)...].firstIndex(of: 0x0A)
            {
                footer = POSIXZoneRule.rules(String(decoding: bytes[(block.end + 1)..<close], as: UTF8.self))
            }
        }
        let initial = block.offsets.first ?? 0
        if let footer, !footer.yearly.isEmpty {
            return ZoneRules(initialOffset: initial, transitions: block.transitions, yearly: footer.yearly)
        }
        if block.transitions.isEmpty, let footer { return footer }
        return ZoneRules(initialOffset: initial, transitions: block.transitions)
    }

    // MARK: - Private

    private struct Block {
        var transitions: [ZoneRules.Transition]
        var offsets: [Int]
        var end: Int
    }

    /// One header and data block starting at `start`, with times `timeSize` bytes wide.
    private static func block(_ bytes: [UInt8], at start: Int, timeSize: Int) -> Block? {
        guard start + 44 <= bytes.count, bytes[start..<start + 4].elementsEqual(Array("TZif".utf8)) else { return nil }
        func count(_ index: Int) -> Int { Int(integer(bytes, start + 20 + index * 4, 4)) }
        let (utcCount, standardCount, leapCount, timeCount, typeCount, charCount) =
            (count(0), count(1), count(2), count(3), count(4), count(5))
        guard typeCount > 0 else { return nil }
        let times = start + 44
        let indices = times + timeCount * timeSize
        let types = indices + timeCount
        let end = types + typeCount * 6 + charCount + leapCount * (timeSize + 4) + standardCount + utcCount
        guard end <= bytes.count else { return nil }
        let offsets = (0..<typeCount).map { Int(integer(bytes, types + $0 * 6, 4)) }
        var transitions: [ZoneRules.Transition] = []
        transitions.reserveCapacity(timeCount)
        for index in 0..<timeCount {
            let type = Int(bytes[indices + index])
            guard type < typeCount else { return nil }
            transitions.append(ZoneRules.Transition(at: integer(bytes, times + index * timeSize, timeSize), offset: offsets[type]))
        }
        return Block(transitions: transitions, offsets: offsets, end: end)
    }

    /// The signed big-endian integer of `size` bytes at `at`.
    private static func integer(_ bytes: [UInt8], _ at: Int, _ size: Int) -> Int64 {
        var value: UInt64 = 0
        for byte in bytes[at..<at + size] { value = value << 8 | UInt64(byte) }
        let shift = UInt64(64 - size * 8)
        return Int64(bitPattern: value << shift) >> Int64(shift)
    }

    /// The whole file at `path`, or `nil` when it cannot be read or is larger than a zone file can be.
    private static func read(_ path: String) -> [UInt8]? {
        let descriptor = open(path, O_RDONLY | O_CLOEXEC)
        guard descriptor >= 0 else { return nil }
        defer { close(descriptor) }
        var bytes: [UInt8] = []
        var chunk = [UInt8](repeating: 0, count: 1 << 14)
        while true {
            let count = chunk.withUnsafeMutableBytes { Glibc.read(descriptor, $0.baseAddress, $0.count) }
            if count < 0, errno == EINTR { continue }
            guard count >= 0 else { return nil }
            if count == 0 { return bytes }
            bytes += chunk[0..<count]
            if bytes.count > 1 << 20 { return nil }
        }
    }
}
