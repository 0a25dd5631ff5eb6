import Foundation
import TestSupport
import XCTest

/// Issue 32: `todo sync --watch` on a CalDAV task list asks again (the sync-token) every
/// `--interval` seconds, so what the phone does arrives without another sync being run.
final class CalDAVWatchTests: CalDAVTestCase {
    func test_whatThePhoneAdds_reachesAReplicaWatchingTheList_atTheInterval() throws {
        // given a replica watching the list every second
        let laptop = try machine()
        var environment = try account.netrcHome(laptop.directory.lastPathComponent, in: homes)
        environment["TZ"] = "UTC"
        let watch = try WatchProcess(laptop, ["sync", collection, "--watch", "--interval", "1"], environment: environment)
        try watch.waitForOutput("the first sync") { $0.hasSuffix("sent 0, received 0\n") }

        // when the phone adds a task, then it arrives
        try account.add("From the phone", to: collection)
        let deadline = Date().addingTimeInterval(30)
        while try memos(titled: "From the phone", of: laptop).isEmpty {
            guard Date() < deadline else { return XCTFail("never arrived; the watch said \(watch.stdout) \(watch.stderr)") }
            usleep(50_000)
        }
        XCTAssertEqual(try watch.stop(), 0, watch.stderr)
        XCTAssertEqual(watch.stdout.components(separatedBy: "received 1\n").count, 2, "one round moved it: \(watch.stdout)")
    }
}
