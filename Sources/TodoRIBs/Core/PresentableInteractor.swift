/// The base of an interactor whose RIB has a view: it talks to the view through its presenter.
@MainActor
open class PresentableInteractor<PresenterType>: Interactor {
    /// The presenter (usually the view controller itself) this interactor updates.
    public let presenter: PresenterType

    /// Creates an inactive interactor over `presenter`.
    public init(presenter: PresenterType) {
        self.presenter = presenter
    }
}
