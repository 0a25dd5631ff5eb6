import MemoStore
import MemoUseCases
import OpenCombine

/// A one-shot shell command as a Workflow: wait for the login, then ask LoggedIn, which runs
/// the command through its repository worker and answers with what was committed; `show`
/// goes on to the detail screen of its memo, as a person would in the interactive shell.
///
/// Subscribe it to the root's actionable item after launching the tree. Once it has run,
/// `result` holds what was committed, or `error` says why it failed; printing the result is
/// the business of `CommandOutput`, not of the screens.
public final class MemoCommandWorkflow: Workflow<RootActionableItem> {
    /// What the command committed, once it has run.
    public private(set) var result: MemoResult?
    /// The error that stopped the command, or `nil` if it has not failed.
    public private(set) var error: Error?
    /// Whether every step ran.
    public private(set) var isComplete = false

    /// Creates the Workflow running `command` for `userName`.
    public init(userName: String, command: MemoAction) {
        super.init()
        let loggedIn = onStep { root in root.waitForLogin(userName: userName) }
        let record: (MemoResult) -> Void = { [weak self] in self?.result = $0 }
        if case .open(let id) = command {
            loggedIn.onStep { loggedIn, _ in loggedIn.openMemo(id: id) }
                .onStep { detail, _ in detail.openMemo() }
                .onStep { detail, opened in Self.finish(detail, .success(.opened(opened)), record) }
                .commit()
        } else {
            loggedIn.onStep { loggedIn, _ in Self.finish(loggedIn, Result { try loggedIn.perform(command) }, record) }
                .commit()
        }
    }

    override public func didComplete() {
        super.didComplete()
        isComplete = true
    }

    override public func didReceiveError(_ error: Error) {
        super.didReceiveError(error)
        self.error = error
    }

    // MARK: - Private

    /// Records a committed result and ends the Workflow's last step, or fails it.
    private static func finish<Item>(
        _ item: Item, _ result: Result<MemoResult, Error>, _ record: (MemoResult) -> Void
    ) -> AnyPublisher<(Item, ()), Error> {
        switch result {
        case .success(let value):
            record(value)
            return ResultPublisher.value((item, ()))
        case .failure(let error):
            return ResultPublisher.failure(error)
        }
    }
}
