/// Drafts read and checked whole before an import writes anything, kept on disk meanwhile.
///
/// An import that wrote while it read would hold the store's write lock for as long as its
/// input takes to arrive (a slow pipe, a person typing until Ctrl-D), locking every other
/// writer out. Instead the whole input goes here first, each draft checked against the
/// store's limits as it comes, and only then does one short transaction read it back. Memory
/// stays constant: the drafts live in an anonymous temporary file (see `SpoolFile`).
public final class DraftSpool {
    /// How many drafts were added.
    public private(set) var count = 0
    /// The input line of the draft `next()` returned last; 0 before the first.
    public private(set) var lineOfLastDraft = 0

    /// Creates an empty spool. Throws `SpoolError` when no temporary file can be made.
    public init() throws {
        file = try SpoolFile()
    }

    /// Checks `draft` as the store will, then keeps it with the `line` it came from.
    /// - throws: `MemoStoreError.invalidRecord` naming the draft's 1-based position, as
    ///   the store's import would; `SpoolError` when the disk is full.
    public func append(_ draft: MemoDraft, line: Int) throws {
        precondition(!isReading, "append after the first next()")
        do {
            try MemoValidation.check(title: draft.title, body: draft.body)
        } catch let error as MemoStoreError {
            throw MemoStoreError.invalidRecord(index: count + 1, reason: "\(error)")
        }
        count += 1
        try file.write(Int64(line))
        var flags: UInt8 = 0
        for (bit, isSet) in [draft.uuid != nil, draft.isDone, draft.created != nil, draft.updated != nil,
                             draft.due != nil, draft.wait != nil, draft.project != nil, draft.recur != nil].enumerated()
        where isSet {
            flags |= 1 << UInt8(bit)
        }
        try file.write([flags, draft.priority.map { UInt8(ascii: $0.rawValue.unicodeScalars.first!) } ?? 0])
        for text in [draft.uuid, draft.title, draft.body, draft.project].compactMap({ $0 }) {
            try write(text)
        }
        for time in [draft.created, draft.updated, draft.due, draft.wait].compactMap({ $0 }) {
            try file.write(time.secondsSince1970)
        }
        try file.write(Int64(draft.tags.count))
        for tag in draft.tags {
            try write(tag)
        }
        if let recur = draft.recur {
            try file.write(Int64(recur.count))
            try file.write([UInt8(ascii: recur.unit.rawValue.unicodeScalars.first!)])
        }
    }

    /// The drafts in the order they were added, one per call; nil after the last.
    public func next() throws -> MemoDraft? {
        if !isReading {
            isReading = true
            try file.rewind()
        }
        guard delivered < count else { return nil }
        delivered += 1
        lineOfLastDraft = Int(try file.readInt64())
        let header = try file.read(2)
        let flags = header[0]
        func has(_ bit: UInt8) -> Bool { flags & (1 << bit) != 0 }
        let uuid = has(0) ? try readString() : nil
        var draft = MemoDraft(uuid: uuid, title: try readString(), body: try readString(), isDone: has(1))
        draft.project = has(6) ? try readString() : nil
        draft.created = has(2) ? Timestamp(secondsSince1970: try file.readInt64()) : nil
        draft.updated = has(3) ? Timestamp(secondsSince1970: try file.readInt64()) : nil
        draft.due = has(4) ? Timestamp(secondsSince1970: try file.readInt64()) : nil
        draft.wait = has(5) ? Timestamp(secondsSince1970: try file.readInt64()) : nil
        draft.priority = header[1] == 0 ? nil : Priority(code: String(Unicode.Scalar(header[1])))
        let tagCount = try file.readInt64()
        draft.tags = try (0..<max(0, tagCount)).map { _ in try readString() }
        if has(7) {
            let recurCount = Int(try file.readInt64())
            let unit = Recurrence.Unit(rawValue: Character(Unicode.Scalar(try file.read(1)[0])))
            draft.recur = unit.flatMap { Recurrence(count: recurCount, unit: $0) }
        }
        return draft
    }

    // MARK: - Private

    private let file: SpoolFile
    private var isReading = false
    private var delivered = 0

    private func write(_ text: String) throws {
        try file.write(Int64(text.utf8.count))
        try file.write(text.utf8)
    }

    private func readString() throws -> String {
        let length = Int(try file.readInt64())
        return String(decoding: try file.read(length), as: UTF8.self)
    }
}
