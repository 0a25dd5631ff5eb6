#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// A set of strings that answers "certainly not added" or "perhaps added" in fixed memory.
///
/// Guarantees: `mayContain` is true for every string `insert` was given (never a false
/// negative); for others it is true only by chance, about (1 - e^(-k·n/m))^k for n strings in
/// m bits with k probes. The bits are allocated zeroed on the first `insert`, so a filter never
/// given a string costs nothing; the operating system maps in pages only as bits are set.
/// Hashing is fixed (FNV-1a, then SplitMix64), so a run is reproducible.
final class BloomFilter {
    /// A filter of `bitCount` bits (rounded up to a power of two, at least 64) and `probes`
    /// probes per string.
    init(bitCount: Int, probes: Int) {
        var words = 1
        while words * 64 < bitCount { words <<= 1 }
        wordCount = words
        self.probes = max(1, probes)
    }

    deinit {
        free(words)
    }

    /// Remembers `text`. Without memory for the bits, every string is "perhaps" from then on.
    func insert(_ text: String) {
        guard let words = words ?? allocate() else { return }
        forEachBit(of: text) { word, mask in words[word] |= mask }
    }

    /// False when `text` was certainly never inserted.
    func mayContain(_ text: String) -> Bool {
        if isSaturated { return true }
        guard let words else { return false }
        var all = true
        forEachBit(of: text) { word, mask in
            if words[word] & mask == 0 { all = false }
        }
        return all
    }

    // MARK: - Private

    private let wordCount: Int
    private let probes: Int
    private var words: UnsafeMutablePointer<UInt64>?
    private var isSaturated = false

    /// Zeroed by `calloc`, which for a large block maps zero pages untouched until written.
    private func allocate() -> UnsafeMutablePointer<UInt64>? {
        guard let memory = calloc(wordCount, MemoryLayout<UInt64>.size) else {
            isSaturated = true
            return nil
        }
        let words = memory.assumingMemoryBound(to: UInt64.self)
        self.words = words
        return words
    }

    /// The probes' bits of `text`: double hashing, h1 + i·h2 over the filter's bits.
    private func forEachBit(of text: String, _ body: (Int, UInt64) -> Void) {
        var hash: UInt64 = 0xCBF2_9CE4_8422_2325
        for byte in text.utf8 {
            hash = (hash ^ UInt64(byte)) &* 0x0000_0100_0000_01B3
        }
        let first = Self.mixed(hash)
        let step = Self.mixed(first) | 1
        let bitMask = UInt64(wordCount * 64 - 1)
        var bit = first
        for _ in 0..<probes {
            let index = Int(bit & bitMask)
            body(index >> 6, 1 << UInt64(index & 63))
            bit = bit &+ step
        }
    }

    /// SplitMix64's finaliser: every input bit moves about half the output bits.
    private static func mixed(_ value: UInt64) -> UInt64 {
        var value = value &+ 0x9E37_79B9_7F4A_7C15
        value = (value ^ (value >> 30)) &* 0xBF58_476D_1CE4_E5B9
        value = (value ^ (value >> 27)) &* 0x94D0_49BB_1331_11EB
        return value ^ (value >> 31)
    }
}
