import Testing
@testable import MemoStore
import TestSupport

/// The orders other than urgency read from an anchor (`MemoKeyset`): a page at an anchor holds
/// exactly the rows an offset page holds there, ties included, on both engines.
final class RepositorySortAnchorTests: RepositoryContract {
    private let now = Timestamp(secondsSince1970: 1_800_000_000)
    private let day: Int64 = 86_400

    @Test(arguments: TodoEngine.allCases)
    func test_anchoredPages_holdTheRowsOfOffsetPages_inEveryOrder_tiesAcrossPageBoundaries(_ engine: TodoEngine) throws {
        try begin(on: engine)
        // given: memos whose due dates, priorities and ends repeat, so ties cross every page
        let user = try store.logIn(userName: "alice")
        _ = try store.create(MemoDraft(title: "someone else's", due: now, priority: .high), for: try store.logIn(userName: "bob"))
        var random = SeededRandom(seed: 35)
        let dueDays: [Int64?] = [nil, nil, 0, 0, 0, 1, 1, 9]
        let endDays: [Int64?] = [nil, -2, -2, -1]
        for index in 0..<70 {
            let isDone = index % 3 == 0
            let end = isDone ? endDays.randomElement(using: &random)!.map { Timestamp(secondsSince1970: now.secondsSince1970 + $0 * day) } : nil
            _ = try store.create(MemoDraft(
                title: "m\(index)", isDone: isDone, due: dueDays.randomElement(using: &random)!.map { Timestamp(secondsSince1970: now.secondsSince1970 + $0 * day) },
                priority: [nil, nil, .low, .high].randomElement(using: &random)!, project: index % 4 == 0 ? "work" : nil, end: end), for: user)
        }
        let filters: [(String, MemoFilter)] = [
            ("open", MemoFilter(now: now)), ("all", MemoFilter(status: .all, waiting: .include, now: now)),
            ("done", MemoFilter(status: .done, waiting: .include, now: now)), ("project", MemoFilter(project: "work", now: now)),
            ("due.before", MemoFilter(dueBefore: Timestamp(secondsSince1970: now.secondsSince1970 + 2 * day), now: now)),
            ("pri:H", MemoFilter(priority: .high, now: now)),
        ]
        for sort in MemoSort.allCases where sort != .urgency {
            for (name, filter) in filters {
                let request = MemoPageRequest(filter: filter, sort: sort, limit: 7)
                // when: the list read by offset, a page at a time
                var whole: [Int64] = []
                var offsetPages: [[Int64]] = []
                var offset = 0
                while true {
                    var page = request
                    page.offset = offset
                    let read = try store.page(page, for: user).memos.map(\.id)
                    guard !read.isEmpty else { break }
                    offsetPages.append(read)
                    whole += read
                    offset += read.count
                }
                #expect(!whole.isEmpty, "\(name) --sort \(sort)")
                // then: each page read on from the last memo of the one before is the offset page
                var anchor = MemoPageAnchor.first
                for (number, expected) in offsetPages.enumerated() {
                    var page = request
                    page.anchor = anchor
                    let read = try store.page(page, for: user)
                    #expect(read.memos.map(\.id) == expected, "\(name) --sort \(sort) page \(number)")
                    #expect(read.more == (number < offsetPages.count - 1 ? 1 : 0), "\(name) --sort \(sort) page \(number)")
                    guard let last = read.memos.last else { break }
                    anchor = .from(MemoPageKey(last).successor(in: sort))
                }
                // and: every anchor at every position, forward and backward, at either end
                let memos = Dictionary(uniqueKeysWithValues: try whole.map { ($0, try store.memo(id: $0, for: user)) })
                let mismatches = try urgencyKeysetMismatches(
                    whole: whole, sort: sort, limits: [1, 7], positions: Set(whole.indices), key: { MemoPageKey(memos[$0]!) }
                ) { anchor, limit in
                    var page = request
                    (page.anchor, page.limit) = (anchor, limit)
                    let read = try store.page(page, for: user)
                    return (read.memos.map(\.id), read.more > 0)
                }
                #expect(mismatches.isEmpty, "\(name) --sort \(sort): \(mismatches.prefix(3))")
            }
        }
    }
}
