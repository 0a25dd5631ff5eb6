@testable import MemoStore
@testable import SQLiteMemoStore
import TestSupport
import XCTest

/// A read of every memo of a user (a listing past the last, an export) reads the store through
/// a mapping of the file (`SQLiteConnection.mapFileForWholeReads`), on a read-only connection
/// too, while a page of a few leaves the connection as it was; and a mapped reader still sees
/// what another connection wrote since, after the file grew and its WAL was folded in.
final class SQLiteMappedReadTests: XCTestCase {
    func test_aWholeRead_mapsTheFile_aPageDoesNot_andAMappedReaderSeesWhatAnotherWroteAfterTheFileGrew() throws {
        // given: a store of 30 memos, a writer and a reader opened read-only
        let directory = try TemporaryDirectory()
        let path = directory.file("memos.sqlite")
        let writer = try SQLiteMemoRepository(path: path)
        let user = try writer.logIn(userName: "alice")
        for index in 0..<30 { _ = try writer.create(MemoDraft(title: "memo \(index)"), for: user) }
        let reader = try SQLiteMemoRepository(readingExistingStoreAt: path)
        let filter = MemoFilter(status: .all, waiting: .include)
        func mapSize(_ store: SQLiteMemoRepository) throws -> Int64? { try store.connection.firstRow("PRAGMA mmap_size") { $0.int64(0) } }

        // when: a page of a few memos
        XCTAssertEqual(try reader.page(MemoPageRequest(filter: filter, limit: 5), for: user).memos.count, 5)
        // then: nothing mapped
        XCTAssertEqual(try mapSize(reader), 0)
        XCTAssertFalse(reader.connection.mapsFile)

        // when: every memo, listed past the last by the reader and exported by the writer
        XCTAssertEqual(try reader.page(MemoPageRequest(filter: filter, limit: 1_000), for: user).memos.count, 30)
        var exported = 0
        try writer.exportMemos(for: user) { _ in exported += 1 }
        // then: both map the file
        XCTAssertEqual(exported, 30)
        for store in [writer, reader] {
            XCTAssertEqual(try mapSize(store), 268_435_456)
            XCTAssertTrue(store.connection.mapsFile)
        }

        // when: the writer adds enough to grow the file by many pages, and folds its WAL in
        let body = String(repeating: "long body ", count: 400)
        for index in 0..<200 { _ = try writer.create(MemoDraft(title: "long \(index)", body: body), for: user) }
        try writer.connection.execute("PRAGMA wal_checkpoint(TRUNCATE)")

        // then: the mapped reader's next whole read finds every memo, bodies whole
        let read = try reader.page(MemoPageRequest(filter: filter, limit: 1_000), for: user).memos
        XCTAssertEqual(read.count, 230)
        XCTAssertEqual(Set(read.filter { $0.title.hasPrefix("long") }.map(\.body)), [body])
    }
}
