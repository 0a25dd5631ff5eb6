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
