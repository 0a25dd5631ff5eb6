import MemoStore
import MemoSync
import TestSupport
import XCTest

/// Every field of the description merges: a field added to `MemoField` but left out of
/// `MemoMerge` fails here.
final class MemoFieldMergeTests: XCTestCase {
    func test_everyField_changedOnOneSideOnly_takesThatSidesValue_onEitherSide() {
        let base = Memo(MemoFieldSamples.plainDraft, id: 1, uuid: "00000000-0000-4000-8000-0000000000aa", now: Timestamp(secondsSince1970: 1_700_000_000))
        for field in MemoField.allCases {
            var changed = base
            changed[field] = MemoFieldSamples.sample(field)
            changed.updated = Timestamp(secondsSince1970: 1_700_000_100)
            for (local, hub) in [(changed, base), (base, changed)] {
                let merge = MemoMerge(base: base, local: local, hub: hub, at: Timestamp(secondsSince1970: 1_700_000_200))
                XCTAssertEqual(merge.merged?[field], MemoFieldSamples.sample(field), "\(field)")
                XCTAssertEqual(merge.conflicts, [], "\(field)")
                XCTAssertTrue(MemoMerge.sameFields(merge.merged, changed), "\(field): another field moved")
            }
        }
    }

    func test_aMemoDoneOnBothSides_wasDoneAtTheEarlierEnd_withoutAConflict() {
        let base = Memo(MemoFieldSamples.plainDraft, id: 1, uuid: "00000000-0000-4000-8000-0000000000aa", now: Timestamp(secondsSince1970: 1_700_000_000))
        var local = base
        (local.isDone, local.end, local.updated) = (true, Timestamp(secondsSince1970: 1_700_000_300), Timestamp(secondsSince1970: 1_700_000_300))
        var hub = base
        (hub.isDone, hub.end, hub.updated) = (true, Timestamp(secondsSince1970: 1_700_000_100), Timestamp(secondsSince1970: 1_700_000_100))
        for (mine, theirs) in [(local, hub), (hub, local)] {
            let merge = MemoMerge(base: base, local: mine, hub: theirs, at: Timestamp(secondsSince1970: 1_700_000_400))
            XCTAssertEqual(merge.merged?.end, Timestamp(secondsSince1970: 1_700_000_100))
            XCTAssertEqual(merge.conflicts, [])
        }
    }
}
