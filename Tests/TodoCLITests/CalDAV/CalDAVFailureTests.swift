import Foundation
import XCTest

/// Issue 20's failures: a server that is down, a wrong password (401), another user's
/// collection (403), a collection that does not exist (404), a web server that is no WebDAV,
/// a write the server refuses as raced (412) or for want of space (507). Each is one line on
/// stderr naming the URL (never the password), exit 1, and the store's memos as they were;
/// what was kept goes at the next sync that works.
final class CalDAVFailureTests: CalDAVTestCase {
    private var laptop: TodoProcess!
    private var before: [String]!

    override func setUpWithError() throws {
        try super.setUpWithError()
        laptop = try machine()
        try add(laptop, ["kept here"])
        try account.add("on the server", to: collection)
        before = try SyncMachines.memos(of: laptop)
    }

    override func tearDown() {
        (laptop, before) = (nil, nil)
        super.tearDown()
    }

    func test_aServerThatIsDown() throws {
        let url = "http://127.0.0.1:1/\(account.user)/tasks/"
        try assertRefused(try todo(laptop, ["sync", url]), url, memosBefore: before, of: laptop, "down")
        try assertTheNextSyncSendsWhatWasKept()
    }

    func test_aWrongPassword_401() throws {
        let result = try todo(laptop, ["sync", account.withCredentials(collection, password: "not-the-password")])
        try assertRefused(result, collection, memosBefore: before, of: laptop, "401")
        let netrc = try todo(laptop, ["sync", collection], environment: try account.netrcHome("wrong", in: homes, password: "wrong-too"))
        try assertRefused(netrc, collection, memosBefore: before, of: laptop, "401 from the netrc")
        XCTAssertFalse(netrc.stderr.contains("wrong-too"), netrc.stderr)
        try assertTheNextSyncSendsWhatWasKept()
    }

    func test_anotherUsersCollection_403() throws {
        let url = account.server + "/" + account.otherUser + "/tasks/"
        try assertRefused(try todo(laptop, ["sync", url]), url, memosBefore: before, of: laptop, "403")
        try assertTheNextSyncSendsWhatWasKept()
    }

    func test_aCollectionThatDoesNotExist_404() throws {
        let url = account.server + "/" + account.user + "/no-such-collection/"
        try assertRefused(try todo(laptop, ["sync", url]), url, memosBefore: before, of: laptop, "404")
        try assertTheNextSyncSendsWhatWasKept()
    }

    func test_aWebServerThatIsNoWebDAV() throws {
        let web = try account.faultServer([])
        let url = web.url + "/" + account.user + "/tasks/"
        try assertRefused(try todo(laptop, ["sync", url]), url, memosBefore: before, of: laptop, "plain web page")
        try assertTheNextSyncSendsWhatWasKept()
    }

    func test_aWriteRefusedAsRaced_412() throws {
        try assertRefusedWrite(status: 412)
    }

    func test_aWriteRefusedForWantOfSpace_507() throws {
        try assertRefusedWrite(status: 507)
    }

    func test_aServerWithoutSyncCollection_isListedWithPROPFIND_andSyncs() throws {
        // RFC 3253: a report the server does not support is 403 (DAV:supported-report).
        let proxy = try account.faultServer(["--upstream", account.server, "--fail", "sync-collection=403"])
        let url = proxy.url + URL(string: collection)!.path + "/"
        assertSynced(try sync(laptop, url), url, sent: 1, received: 1)
        assertSynced(try sync(laptop, url), url, sent: 0, received: 0)
        XCTAssertEqual(Set(try account.tasks(in: collection).compactMap(\.summary)), ["kept here", "on the server"])
    }

    func test_aTaskTodoCannotRead_waits_andEverythingElseStillSyncs() throws {
        assertSynced(try sync(laptop, collection), collection, sent: 1, received: 1)
        // the phone rewrites the task todo made with a PRIORITY todo refuses
        let uid = try XCTUnwrap(try account.task("kept here", in: collection).uid)
        _ = try account.phone(["edit", collection, uid, "priority=12"])
        let line = try sync(laptop, collection)
        XCTAssertTrue(line.contains(", 1 task on the server todo cannot read left as they are (\(URL(string: collection)!.path)/"), line)
        XCTAssertTrue(line.hasSuffix(": PRIORITY must be a number from 0 to 9, not \"12\")\n"), line)

        // a change here to that memo waits; a new memo still goes
        let id = try SyncMachines.id(of: "kept here", in: laptop)
        _ = try add(laptop, ["new here"])
        XCTAssertEqual(try todo(laptop, ["modify", id, "+later"]).status, 0)
        let next = try sync(laptop, collection)
        XCTAssertTrue(next.contains(": sent 1, received 0, 1 task"), next)
        XCTAssertEqual(Set(try account.tasks(in: collection).compactMap(\.summary)), ["kept here", "on the server", "new here"])

        // once the phone makes it readable, the change waiting here merges with it
        _ = try account.phone(["edit", collection, uid, "priority=1"])
        let merged = try sync(laptop, collection)
        XCTAssertFalse(merged.contains("cannot read"), merged)
        XCTAssertEqual(try account.task("kept here", in: collection).categories, ["later"])
        let memo = try XCTUnwrap(try memos(of: laptop).first { $0["title"] as? String == "kept here" })
        XCTAssertEqual(memo["priority"] as? String, "H")
        XCTAssertEqual(memo["tags"] as? [String], ["later"])
    }

    // MARK: - Private

    /// A proxy to the server that answers every PUT with `status`: the sync is refused, the
    /// store keeps its memos, and the phone's task is not half-fetched.
    private func assertRefusedWrite(status: Int, file: StaticString = #filePath, line: UInt = #line) throws {
        let proxy = try account.faultServer(["--upstream", account.server, "--fail", "PUT=\(status)"])
        let url = proxy.url + URL(string: collection)!.path + "/"
        try assertRefused(try todo(laptop, ["sync", url]), url, memosBefore: before, of: laptop, "\(status)", file: file, line: line)
        XCTAssertEqual(try account.tasks(in: collection).map(\.summary), ["on the server"], file: file, line: line)
        try assertTheNextSyncSendsWhatWasKept(file: file, line: line)
    }

    /// The same store then syncs with the real collection: both tasks on both sides.
    private func assertTheNextSyncSendsWhatWasKept(file: StaticString = #filePath, line: UInt = #line) throws {
        assertSynced(try sync(laptop, collection, file: file, line: line), collection, sent: 1, received: 1, file: file, line: line)
        XCTAssertEqual(Set(try memos(of: laptop).compactMap { $0["title"] as? String }), ["kept here", "on the server"], file: file, line: line)
        XCTAssertEqual(Set(try account.tasks(in: collection).compactMap(\.summary)), ["kept here", "on the server"], file: file, line: line)
    }
}
