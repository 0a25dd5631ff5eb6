import Foundation
import MemoStore
import MemoSync
import TestSupport
import XCTest

/// The property sync must keep: replicas that make any changes and sync in any order, until
/// nobody has anything new, end with identical memos, and so does the hub. Each run plays a
/// few seeded histories of adds, modifies, done, rm, undo, imports and syncs on SQLite
/// replicas against the test server; a failure prints its seed, and `TODO_SYNC_SEED=N`
/// replays that one.
final class SyncConvergenceTests: XCTestCase {
    func test_replicasThatSyncUntilNothingIsNewHoldTheSameMemos() throws {
        let replay = ProcessInfo.processInfo.environment["TODO_SYNC_SEED"].flatMap(UInt64.init)
        let seeds = replay.map { [$0] } ?? [1, 2, 3, UInt64.random(in: 0...UInt64.max)]
        for seed in seeds {
            try play(seed: seed)
        }
    }

    // MARK: - Private

    private func play(seed: UInt64) throws {
        var random = SeededRandom(seed: seed)
        let stores = try SyncTestStores()
        let machines = try (0..<3).map { try TestMachine("replica-\($0)", in: stores) }
        // A clock that moves on a second a step, so "later wins" has later changes to find.
        var clock = Timestamp.now().secondsSince1970
        for step in 0..<90 {
            clock += 1
            let machine = machines.randomElement(using: &random)!
            do {
                if Int.random(in: 0..<5, using: &random) == 0 {
                    try machine.sync(at: Timestamp(secondsSince1970: clock))
                } else {
                    try act(on: machine, &random)
                }
            } catch let error as MemoStoreError {
                // Refusals are part of the game (nothing, or only what arrived by sync, to undo; a memo
                // deleted meanwhile).
                if case .nothingToUndo = error { continue }
                if case .onlyArrivals = error { continue }
                if case .memoNotFound = error { continue }
                if case .invalidField = error { continue }
                XCTFail("seed \(seed), step \(step): \(error)")
                return
            }
        }
        var rounds = 0
        while true {
            rounds += 1
            var quiet = true
            for machine in machines {
                clock += 1
                let report = try machine.sync(at: Timestamp(secondsSince1970: clock))
                if report.sent + report.received > 0 { quiet = false }
            }
            if quiet { break }
            guard rounds < 5 else {
                XCTFail("seed \(seed): still changing after \(rounds) rounds of syncs")
                return
            }
        }
        let hub = try hubContents(stores)
        for (index, machine) in machines.enumerated() {
            let contents = try machine.contents()
            XCTAssertEqual(contents, hub, "seed \(seed): replica \(index) differs from the hub (replay: TODO_SYNC_SEED=\(seed))")
            if contents != hub { return }
        }
    }

    private func act(on machine: TestMachine, _ random: inout SeededRandom) throws {
        let store = machine.store
        let user = machine.user
        var ids: [Int64] = []
        try store.exportMemos(for: user) { ids.append($0.id) }
        let some = ids.isEmpty ? [] : [ids.randomElement(using: &random)!]
        switch Int.random(in: 0..<11, using: &random) {
        case 0, 1:
            try machine.add(["Buy milk", "Call the bank", "Pay rent", "Water the plants"].randomElement(using: &random)!) { draft in
                if Bool.random(using: &random) { draft.priority = .high }
                if Bool.random(using: &random) {
                    draft.due = Timestamp(secondsSince1970: 1_900_000_000)
                    if Bool.random(using: &random) { draft.recur = Recurrence("weekly") }
                }
                draft.tags = Bool.random(using: &random) ? ["home"] : []
            }
        case 2:
            guard !some.isEmpty else { return }
            let patch = [
                MemoPatch(priority: [.set(.low), .set(.medium), .set(.high), .clear].randomElement(using: &random)!),
                MemoPatch(title: ["Buy oat milk", "Call the bank today", "Pay the rent"].randomElement(using: &random)!),
                MemoPatch(due: [.set(Timestamp(secondsSince1970: 1_950_000_000)), .clear].randomElement(using: &random)!),
                MemoPatch(addedTags: [["x"], ["y"], []].randomElement(using: &random)!, removedTags: [["home"], ["x"], []].randomElement(using: &random)!),
                MemoPatch(project: [.set("work"), .set("home.garden"), .clear].randomElement(using: &random)!),
            ].randomElement(using: &random)!
            _ = try store.modify(ids: some, with: patch, for: user)
        case 3:
            guard !some.isEmpty else { return }
            var patch = MemoPatch()
            patch.addedAnnotations = [MemoAnnotation(entry: .now(), description: ["called", "emailed"].randomElement(using: &random)!)]
            _ = try store.modify(ids: some, with: patch, as: .annotate, for: user)
        case 4, 5:
            guard !some.isEmpty else { return }
            _ = try store.setDone(true, ids: some, timeZone: .utc, for: user)
        case 6:
            guard !some.isEmpty else { return }
            _ = try store.setDone(false, ids: some, timeZone: .utc, for: user)
        case 7:
            guard !some.isEmpty else { return }
            _ = try store.delete(ids: some, for: user)
        case 8:
            _ = try store.undoLastChange(for: user)
        case 9:
            guard !some.isEmpty else { return }
            var patch = MemoPatch()
            patch.start = Bool.random(using: &random) ? .set(.now()) : .clear
            _ = try store.modify(ids: some, with: patch, for: user)
        default:
            // The same file imported on several machines: the same uuids everywhere.
            let drafts = (0..<3).map { index in
                MemoDraft(uuid: "00000000-0000-7000-8000-00000000000\(index)", title: "Imported \(index)", tags: ["imported"])
            }
            var iterator = drafts.makeIterator()
            _ = try store.importMemos(for: user) { iterator.next() }
        }
    }
}
