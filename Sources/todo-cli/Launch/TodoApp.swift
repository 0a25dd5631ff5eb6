import ArgumentParser
import MemoStore
import OpenCombine
import TodoRIBs

/// Opens the store, launches the RIB tree on the terminal, and runs one command's Workflow
/// or the interactive loop. Knows nothing of memos beyond handing them to the tree.
@MainActor
struct TodoApp {
    let selection: StoreSelection
    var environment = Environment.process

    /// Runs `command` as a Workflow; throws the command's own error when it failed.
    func run(_ command: MemoCommand) throws {
        let (repository, window, launchRouter, root) = try launch(mode: .command, readsOnly: Self.onlyReads(command))
        defer { repository.close() }
        let workflow = MemoCommandWorkflow(userName: try selection.userName(in: environment), command: command)
        let subscription = workflow.subscribe(root)
        withExtendedLifetime((subscription, launchRouter, window)) {}
        if let error = workflow.error {
            throw error
        }
    }

    /// Runs the interactive shell until `quit` or the end of input.
    func runShell() throws {
        let userName = try selection.userName(in: environment)
        let (repository, window, launchRouter, root) = try launch(mode: .session, defaultUserName: userName, readsOnly: true)
        defer { repository.close() }
        var loginError: Error?
        var login: AnyCancellable?
        if !window.screen.isInteractive {
            // Over a pipe there is nobody to answer the login prompt: start as the default user.
            login = root.waitForLogin(userName: userName).sink(
                receiveCompletion: { if case .failure(let error) = $0 { loginError = error } },
                receiveValue: { _ in })
        }
        if let loginError {
            throw loginError
        }
        runInputLoop(on: window)
        withExtendedLifetime((login, launchRouter)) {}
    }

    // MARK: - Private

    private func launch(mode: Window.Mode, defaultUserName: String? = nil, readsOnly: Bool)
        throws -> (SQLiteMemoRepository, Window, LaunchRouting, RootActionableItem)
    {
        let repository = try openStore(readsOnly: readsOnly)
        let component = AppComponent(memoRepository: repository, defaultUserName: defaultUserName)
        let (launchRouter, root) = RootBuilder(dependency: component).build()
        let window = Window(screen: StandardScreen(environment: environment), mode: mode)
        launchRouter.launch(from: window)
        return (repository, window, launchRouter, root)
    }

    /// The store opened for writing; for a command that may only read, opened read-only
    /// instead when that fails (a read-only directory or mount, a full disk), so reads work
    /// wherever the file can be read. Writes through such a store fail with `.readOnly`.
    private func openStore(readsOnly: Bool) throws -> SQLiteMemoRepository {
        let path = try selection.storePath(in: environment)
        do {
            return try SQLiteMemoRepository(path: path)
        } catch let error as MemoStoreError where readsOnly {
            switch error {
            case .readOnly, .cannotOpen, .sqlite:
                guard let reader = try? SQLiteMemoRepository(readingExistingStoreAt: path) else { throw error }
                return reader
            default:
                throw error
            }
        }
    }

    /// Whether `command` only reads the store.
    private static func onlyReads(_ command: MemoCommand) -> Bool {
        switch command {
        case .list, .show, .search, .export, .history: return true
        case .add, .setDone, .edit, .remove, .importMemos, .undo: return false
        }
    }
}
