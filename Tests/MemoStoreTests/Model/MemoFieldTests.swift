import MemoStore
import TestSupport
import XCTest

/// Every field of the description goes through every conversion that walks it: a field added
/// to `MemoField` but left out of one of them fails here.
final class MemoFieldTests: XCTestCase {
    func test_everyField_travelsFromDraftToMemoAndNoOtherFieldMoves() {
        let plain = memo(from: MemoFieldSamples.plainDraft)
        for field in MemoField.allCases {
            let memo = memo(with: field)
            XCTAssertEqual(memo[field], MemoFieldSamples.sample(field), "\(field)")
            // A memo made done was done when it last changed: `end` follows `done`.
            for other in MemoField.allCases where other != field && (field, other) != (.done, .end) {
                XCTAssertEqual(memo[other], plain[other], "\(other) moved when \(field) was set")
            }
            XCTAssertNotEqual(memo, plain, "\(field) is left out of ==")
            XCTAssertEqual(memo.withID(7)[field], memo[field], "\(field) is lost by withID")
        }
    }

    func test_everyField_isOneDifferenceNamedByTheField() {
        let plain = memo(from: MemoFieldSamples.plainDraft)
        for field in MemoField.allCases {
            let differences = MemoFieldDifference.between(plain, memo(with: field))
            XCTAssertEqual(differences.map(\.field), field == .done ? [.done, .end] : [field], "\(field)")
            XCTAssertNotNil(differences.first?.after, "\(field)")
        }
    }

    func test_everyField_aPatchSettingItGivesTheMemo_doneEndDependsAndParentExcepted() {
        let plain = memo(from: MemoFieldSamples.plainDraft)
        for field in MemoField.allCases {
            let memo = memo(with: field)
            var patch = MemoPatch()
            patch.set(field, to: MemoFieldSamples.sample(field), onto: plain)
            // Done (and when) is its own command; dependencies and parents come by id or uuid,
            // which only the store resolves.
            let expected = [.done, .end, .depends, .parent].contains(field) ? plain : memo
            XCTAssertEqual(patch.applied(to: plain), expected, "\(field)")
            XCTAssertEqual(MemoPatch(taking: field, from: memo, onto: plain).applied(to: plain), expected, "\(field)")
        }
    }

    func test_everyField_aSyncChangeCarriesIntoAnUndoSnapshot() {
        let plain = memo(from: MemoFieldSamples.plainDraft)
        for field in MemoField.allCases {
            let memo = memo(with: field)
            XCTAssertEqual(MemoRebase.rebase(plain, from: plain, to: memo)[field], memo[field], "\(field)")
        }
    }

    func test_everyField_isKeptByDuplicate_butDoneStartAndEnd() {
        for field in MemoField.allCases {
            let duplicate = memo(from: memo(with: field).duplicateDraft)
            let expected = [.done, .start, .end].contains(field) ? memo(from: MemoFieldSamples.plainDraft)[field] : MemoFieldSamples.sample(field)
            XCTAssertEqual(duplicate[field], expected, "\(field)")
        }
    }

    func test_everyField_hasANameAConflictCanBeStoredUnder() {
        for field in MemoField.allCases where field != .extra {
            XCTAssertEqual(SyncConflict.subject(named: field.name), .field(field))
        }
        XCTAssertEqual(SyncConflict.subject(named: "extra.sampled"), .extra("sampled"))
        XCTAssertNil(SyncConflict.subject(named: "extra"))
    }

    // MARK: - Private

    private func memo(with field: MemoField) -> Memo {
        var draft = MemoFieldSamples.plainDraft
        draft[field] = MemoFieldSamples.sample(field)
        return memo(from: draft)
    }

    private func memo(from draft: MemoDraft) -> Memo {
        Memo(draft, id: 1, uuid: "00000000-0000-4000-8000-0000000000aa", now: Timestamp(secondsSince1970: 1_700_000_000))
    }
}
