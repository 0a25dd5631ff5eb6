import MemoStore
import MemoUseCases
import TodoRIBs

/// The root of the dependency tree: what the program hands the RIB tree.
@MainActor
final class AppComponent: Component<EmptyDependency>, RootDependency {
    let memoRepository: MemoRepository
    let defaultUserName: String?
    let storeSyncing: StoreSyncing?

    init(memoRepository: MemoRepository, defaultUserName: String?, storeSyncing: StoreSyncing?) {
        self.memoRepository = memoRepository
        self.defaultUserName = defaultUserName
        self.storeSyncing = storeSyncing
        super.init(dependency: EmptyComponent())
    }
}
