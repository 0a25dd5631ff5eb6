import MemoStore
import OpenCombine

/// The store as LoggedIn sees it: every read and write of the tree goes through here.
@MainActor
protocol MemoRepositoryWorking: Working {
    /// Emits when another connection or process has committed since the last request, so
    /// what the screens show may be stale. Checked at the start of every request.
    var storeChangedElsewhere: AnyPublisher<Void, Never> { get }

    /// Stores a new memo; returns it once committed.
    func add(_ draft: MemoDraft) throws -> Memo
    /// The user's memo with this id.
    func memo(id: Int64) throws -> Memo
    /// Changes title and/or body; returns the memo once committed.
    func edit(id: Int64, title: String?, body: String?) throws -> Memo
    /// Marks done or not done; returns the memo once committed.
    func setDone(_ isDone: Bool, id: Int64) throws -> Memo
    /// Deletes a memo; returns it as it was.
    func delete(id: Int64) throws -> Memo
    /// One page of memos with the user's counts.
    func listing(filter: MemoStatus, limit: Int) throws -> MemoListing
    /// Search results with the user's counts.
    func search(_ query: String, limit: Int) throws -> MemoListing
    /// Adds every draft `next` yields, all or nothing.
    func importMemos(from next: () throws -> MemoDraft?) throws -> ImportSummary
    /// Calls `body` with each memo, oldest first, one at a time.
    func exportMemos(_ body: (Memo) throws -> Void) throws
    /// The user's recorded commands, newest first.
    func history(limit: Int) throws -> [MemoChange]
    /// Takes back the user's last recorded command, whole.
    func undoLastChange() throws -> MemoChange
}

/// The only piece of the tree that performs store I/O, bound to LoggedIn's interactor scope.
///
/// It runs while that scope is active: a request outside it throws
/// `MemoRepositoryWorkerError.notRunning`. It logs the user in on the first request, not
/// before, so building the tree costs no I/O. Every request first asks the store whether
/// someone else committed since the last one, and says so on `storeChangedElsewhere`.
@MainActor
final class MemoRepositoryWorker: Worker, MemoRepositoryWorking {
    /// Creates a worker for `userName`'s memos in `repository`.
    init(repository: MemoRepository, userName: String) {
        self.repository = repository
        self.userName = userName
        super.init()
    }

    var storeChangedElsewhere: AnyPublisher<Void, Never> {
        storeChangedElsewhereSubject.eraseToAnyPublisher()
    }

    // MARK: - Worker

    override func didStart(_ interactorScope: InteractorScope) {
        super.didStart(interactorScope)
        isRunning = true
    }

    override func didStop() {
        super.didStop()
        isRunning = false
    }

    // MARK: - MemoRepositoryWorking

    func add(_ draft: MemoDraft) throws -> Memo {
        try serve { try repository.create(draft, for: $0) }
    }

    func memo(id: Int64) throws -> Memo {
        try serve { try repository.memo(id: id, for: $0) }
    }

    func edit(id: Int64, title: String?, body: String?) throws -> Memo {
        try serve { try repository.update(id: id, title: title, body: body, for: $0) }
    }

    func setDone(_ isDone: Bool, id: Int64) throws -> Memo {
        try serve { try repository.setDone(isDone, id: id, for: $0) }
    }

    func delete(id: Int64) throws -> Memo {
        try serve { try repository.delete(id: id, for: $0) }
    }

    func listing(filter: MemoStatus, limit: Int) throws -> MemoListing {
        try serve { user in
            let page = try repository.page(MemoPageRequest(filter: MemoFilter(status: filter, waiting: .include), sort: .created, limit: limit), for: user)
            return MemoListing(
                filter: filter, query: nil, memos: page.memos,
                hasMore: page.more > 0, counts: try repository.counts(for: user))
        }
    }

    func search(_ query: String, limit: Int) throws -> MemoListing {
        try serve { user in
            // One more than shown tells whether the page is the last.
            let found = try repository.search(query, limit: limit + 1, for: user)
            return MemoListing(
                filter: .all, query: query, memos: Array(found.prefix(limit)),
                hasMore: found.count > limit, counts: try repository.counts(for: user))
        }
    }

    func importMemos(from next: () throws -> MemoDraft?) throws -> ImportSummary {
        try serve { try repository.importMemos(for: $0, from: next) }
    }

    func exportMemos(_ body: (Memo) throws -> Void) throws {
        try serve { try repository.exportMemos(for: $0, body) }
    }

    func history(limit: Int) throws -> [MemoChange] {
        try serve { try repository.history(limit: limit, for: $0) }
    }

    func undoLastChange() throws -> MemoChange {
        try serve { try repository.undoLastChange(for: $0) }
    }

    // MARK: - Private

    private let repository: MemoRepository
    private let userName: String
    private let storeChangedElsewhereSubject = PassthroughSubject<Void, Never>()
    private var user: User?
    private var lastChangeToken: Int64?
    private var isRunning = false
    private var isNoticing = false

    private func serve<Result>(_ request: (User) throws -> Result) throws -> Result {
        guard isRunning else { throw MemoRepositoryWorkerError.notRunning }
        let user = try loggedInUser()
        try noticeChangesElsewhere()
        return try request(user)
    }

    private func loggedInUser() throws -> User {
        if let user { return user }
        let user = try repository.logIn(userName: userName)
        self.user = user
        return user
    }

    private func noticeChangesElsewhere() throws {
        // The reload that a notice starts comes back through here: it must not notice again,
        // or a token that changes at every read (a read-only WAL) recurses without end.
        guard !isNoticing else { return }
        let token = try repository.changeToken()
        defer { lastChangeToken = token }
        if let lastChangeToken, lastChangeToken != token {
            self.lastChangeToken = token
            isNoticing = true
            defer { isNoticing = false }
            storeChangedElsewhereSubject.send(())
        }
    }
}
