import MemoInterchange
import MemoStore
import TestSupport
import XCTest

/// Every field of the description is written and read back by the formats that carry whole
/// memos: the JSON and Taskwarrior codecs list fields by hand (their keys and order are a
/// contract), so a field added to `MemoField` but not to a codec fails here.
final class MemoFieldInterchangeTests: XCTestCase {
    func test_everyField_survivesJSONExportAndImport() throws {
        try assertEveryFieldSurvives(.json)
    }

    func test_everyField_survivesTaskwarriorExportAndImport() throws {
        try assertEveryFieldSurvives(.taskwarrior)
    }

    // MARK: - Private

    private func assertEveryFieldSurvives(_ format: InterchangeFormat, file: StaticString = #filePath, line: UInt = #line) throws {
        for field in MemoField.allCases {
            var draft = MemoFieldSamples.plainDraft
            draft[field] = MemoFieldSamples.sample(field)
            // Only a done memo has an end to write (Taskwarrior's `end`).
            if field == .end { draft.isDone = true }
            let memo = Memo(draft, id: 1, uuid: InterchangeFixtures.uuid(1), now: InterchangeFixtures.time)
            var writer = MemoExportWriter(format: format, timeZone: .utc)
            let text = writer.begin() + writer.element(memo) + writer.end()
            let drafts = try InterchangeFixtures.importAll(format, Array(text.utf8))
            XCTAssertEqual(drafts.count, 1, "\(format) \(field)", file: file, line: line)
            XCTAssertEqual(drafts.first?[field], memo[field], "\(format) \(field): \(text)", file: file, line: line)
        }
    }
}
