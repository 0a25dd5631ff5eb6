import Testing
@testable import MemoStore
import TestSupport

/// `reading`: what a body reads comes from one committed state of the store, whatever
/// another connection commits meanwhile; the calls inside it that read in a snapshot of
/// their own (a page, a memo's history) join it.
final class RepositoryReadingTests: RepositoryContract {
    private struct Refused: Error {}

    @Test(arguments: TodoEngine.allCases)
    func test_aWriteAnotherConnectionCommitsDuringReading_isSeenByNoneOfIt(_ engine: TodoEngine) throws {
        // given: alice's memo, and a second connection to the same store
        try begin(on: engine)
        let alice = try store.logIn(userName: "alice")
        let kept = try store.create(oldDraft("kept"), for: alice)
        let other = try openAnother()
        let request = MemoPageRequest(filter: .all, limit: 10)

        // when: the other connection adds a memo and retitles alice's between two reads
        let (countsBefore, page, countsAfter, memo, history) = try store.reading {
            let countsBefore = try store.counts(for: alice)
            _ = try other.create(MemoDraft(title: "added meanwhile"), for: alice)
            _ = try other.modify(ids: [kept.id], with: MemoPatch(title: "retitled"), as: .edit, for: alice)
            return (countsBefore, try store.page(request, for: alice), try store.counts(for: alice),
                    try store.memo(id: kept.id, for: alice), try store.memoHistory(id: kept.id, for: alice))
        }

        // then: every read inside saw the store as it was; the next read sees both writes
        #expect(countsBefore == MemoCounts(open: 1, done: 0))
        #expect(countsAfter == countsBefore)
        #expect(page.memos.map(\.title) == ["kept"])
        #expect(memo.title == "kept")
        #expect(history.entries.count == 1)
        #expect(history.current?.title == "kept")
        #expect(try store.counts(for: alice) == MemoCounts(open: 2, done: 0))
        #expect(try store.page(request, for: alice).memos.map(\.title).sorted() == ["added meanwhile", "retitled"])
    }

    @Test(arguments: TodoEngine.allCases)
    func test_aBodyThatThrows_endsItsRead_andTheStoreTakesWritesAfter(_ engine: TodoEngine) throws {
        // given
        try begin(on: engine)
        let alice = try store.logIn(userName: "alice")
        _ = try store.create(oldDraft("first"), for: alice)

        // when
        #expect(throws: Refused.self) {
            try self.store.reading {
                _ = try self.store.page(MemoPageRequest(filter: .all, limit: 10), for: alice)
                throw Refused()
            }
        }

        // then: the next write is its own and is committed, as another connection sees
        let added = try store.create(oldDraft("second"), for: alice)
        #expect(try openAnother().memo(id: added.id, for: alice).title == "second")
    }
}
