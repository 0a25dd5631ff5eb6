import MemoStore
import MemoUseCases
import OpenCombine
import TodoLanguage
import TodoRIBs

/// Opens the store, launches the RIB tree on the terminal, and runs one command's Workflow
/// or the interactive loop. Knows nothing of memos beyond handing them to the tree.
@MainActor
struct TodoApp {
    let selection: StoreSelection
    var environment = Environment.process

    /// Runs `command` as a Workflow and prints its result in `format`; throws the command's
    /// own error when it failed.
    func run(_ command: MemoAction, format: OutputFormat) throws {
        try perform(command) { result, window in
            StandardStreams.committedChange = CommandOutput.committedSummary(of: result)
            CommandOutput(screen: window.screen, format: format).show(result)
        }
    }

    /// Runs `command` as a Workflow and returns what it committed, printing nothing; the
    /// store is closed again before this returns (`edit` keeps none open while the editor runs).
    func result(of command: MemoAction) throws -> MemoResult {
        try perform(command) { result, _ in result }
    }

    /// Runs `write` on the memos its filter matches when it runs, found through the tree as
    /// `list` finds them, and prints its result in `format`. More memos than the bulk threshold
    /// need `--yes`, or a yes typed at a terminal; none, or more than `CommandReading.maxListLimit`,
    /// is an error. Nothing is changed unless the write runs, whole, as one command.
    /// - parameter command: the write on the ids found.
    func run(_ write: FilteredWrite, format: OutputFormat, command: ([Int64]) throws -> MemoAction) throws {
        let threshold = try FilteredWrite.bulkThreshold(in: environment)
        let userName = try selection.userName(in: environment)
        try requireStore(unlessCreatedBy: .remove(ids: []))
        let (repository, window, launchRouter, root) = try launch(mode: .command, userName: userName, readsOnly: false)
        defer { repository.close() }
        let listing = try Self.listing(matching: write, as: userName, on: root)
        let screen = window.screen
        if try !write.mayGoAhead(on: listing, threshold: threshold, canAsk: screen.isInteractive) {
            let count = listing.memos.count
            CommandOutput(screen: screen, format: format).showConfirmationRows(listing.memos)
            // Read plainly, not with the shell's line editor, so the answer stays out of its history.
            screen.writeError("\(write.command) \(count) memos? [y/N] ")
            StandardStreams.flush()
            let answer = Swift.readLine(strippingNewline: true)?.lowercased()
            guard answer == "y" || answer == "yes" else { throw FilteredWriteError.failure("nothing changed") }
        }
        // In id order, as the ids typed in today's order usually are, whatever order the listing had.
        let result = try Self.perform(try command(listing.memos.map(\.id).sorted()), as: userName, on: root)
        Self.keepUntilExit(launchRouter)
        StandardStreams.committedChange = CommandOutput.committedSummary(of: result)
        CommandOutput(screen: window.screen, format: format).show(result)
    }

    /// The ids of the memos a command per memo through a filter (`+home info`) runs on, in id
    /// order: found as `list --all` finds them, the store closed again before this returns.
    /// - throws: `FilteredWriteError` when none match or more than `CommandReading.maxListLimit`.
    func ids(matching perMemo: FilteredWrite) throws -> [Int64] {
        let userName = try selection.userName(in: environment)
        try requireStore(unlessCreatedBy: .open(id: 0))
        let launched: (OpenStore, Window, LaunchRouting, RootActionableItem)
        do {
            launched = try launch(mode: .command, userName: userName, readsOnly: true, creatingStore: false)
        } catch MemoStoreError.noStore(let path) {
            throw Self.missingStore(at: path, for: .open(id: 0))
        }
        let (repository, _, launchRouter, root) = launched
        defer { repository.close() }
        let listing = try Self.listing(matching: perMemo, as: userName, on: root)
        Self.keepUntilExit(launchRouter)
        _ = try perMemo.mayGoAhead(on: listing, threshold: .standard, canAsk: false)
        return listing.memos.map(\.id).sorted()
    }

    /// The memos `write`'s filter matches, listed through the tree on `root`.
    private static func listing(matching write: FilteredWrite, as userName: String, on root: RootActionableItem) throws -> MemoListing {
        let lookup: MemoAction
        switch try LanguageReading.read({ try write.source(now: .now(), zone: .system) }) {
        case .page(let request): lookup = .list(request)
        case .search(let query, let filter, let limit): lookup = .search(query: query, filter: filter, limit: limit)
        }
        guard case .listed(let listing) = try perform(lookup, as: userName, on: root) else {
            throw TreeError.detached("the list")
        }
        return listing
    }

    /// Runs the interactive shell until `quit` or the end of input. With `--user` or
    /// `TODO_USER` given, or no terminal to ask on, it logs in directly. Piped, it throws
    /// `StatusOnlyError` (failure) when a line failed, so a script notices.
    func runShell() throws {
        let userName = try selection.userName(in: environment)
        let screen = StandardScreen(environment: environment)
        let isUserGiven = selection.user != nil || environment["TODO_USER"] != nil
        let loginUser = isUserGiven || !screen.isInteractive ? userName : nil
        let (repository, window, launchRouter, _) = try launch(
            mode: .session, userName: loginUser, defaultUserName: userName, screen: screen, readsOnly: true)
        defer { repository.close() }
        screen.completion = ShellCompletion(repository: repository)
        runInputLoop(on: window)
        withExtendedLifetime(launchRouter) {}
        if window.hasFailedInput || screen.refusedLine, !screen.isInteractive {
            throw StatusOnlyError(status: .failure)
        }
    }

    /// Runs `todo ui` until `q`: the tree's screens drawn on the whole terminal (ncursesw),
    /// logged in as the selected user. The store is opened first, so a store that cannot be
    /// opened is reported on the ordinary screen; the terminal is given back on every way out.
    func runUI() throws {
        let userName = try selection.userName(in: environment)
        var canvas: CursesCanvas?
        defer { canvas?.end() }
        let (repository, window, launchRouter, _) = try launch(
            mode: .fullScreen, userName: userName, readsOnly: true,
            window: {
                let taken = try CursesCanvas(environment: environment)
                canvas = taken
                return Window(canvas: taken)
            })
        defer { repository.close() }
        runFullScreenLoop(on: window)
        withExtendedLifetime(launchRouter) {}
    }

    // MARK: - Private

    /// Runs `command` and hands its result to `body` while the tree and the store are still open.
    private func perform<T>(_ command: MemoAction, then body: (MemoResult, Window) throws -> T) throws -> T {
        let userName = try selection.userName(in: environment)
        if let missing = try missingStore(for: command) {
            try performWithoutStore(command, missing, as: userName, then: body)
        }
        // An import where no store is yet fills one made aside, put in place whole once done.
        var newStore: (store: OpenStore, publish: () throws -> Void)?
        if case .importMemos = command { newStore = try selection.storeLocation(in: environment).makeNew() }
        let launched: (OpenStore, Window, LaunchRouting, RootActionableItem)
        do {
            launched = try launch(
                mode: .command, userName: userName, readsOnly: Self.onlyReads(command), store: newStore?.store,
                creatingStore: !Self.onlyReads(command))
        } catch MemoStoreError.noStore(let path) {
            try performWithoutStore(command, Self.missingStore(at: path, for: command), as: userName, then: body)
        }
        let (repository, window, launchRouter, root) = launched
        defer { repository.close() }
        let result = try Self.perform(command, as: userName, on: root)
        try newStore?.publish()
        Self.keepUntilExit(launchRouter)
        // Nor is the result freed: every memo of `list --all` released one by one was 5.3 M
        // instructions of 106 M, for memory the process gives back whole when it exits.
        Self.keepUntilExit(result)
        return try body(result, window)
    }

    /// Ends `command` where there is no store (`missing`): a listing reads an empty store that
    /// exists nowhere, so stdout is what an empty store prints (`[]`, `0`) and a pipeline reads
    /// valid output, its notes (`no memos match`) giving way to the one line naming the path;
    /// any other command only fails. Nothing is created either way.
    private func performWithoutStore<T>(
        _ command: MemoAction, _ missing: MissingStoreError, as userName: String, then body: (MemoResult, Window) throws -> T
    ) throws -> Never {
        guard missing.exitStatus == .success else { throw missing }
        let (repository, window, launchRouter, root) = try launch(
            mode: .command, userName: userName, screen: ResultOnlyScreen(StandardScreen(environment: environment)),
            readsOnly: true, store: try StoreLocation.emptyStore(named: missing.path))
        defer { repository.close() }
        let result = try Self.perform(command, as: userName, on: root)
        Self.keepUntilExit(launchRouter)
        _ = try body(result, window)
        throw missing
    }

    /// Keeps a command's tree (or its result) until the process exits, which for a command
    /// comes right after: tearing it down first (every RIB detached, every subscription
    /// cancelled) was 0.67 M instructions of an 11.2 M `show`, and a command's hidden window
    /// shows nothing on detach. The store is still closed by the caller as before.
    private static func keepUntilExit(_ finished: Any) {
        keptUntilExit.append(finished)
    }

    private static var keptUntilExit: [Any] = []

    /// Opens the store (or takes `store`, one already open), builds the tree and launches it on
    /// a window: `window` makes it once the store is open (a full-screen one), else it is one
    /// on `screen` or standard streams.
    private func launch(
        mode: Window.Mode, userName: String?, defaultUserName: String? = nil, screen: Screen? = nil, readsOnly: Bool,
        store: OpenStore? = nil, creatingStore: Bool = true, window makeWindow: (() throws -> Window)? = nil
    ) throws -> (OpenStore, Window, LaunchRouting, RootActionableItem) {
        let repository = try store ?? openStore(readsOnly: readsOnly, creatingStore: creatingStore)
        let window: Window
        do {
            window = try makeWindow?() ?? Window(screen: screen ?? StandardScreen(environment: environment), mode: mode)
        } catch {
            repository.close()
            throw error
        }
        let component = AppComponent(
            memoRepository: repository, defaultUserName: defaultUserName, syncCAFile: environment["CURL_CA_BUNDLE"],
            isFullScreen: mode == .fullScreen)
        let (launchRouter, root) = RootBuilder(dependency: component).build(userName: userName)
        launchRouter.launch(from: window)
        return (repository, window, launchRouter, root)
    }

    /// Runs `command` as a Workflow on the launched tree and returns what it committed.
    private static func perform(_ command: MemoAction, as userName: String, on root: RootActionableItem) throws -> MemoResult {
        let workflow = MemoCommandWorkflow(userName: userName, command: command)
        let subscription = workflow.subscribe(root)
        withExtendedLifetime(subscription) {}
        if let error = workflow.error {
            throw error
        }
        guard let result = workflow.result else { throw TreeError.detached("the command's screen") }
        return result
    }

    /// The store opened for writing; for a command that may only read, opened read-only
    /// instead when that fails (a read-only directory or mount, a full disk), so reads work
    /// wherever the file can be read. Writes through such a store fail with `.readOnly`.
    /// (A PostgreSQL server that refused the first connection is not asked twice.) Without
    /// `creatingStore`, a PostgreSQL database without a store stays without (`.noStore`).
    private func openStore(readsOnly: Bool, creatingStore: Bool = true) throws -> OpenStore {
        let location = try selection.storeLocation(in: environment)
        do {
            return try location.open(creatingStore: creatingStore)
        } catch let error as MemoStoreError where readsOnly {
            guard case .file = location else { throw error }
            switch error {
            case .readOnly, .cannotOpen, .noSpace, .engine:
                guard let reader = try? location.openForReading() else { throw error }
                return reader
            default:
                throw error
            }
        }
    }

    /// Throws `missingStore(for:)`'s error, if any.
    private func requireStore(unlessCreatedBy command: MemoAction) throws {
        if let missing = try missingStore(for: command) { throw missing }
    }

    /// The `MissingStoreError` when `command` cannot create the store and no file exists at
    /// its path, else nil: a listing reads as an empty store (status 0), any other command has
    /// nothing to act on (status 1). Nothing is created either way.
    private func missingStore(for command: MemoAction) throws -> MissingStoreError? {
        guard !Self.createsStore(command), case .file(let path) = try selection.storeLocation(in: environment),
              !StoreLocation.fileExists(at: path)
        else {
            return nil
        }
        return Self.missingStore(at: path, for: command)
    }

    /// Whether `command` makes the store where there is none.
    private static func createsStore(_ command: MemoAction) -> Bool {
        switch command {
        case .add, .importMemos, .context(.define), .sync(hub: .some): return true
        default: return false
        }
    }

    /// The error of `command`, which does not make a store, where none is at `path`.
    private static func missingStore(at path: String, for command: MemoAction) -> MissingStoreError {
        switch command {
        case .list, .search, .export, .history, .names, .report, .context(.show), .conflicts:
            return MissingStoreError(path: path, exitStatus: ExitStatus.success)
        default:
            return MissingStoreError(path: path, exitStatus: ExitStatus.failure)
        }
    }

    /// Whether `command` only reads the store.
    private static func onlyReads(_ command: MemoAction) -> Bool {
        switch command {
        case .list, .open, .search, .export, .history, .memoHistory, .openForEditing, .names, .report, .context(.show), .conflicts,
             .shares:
            return true
        case .add, .setDone, .modify, .remove, .duplicate, .completeSubtrees, .removeParents, .duplicateSubtrees, .importMemos, .undo,
             .context, .sync, .resolveConflict, .changeAccess, .share, .unshare:
            return false
        }
    }
}
