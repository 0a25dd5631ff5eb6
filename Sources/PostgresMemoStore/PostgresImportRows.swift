import MemoStore

/// The records of one import on their way into COPY rows: read one ahead (so the import can
/// see whether the next one carries a uuid), numbered for errors, validated, and written with
/// their search words.
struct PostgresImportRows {
    /// The record read but not yet written; nil once the records have run out.
    private(set) var pending: MemoDraft?
    /// How many records have been read.
    private(set) var count = 0

    init(user: User, now: Timestamp) {
        self.user = user
        self.now = now
    }

    /// Reads the next record into `pending`.
    mutating func advance(_ next: () throws -> MemoDraft?) throws {
        pending = try next()
        if pending != nil { count += 1 }
    }

    /// Validates `draft`, the record `count`, as a memo with `uuid` and writes it as a row of
    /// `PostgresMemoRepository.importColumns`, followed by `stamps` when given and, with
    /// `marked`, by whether the record had a time of its own (`created` or `updated`) and
    /// whether it had a `created`: what a re-import needs to know of it once its missing times
    /// were filled in. Returns the memo.
    /// - throws: `MemoStoreError.invalidRecord` naming the record.
    mutating func write(
        _ draft: MemoDraft, uuid: String, to writer: PostgresCopyWriter, stamps: String? = nil, marked: Bool = false
    ) throws -> Memo {
        try MemoImportRules.check(draft, record: count)
        let memo = Memo(draft, id: 0, uuid: uuid, now: now)
        try write(memo, to: writer) { writer in
            if let stamps { writer.text(stamps) }
            guard marked else { return }
            writer.bool(draft.updated != nil || draft.created != nil)
            writer.bool(draft.created != nil)
        }
        return memo
    }

    /// Writes a validated memo as a row of `PostgresMemoRepository.importColumns` (a sync's new
    /// memos take this way too), then what `trailing` adds to the row.
    mutating func write(_ memo: Memo, to writer: PostgresCopyWriter, trailing: (PostgresCopyWriter) -> Void = { _ in }) throws {
        writer.int64(user.id)
        writer.text(PostgresText.stored(memo.uuid))
        PostgresMemoColumns.write(memo, to: writer)
        words.fill(title: memo.title, body: memo.body, annotations: FullTextTerms.searchedNotes(of: memo.annotations), user: user.id)
        writer.searchWords(words)
        trailing(writer)
        try writer.endRow()
    }

    // MARK: - Private

    private let user: User
    private let now: Timestamp
    /// The search words of the row being written, its storage kept from row to row.
    private var words = PostgresSearchDocument()
}
