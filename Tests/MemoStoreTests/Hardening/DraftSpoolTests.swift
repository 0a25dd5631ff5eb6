import XCTest
@testable import MemoStore
import TestSupport

/// Issue 13, item 6: an import's drafts are read and checked whole before the store is
/// written, kept on disk meanwhile.
final class DraftSpoolTests: XCTestCase {
    func test_everyFieldOfEveryDraft_comesBackAsItWent_inOrder_withItsLine() throws {
        let spool = try DraftSpool()
        let full = MemoDraft(
            uuid: "6f1c1b5e-1111-4c4c-8888-000000000001", title: "tout \u{e9}t\u{e9} \u{1F600}", body: "two\nlines",
            isDone: true, created: Timestamp(secondsSince1970: Timestamp.earliest), updated: Timestamp(secondsSince1970: 1),
            due: Timestamp(secondsSince1970: Timestamp.latest), wait: Timestamp(secondsSince1970: -5), priority: .medium,
            project: "home.garden", tags: ["b", "a", ""], recur: Recurrence(count: 3, unit: .week))
        let bare = MemoDraft(title: "bare")
        let big = MemoDraft(title: "big", body: String(repeating: "x", count: MemoLimits.maxBodyLength))
        let drafts = [full, bare, big] + (0..<5_000).map { MemoDraft(title: "memo \($0)", isDone: $0 % 2 == 0) }
        for (index, draft) in drafts.enumerated() {
            try spool.append(draft, line: index * 2 + 1)
        }

        var read: [MemoDraft] = []
        var lines: [Int] = []
        while let draft = try spool.next() {
            read.append(draft)
            lines.append(spool.lineOfLastDraft)
        }

        XCTAssertEqual(spool.count, drafts.count)
        XCTAssertEqual(read, drafts)
        XCTAssertEqual(lines, drafts.indices.map { $0 * 2 + 1 })
        XCTAssertNil(try spool.next())
    }

    func test_aDraftTheStoreWouldRefuse_isRefusedWhileSpooling_namingItsPosition() throws {
        let spool = try DraftSpool()
        try spool.append(MemoDraft(title: "fine"), line: 1)
        XCTAssertThrowsError(try spool.append(MemoDraft(title: "   "), line: 3)) {
            guard case .invalidRecord(let index, _)? = $0 as? MemoStoreError else { return XCTFail("\($0)") }
            XCTAssertEqual(index, 2)
        }
    }

    func test_theSpoolHasNoNameOnDisk() throws {
        let directory = try TemporaryDirectory()
        setenv("TMPDIR", directory.path, 1)
        defer { unsetenv("TMPDIR") }
        let spool = try DraftSpool()
        try spool.append(MemoDraft(title: "hidden"), line: 1)
        XCTAssertEqual(try FileManager.default.contentsOfDirectory(atPath: directory.path), [])
        XCTAssertEqual(try spool.next()?.title, "hidden")
    }
}
