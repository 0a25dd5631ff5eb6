import MemoStore
import MemoSync
import TestSupport
import XCTest

/// The merge pass both sessions run (`SyncSession` over the hub's memos, `CalDAVSession` over a
/// collection's tasks), over a remote faked here: what it decides from what the replica knows
/// and what the remote holds, with no server.
final class MergePassTests: XCTestCase {
    func test_aMemoMadeHere_isSentInTheRemotesForm_andTheReplicaTakesThatForm() throws {
        // given a memo the remote never had, and a remote that holds titles in capitals
        let machine = try Machine()
        let memo = try machine.add("buy milk")
        let remote = FakeRemote()
        remote.formHandler = { memo in
            var held = memo
            held.title = memo.title.uppercased()
            return held
        }

        // when the pending memos are merged
        let (plan, report) = try machine.planPending(with: remote)

        // then the remote is written its form, and the replica takes that form under its own id
        XCTAssertEqual(plan.sends.map(\.uuid), [memo.uuid])
        XCTAssertEqual(plan.sends.first?.written, "BUY MILK")
        XCTAssertNil(plan.sends.first?.held)
        XCTAssertEqual(plan.outcomes.map(\.merged?.title), ["BUY MILK"])
        XCTAssertEqual(plan.outcomes.first?.merged?.id, memo.id)
        XCTAssertEqual(plan.received, [memo.uuid])
        XCTAssertEqual(remote.formCallCount, 1)
        XCTAssertEqual(report, SyncReport())
    }

    func test_aChangeTheRemoteHolds_isTakenHere_andNothingIsSent() throws {
        // given a memo both sides agreed on, changed on the remote since
        let machine = try Machine()
        let memo = try machine.add("pay rent")
        try machine.agree(with: FakeRemote())
        var changed = memo
        changed.title = "pay rent today"
        changed.updated = Timestamp(secondsSince1970: memo.updated.secondsSince1970 + 60)
        let remote = FakeRemote()
        remote.memos[memo.uuid] = RemoteMemo(held: changed)

        // when that memo is merged
        let (plan, _) = try machine.plan([memo.uuid], with: remote)

        // then the replica takes the change, over the base the remote was shown
        XCTAssertEqual(plan.sends.count, 0)
        XCTAssertEqual(plan.received, [memo.uuid])
        XCTAssertEqual(plan.outcomes.first?.merged?.title, "pay rent today")
        XCTAssertEqual(remote.heldCalls.map(\.uuids), [[memo.uuid]])
        XCTAssertEqual(remote.heldCalls.first?.entries[memo.uuid]?.base?.title, "pay rent")
    }

    func test_whatArrivesIsMerged_butWhatTheRemoteHoldsDecidesTheSend() throws {
        // given a memo the remote holds as agreed, whose way of saying it reads as done
        let machine = try Machine()
        let memo = try machine.add("water plants")
        try machine.agree(with: FakeRemote())
        var done = memo
        done.isDone = true
        done.updated = Timestamp(secondsSince1970: memo.updated.secondsSince1970 + 60)
        let remote = FakeRemote()
        remote.memos[memo.uuid] = RemoteMemo(held: memo, arriving: done)

        // when it is merged
        let (plan, _) = try machine.plan([memo.uuid], with: remote)

        // then it is done on both sides: taken here, and written over what the remote holds
        XCTAssertEqual(plan.outcomes.first?.merged?.isDone, true)
        XCTAssertEqual(plan.received, [memo.uuid])
        XCTAssertEqual(plan.sends.map(\.merged?.isDone), [true])
        XCTAssertEqual(plan.sends.first?.held?.isDone, false)
    }

    func test_theSameFieldChangedOnBothSides_isOneConflict_inThePlanAndTheReport() throws {
        // given a memo agreed on, then given another title here and a later one there
        let machine = try Machine()
        let memo = try machine.add("call mum")
        try machine.agree(with: FakeRemote())
        _ = try machine.store.modify(ids: [memo.id], with: MemoPatch(title: "call mum tonight"), for: machine.user)
        var there = memo
        there.title = "call mum tomorrow"
        there.updated = Timestamp(secondsSince1970: Timestamp.now().secondsSince1970 + 60)
        let remote = FakeRemote()
        remote.memos[memo.uuid] = RemoteMemo(held: there)

        // when it is merged
        let (plan, report) = try machine.planPending(with: remote)

        // then the later title wins everywhere and the other is kept as the conflict
        XCTAssertEqual(plan.outcomes.first?.merged?.title, "call mum tomorrow")
        XCTAssertEqual(plan.conflicts.map(\.lost.title), ["call mum tonight"])
        XCTAssertEqual(report.conflicts, 1)
        XCTAssertEqual(plan.sends.count, 0, "the remote has the winner already")
    }

    func test_aMemoTheRemoteLeavesOut_isNeitherTakenNorSent() throws {
        // given two memos made here, one of which the remote holds as something todo cannot take
        let machine = try Machine()
        let kept = try machine.add("kept")
        let refused = try machine.add("refused")
        let remote = FakeRemote()
        remote.refused = [refused.uuid]

        // when the pending memos are merged
        let (plan, report) = try machine.planPending(with: remote)

        // then only the other one is planned, and the report names the refused one
        XCTAssertEqual(plan.outcomes.map(\.uuid), [kept.uuid])
        XCTAssertEqual(plan.sends.map(\.uuid), [kept.uuid])
        XCTAssertEqual(plan.received, [])
        XCTAssertEqual(report.unreadableNames, ["\(refused.uuid): refused"])
    }

    func test_pendingPages_holdEveryPendingUUIDOnce_inByteOrder_andNoneOnceApplied() throws {
        let machine = try Machine()
        let uuids = try (1...5).map { try machine.add("memo \($0)").uuid }
        var seen: [String] = []
        try machine.pass().forEachPendingPage { seen += $0 }
        XCTAssertEqual(seen, uuids.sorted())

        try machine.agree(with: FakeRemote())

        var after: [String] = []
        try machine.pass().forEachPendingPage { after += $0 }
        XCTAssertEqual(after, [])
    }
}

/// A remote that holds what a test puts in `memos` (else nothing), refuses the uuids of
/// `refused`, and records what it is asked.
private final class FakeRemote: MergeRemote {
    var memos: [String: RemoteMemo] = [:]
    var refused: Set<String> = []
    var formHandler: (Memo) -> Memo = { $0 }
    let identity = "fake remote"
    private(set) var heldCalls: [(uuids: [String], entries: [String: SyncEntry])] = []
    private(set) var formCallCount = 0

    func held(_ uuids: [String], entries: [String: SyncEntry], into report: inout SyncReport) throws -> [String: RemoteMemo] {
        heldCalls.append((uuids, entries))
        var held: [String: RemoteMemo] = [:]
        for uuid in uuids {
            if refused.contains(uuid) {
                report.noteUnreadable(uuid, "refused")
            } else {
                held[uuid] = memos[uuid] ?? RemoteMemo(held: nil)
            }
        }
        return held
    }

    /// The memo as `formHandler` makes it; its title is what is written.
    func form(of memo: Memo) -> (memo: Memo, written: String) {
        formCallCount += 1
        let held = formHandler(memo)
        return (held, held.title)
    }
}

/// A replica in a temporary directory, with one user and one remote remembered. The store is
/// held as the protocols the pass and the tests use, which is all they need of an engine.
private final class Machine {
    let store: any SyncReplica & MemoRepository
    let user: User
    let remote: SyncRemote
    let directory: TemporaryDirectory

    init() throws {
        directory = try TemporaryDirectory()
        store = try directory.openSQLite()
        user = try store.logIn(userName: "alice")
        remote = try store.remember(url: "fake", for: user)
    }

    func add(_ title: String) throws -> Memo {
        try store.create(MemoDraft(title: title), for: user)
    }

    func pass() -> MergePass {
        MergePass(replica: store, remote: remote, user: user, at: .now())
    }

    func plan(_ uuids: [String], with remote: FakeRemote) throws -> (MergePlan<String>, SyncReport) {
        var plan = MergePlan<String>()
        var report = SyncReport()
        try pass().plan(uuids, with: remote, into: &plan, report: &report)
        return (plan, report)
    }

    func planPending(with remote: FakeRemote) throws -> (MergePlan<String>, SyncReport) {
        var plan = MergePlan<String>()
        var report = SyncReport()
        let pass = pass()
        try pass.forEachPendingPage { try pass.plan($0, with: remote, into: &plan, report: &report) }
        return (plan, report)
    }

    /// Merges every pending memo with `remote` and applies the outcome: both sides agree.
    func agree(with remote: FakeRemote) throws {
        let (plan, _) = try planPending(with: remote)
        try store.syncTransaction(with: self.remote) { try store.apply(plan.outcomes, for: self.remote, user: user) }
    }
}
