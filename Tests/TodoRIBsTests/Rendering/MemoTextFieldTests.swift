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
            var done = memo(from: draft)
            done.isDone = true
            let doneAtUpdated = MemoText.detail(done, style: style, clock: clock)
            if field == .end {
                // Only a done memo has an end: it shows when it was done, not when it last changed.
                done.end = done.updated
                XCTAssertNotEqual(doneAtUpdated, MemoText.detail(done, style: style, clock: clock))
            } else {
                XCTAssertNotEqual(MemoText.detail(memo(from: draft), style: style, clock: clock), plain, "\(field)")
            }
        }
    }

    // MARK: - Private

    private func memo(from draft: MemoDraft) -> Memo {
        Memo(draft, id: 1, uuid: "00000000-0000-4000-8000-0000000000aa", now: Timestamp(secondsSince1970: 1_700_000_000))
    }
}
