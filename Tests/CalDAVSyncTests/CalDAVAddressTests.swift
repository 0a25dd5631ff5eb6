@testable import CalDAVSync
import XCTest

final class CalDAVAddressTests: XCTestCase {
    func test_theRememberedAddressHasNoUserInfo_andEndsInASlash() throws {
        let address = try CalDAVAddress("HTTPS://alice:s3cret@cloud.example:8443/dav/calendars/alice/tasks")
        XCTAssertEqual(address.remembered, "https://cloud.example:8443/dav/calendars/alice/tasks/")
        XCTAssertEqual(address.path, "/dav/calendars/alice/tasks/")
        XCTAssertEqual(address.collectionURL, "https://alice:s3cret@cloud.example:8443/dav/calendars/alice/tasks/")
    }

    func test_aPasswordHoldingAnAtSign_isAllUserInfo() throws {
        let address = try CalDAVAddress("http://alice:p@ss@127.0.0.1:5232/alice/tasks/")
        XCTAssertEqual(address.remembered, "http://127.0.0.1:5232/alice/tasks/")
        XCTAssertEqual(address.url(of: "/alice/tasks/x.ics"), "http://alice:p@ss@127.0.0.1:5232/alice/tasks/x.ics")
    }

    func test_hrefsAsPathsOrFullURLs_resolveOnThisServer_withThisRunsCredentials() throws {
        let address = try CalDAVAddress("http://bob@127.0.0.1:5232/bob/t/?ignored#too")
        XCTAssertEqual(address.path, "/bob/t/")
        XCTAssertEqual(address.url(of: "http://127.0.0.1:5232/bob/t/a.ics"), "http://bob@127.0.0.1:5232/bob/t/a.ics")
        XCTAssertEqual(address.url(of: "b.ics"), "http://bob@127.0.0.1:5232/bob/t/b.ics")
        XCTAssertEqual(CalDAVCollection.normalized("https://h.example/bob/t/a.ics"), "/bob/t/a.ics")
        XCTAssertEqual(CalDAVCollection.normalized("/bob/t/a.ics"), "/bob/t/a.ics")
    }

    func test_addressesWithoutAHostOrWithSpaces_areRefusedAsUsage_withoutTheirPassword() {
        for text in ["http://alice:s3cret@/tasks/", "https://", "http://alice:s3cret@host/my tasks/", "ftp://alice:s3cret@host/x",
                     "http://alice:s3/cret@host/tasks/", "https://alice:s3cret/x@[::1]:80/t/"] {
            XCTAssertThrowsError(try CalDAVAddress(text), text) { error in
                guard let error = error as? CalDAVError else { return XCTFail("\(error)") }
                XCTAssertEqual(error.exitStatus, .usage, text)
                XCTAssertFalse(error.description.contains("s3cret"), error.description)
            }
        }
    }

    func test_anEMailAddressInThePath_andIPv6Hosts_areRead() throws {
        let address = try CalDAVAddress("https://alice:pw@cloud.example/remote.php/dav/calendars/alice@example.com/tasks/")
        XCTAssertEqual(address.remembered, "https://cloud.example/remote.php/dav/calendars/alice@example.com/tasks/")
        XCTAssertEqual(try CalDAVAddress("http://[::1]:5232/alice/t/").authority, "[::1]:5232")
    }

    func test_onlyHTTPAndHTTPSAreCalDAV() {
        XCTAssertTrue(CalDAVAddress.isCalDAV("HTTP://x/"))
        XCTAssertTrue(CalDAVAddress.isCalDAV("https://x/"))
        XCTAssertFalse(CalDAVAddress.isCalDAV("postgresql://x/db"))
        XCTAssertFalse(CalDAVAddress.isCalDAV("httpx://x/"))
    }
}
