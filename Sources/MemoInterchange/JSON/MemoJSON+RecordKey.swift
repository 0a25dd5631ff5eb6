extension MemoJSON {
    /// The keys a memo record may have, told apart by their UTF-8 bytes: a JSON Lines import
    /// reads several keys a line, and making each a `String` to compare with every case cost
    /// more than the value it names.
    enum RecordKey: String, CaseIterable {
        case title, uuid, body, done, created, updated, due, wait, priority, project, tags, recur
        case start, scheduled, until, depends, annotations, extra, end, parent
        /// Any other key (kept nowhere: its value is skipped).
        case other = "?"

        /// The key spelled by `bytes`, `.other` when no known key is.
        init(_ bytes: UnsafeBufferPointer<UInt8>) {
            for (key, spelling) in Self.spellings where spelling.count == bytes.count {
                if spelling.withUnsafeBufferPointer({ $0.elementsEqual(bytes) }) {
                    self = key
                    return
                }
            }
            self = .other
        }

        // MARK: - Private

        private static let spellings: [(RecordKey, [UInt8])] = allCases.filter { $0 != .other }.map { ($0, Array($0.rawValue.utf8)) }
    }
}
