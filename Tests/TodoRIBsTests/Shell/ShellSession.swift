import MemoStore
@testable import TodoRIBs
import TestSupport

/// The whole tree on a temporary SQLite store and a scripted screen, logged in: the shell as
/// a person types into it, for tests of what one screen's commands do.
@MainActor
final class ShellSession {
    let screen: ScriptedScreen
    let window: Window

    /// Logs `user` in and sends `lines`; what they printed is forgotten. On an `interactive`
    /// screen a question is answered from `screen.script`.
    init(user: String, typing lines: [String] = [], interactive: Bool = false) throws {
        screen = ScriptedScreen(isInteractive: interactive)
        directory = try TemporaryDirectory()
        store = try directory.openSQLite()
        let (launchRouter, _) = RootBuilder(dependency: TestRootDependency(memoRepository: store)).build(userName: nil)
        window = Window(screen: screen, mode: .session)
        launchRouter.launch(from: window)
        self.launchRouter = launchRouter
        self.user = try store.logIn(userName: user)
        window.send(user)
        lines.forEach(send)
        _ = screen.takeOutput()
        _ = screen.takeErrors()
    }

    /// Types `line` and Enter.
    func send(_ line: String) {
        window.send(line)
    }

    /// Memo `id` as the store has it now.
    func memo(_ id: Int64) throws -> Memo {
        try store.memo(id: id, for: user)
    }

    // MARK: - Private

    private let directory: TemporaryDirectory
    private let store: MemoRepository
    private let user: User
    private let launchRouter: LaunchRouting
}
