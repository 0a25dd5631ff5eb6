import MemoStore

/// LoggedIn, viewless, shows its children on Root's view and reads the launching program's store.
extension RootComponent: LoggedInDependency {
    var loggedInViewController: LoggedInViewControllable { rootViewController }
    var memoRepository: MemoRepository { dependency.memoRepository }
    var clock: LocalClock { dependency.clock }
    var syncCAFile: String? { dependency.syncCAFile }
    var isFullScreen: Bool { dependency.isFullScreen }
}
