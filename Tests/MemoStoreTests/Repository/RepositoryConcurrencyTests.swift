import Foundation
@testable import MemoStore
@testable import SQLiteMemoStore
import TestSupport
import XCTest

/// Several connections, one per thread, writing to one file.
final class RepositoryConcurrencyTests: XCTestCase {
    /// Collects what the threads report, under a lock.
    private final class Results: @unchecked Sendable {
        private let lock = NSLock()
        private var storedIDs: [Int64] = []
        private var storedErrors: [String] = []

        var ids: [Int64] { lock.withLock { storedIDs } }
        var errors: [String] { lock.withLock { storedErrors } }

        func add(_ ids: [Int64]) { lock.withLock { storedIDs += ids } }
        func fail(_ error: Error) { lock.withLock { storedErrors.append("\(error)") } }
    }

    func test_fourThreads_eachWithOwnRepository_hundredCreatesEach_allLandWithUniqueIds() throws {
        // given
        let directory = try TemporaryDirectory()
        let path = directory.file("memos.sqlite")
        let setup = try SQLiteMemoRepository(path: path)
        let user = try setup.logIn(userName: "alice")
        setup.close()
        let results = Results()
        // when
        DispatchQueue.concurrentPerform(iterations: 4) { thread in
            do {
                let repository = try SQLiteMemoRepository(path: path)
                defer { repository.close() }
                var ids: [Int64] = []
                for index in 0..<100 {
                    ids.append(try repository.create(MemoDraft(title: "thread \(thread) memo \(index)"), for: user).id)
                }
                results.add(ids)
            } catch {
                results.fail(error)
            }
        }
        // then
        XCTAssertEqual(results.errors, [])
        XCTAssertEqual(results.ids.count, 400)
        XCTAssertEqual(Set(results.ids).count, 400)
        let check = try SQLiteMemoRepository(path: path)
        defer { check.close() }
        var stored: [Memo] = []
        try check.exportMemos(for: user) { stored.append($0) }
        XCTAssertEqual(Set(stored.map(\.id)), Set(results.ids))
        XCTAssertEqual(Set(stored.map(\.title)).count, 400)
        XCTAssertEqual(try check.counts(for: user), MemoCounts(open: 400, done: 0))
        XCTAssertEqual(try check.search("memo 99", limit: 10, for: user).count, 4)
    }

    func test_fourThreads_openingAFreshFileTogether_allMigrateAndWrite() throws {
        let directory = try TemporaryDirectory()
        let path = directory.file("fresh/memos.sqlite")
        let results = Results()
        DispatchQueue.concurrentPerform(iterations: 4) { thread in
            do {
                let repository = try SQLiteMemoRepository(path: path)
                defer { repository.close() }
                let user = try repository.logIn(userName: "shared")
                var ids: [Int64] = []
                for index in 0..<10 {
                    ids.append(try repository.create(MemoDraft(title: "t\(thread) \(index)"), for: user).id)
                }
                results.add(ids)
            } catch {
                results.fail(error)
            }
        }
        XCTAssertEqual(results.errors, [])
        XCTAssertEqual(Set(results.ids).count, 40)
        let check = try SQLiteMemoRepository(path: path)
        defer { check.close() }
        XCTAssertEqual(try check.counts(for: check.logIn(userName: "shared")).total, 40)
    }

    func test_twoConnections_interleavedUndo_eachSeesTheOthersWrites() throws {
        let directory = try TemporaryDirectory()
        let path = directory.file("memos.sqlite")
        let first = try SQLiteMemoRepository(path: path)
        let second = try SQLiteMemoRepository(path: path)
        defer {
            first.close()
            second.close()
        }
        let user = try first.logIn(userName: "alice")
        let memo = try first.create(MemoDraft(title: "a"), for: user)
        XCTAssertEqual(try second.memo(id: memo.id, for: user), memo)
        XCTAssertEqual(try second.undoLastChange(for: user).kind, .add)
        assertThrows(MemoStoreError.memoNotFound(id: memo.id), try first.memo(id: memo.id, for: user))
    }
}
