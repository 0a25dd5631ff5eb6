import MemoStore

/// What a request did, as committed to the store: everything a screen or a command prints.
public enum MemoResult {
    /// A memo was stored.
    case added(Memo)
    /// A page of memos was loaded (a listing or a search).
    case listed(MemoListing)
    /// A memo was opened in the detail screen.
    case opened(OpenedMemo)
    /// Memos were changed (`edit`, `modify`, `done`, `undone`) or deleted (`rm`), as they are now
    /// (as they were, for `rm`); `created` holds the next occurrences of recurring memos marked done.
    case changed(MemoChangeKind, [Memo], created: [Memo])
    /// A change of `kind` would have left these memos exactly as they are, so nothing was
    /// written and no undo step was taken (`start` on a started memo).
    case unchanged(MemoChangeKind, [Memo])
    /// The user's contexts, after a `context` request.
    case contexts(ContextListing)
    /// The user's last command was taken back.
    case undone(MemoChange)
    /// The user's recent commands, newest first.
    case history([MemoChange])
    /// One memo's recorded changes; `dependencyIDs` turns the uuids its versions wait on
    /// into the ids of the user's memos, where they still resolve.
    case memoHistory(MemoHistory, dependencyIDs: [String: Int64])
    /// A memo loaded to be edited whole, with the ids of the memos it waits on, by uuid.
    case editing(Memo, dependencyIDs: [String: Int64])
    /// Projects or tags with their counts, by name.
    case names(MemoNameKind, [NameCount])
    /// What a report counted.
    case report(MemoReportResult)
    /// An import was committed.
    case imported(ImportSummary)
    /// Every memo was handed to the export's sink; how many.
    case exported(count: Int)
    /// A sync ran: what it did with each remote.
    case synced([RemoteSync])
    /// A conflict a sync kept was taken or dismissed.
    case conflictResolved(ConflictResolution)
    /// The conflicts syncs kept, oldest first.
    case conflicts([ListedConflict])
    /// Who may use the store changed (`todo admin`).
    case accessChanged(StoreAccessChange)
    /// A project was shared, its role changed, or its share taken back.
    case shareChanged(ShareChange)
    /// What `userName` shares and what is shared with `userName`, by owner and project.
    case shares([ProjectShare], userName: String)

    /// Whether the request changed what is stored, so the open memo must be read again.
    public var changesStore: Bool {
        switch self {
        case .added, .changed, .undone, .imported, .synced, .conflictResolved, .accessChanged, .shareChanged: return true
        case .listed, .opened, .history, .memoHistory, .editing, .names, .report, .exported, .contexts, .conflicts, .unchanged, .shares:
            return false
        }
    }
}
