@MainActor
protocol LoggedOutRouting: ViewableRouting {}

/// How the login screen shows what happened.
@MainActor
protocol LoggedOutPresentable: Presentable {
    var listener: LoggedOutPresentableListener? { get set }
    /// Says why the name was refused; the screen asks again.
    func showProblem(_ problem: String)
}

/// What LoggedOut tells its parent.
@MainActor
protocol LoggedOutListener: AnyObject {
    /// A valid user name was given.
    func didLogin(userName: String)
}

/// The login screen's logic: trims the typed name, falls back to the default for an empty
/// line, and refuses names that break `UserNameRule` with a reason.
final class LoggedOutInteractor: PresentableInteractor<LoggedOutPresentable>, LoggedOutInteractable,
    LoggedOutPresentableListener
{
    weak var router: LoggedOutRouting?
    weak var listener: LoggedOutListener?

    init(presenter: LoggedOutPresentable, defaultUserName: String?) {
        self.defaultUserName = defaultUserName
        super.init(presenter: presenter)
        presenter.listener = self
    }

    // MARK: - LoggedOutPresentableListener

    func login(userName: String) {
        var name = UserNameRule.normalized(userName)
        if name.isEmpty, let defaultUserName {
            name = defaultUserName
        }
        if let problem = UserNameRule.problem(with: name) {
            presenter.showProblem(problem)
        } else {
            listener?.didLogin(userName: name)
        }
    }

    // MARK: - Private

    private let defaultUserName: String?
}
