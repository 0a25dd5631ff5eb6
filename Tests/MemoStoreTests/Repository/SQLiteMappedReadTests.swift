@testable import MemoStore
@testable import SQLiteMemoStore
import TestSupport
import XCTest

/// Every connection reads the store through a mapping of the file (`SQLiteConnection.mapsFile`),
/// a read-only one too, and a mapped reader still sees what another connection wrote since,
/// after the file grew and its WAL was folded in.
final class SQLiteMappedReadTests: XCTestCase {
    func test_everyConnection_mapsTheFile_andSeesWhatAnotherWroteAfterTheFileGrew() throws {
        // given: a store, a writer and a reader opened read-only, the reader having read once
        let directory = try TemporaryDirectory()
        let path = directory.file("memos.sqlite")
        let writer = try SQLiteMemoRepository(path: path)
        let user = try writer.logIn(userName: "alice")
        _ = try writer.create(MemoDraft(title: "first"), for: user)
        let reader = try SQLiteMemoRepository(readingExistingStoreAt: path)
        let request = MemoPageRequest(filter: MemoFilter(status: .all, waiting: .include), limit: 1_000)
        XCTAssertEqual(try reader.page(request, for: user).memos.map(\.title), ["first"])

        // then: both map the file
        for store in [writer, reader] {
            XCTAssertEqual(try store.connection.firstRow("PRAGMA mmap_size") { $0.int64(0) }, 268_435_456)
        }

        // when: the writer adds enough to grow the file by many pages, and folds its WAL in
        let body = String(repeating: "long body ", count: 400)
        for index in 0..<200 { _ = try writer.create(MemoDraft(title: "memo \(index)", body: body), for: user) }
        try writer.connection.execute("PRAGMA wal_checkpoint(TRUNCATE)")

        // then: the reader's next read finds every memo, bodies whole
        let read = try reader.page(request, for: user).memos
        XCTAssertEqual(read.count, 201)
        XCTAssertEqual(Set(read.filter { $0.title != "first" }.map(\.body)), [body])
    }
}
