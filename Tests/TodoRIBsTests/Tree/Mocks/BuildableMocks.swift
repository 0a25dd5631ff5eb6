import MemoStore
import MemoUseCases
import OpenCombine
@testable import TodoRIBs

/// LoggedOut's builder, counting builds and building through `buildHandler`.
@MainActor
final class LoggedOutBuildableMock: LoggedOutBuildable {
    private(set) var buildCallCount = 0
    var buildHandler: (LoggedOutListener) -> LoggedOutRouting

    init(buildHandler: @escaping (LoggedOutListener) -> LoggedOutRouting) {
        self.buildHandler = buildHandler
    }

    func build(withListener listener: LoggedOutListener) -> LoggedOutRouting {
        buildCallCount += 1
        return buildHandler(listener)
    }
}

/// LoggedIn's builder, counting builds and building through `buildHandler`.
@MainActor
final class LoggedInBuildableMock: LoggedInBuildable {
    private(set) var buildCallCount = 0
    private(set) var builtUserNames: [String] = []
    var buildHandler: (LoggedInListener, String) -> (router: LoggedInRouting, actionableItem: LoggedInActionableItem)

    init(buildHandler: @escaping (LoggedInListener, String)
        -> (router: LoggedInRouting, actionableItem: LoggedInActionableItem))
    {
        self.buildHandler = buildHandler
    }

    func build(withListener listener: LoggedInListener, userName: String)
        -> (router: LoggedInRouting, actionableItem: LoggedInActionableItem)
    {
        buildCallCount += 1
        builtUserNames.append(userName)
        return buildHandler(listener, userName)
    }
}

/// An actionable item that nothing is asked of: stands in where a test needs one to exist.
@MainActor
final class UnusedActionableItems: DetailContentsActionableItem {
    func openMemo() -> AnyPublisher<(DetailContentsActionableItem, OpenedMemo), Error> { Empty().eraseToAnyPublisher() }
}
