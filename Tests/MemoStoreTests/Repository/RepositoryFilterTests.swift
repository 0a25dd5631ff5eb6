import Testing
@testable import MemoStore
import TestSupport

/// `page`, `search`, `projects` and `tags` agree with the reference semantics of the model:
/// `MemoFilter.matches(_:)` and the orders `MemoSort` documents, for many random filters.
final class RepositoryFilterTests: RepositoryContract {
    private let now = Timestamp(secondsSince1970: 1_800_000_000)

    @Test(arguments: TodoEngine.allCases)
    func test_page_agreesWithMatches_forRandomFiltersSortsLimitsAndOffsets(_ engine: TodoEngine) throws {
        try begin(on: engine)
        // given a mixed store, changed after import so the tag rows and counts had to follow
        var random = SeededRandom(seed: 11)
        let (user, memos) = try makeMixedStore(&random)
        // when / then
        for round in 0..<400 {
            let request = MemoPageRequest(
                filter: randomFilter(&random), sort: MemoSort.allCases.randomElement(using: &random)!,
                limit: Int.random(in: 0...25, using: &random), offset: Int.random(in: 0...40, using: &random))
            let page = try store.page(request, for: user)
            let expected = reference(memos, request)
            #expect(page.memos.map(\.id) == expected.memos.map(\.id), "round \(round): \(request)")
            #expect(page.more == expected.more, "round \(round): \(request)")
            #expect(page.memos == expected.memos, "round \(round)")
        }
    }

    @Test(arguments: TodoEngine.allCases)
    func test_search_agreesWithMatches_newestFirst(_ engine: TodoEngine) throws {
        try begin(on: engine)
        var random = SeededRandom(seed: 12)
        let (user, memos) = try makeMixedStore(&random)
        for round in 0..<150 {
            let filter = randomFilter(&random)
            let limit = Int.random(in: 1...30, using: &random)
            let word = ["memo", "even", "odd"].randomElement(using: &random)!
            let found = try store.search(word, filter: filter, limit: limit, for: user)
            let expected = memos.filter { filter.matches($0, among: memos) && $0.title.contains(word) }
                .sorted { $0.id > $1.id }.prefix(limit)
            #expect(found.map(\.id) == expected.map(\.id), "round \(round): \(word) \(filter)")
        }
    }

    @Test(arguments: TodoEngine.allCases)
    func test_projectsAndTags_countOpenAndDoneByName(_ engine: TodoEngine) throws {
        try begin(on: engine)
        var random = SeededRandom(seed: 13)
        let (user, memos) = try makeMixedStore(&random)
        func counts(_ names: (Memo) -> [String]) -> [NameCount] {
            var table: [String: NameCount] = [:]
            for memo in memos {
                for name in names(memo) {
                    var count = table[name] ?? NameCount(name: name, open: 0, done: 0)
                    if memo.isDone { count.done += 1 } else { count.open += 1 }
                    table[name] = count
                }
            }
            return table.values.sorted { $0.name.utf8.lexicographicallyPrecedes($1.name.utf8) }
        }
        #expect(try store.projects(for: user) == counts { $0.project.map { [$0] } ?? [] })
        #expect(try store.tags(for: user) == counts(\.tags))
        #expect(try store.projects(for: try store.logIn(userName: "nobody")) == [])
    }

    @Test(arguments: TodoEngine.allCases)
    func test_page_countsMoreUpToTheLimit(_ engine: TodoEngine) throws {
        try begin(on: engine)
        let user = try store.logIn(userName: "alice")
        try store.addMemos(MemoPage.moreCountLimit + 30, for: user)

        let first = try store.page(MemoPageRequest(filter: .open, sort: .created, limit: 20), for: user)
        let last = try store.page(MemoPageRequest(filter: .open, sort: .created, limit: 20, offset: 40), for: user)

        #expect(first.more == MemoPage.moreCountLimit)
        #expect(!first.moreIsExact)
        #expect(last.more == (MemoPage.moreCountLimit - 30))
        #expect(last.moreIsExact)
    }

    // MARK: - Helpers (the expression tests use them too)

    /// Another user's memos (which no answer may include) and 250 of alice's with every field
    /// drawn at random, then modified, marked and deleted in part. Returns alice's as stored.
    func makeMixedStore(_ random: inout SeededRandom) throws -> (User, [Memo]) {
        let bob = try store.logIn(userName: "bob")
        _ = try store.importMemos(for: bob, from: draftFeed((0..<30).map { randomDraft($0, &random) }))
        let alice = try store.logIn(userName: "alice")
        _ = try store.importMemos(for: alice, from: draftFeed((0..<250).map { randomDraft($0, &random) }))
        let ids = try allMemos(of: alice).map(\.id)
        let retagged = ids.filter { _ in Bool.random(using: &random) }
        _ = try store.modify(ids: retagged, with: MemoPatch(addedTags: ["e"], removedTags: ["a"]), for: alice)
        _ = try store.modify(ids: Array(ids.prefix(20)), with: MemoPatch(priority: .set(.high), project: .set("work.q4")), for: alice)
        _ = try store.modify(ids: Array(ids.suffix(10)), with: MemoPatch(due: .clear, wait: .clear, recur: .clear), for: alice)
        _ = try store.setDone(true, ids: ids.filter { $0 % 5 == 0 }, timeZone: .utc, for: alice)
        _ = try store.delete(ids: ids.filter { $0 % 11 == 0 }, for: alice)
        _ = try store.create(MemoDraft(title: "memo created last", tags: ["a", "b"]), for: alice)
        return (alice, try allMemos(of: alice))
    }

    private func randomDraft(_ index: Int, _ random: inout SeededRandom) -> MemoDraft {
        let day: Int64 = 86_400
        // Few distinct due dates, so ties fall back to the id.
        let due = Bool.random(using: &random) ? nil
            : Timestamp(secondsSince1970: now.secondsSince1970 + Int64.random(in: -6...6, using: &random) * day)
        let wait = Int.random(in: 0..<4, using: &random) > 0 ? nil
            : Timestamp(secondsSince1970: now.secondsSince1970 + Int64.random(in: -3...3, using: &random) * day)
        func someDays(_ random: inout SeededRandom) -> Timestamp? {
            Int.random(in: 0..<3, using: &random) > 0 ? nil
                : Timestamp(secondsSince1970: now.secondsSince1970 + Int64.random(in: -4...4, using: &random) * day)
        }
        // Some memos wait on earlier ones (uuids of their own, so dependencies can name them).
        let dependsOn = index == 0 || Int.random(in: 0..<4, using: &random) > 0 ? []
            : [Self.uuid(Int.random(in: 0..<index, using: &random))]
        return MemoDraft(
            uuid: Self.uuid(index),
            title: "memo \(index) \(index % 2 == 0 ? "even" : "odd")", isDone: Int.random(in: 0..<4, using: &random) == 0,
            created: Timestamp(secondsSince1970: 1_700_000_000 + Int64(index)),
            due: due, wait: wait, priority: [nil, .high, .medium, .low].randomElement(using: &random)!,
            project: [nil, nil, "home", "home.garden", "homework", "work", "work.q4", "work.q4.x", "wörk"]
                .randomElement(using: &random)!,
            tags: ["a", "b", "c", "d", "é"].filter { _ in Int.random(in: 0..<3, using: &random) == 0 },
            recur: due != nil && Bool.random(using: &random) ? Recurrence("weekly") : nil,
            start: Int.random(in: 0..<4, using: &random) == 0 ? Timestamp(secondsSince1970: now.secondsSince1970 - 3_600) : nil,
            scheduled: someDays(&random), until: someDays(&random), depends: dependsOn,
            annotations: Int.random(in: 0..<4, using: &random) == 0 ? [MemoAnnotation(entry: now, description: "note \(index)")] : [])
    }

    // MARK: - Private

    private static func uuid(_ index: Int) -> String {
        let digits = String(index, radix: 16)
        return "0196f0c2-1d2e-7a3b-8c4d-" + String(repeating: "0", count: 12 - digits.count) + digits
    }

    func randomFilter(_ random: inout SeededRandom) -> MemoFilter {
        let day: Int64 = 86_400
        func maybeDate(_ random: inout SeededRandom) -> Timestamp? {
            Int.random(in: 0..<4, using: &random) > 0 ? nil
                : Timestamp(secondsSince1970: now.secondsSince1970 + Int64.random(in: -7...7, using: &random) * day)
        }
        let tags = ["a", "b", "c", "d", "e", "é", "zz"]
        var filter = MemoFilter(
            status: MemoStatus.allCases.randomElement(using: &random)!,
            requiredTags: Set(tags.filter { _ in Int.random(in: 0..<6, using: &random) == 0 }),
            excludedTags: Set(tags.filter { _ in Int.random(in: 0..<8, using: &random) == 0 }),
            project: Int.random(in: 0..<3, using: &random) > 0 ? nil
                : ["home", "work", "work.q4", "wörk", "nothing", "hom"].randomElement(using: &random)!,
            priority: Int.random(in: 0..<4, using: &random) > 0 ? nil : Priority.allCases.randomElement(using: &random)!,
            dueFrom: maybeDate(&random), dueBefore: maybeDate(&random),
            isOverdue: Int.random(in: 0..<6, using: &random) == 0,
            waiting: [.hide, .only, .include].randomElement(using: &random)!,
            isTagged: [nil, nil, true, false].randomElement(using: &random)!,
            isRecurring: [nil, nil, true, false].randomElement(using: &random)!, now: now)
        filter.isActive = [nil, nil, nil, true, false].randomElement(using: &random)!
        filter.isAnnotated = [nil, nil, nil, true, false].randomElement(using: &random)!
        filter.isBlocked = [nil, nil, nil, true, false].randomElement(using: &random)!
        filter.isBlocking = [nil, nil, nil, true, false].randomElement(using: &random)!
        filter.scheduledFrom = maybeDate(&random)
        filter.scheduledBefore = maybeDate(&random)
        filter.untilFrom = maybeDate(&random)
        filter.untilBefore = maybeDate(&random)
        filter.includesExpired = Bool.random(using: &random)
        return filter
    }

    /// The page the model's definitions ask for.
    func reference(_ memos: [Memo], _ request: MemoPageRequest) -> MemoPage {
        let matching = memos.filter { request.filter.matches($0, among: memos) }.sorted(by: Self.order(request))
        let rest = matching.dropFirst(request.offset)
        let limit = max(1, request.limit)
        let more = max(0, rest.count - limit)
        return MemoPage(memos: Array(rest.prefix(limit)), more: min(more, MemoPage.moreCountLimit),
                        moreIsExact: more <= MemoPage.moreCountLimit)
    }

    /// `MemoSort`'s documented orders, ties newest (highest id) first; urgency is `Urgency`'s.
    private static func order(_ request: MemoPageRequest) -> (Memo, Memo) -> Bool {
        func due(_ memo: Memo) -> Int64 { memo.due?.secondsSince1970 ?? .max }
        func rank(_ memo: Memo) -> Int { memo.priority?.rank ?? 0 }
        func ranked(_ memo: Memo) -> Urgency.Ranked {
            Urgency.Ranked(id: memo.id, class: UrgencyClass(memo), due: memo.due, created: memo.created, scheduled: memo.scheduled,
                           at: request.filter.now!, request.coefficients)
        }
        switch request.sort {
        case .urgency: return { Urgency.precedes(ranked($0), ranked($1)) }
        case .due: return { (due($0), -$0.id) < (due($1), -$1.id) }
        case .priority: return { (-rank($0), due($0), -$0.id) < (-rank($1), due($1), -$1.id) }
        case .created: return { $0.id > $1.id }
        case .oldest: return { $0.id < $1.id }
        case .end: return { ($0.end?.secondsSince1970 ?? .max, -$0.id) < ($1.end?.secondsSince1970 ?? .max, -$1.id) }
        }
    }
}
