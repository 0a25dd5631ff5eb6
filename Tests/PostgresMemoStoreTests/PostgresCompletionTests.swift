import MemoStore
import XCTest
@testable import PostgresMemoStore

/// The ids shell completion offers (`memoIDs(withPrefix:)`, which no contract suite covers yet).
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
