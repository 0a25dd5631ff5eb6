@testable import CalDAVSync
import XCTest

final class DAVElementTests: XCTestCase {
    func test_aMultistatusIsReadWithNamespaces_textAndCDATA() throws {
        let xml = """
            <?xml version="1.0"?>
            <D:multistatus xmlns:D="DAV:" xmlns:C="urn:ietf:params:xml:ns:caldav">
              <D:response><D:href>/a/t/1.ics</D:href>
                <D:propstat><D:prop><D:getetag>"e1"</D:getetag><C:calendar-data><![CDATA[BEGIN:VCALENDAR
            END:VCALENDAR
            ]]></C:calendar-data></D:prop><D:status>HTTP/1.1 200 OK</D:status></D:propstat>
              </D:response>
              <D:sync-token>http://example/sync/7</D:sync-token>
            </D:multistatus>
            """
        let root = try XCTUnwrap(parse(xml))
        XCTAssertTrue(root.is("multistatus"))
        XCTAssertEqual(root.child("sync-token")?.text, "http://example/sync/7")
        let prop = try XCTUnwrap(root.child("response")?.child("propstat")?.child("prop"))
        XCTAssertEqual(prop.child("getetag")?.text, "\"e1\"")
        XCTAssertEqual(prop.child("calendar-data", DAVElement.calDAV)?.text, "BEGIN:VCALENDAR\nEND:VCALENDAR\n")
        XCTAssertNil(prop.child("calendar-data"), "the DAV: namespace has no calendar-data")
    }

    func test_notXML_andEntitiesFromOutside_areNotRead() {
        XCTAssertNil(parse("<html><body>Welcome</body>"))
        XCTAssertNil(parse("not xml at all"))
        let external = """
            <?xml version="1.0"?><!DOCTYPE d [<!ENTITY x SYSTEM "file:///etc/passwd">]><d:href xmlns:d="DAV:">&x;</d:href>
            """
        XCTAssertFalse(parse(external)?.text.contains("root:") ?? false)
    }

    private func parse(_ text: String) -> DAVElement? {
        let bytes = Array(text.utf8CString.dropLast())
        return bytes.withUnsafeBufferPointer { DAVElement.parse($0) }
    }
}
