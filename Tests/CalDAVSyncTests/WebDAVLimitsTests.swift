@testable import CalDAVSync
import TestSupport
import XCTest

/// What a hostile server can make one request hold (`WebDAVLimits`): the answer's decoded
/// bytes, its time, and lines it would add to the next request. Against the fault server of
/// `scripts/caldav-phone` with limits small enough for a test; `todo sync`'s own limits are
/// proven end to end in CalDAVHostileServerTests.
final class WebDAVLimitsTests: XCTestCase {
    private let small = WebDAVLimits(answerBytes: 1 << 20, taskBytes: 1 << 16, requestSeconds: 3)

    func test_aGzipBomb_isStoppedAtTheLimitOfDecodedBytes() throws {
        let bomb = try FaultServer(arguments: ["--hostile", "gzip-bomb:64"])
        XCTAssertThrowsError(try WebDAVConnection(caFile: nil, limits: small).send("PROPFIND", bomb.url + "/alice/tasks/")) { error in
            XCTAssertEqual(error as? CalDAVError, .tooLarge(limit: 1 << 20))
        }
    }

    func test_aHugeAnswer_isStoppedAtTheLimit() throws {
        let huge = try FaultServer(arguments: ["--hostile", "huge:8"])
        XCTAssertThrowsError(try WebDAVConnection(caFile: nil, limits: small).send("PROPFIND", huge.url + "/alice/tasks/")) { error in
            XCTAssertEqual(error as? CalDAVError, .tooLarge(limit: 1 << 20))
        }
    }

    func test_aServerThatDripsForever_isGivenUpAtTheRequestsTimeLimit() throws {
        let drip = try FaultServer(arguments: ["--hostile", "drip"])
        XCTAssertThrowsError(try WebDAVConnection(caFile: nil, limits: small).send("PROPFIND", drip.url + "/alice/tasks/")) { error in
            guard case .unreachable(let reason)? = error as? CalDAVError else { return XCTFail("\(error)") }
            XCTAssertTrue(reason.contains("timed out"), reason)
        }
    }

    func test_aHeaderOrURLWithCRLF_isRefusedBeforeAnythingIsSent() throws {
        let connection = try WebDAVConnection(caFile: nil, limits: small)
        // Port 1: were anything sent, the error would be that nothing answers.
        for (url, headers) in [
            ("http://127.0.0.1:1/a.ics", ["If-Match: \"1\"\r\nX-Injected: 1"]),
            ("http://127.0.0.1:1/a.ics\r\nX-Injected: 1", []),
            ("http://127.0.0.1:1/a.ics", ["If-Match: \"1\u{0}\""]),
        ] {
            XCTAssertThrowsError(try connection.send("PUT", url, headers: headers, body: "x")) { error in
                guard case .badAnswer(let reason)? = error as? CalDAVError else { return XCTFail("\(error)") }
                XCTAssertTrue(reason.hasSuffix("holds a control character; nothing was sent"), reason)
            }
        }
    }
}
