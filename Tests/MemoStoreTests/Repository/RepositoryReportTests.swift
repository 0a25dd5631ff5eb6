import Testing
@testable import MemoStore
import TestSupport

/// `projectCounts` and `slotCounts`, the aggregates behind the reports, agree with counting
/// the memos one by one through `MemoFilter.matches(_:)`, for many random filters and slots.
final class RepositoryReportTests: RepositoryContract {
    private let now = Timestamp(secondsSince1970: 1_800_000_000)
    private let day: Int64 = 86_400

    @Test(arguments: TodoEngine.allCases)
    func test_projectCounts_agreeWithCountingTheMatchingMemos_byProjectThenNone(_ engine: TodoEngine) throws {
        try begin(on: engine)
        // given
        var random = SeededRandom(seed: 23)
        let (user, memos) = try makeStore(&random)
        for round in 0..<150 {
            let filter = round == 0 ? MemoFilter.all : randomFilter(&random)
            // when
            let counts = try store.projectCounts(matching: filter, for: user)
            // then
            #expect(counts == referenceProjects(memos.filter(filter.matches)), "round \(round): \(filter)")
        }
    }

    @Test(arguments: TodoEngine.allCases)
    func test_projectCounts_ofEveryMemo_countTheMemosWithoutAProjectFromTheKeptCounts(_ engine: TodoEngine) throws {
        try begin(on: engine)
        // given: memos with and without projects, some done, some deleted
        let user = try store.logIn(userName: "alice")
        let home = try store.create(MemoDraft(title: "a", project: "home"), for: user)
        _ = try store.create(MemoDraft(title: "b", project: "home.garden"), for: user)
        let plain = try store.create(MemoDraft(title: "c"), for: user)
        _ = try store.create(MemoDraft(title: "d"), for: user)
        let gone = try store.create(MemoDraft(title: "e"), for: user)
        _ = try store.setDone(true, ids: [home.id, plain.id], timeZone: .utc, for: user)
        _ = try store.delete(ids: [gone.id], for: user)
        // when: every memo, expired ones too, is what the kept counts count
        var everything = MemoFilter.all
        everything.includesExpired = true
        #expect(everything.matchesEveryMemo && !MemoFilter.all.matchesEveryMemo)
        let counts = try store.projectCounts(matching: everything, for: user)
        // then
        #expect(try counts == store.projectCounts(matching: .all, for: user), "no memo is expired")
        #expect(counts == [
            ProjectCount(project: "home", open: 0, done: 1), ProjectCount(project: "home.garden", open: 1, done: 0),
            ProjectCount(project: nil, open: 1, done: 1),
        ])
        #expect(try store.projectCounts(matching: everything, for: try store.logIn(userName: "nobody")) == [])
    }

    @Test(arguments: TodoEngine.allCases)
    func test_slotCounts_agreeWithSlottingEachMatchingMemosMoment(_ engine: TodoEngine) throws {
        try begin(on: engine)
        // given
        var random = SeededRandom(seed: 24)
        let (user, memos) = try makeStore(&random)
        for round in 0..<150 {
            let filter = randomFilter(&random)
            let slots = MemoSlots(
                start: Timestamp(secondsSince1970: now.secondsSince1970 + Int64.random(in: -12...4, using: &random) * day
                    + Int64.random(in: -7_200...7_200, using: &random)),
                seconds: [3_600, 900, day, 7 * day].randomElement(using: &random)!, count: Int.random(in: 0...40, using: &random))
            let moments = MemoMoment.allCases.filter { _ in Bool.random(using: &random) }
            // when
            let counts = try store.slotCounts(of: moments, matching: filter, in: slots, for: user)
            // then
            let matching = memos.filter(filter.matches)
            #expect(counts == moments.map { referenceSlots(matching, $0, slots) }, "round \(round): \(moments) \(slots) \(filter)")
        }
    }

    @Test(arguments: TodoEngine.allCases)
    func test_slotCounts_ofCompletedMemos_readTheTimeTheyWereMarkedDone(_ engine: TodoEngine) throws {
        try begin(on: engine)
        // given: a memo created long ago and marked done now
        let user = try store.logIn(userName: "alice")
        let memo = try store.create(oldDraft("old"), for: user)
        let marked = try store.markDone(true, id: memo.id, for: user)
        let slots = MemoSlots(start: Timestamp(secondsSince1970: marked.updated.secondsSince1970 - 10), seconds: 20, count: 1)
        // when
        let counts = try store.slotCounts(of: [.created, .completed, .due], matching: .all, in: slots, for: user)
        // then
        #expect(counts == [
            SlotCounts(before: 1, slots: [0], after: 0), SlotCounts(before: 0, slots: [1], after: 0), .zero(slots: 1),
        ])
    }

    // MARK: - Private

    /// 20 memos of another user (which no count may include) and 200 of alice's, created over
    /// two weeks, some due, some done, in projects and sub-projects or none.
    private func makeStore(_ random: inout SeededRandom) throws -> (User, [Memo]) {
        let bob = try store.logIn(userName: "bob")
        _ = try store.importMemos(for: bob, from: draftFeed((0..<20).map { randomDraft($0, &random) }))
        let alice = try store.logIn(userName: "alice")
        _ = try store.importMemos(for: alice, from: draftFeed((0..<200).map { randomDraft($0, &random) }))
        let ids = try allMemos(of: alice).map(\.id)
        _ = try store.delete(ids: ids.filter { $0 % 13 == 0 }, for: alice)
        return (alice, try allMemos(of: alice))
    }

    private func randomDraft(_ index: Int, _ random: inout SeededRandom) -> MemoDraft {
        let created = now.secondsSince1970 - Int64.random(in: 0...(14 * day), using: &random)
        let isDone = Int.random(in: 0..<3, using: &random) == 0
        // Done some time before the last change (an annotation later), or with no end given.
        let end = !isDone || Bool.random(using: &random) ? nil
            : Timestamp(secondsSince1970: created + Int64.random(in: 0...(2 * day), using: &random))
        let due = Bool.random(using: &random) ? nil
            : Timestamp(secondsSince1970: now.secondsSince1970 + Int64.random(in: (-10 * day)...(10 * day), using: &random))
        let wait = Int.random(in: 0..<4, using: &random) > 0 ? nil
            : Timestamp(secondsSince1970: now.secondsSince1970 + Int64.random(in: -3...3, using: &random) * day)
        return MemoDraft(
            title: "memo \(index)", isDone: isDone,
            created: Timestamp(secondsSince1970: created),
            updated: Timestamp(secondsSince1970: created + 2 * day + Int64.random(in: 0...(3 * day), using: &random)),
            due: due, wait: wait, priority: [nil, .high, .low].randomElement(using: &random)!,
            project: [nil, nil, "home", "home.garden", "homework", "work", "work.q4", "wörk"].randomElement(using: &random)!,
            tags: ["a", "b", "c"].filter { _ in Int.random(in: 0..<3, using: &random) == 0 }, end: end)
    }

    private func randomFilter(_ random: inout SeededRandom) -> MemoFilter {
        func maybeDate(_ random: inout SeededRandom) -> Timestamp? {
            Int.random(in: 0..<4, using: &random) > 0 ? nil
                : Timestamp(secondsSince1970: now.secondsSince1970 + Int64.random(in: -7...7, using: &random) * day)
        }
        return MemoFilter(
            status: MemoStatus.allCases.randomElement(using: &random)!,
            requiredTags: Set(["a", "b", "zz"].filter { _ in Int.random(in: 0..<5, using: &random) == 0 }),
            excludedTags: Set(["a", "c"].filter { _ in Int.random(in: 0..<6, using: &random) == 0 }),
            project: Int.random(in: 0..<3, using: &random) > 0 ? nil : ["home", "work", "wörk", "nothing"].randomElement(using: &random)!,
            priority: Int.random(in: 0..<4, using: &random) > 0 ? nil : Priority.allCases.randomElement(using: &random)!,
            dueFrom: maybeDate(&random), dueBefore: maybeDate(&random), isOverdue: Int.random(in: 0..<6, using: &random) == 0,
            waiting: [.hide, .only, .include, .include].randomElement(using: &random)!, now: now)
    }

    /// The counts by project, as the contract orders them.
    private func referenceProjects(_ memos: [Memo]) -> [ProjectCount] {
        var table: [String?: ProjectCount] = [:]
        for memo in memos {
            var count = table[memo.project] ?? ProjectCount(project: memo.project, open: 0, done: 0)
            if memo.isDone { count.done += 1 } else { count.open += 1 }
            table[memo.project] = count
        }
        let named = table.values.filter { $0.project != nil }
            .sorted { $0.project!.utf8.lexicographicallyPrecedes($1.project!.utf8) }
        return named + (table[nil as String?].map { [$0] } ?? [])
    }

    private func referenceSlots(_ memos: [Memo], _ moment: MemoMoment, _ slots: MemoSlots) -> SlotCounts {
        var counts = SlotCounts.zero(slots: slots.count)
        for memo in memos {
            let time: Timestamp?
            switch moment {
            case .created: time = memo.created
            case .completed: time = memo.end
            case .due: time = memo.due
            }
            if let time { counts.add(1, toSlot: slots.slot(of: time)) }
        }
        return counts
    }
}
