@testable import CalDAVSync
import MemoStore
import XCTest

/// `getlastmodified` times a phone's change: read as the server writes it, nothing else taken.
final class HTTPDateTests: XCTestCase {
    func test_anIMFFixdate_readsAsItsMoment() {
        XCTAssertEqual(HTTPDate.timestamp("Fri, 27 Nov 2026 10:48:03 GMT")?.iso8601, "2026-11-27T10:48:03Z")
        XCTAssertEqual(HTTPDate.timestamp("Sun, 06 Jan 1985 08:49:37 GMT")?.iso8601, "1985-01-06T08:49:37Z")
    }

    func test_anythingElse_readsAsNoTime() {
        for text in ["", "Fri, 27 Nov 2026 10:48:03 CET", "Friday, 27-Nov-26 10:48:03 GMT", "Fri Nov 27 10:48:03 2026",
                     "Fri, 31 Feb 2026 10:48:03 GMT", "Fri, 27 Xyz 2026 10:48:03 GMT", "Fri, 27 Nov 2026 25:48:03 GMT"] {
            XCTAssertNil(HTTPDate.timestamp(text), text)
        }
    }
}
