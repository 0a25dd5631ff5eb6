import MemoStore
import TestSupport
import XCTest
@testable import TodoRIBs

/// `show` writes its lines in an order and a phrasing of its own, so every field of the
/// description is checked to change what it shows: a field added to `MemoField` but not to
/// `MemoText.detail` fails here.
@MainActor
final class MemoTextFieldTests: XCTestCase {
    func test_detail_showsEveryField() async {
        let clock = LocalClock.fixed(at: Timestamp(secondsSince1970: 1_700_000_000), in: .utc)
        let style = TerminalStyle(screen: nil)
        let plain = MemoText.detail(memo(from: MemoFieldSamples.plainDraft), style: style, clock: clock)
        for field in MemoField.allCases {
            var draft = MemoFieldSamples.plainDraft
            draft[field] = MemoFieldSamples.sample(field)
            XCTAssertNotEqual(MemoText.detail(memo(from: draft), style: style, clock: clock), plain, "\(field)")
        }
    }

    // MARK: - Private

    private func memo(from draft: MemoDraft) -> Memo {
        Memo(draft, id: 1, uuid: "00000000-0000-4000-8000-0000000000aa", now: Timestamp(secondsSince1970: 1_700_000_000))
    }
}
