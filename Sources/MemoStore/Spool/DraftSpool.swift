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
        // Without arrays of optionals: an import appends a million of these.
        try file.write(Int64(line))
        var flags: UInt8 = 0
        func flag(_ bit: UInt8, _ isSet: Bool) { if isSet { flags |= 1 << bit } }
        flag(0, draft.uuid != nil)
        flag(1, draft.isDone)
        flag(2, draft.created != nil)
        flag(3, draft.updated != nil)
        flag(4, draft.due != nil)
        flag(5, draft.wait != nil)
        flag(6, draft.project != nil)
        flag(7, draft.recur != nil)
        try file.write(byte: flags)
        try file.write(byte: draft.priority.map { UInt8(ascii: $0.rawValue.unicodeScalars.first!) } ?? 0)
        if let uuid = draft.uuid { try write(uuid) }
        try write(draft.title)
        try write(draft.body)
        if let project = draft.project { try write(project) }
        if let created = draft.created { try file.write(created.secondsSince1970) }
        if let updated = draft.updated { try file.write(updated.secondsSince1970) }
        if let due = draft.due { try file.write(due.secondsSince1970) }
        if let wait = draft.wait { try file.write(wait.secondsSince1970) }
        try file.write(Int64(draft.tags.count))
        for tag in draft.tags {
            try write(tag)
        }
        if let recur = draft.recur {
            try file.write(Int64(recur.count))
            try file.write(byte: UInt8(ascii: recur.unit.rawValue.unicodeScalars.first!))
        }
        let hasLists = !draft.depends.isEmpty || !draft.annotations.isEmpty || !draft.extra.isEmpty
        var taskFlags: UInt8 = 0
        if draft.start != nil { taskFlags |= 1 }
        if draft.scheduled != nil { taskFlags |= 2 }
        if draft.until != nil { taskFlags |= 4 }
        if hasLists { taskFlags |= 8 }
        if draft.end != nil { taskFlags |= 16 }
        if draft.parent != nil { taskFlags |= 32 }
        try file.write(byte: taskFlags)
        if let start = draft.start { try file.write(start.secondsSince1970) }
        if let scheduled = draft.scheduled { try file.write(scheduled.secondsSince1970) }
        if let until = draft.until { try file.write(until.secondsSince1970) }
        if let end = draft.end { try file.write(end.secondsSince1970) }
        if let parent = draft.parent { try write(parent) }
        if hasLists {
            try write(StoredFieldText.text(ofDepends: draft.depends))
            try write(StoredFieldText.text(of: draft.annotations))
            try write(StoredFieldText.text(ofExtra: draft.extra))
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
        let flags = try file.readByte()
        let priorityCode = try file.readByte()
        func has(_ bit: UInt8) -> Bool { flags & (1 << bit) != 0 }
        let uuid = has(0) ? try readString() : nil
        var draft = MemoDraft(uuid: uuid, title: try readString(), body: try readString(), isDone: has(1))
        draft.project = has(6) ? try readString() : nil
        draft.created = has(2) ? Timestamp(secondsSince1970: try file.readInt64()) : nil
        draft.updated = has(3) ? Timestamp(secondsSince1970: try file.readInt64()) : nil
        draft.due = has(4) ? Timestamp(secondsSince1970: try file.readInt64()) : nil
        draft.wait = has(5) ? Timestamp(secondsSince1970: try file.readInt64()) : nil
        draft.priority = priorityCode == 0 ? nil : Priority(code: String(Unicode.Scalar(priorityCode)))
        let tagCount = try file.readInt64()
        if tagCount > 0 {
            var tags: [String] = []
            tags.reserveCapacity(Int(tagCount))
            for _ in 0..<tagCount { tags.append(try readString()) }
            draft.tags = tags
        }
        if has(7) {
            let recurCount = Int(try file.readInt64())
            let unit = Recurrence.Unit(rawValue: Character(Unicode.Scalar(try file.readByte())))
            draft.recur = unit.flatMap { Recurrence(count: recurCount, unit: $0) }
        }
        let taskFlags = try file.readByte()
        draft.start = taskFlags & 1 != 0 ? Timestamp(secondsSince1970: try file.readInt64()) : nil
        draft.scheduled = taskFlags & 2 != 0 ? Timestamp(secondsSince1970: try file.readInt64()) : nil
        draft.until = taskFlags & 4 != 0 ? Timestamp(secondsSince1970: try file.readInt64()) : nil
        draft.end = taskFlags & 16 != 0 ? Timestamp(secondsSince1970: try file.readInt64()) : nil
        draft.parent = taskFlags & 32 != 0 ? try readString() : nil
        if taskFlags & 8 != 0 {
            draft.depends = StoredFieldText.depends(try readString())
            draft.annotations = StoredFieldText.annotations(try readString())
            draft.extra = StoredFieldText.extra(try readString())
        }
        return draft
    }

    /// Makes `next()` start again from the first draft (an import run a second time); nothing
    /// can be added after. Throws `SpoolError` when the file cannot be read from its start.
    public func rewind() throws {
        try file.rewind()
        isReading = true
        delivered = 0
        lineOfLastDraft = 0
    }

    // MARK: - Private

    private let file: SpoolFile
    private var isReading = false
    private var delivered = 0

    private func write(_ text: String) throws {
        try file.write(Int64(text.utf8.count))
        try file.write(text)
    }

    private func readString() throws -> String {
        try file.readString(count: Int(try file.readInt64()))
    }
}
