import MemoStore
import XCTest

/// `MemoImportRules`: which record is refused and what a record of a uuid the user has does
/// to that memo, written once for both engines.
final class MemoImportRulesTests: XCTestCase {
    private let stored = Memo(
        id: 7, uuid: "00000000-0000-4000-8000-000000000007", title: "stored", body: "", isDone: false,
        created: Timestamp(secondsSince1970: 1_000), updated: Timestamp(secondsSince1970: 2_000))

    private func record(title: String = "stored", created: Int64? = nil, updated: Int64?) -> MemoDraft {
        var draft = MemoDraft(title: title)
        draft.uuid = stored.uuid
        draft.created = created.map(Timestamp.init(secondsSince1970:))
        draft.updated = updated.map(Timestamp.init(secondsSince1970:))
        return draft
    }

    func test_aLaterRecord_replacesTheMemo_keepingItsIdAndItsCreatedWhenTheRecordHasNone() throws {
        let new = try XCTUnwrap(MemoImportRules.replacement(of: stored, by: record(title: "changed", updated: 3_000)))

        XCTAssertEqual(new.id, 7)
        XCTAssertEqual(new.title, "changed")
        XCTAssertEqual(new.created, stored.created)
        XCTAssertEqual(new.updated, Timestamp(secondsSince1970: 3_000))
    }

    func test_aRecordOfTheSameSecond_replacesOnlyWhenAFieldDiffers() {
        XCTAssertNil(MemoImportRules.replacement(of: stored, by: record(created: 1_000, updated: 2_000)))
        XCTAssertNotNil(MemoImportRules.replacement(of: stored, by: record(title: "within that second", created: 1_000, updated: 2_000)))
    }

    func test_anOlderRecord_orOneWithoutATimeOfItsOwn_replacesNothing() {
        XCTAssertNil(MemoImportRules.replacement(of: stored, by: record(title: "older", updated: 1_500)))
        XCTAssertNil(MemoImportRules.replacement(of: stored, by: record(title: "undated", updated: nil)))
    }

    func test_aRecordThatBreaksARule_isRefusedNamingItsIndex() {
        XCTAssertThrowsError(try MemoImportRules.check(MemoDraft(title: ""), record: 3)) { error in
            guard case .invalidRecord(let index, _) = error as? MemoStoreError else { return XCTFail("\(error)") }
            XCTAssertEqual(index, 3)
        }
    }
}
