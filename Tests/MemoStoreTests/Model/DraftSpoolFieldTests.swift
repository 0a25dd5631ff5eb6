import MemoStore
import TestSupport
import XCTest

/// The spool an import goes through writes each field in a binary layout of its own, so every
/// field of the description is spooled and read back here.
final class DraftSpoolFieldTests: XCTestCase {
    func test_everyField_survivesTheSpool() throws {
        let spool = try DraftSpool()
        for (line, field) in MemoField.allCases.enumerated() {
            var draft = MemoFieldSamples.plainDraft
            draft[field] = MemoFieldSamples.sample(field)
            try spool.append(draft, line: line + 1)
        }
        for field in MemoField.allCases {
            XCTAssertEqual(try spool.next()?[field], MemoFieldSamples.sample(field), "\(field)")
        }
        XCTAssertNil(try spool.next())
    }
}
