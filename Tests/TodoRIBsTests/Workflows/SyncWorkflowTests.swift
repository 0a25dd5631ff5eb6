import Foundation
import MemoStore
import MemoUseCases
import XCTest
@testable import TodoRIBs
import TestSupport

/// `sync`, `conflicts` and `admin` as Workflows over the whole tree: the service answers them
/// on the store the tree already holds, as typed results that rendering phrases.
@MainActor
final class SyncWorkflowTests: XCTestCase {
    private var directory: TemporaryDirectory!

    override func setUp() async throws {
        directory = try TemporaryDirectory()
    }

    override func tearDown() async throws {
        directory = nil
    }

    func test_conflicts_areReadOnTheTreesOwnStore_noneIsANoteOnStderr() async throws {
        // when
        let (result, output, errors) = try run(.conflicts)

        // then
        guard case .conflicts(let conflicts) = result else { return XCTFail("\(result)") }
        XCTAssertEqual(conflicts, [])
        XCTAssertEqual(output, "")
        XCTAssertEqual(errors, "no conflicts\n")
    }

    func test_takingAConflictNobodyHas_failsNamingIt() async throws {
        XCTAssertThrowsError(try run(.resolveConflict(id: 3, taking: true))) {
            XCTAssertEqual("\($0)", "no conflict 3 (todo conflicts lists them)")
        }
    }

    func test_syncOnAStoreThatIsNoReplica_isRefused() async throws {
        // given a store of another engine than SQLite
        let service = MemoService(repository: RecordingMemoRepository(), userName: "alice")

        // then
        for action in [MemoAction.sync(hub: nil), .conflicts, .resolveConflict(id: 1, taking: false)] {
            XCTAssertThrowsError(try service.perform(action)) {
                XCTAssertEqual($0 as? MemoServiceError, .cannotSync)
            }
        }
    }

    func test_changingAccess_logsNoOneIn_andASQLiteStoreHasNoRolesToGrant() async throws {
        // given
        let repository = RecordingMemoRepository()
        let worker = MemoRepositoryWorker(service: MemoService(repository: repository, userName: "alice"))
        let scope = Interactor()
        scope.activate()
        worker.start(scope)

        // when asked as LoggedIn asks: whether anything changed, then the action
        XCTAssertFalse(try worker.changedElsewhere())
        XCTAssertThrowsError(try worker.perform(.changeAccess(.grant, role: "bob"))) {
            XCTAssertTrue($0 is StoreAccessUnsupported, "\($0)")
        }

        // then
        XCTAssertEqual(repository.calls, [])
        XCTAssertThrowsError(try run(.changeAccess(.revoke, role: "bob"))) { XCTAssertTrue($0 is StoreAccessUnsupported, "\($0)") }
    }

    func test_accessLines_sayWhatChanged() async {
        XCTAssertEqual(StoreAccessText.line(.granted(role: "bob", handedOverUser: true)), "granted bob: its own memos only; the user bob and its memos are now its own")
        XCTAssertEqual(StoreAccessText.line(.granted(role: "bob", handedOverUser: false)), "granted bob: its own memos only")
        XCTAssertEqual(StoreAccessText.line(.revoked(role: "bob", hadAccess: true)), "revoked bob: its memos stay in the store, out of its reach")
        XCTAssertEqual(StoreAccessText.line(.revoked(role: "bob", hadAccess: false)), "bob had no access; nothing changed")
    }

    func test_syncLines_sayWhatEachRemoteDid_showingWhatCameFromItSafely() async {
        // given
        let hub = RemoteSync(
            remote: "postgresql://alice@hub/todo", kind: .hub, sent: 2, received: 1, conflicts: 1, unreadable: 0,
            unreadableNames: [])
        let phone = RemoteSync(
            remote: "https://dav.example/tasks/", kind: .collection, sent: 0, received: 3, conflicts: 0, unreadable: 7,
            unreadableNames: ["a\u{1B}]0;x", "b"])

        // then
        XCTAssertEqual(SyncText.lines([hub, phone]), """
            synced with postgresql://alice@hub/todo: sent 2, received 1, 1 conflict kept (todo conflicts)
            synced with https://dav.example/tasks/: sent 0, received 3, 7 tasks on the server todo cannot read \
            left as they are (a^[]0;x; b; …)

            """)
        XCTAssertEqual(
            SyncText.incomplete(synced: [hub], failures: ["sync with h failed: down"]),
            "synced with postgresql://alice@hub/todo: sent 2, received 1, 1 conflict kept (todo conflicts); sync with h failed: down")
    }

    // MARK: - Private

    /// What `action` committed through the tree on the temporary store, and what printing it
    /// as the command line does wrote on stdout and stderr.
    private func run(_ action: MemoAction) throws -> (MemoResult, String, String) {
        let screen = ScriptedScreen()
        let (launchRouter, root) = RootBuilder(
            dependency: TestRootDependency(memoRepository: try directory.openSQLite())
        ).build(userName: "alice")
        launchRouter.launch(from: Window(screen: screen, mode: .command))
        let workflow = MemoCommandWorkflow(userName: "alice", command: action)
        let subscription = workflow.subscribe(root)
        defer { subscription.cancel() }
        if let error = workflow.error { throw error }
        let result = try XCTUnwrap(workflow.result)
        _ = screen.takeOutput()
        _ = screen.takeErrors()
        CommandOutput(screen: screen, format: .text).show(result)
        return (result, screen.takeOutput(), screen.takeErrors())
    }
}
