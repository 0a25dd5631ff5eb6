/// The tag rows of an import, held until they are written and grouped by tag, so that they
/// go into `memo_tags` in the table's own order (tag, then memo): into a table without rows
/// (an import into a new store) each row then lands at the end, where SQLite inserts without
/// searching from the root, instead of at one of many places; elsewhere they land in order.
/// The memo ids of a tag rise as an import adds memos, so each is held as its gap from the
/// one before, in a varint: about a byte a row.
struct ImportTagRows {
    /// Bytes held: the gaps, and each tag's name and bookkeeping once.
    private(set) var byteCount = 0

    /// Whether no row is held.
    var isEmpty: Bool { lists.isEmpty }

    /// Holds the row of `tag` on the memo `memo`, whose id is above every one held with `tag`.
    mutating func add(_ tag: String, memo: Int64) {
        byteCount += lists[Tag(tag), default: GapList()].append(memo, firstCosting: tag.utf8.count + Self.bytesPerTag)
    }

    /// Calls `body` with every row held: the tags in the order of their UTF-8 bytes (SQLite's
    /// `BINARY`), each tag's memo ids rising.
    func forEachInOrder(_ body: (_ tag: String, _ memo: Int64) throws -> Void) rethrows {
        for (tag, list) in lists.sorted(by: { $0.key.text.utf8.lexicographicallyPrecedes($1.key.text.utf8) }) {
            try list.forEach { try body(tag.text, $0) }
        }
    }

    /// Forgets every row held.
    mutating func removeAll() {
        lists.removeAll()
        byteCount = 0
    }

    // MARK: - Private

    /// What a tag costs beside its name: its entry and the array of its gaps.
    private static let bytesPerTag = 96

    private var lists: [Tag: GapList] = [:]

    /// A tag as SQLite tells tags apart: by their bytes. (Swift's strings are equal when
    /// canonically equivalent: "é" and "e" with a combining accent would share one list.)
    private struct Tag: Hashable {
        let text: String

        init(_ text: String) {
            self.text = text
        }

        static func == (left: Tag, right: Tag) -> Bool {
            left.text.utf8.elementsEqual(right.text.utf8)
        }

        func hash(into hasher: inout Hasher) {
            var text = text
            text.withUTF8 { hasher.combine(bytes: UnsafeRawBufferPointer($0)) }
        }
    }

    /// Rising ids as the varints of their gaps (LEB128: seven bits a byte, low bits first).
    private struct GapList {
        private var last: Int64 = 0
        private var bytes: [UInt8] = []

        /// Appends `id` (above the last, ids are at least 1) and returns the bytes it took, and
        /// `firstCosting` more for the first.
        mutating func append(_ id: Int64, firstCosting tagBytes: Int) -> Int {
            assert(id > last, "the memo ids of a tag are held rising")
            var count = last == 0 ? 1 + tagBytes : 1
            var gap = UInt64(id - last)
            last = id
            while gap >= 0x80 {
                bytes.append(UInt8(truncatingIfNeeded: gap) | 0x80)
                gap >>= 7
                count += 1
            }
            bytes.append(UInt8(gap))
            return count
        }

        func forEach(_ body: (Int64) throws -> Void) rethrows {
            var id: Int64 = 0
            var gap: UInt64 = 0
            var shift: UInt64 = 0
            for byte in bytes {
                gap |= UInt64(byte & 0x7f) << shift
                if byte < 0x80 {
                    id += Int64(gap)
                    try body(id)
                    gap = 0
                    shift = 0
                } else {
                    shift += 7
                }
            }
        }
    }
}
