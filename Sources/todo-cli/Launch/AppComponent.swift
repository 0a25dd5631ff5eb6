import MemoStore
import TodoRIBs

/// The root of the dependency tree: what the program hands the RIB tree.
@MainActor
final class AppComponent: Component<EmptyDependency>, RootDependency {
    let memoRepository: MemoRepository
    let defaultUserName: String?
    let syncCAFile: String?
    let isFullScreen: Bool

    init(memoRepository: MemoRepository, defaultUserName: String?, syncCAFile: String?, isFullScreen: Bool = false) {
        self.memoRepository = memoRepository
        self.defaultUserName = defaultUserName
        self.syncCAFile = syncCAFile
        self.isFullScreen = isFullScreen
        super.init(dependency: EmptyComponent())
    }
}
