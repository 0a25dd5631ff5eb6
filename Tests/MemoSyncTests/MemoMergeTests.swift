import MemoStore
import MemoSync
import TestSupport
import XCTest

final class MemoMergeTests: XCTestCase {
    func test_changesToDifferentFieldsBothSurvive() {
        let base = memo()
        var local = base
        local.priority = .high
        local.updated = at(20)
        var hub = base
        hub.due = at(1000)
        hub.updated = at(10)
        let merge = MemoMerge(base: base, local: local, hub: hub, at: at(30))
        XCTAssertEqual(merge.merged?.priority, .high)
        XCTAssertEqual(merge.merged?.due, at(1000))
        XCTAssertEqual(merge.merged?.updated, at(20))
        XCTAssertEqual(merge.conflicts, [])
    }

    func test_theSameFieldGoesToTheLaterChangeAndTheLoserIsKept() {
        let base = memo()
        var local = base
        local.priority = .low
        local.updated = at(10)
        var hub = base
        hub.priority = .high
        hub.updated = at(20)
        let merge = MemoMerge(base: base, local: local, hub: hub, at: at(30))
        XCTAssertEqual(merge.merged?.priority, .high)
        XCTAssertEqual(merge.conflicts.count, 1)
        XCTAssertEqual(merge.conflicts.first?.subject, .field(.priority))
        XCTAssertEqual(merge.conflicts.first?.lost.priority, .low)
        // The other way round, the same memo wins.
        let mirrored = MemoMerge(base: base, local: hub, hub: local, at: at(30))
        XCTAssertTrue(MemoMerge.sameFields(mirrored.merged, merge.merged))
        XCTAssertEqual(mirrored.conflicts.first?.lost.priority, .low)
    }

    func test_aFieldGoesToItsOwnLaterChangeNotToTheMemoChangedLast() {
        var base = memo()
        base.priority = .medium
        var desktop = base
        desktop.priority = .low
        desktop.annotations = [MemoAnnotation(entry: at(30), description: "called")]
        desktop.updated = at(30)
        var laptop = base
        laptop.priority = .high
        laptop.updated = at(12)
        var desktopStamps = MemoStamps()
        desktopStamps[.priority] = FieldStamp(time: at(10), replica: "desktop")
        desktopStamps[.annotations] = FieldStamp(time: at(30), replica: "desktop")
        var laptopStamps = MemoStamps()
        laptopStamps[.priority] = FieldStamp(time: at(12), replica: "laptop")
        for (local, hub, stamps) in [
            (desktop, laptop, MergeStamps(local: desktopStamps, hub: laptopStamps)),
            (laptop, desktop, MergeStamps(local: laptopStamps, hub: desktopStamps)),
        ] {
            let merge = MemoMerge(base: base, local: local, hub: hub, at: at(40), stamps: stamps)
            XCTAssertEqual(merge.merged?.priority, .high, "the later change of the priority")
            XCTAssertEqual(merge.merged?.annotations.map(\.description), ["called"])
            XCTAssertEqual(merge.conflicts.first?.lost.priority, .low)
            XCTAssertEqual(merge.stamps[.priority], laptopStamps[.priority], "the merged memo carries the winning change's stamp")
            XCTAssertEqual(merge.stamps[.annotations], desktopStamps[.annotations])
        }
    }

    func test_aTieInTheSameSecondGoesToTheGreaterReplicaNeverToTheValue() {
        let (base, local, hub) = alphaAgainstBeta()
        var alphaStamps = MemoStamps()
        alphaStamps[.title] = FieldStamp(time: at(10), replica: "b-replica")
        var betaStamps = MemoStamps()
        betaStamps[.title] = FieldStamp(time: at(10), replica: "a-replica")
        let one = MemoMerge(base: base, local: local, hub: hub, at: at(30), stamps: MergeStamps(local: alphaStamps, hub: betaStamps))
        let other = MemoMerge(base: base, local: hub, hub: local, at: at(30), stamps: MergeStamps(local: betaStamps, hub: alphaStamps))
        XCTAssertEqual(one.merged?.title, "Alpha", "the lesser value, from the greater replica")
        XCTAssertEqual(other.merged?.title, "Alpha")
    }

    func test_aChangeWithoutAStampIsStampedWithItsSidesTimeAndIdentity() {
        let (base, local, hub) = alphaAgainstBeta()
        let merge = MemoMerge(base: base, local: local, hub: hub, at: at(30), stamps: MergeStamps(localReplica: "z", hubReplica: "y"))
        XCTAssertEqual(merge.merged?.title, "Alpha")
        XCTAssertEqual(merge.stamps[.title], FieldStamp(time: at(0), replica: "z"))
        XCTAssertNil(merge.stamps[.priority], "a field neither side changed gains no stamp")
    }

    func test_tagsMergeAsSetsAndARemovalRemovesOnlyWhatItSaw() {
        var base = memo()
        base.tags = ["a", "b"]
        var local = base
        local.tags = ["a", "x"]  // removed b, added x
        var hub = base
        hub.tags = ["a", "b", "y"]  // added y
        let merge = MemoMerge(base: base, local: local, hub: hub, at: at(30))
        XCTAssertEqual(merge.merged?.tags, ["a", "x", "y"])
        XCTAssertEqual(merge.conflicts, [])
        // A tag the hub added that the replica never saw survives the replica's removal of another.
        var dropped = base
        dropped.tags = []
        XCTAssertEqual(MemoMerge(base: base, local: dropped, hub: hub, at: at(30)).merged?.tags, ["y"])
    }

    func test_dependenciesMergeAsSets() {
        var base = memo()
        base.depends = ["u1"]
        var local = base
        local.depends = ["u1", "u2"]
        var hub = base
        hub.depends = []
        XCTAssertEqual(MemoMerge(base: base, local: local, hub: hub, at: at(30)).merged?.depends, ["u2"])
    }

    func test_annotationsFromBothSidesAreKeptInTimeOrder() {
        let base = memo()
        var local = base
        local.annotations = [MemoAnnotation(entry: at(5), description: "called")]
        var hub = base
        hub.annotations = [MemoAnnotation(entry: at(3), description: "emailed")]
        let merged = MemoMerge(base: base, local: local, hub: hub, at: at(30)).merged
        XCTAssertEqual(merged?.annotations.map(\.description), ["emailed", "called"])
    }

    func test_aDeletionAgainstAChangeKeepsTheChangedMemoAndRecordsIt() {
        let base = memo()
        var hub = base
        hub.priority = .high
        let merge = MemoMerge(base: base, local: nil, hub: hub, at: at(30))
        XCTAssertEqual(merge.merged?.priority, .high)
        XCTAssertEqual(merge.conflicts.map(\.subject), [.deletion])
        let mirrored = MemoMerge(base: base, local: hub, hub: nil, at: at(30))
        XCTAssertTrue(MemoMerge.sameFields(mirrored.merged, merge.merged))
    }

    func test_aDeletionOfAnUnchangedMemoWins() {
        let base = memo()
        XCTAssertNil(MemoMerge(base: base, local: nil, hub: base, at: at(30)).merged)
        XCTAssertNil(MemoMerge(base: base, local: base, hub: nil, at: at(30)).merged)
        XCTAssertNil(MemoMerge(base: base, local: nil, hub: nil, at: at(30)).merged)
    }

    func test_theSameMemoMadeOnBothSidesMergesWithoutConflict() {
        // Two replicas completing one recurring memo both make its next occurrence, by the same uuid.
        var local = memo()
        local.created = at(10)
        local.updated = at(10)
        var hub = local
        hub.created = at(12)
        hub.updated = at(12)
        let merge = MemoMerge(base: nil, local: local, hub: hub, at: at(30))
        XCTAssertEqual(merge.conflicts, [])
        XCTAssertEqual(merge.merged?.created, at(10))
        XCTAssertEqual(merge.merged?.updated, at(12))
    }

    func test_extraFieldsMergeKeyByKey() {
        var base = memo()
        base.extra = ["estimate": "\"3h\""]
        var local = base
        local.extra["estimate"] = "\"4h\""
        var hub = base
        hub.extra["owner"] = "\"ann\""
        let merged = MemoMerge(base: base, local: local, hub: hub, at: at(30)).merged
        XCTAssertEqual(merged?.extra, ["estimate": "\"4h\"", "owner": "\"ann\""])
    }

    func test_aMixThatBreaksAStoreRuleIsMadeWhole() {
        var base = memo()
        base.due = at(100)
        base.recur = Recurrence("weekly")
        var local = base
        local.due = nil  // and recur kept by mistake on this side's merge
        local.recur = nil
        local.updated = at(50)
        var hub = base
        hub.recur = Recurrence("daily")
        hub.updated = at(55)
        let merged = MemoMerge(base: base, local: local, hub: hub, at: at(60)).merged
        XCTAssertNil(merged?.due)
        XCTAssertNil(merged?.recur, "a recurrence without a due date")
    }

    /// The merge decides the same memo whichever side is the replica, for any pair of edits.
    func test_theMergeIsTheSameWhicheverSideIsLocal() {
        let seed = UInt64.random(in: 0...UInt64.max)
        var random = SeededRandom(seed: seed)
        for round in 0..<2000 {
            let base: Memo? = Bool.random(using: &random) ? randomMemo(&random) : nil
            let local: Memo? = Int.random(in: 0..<5, using: &random) == 0 ? nil : edited(base, &random)
            let hub: Memo? = Int.random(in: 0..<5, using: &random) == 0 ? nil : edited(base, &random)
            let one = MemoMerge(base: base, local: local, hub: hub, at: at(99), stamps: MergeStamps(localReplica: "r1", hubReplica: "r2")).merged
            let other = MemoMerge(base: base, local: hub, hub: local, at: at(99), stamps: MergeStamps(localReplica: "r2", hubReplica: "r1")).merged
            XCTAssertTrue(MemoMerge.sameFields(one, other), "seed \(seed), round \(round): \(String(describing: one)) vs \(String(describing: other))")
            if !MemoMerge.sameFields(one, other) { return }
        }
    }

    // MARK: - Private

    /// A memo, and two sides that retitled it, "Alpha" here and "Beta" on the hub.
    private func alphaAgainstBeta() -> (base: Memo, local: Memo, hub: Memo) {
        let base = memo()
        var local = base
        local.title = "Alpha"
        var hub = base
        hub.title = "Beta"
        return (base, local, hub)
    }

    private func at(_ seconds: Int64) -> Timestamp {
        Timestamp(secondsSince1970: 1_800_000_000 + seconds)
    }

    private func memo() -> Memo {
        Memo(id: 1, uuid: "0000aaaa-0000-7000-8000-000000000001", title: "Call the bank", body: "", isDone: false,
             created: at(0), updated: at(0))
    }

    private func randomMemo(_ random: inout SeededRandom) -> Memo {
        var memo = memo()
        memo = edited(memo, &random)
        return memo
    }

    private func edited(_ memo: Memo?, _ random: inout SeededRandom) -> Memo {
        var memo = memo ?? self.memo()
        let titles = ["Call the bank", "Buy milk", "Pay rent"]
        if Bool.random(using: &random) { memo.title = titles.randomElement(using: &random)! }
        if Bool.random(using: &random) { memo.priority = [nil, .low, .medium, .high].randomElement(using: &random)! }
        if Bool.random(using: &random) { memo.isDone.toggle() }
        if Bool.random(using: &random) { memo.due = [nil, at(100), at(200)].randomElement(using: &random)! }
        if Bool.random(using: &random) {
            memo.tags = MemoTags.normalized((0..<Int.random(in: 0...3, using: &random)).map { _ in ["a", "b", "c", "d"].randomElement(using: &random)! })
        }
        if Bool.random(using: &random) {
            memo.annotations = [MemoAnnotation(entry: at(Int64.random(in: 0...3, using: &random)), description: ["x", "y"].randomElement(using: &random)!)]
        }
        if Bool.random(using: &random) { memo.extra = Bool.random(using: &random) ? [:] : ["k": ["1", "2"].randomElement(using: &random)!] }
        memo.updated = at(Int64.random(in: 0...3, using: &random))
        return memo
    }
}
