import MemoStore
import TestSupport
import TodoLanguage
import XCTest

/// The edit form writes every field of the description and reads each back: a field added to
/// `MemoField` but left out of the form fails here.
final class MemoFormFieldTests: XCTestCase {
    func test_everyField_butDone_isWrittenAndReadBackByTheForm() throws {
        let plain = memo(from: MemoFieldSamples.plainDraft)
        let dependency = MemoFieldSamples.sample(.depends).namesValue[0]
        // The form leaves done, and when, to their commands.
        for field in MemoField.allCases where field != .done && field != .end {
            var draft = MemoFieldSamples.plainDraft
            draft[field] = MemoFieldSamples.sample(field)
            let text = MemoForm.text(memo(from: draft), dependencyIDs: [dependency: 5], zone: .utc)
            let patch = try MemoForm.patch(
                reading: text, for: plain, dependencyIDs: [dependency: 5], now: Timestamp(secondsSince1970: 1_700_000_000), zone: .utc)
            if field == .depends {
                // The form names dependencies by id; the store turns ids into uuids.
                XCTAssertEqual(patch.addedDependencies, [.id(5)])
            } else if field == .parent {
                // A parent the form has no id for is written, and read back, by its uuid.
                XCTAssertEqual(patch.parent, .set(.uuid(MemoFieldSamples.sample(.parent).nameValue ?? "")), text)
            } else {
                XCTAssertEqual(patch.applied(to: plain)[field], MemoFieldSamples.sample(field), "\(field): \(text)")
            }
        }
    }

    // MARK: - Private

    private func memo(from draft: MemoDraft) -> Memo {
        Memo(draft, id: 1, uuid: "00000000-0000-4000-8000-0000000000aa", now: Timestamp(secondsSince1970: 1_700_000_000))
    }
}
