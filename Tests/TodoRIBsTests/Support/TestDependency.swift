import MemoStore
@testable import TodoRIBs

/// What a test hands the tree in place of the program: a store and a default user.
@MainActor
final class TestRootDependency: Component<EmptyDependency>, RootDependency {
    let memoRepository: MemoRepository
    let defaultUserName: String?
    let clock: LocalClock
    let isFullScreen: Bool

    init(memoRepository: MemoRepository, defaultUserName: String? = nil, clock: LocalClock = .system, isFullScreen: Bool = false) {
        self.memoRepository = memoRepository
        self.defaultUserName = defaultUserName
        self.clock = clock
        self.isFullScreen = isFullScreen
        super.init(dependency: EmptyComponent())
    }
}
