import Testing
@testable import MemoStore
import TestSupport

/// The default order: `Urgency`'s score, page by page, whatever the filter and coefficients.
final class RepositoryUrgencyTests: RepositoryContract {
    private let now = Timestamp(secondsSince1970: 1_800_000_000)
    private let day: Int64 = 86_400

    /// Every page of `filter` in urgency order under `coefficients`, `limit` at a time.
    private func walk(_ filter: MemoFilter, limit: Int, _ coefficients: UrgencyCoefficients, for user: User) throws -> [Int64] {
        var request = MemoPageRequest(filter: filter, sort: .urgency, limit: limit, coefficients: coefficients)
        var seen: [Int64] = []
        for _ in 0..<100 {
            let page = try store.page(request, for: user)
            seen += page.memos.map(\.id)
            guard page.more > 0 else { return seen }
            request.offset += page.memos.count
        }
        Issue.record("paging never ended")
        return seen
    }

    @Test(arguments: TodoEngine.allCases)
    func test_urgencyPages_followTheFormula_forEveryFilterAndCoefficients(_ engine: TodoEngine) throws {
        try begin(on: engine)
        // given: memos of every shape, seeded, due from far past to far future, some undated
        let user = try store.logIn(userName: "alice")
        _ = try store.create(MemoDraft(title: "someone else's", due: now, priority: .high), for: try store.logIn(userName: "bob"))
        var random = SeededRandom(seed: 21)
        let dueDays: [Int64?] = [nil, nil, nil, -400, -30, -8, -7, -3, 0, 1, 5, 13, 14, 15, 90, 800]
        let ageDays: [Int64] = [-5, 0, 0, 10, 100, 364, 365, 1_000]
        let tagSets: [[String]] = [[], [], ["home"], ["home", "car"], ["a", "b", "c"], ["car"]]
        var ids: [Int64] = []
        for index in 0..<90 {
            let due = dueDays.randomElement(using: &random)!
            let created = now.secondsSince1970 - ageDays.randomElement(using: &random)! * day - Int64(index % 3)
            var draft = MemoDraft(
                title: "m\(index)", isDone: index % 5 == 0, created: Timestamp(secondsSince1970: created),
                due: due.map { Timestamp(secondsSince1970: now.secondsSince1970 + $0 * day) },
                wait: index % 11 == 0 ? Timestamp(secondsSince1970: now.secondsSince1970 + day) : nil,
                priority: [nil, nil, .low, .medium, .high].randomElement(using: &random)!,
                project: [nil, nil, "work", "home.garden"].randomElement(using: &random)!,
                tags: tagSets.randomElement(using: &random)!,
                start: index % 7 == 0 ? now : nil,
                annotations: index % 6 == 0 ? [MemoAnnotation(entry: now, description: "note")] : [])
            // Some are scheduled: past (the scheduled term applies) or still ahead (it does not).
            draft.scheduled = index % 5 == 0 ? Timestamp(secondsSince1970: now.secondsSince1970 - Int64(index) * 3_600)
                : index % 5 == 1 ? Timestamp(secondsSince1970: now.secondsSince1970 + day) : nil
            // Every fourth waits on the memo before it, open (blocked) or done (not).
            draft.dependencies = index % 4 == 1 ? [.id(ids[index - 1])] : []
            ids.append(try store.create(draft, for: user).id)
        }
        let memos = try allMemos(of: user)
        var custom = UrgencyCoefficients()
        custom.tags = -6
        custom.age = 9
        custom.due = 0.5
        custom.priorityLow = 7
        custom.blocked = 3
        custom.blocking = -2
        // Large enough to lift a scheduled memo from deep in its range to the top.
        custom.scheduled = 40
        let filters: [(String, MemoFilter)] = [
            ("open", MemoFilter(now: now)), ("all", MemoFilter(status: .all, waiting: .include, now: now)),
            ("done", MemoFilter(status: .done, waiting: .include, now: now)), ("project", MemoFilter(project: "home", now: now)),
            ("+home", MemoFilter(requiredTags: ["home"], now: now)), ("-car pri:H", MemoFilter(excludedTags: ["car"], priority: .high, now: now)),
            ("due.before", MemoFilter(dueBefore: Timestamp(secondsSince1970: now.secondsSince1970 + 10 * day), now: now)),
            ("+waiting", MemoFilter(waiting: .only, now: now)),
            ("+active", { var filter = MemoFilter(now: now); filter.isActive = true; return filter }()),
            ("-annotated +tagged", { var filter = MemoFilter(now: now); filter.isAnnotated = false; filter.isTagged = true; return filter }()),
            ("+blocked", { var filter = MemoFilter(now: now); filter.isBlocked = true; return filter }()),
            ("-blocked pri:M", { var filter = MemoFilter(priority: .medium, now: now); filter.isBlocked = false; return filter }()),
            ("+blocking", { var filter = MemoFilter(now: now); filter.isBlocking = true; return filter }()),
        ]
        for coefficients in [UrgencyCoefficients.standard, custom] {
            for (name, filter) in filters {
                let expected = Urgency.page(
                    of: memos.filter { filter.matches($0, among: memos) }.map {
                        Urgency.Ranked(id: $0.id, class: UrgencyClass($0), due: $0.due, created: $0.created, scheduled: $0.scheduled, at: now, coefficients)
                    }, offset: 0, limit: memos.count)
                #expect(!expected.isEmpty, "\(name)")
                for limit in [1, 4, 20] {
                    // when / then
                    #expect(try walk(filter, limit: limit, coefficients, for: user) == expected, "\(name), limit \(limit)")
                }
            }
        }
    }

    @Test(arguments: TodoEngine.allCases)
    func test_blockingMemo_scores8More_andListsFirst_untilNoOpenMemoWaitsOnIt(_ engine: TodoEngine) throws {
        try begin(on: engine)
        // given: "blocker", which "waits" waits on, and an older plain memo
        let user = try store.logIn(userName: "alice")
        let plain = try store.create(MemoDraft(title: "plain", created: Timestamp(secondsSince1970: now.secondsSince1970 - 10)), for: user)
        let blocker = try store.create(MemoDraft(title: "blocker", created: now), for: user)
        var draft = MemoDraft(title: "waits", created: now)
        draft.dependencies = [.id(blocker.id)]
        let waits = try store.create(draft, for: user)
        var unweighed = UrgencyCoefficients.standard
        unweighed.blocking = 0
        let order = { try self.store.page(MemoPageRequest(filter: MemoFilter(now: self.now), coefficients: .standard), for: user).memos.map(\.id) }
        let isBlocking = { try self.store.memo(id: blocker.id, for: user).isBlocking }

        // then: it is blocking, its score (the JSON urgency) has the +8, and it lists first
        let read = try store.memo(id: blocker.id, for: user)
        #expect(read.isBlocking)
        #expect(Urgency.score(of: read, at: now, .standard) - Urgency.score(of: read, at: now, unweighed) == 8)
        #expect(try order() == [blocker.id, plain.id, waits.id])
        // when / then: done of the memo that waits ends it, undoing brings it back
        _ = try store.setDone(true, ids: [waits.id], timeZone: .utc, for: user)
        #expect(try !isBlocking())
        #expect(try order() == [plain.id, blocker.id])
        _ = try store.setDone(false, ids: [waits.id], timeZone: .utc, for: user)
        #expect(try isBlocking())
        // when / then: so does the waiter's depends changed, and the waiter deleted
        var patch = MemoPatch()
        patch.clearsDependencies = true
        _ = try store.modify(ids: [waits.id], with: patch, for: user)
        #expect(try !isBlocking())
        patch = MemoPatch()
        patch.addedDependencies = [.id(blocker.id)]
        _ = try store.modify(ids: [waits.id], with: patch, for: user)
        #expect(try isBlocking())
        _ = try store.delete(ids: [waits.id], for: user)
        #expect(try !isBlocking())
        // when / then: restoring the waiter brings it back, and so does restoring the memo
        // itself after the one waiting on it (a memo added after its waiter)
        _ = try store.undoLastChange(for: user)
        #expect(try isBlocking())
        _ = try store.delete(ids: [blocker.id], for: user)
        _ = try store.undoLastChange(for: user)
        #expect(try isBlocking())
        #expect(try order() == [blocker.id, plain.id, waits.id])
    }

    @Test(arguments: TodoEngine.allCases)
    func test_defaultListing_putsAHighPriorityMemoDueIn5DaysAboveALowOneDueIn3(_ engine: TodoEngine) throws {
        try begin(on: engine)
        let user = try store.logIn(userName: "alice")
        let low = try store.create(MemoDraft(title: "low", created: now, due: Timestamp(secondsSince1970: now.secondsSince1970 + 3 * day), priority: .low), for: user)
        let high = try store.create(MemoDraft(title: "high", created: now, due: Timestamp(secondsSince1970: now.secondsSince1970 + 5 * day), priority: .high), for: user)
        let plain = try store.create(MemoDraft(title: "plain", created: now), for: user)
        let page = try store.page(MemoPageRequest(filter: MemoFilter(now: now), coefficients: .standard), for: user)
        #expect(page.memos.map(\.id) == [high.id, low.id, plain.id])
    }
}
