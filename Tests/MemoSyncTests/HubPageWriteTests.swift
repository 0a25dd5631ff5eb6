import MemoStore
import MemoSync
@testable import PostgresMemoStore
@testable import SQLiteMemoStore
import XCTest

/// A sync writes the memos the hub has a page at a time (`updateByUUID`): every field, and the
/// search words, of each memo, and nothing of any other.
final class HubPageWriteTests: XCTestCase {
    func test_aPageOfChangedMemos_isWrittenWhole_fieldsAndSearchWords() throws {
        // given five memos on the hub, and one the laptop leaves alone
        let stores = try SyncTestStores()
        let laptop = try TestMachine("laptop", in: stores)
        let memos = try (1...5).map { try laptop.add("Memo \($0)") }
        let untouched = try laptop.add("Left alone") { $0.tags = ["keep"] }
        try laptop.sync()

        // when the laptop changes every field kind of each of the five and syncs
        let due = Timestamp(secondsSince1970: 1_900_000_000)
        for (index, memo) in memos.enumerated() {
            var patch = MemoPatch(
                title: "Renamed zebra \(index)", body: "Body \(index)", due: .set(due), priority: .set(.high),
                project: .set("garden"), addedTags: ["t\(index)"])
            patch.annotations = [MemoAnnotation(entry: due, description: "note \(index)")]
            patch.extra = ["size": "\(index)"]
            _ = try laptop.store.modify(ids: [memo.id], with: patch, for: laptop.user)
        }
        XCTAssertEqual(try laptop.sync().sent, 5)

        // then the hub holds each as the laptop does, finds them by their new words, and kept the other
        XCTAssertEqual(try hubContents(stores), try laptop.contents())
        XCTAssertEqual(try hubContents(stores)[untouched.uuid]?.tags, ["keep"])
        let hub = try stores.hub()
        defer { hub.close() }
        let owner = try hub.logIn(userName: "alice")
        XCTAssertEqual(try hub.search("zebra", filter: MemoFilter(), limit: 10, for: owner).map(\.uuid).sorted(), memos.map(\.uuid).sorted())
        XCTAssertEqual(try hub.search("Memo", filter: MemoFilter(), limit: 10, for: owner), [])
        XCTAssertEqual(try hub.counts(for: owner).total, 6)
    }
}
