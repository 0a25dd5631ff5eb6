import MemoStore
import XCTest
@testable import PostgresMemoStore

final class ZZScratch: XCTestCase {
    func test_makeSchema() throws {
        guard let uri = ProcessInfo.processInfo.environment["SCRATCH_URI"] else { return }
        let repo = try PostgresMemoRepository(connectionString: uri)
        _ = try repo.logIn(userName: "bench")
    }
}
