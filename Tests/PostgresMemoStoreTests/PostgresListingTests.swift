import MemoStore
import XCTest
@testable import PostgresMemoStore

/// Pages, filters, sorts, counts, projects and tags, checked against `MemoFilter.matches`
/// and the sort's definition on a varied set of memos.
final class PostgresListingTests: PostgresRepositoryTestCase {
    private let now = Timestamp(secondsSince1970: 1_800_000_000)
    private var memos: [Memo] = []

    override func setUpWithError() throws {
        try super.setUpWithError()
        let day: Int64 = 86_400
        let drafts: [MemoDraft] = [
            MemoDraft(title: "plain"),
            MemoDraft(title: "overdue high", due: at(-2 * day), priority: .high, project: "work", tags: ["urgent"]),
            MemoDraft(title: "soon low", due: at(day), priority: .low, project: "work.q4", tags: ["urgent", "call"]),
            MemoDraft(title: "later", due: at(9 * day), project: "workshop"),
            MemoDraft(title: "waiting", wait: at(3 * day), priority: .medium, tags: ["call"]),
            MemoDraft(title: "waited", wait: at(-day), project: "home"),
            MemoDraft(title: "done high", isDone: true, due: at(-day), priority: .high, project: "home", tags: ["call"]),
            MemoDraft(title: "tie a", due: at(day), priority: .low),
            MemoDraft(title: "medium", priority: .medium),
        ]
        memos = try drafts.map { try store.create($0, for: user) }
        _ = try store.create(MemoDraft(title: "other user's", project: "work", tags: ["urgent"]), for: try store.logIn(userName: "bob"))
    }

    func test_everyFilterAndSort_agreesWithTheModel() throws {
        let filters: [MemoFilter] = [
            MemoFilter(now: now), MemoFilter(status: .done, waiting: .include, now: now), MemoFilter(status: .all, waiting: .include, now: now),
            MemoFilter(requiredTags: ["urgent"], now: now), MemoFilter(requiredTags: ["urgent", "call"], now: now),
            MemoFilter(excludedTags: ["call"], now: now), MemoFilter(project: "work", now: now),
            MemoFilter(status: .all, project: "home", waiting: .include, now: now), MemoFilter(priority: .low, now: now),
            MemoFilter(dueFrom: at(0), now: now), MemoFilter(dueBefore: at(2 * 86_400), now: now),
            MemoFilter(isOverdue: true, now: now), MemoFilter(waiting: .only, now: now),
            MemoFilter(status: .all, isOverdue: true, waiting: .include, now: now),
        ]
        for filter in filters {
            for sort in MemoSort.allCases {
                let page = try store.page(MemoPageRequest(filter: filter, sort: sort, limit: 100), for: user)
                XCTAssertEqual(page.memos.map(\.title), expected(filter, sort).map(\.title), "\(filter) \(sort)")
                XCTAssertEqual(page.more, 0)
            }
        }
    }

    func test_page_limitAndOffset_countWhatFollows() throws {
        let filter = MemoFilter(status: .all, waiting: .include, now: now)
        let all = expected(filter, .urgency)
        let page = try store.page(MemoPageRequest(filter: filter, sort: .urgency, limit: 3, offset: 2), for: user)
        XCTAssertEqual(page.memos, Array(all[2..<5]))
        XCTAssertEqual(page.more, all.count - 5)
        XCTAssertTrue(page.moreIsExact)
        let beyond = try store.page(MemoPageRequest(filter: filter, limit: 3, offset: 50), for: user)
        XCTAssertEqual(beyond.memos, [])
        XCTAssertEqual(beyond.more, 0)
    }

    func test_page_moreStopsCountingAtTheLimit() throws {
        _ = try store.importMemos(for: user, from: counter(MemoPage.moreCountLimit + 10))
        let page = try store.page(MemoPageRequest(filter: .all, sort: .created, limit: 5), for: user)
        XCTAssertEqual(page.more, MemoPage.moreCountLimit)
        XCTAssertFalse(page.moreIsExact)
    }

    func test_projectsAndTags_countOpenAndDone_sortedByName() throws {
        XCTAssertEqual(try store.projects(for: user), [
            NameCount(name: "home", open: 1, done: 1), NameCount(name: "work", open: 1, done: 0),
            NameCount(name: "work.q4", open: 1, done: 0), NameCount(name: "workshop", open: 1, done: 0),
        ])
        XCTAssertEqual(try store.tags(for: user), [
            NameCount(name: "call", open: 2, done: 1), NameCount(name: "urgent", open: 2, done: 0),
        ])
    }

    func test_counts_followEveryChange() throws {
        XCTAssertEqual(try store.counts(for: user), MemoCounts(open: 8, done: 1))
        _ = try store.setDone(true, ids: [memos[0].id, memos[1].id], timeZone: .utc, for: user)
        _ = try store.delete(ids: [memos[6].id], for: user)
        XCTAssertEqual(try store.counts(for: user), MemoCounts(open: 6, done: 2))
        _ = try store.undoLastChange(for: user)
        _ = try store.undoLastChange(for: user)
        XCTAssertEqual(try store.counts(for: user), MemoCounts(open: 8, done: 1))
    }

    // MARK: - Private

    private func at(_ offset: Int64) -> Timestamp {
        Timestamp(secondsSince1970: now.secondsSince1970 + offset)
    }

    private func counter(_ count: Int) -> () throws -> MemoDraft? {
        var index = 0
        return {
            index += 1
            return index <= count ? MemoDraft(title: "memo \(index)") : nil
        }
    }

    /// The model's answer: matching memos in the sort's order, ties newest first.
    private func expected(_ filter: MemoFilter, _ sort: MemoSort) -> [Memo] {
        let dueKey: (Memo) -> Int64 = { $0.due?.secondsSince1970 ?? .max }
        let rank: (Memo) -> Int = { $0.priority?.rank ?? 0 }
        return memos.filter(filter.matches).sorted { a, b in
            switch sort {
            case .urgency:
                if dueKey(a) != dueKey(b) { return dueKey(a) < dueKey(b) }
                if rank(a) != rank(b) { return rank(a) > rank(b) }
            case .due:
                if dueKey(a) != dueKey(b) { return dueKey(a) < dueKey(b) }
            case .priority:
                if rank(a) != rank(b) { return rank(a) > rank(b) }
                if dueKey(a) != dueKey(b) { return dueKey(a) < dueKey(b) }
            case .created:
                break
            }
            return a.id > b.id
        }
    }
}

/// The ids shell completion offers.
final class PostgresCompletionTests: PostgresRepositoryTestCase {
    func test_memoIDs_byLeadingDigits_newestFirst_openOrDone() throws {
        var index = 0
        _ = try store.importMemos(for: user) {
            index += 1
            return index <= 120 ? MemoDraft(title: "memo \(index)", isDone: index % 2 == 0) : nil
        }
        let first = try XCTUnwrap(allMemos(of: user).first?.id)
        XCTAssertEqual(first, 1, "a fresh schema starts its ids at 1")
        XCTAssertEqual(try store.memoIDs(withPrefix: "1", isDone: nil, limit: 5, for: user).map(\.id), [120, 119, 118, 117, 116])
        XCTAssertEqual(try store.memoIDs(withPrefix: "1", isDone: true, limit: 3, for: user).map(\.id), [120, 118, 116])
        XCTAssertEqual(try store.memoIDs(withPrefix: "9", isDone: false, limit: 50, for: user).map(\.id), [99, 97, 95, 93, 91, 9])
        XCTAssertEqual(try store.memoIDs(withPrefix: "", isDone: false, limit: 2, for: user).map(\.title), ["memo 119", "memo 117"])
        XCTAssertEqual(try store.memoIDs(withPrefix: "x", isDone: nil, limit: 5, for: user).count, 0)
        XCTAssertEqual(try store.memoIDs(withPrefix: "1", isDone: nil, limit: 5, for: try store.logIn(userName: "bob")).count, 0)
    }
}
