import MemoStore
import MemoUseCases
import TodoRIBs
import XCTest

/// `FilteredWrite` goes ahead only on memos its filter names without doubt.
final class FilteredWriteTests: XCTestCase {
    private let time = Timestamp(secondsSince1970: 1_800_000_000)

    func test_aShortUUIDSharedByTwoMemos_refusesTheWrite_evenWithYes() throws {
        let memos = [memo(1, "01a22515-e9e9-7000-b178-c075d85810d2"), memo(2, "01a22515-e9f6-7000-8108-103bf09f52d4")]
        for isConfirmed in [false, true] {
            let write = FilteredWrite(globals: [], command: "done", filter: ["01A22515"], rest: [], isConfirmed: isConfirmed)

            XCTAssertThrowsError(try write.mayGoAhead(on: listing(memos), threshold: .standard, canAsk: false)) { error in
                XCTAssertEqual(error as? FilteredWriteError,
                               .usage("01A22515 starts the uuids of 2 memos (#1, #2): give more of the uuid, or their ids"))
            }
        }
    }

    func test_aShortUUIDOfOneMemo_aWholeOne_orShowingEach_goAhead() throws {
        let first = memo(1, "01a22515-e9e9-7000-b178-c075d85810d2"), second = memo(2, "01a22515-e9f6-7000-8108-103bf09f52d4")
        let longer = FilteredWrite(globals: [], command: "done", filter: ["01a22515-e9f6"], rest: [], isConfirmed: false)
        let whole = FilteredWrite(globals: [], command: "done", filter: [first.uuid], rest: [], isConfirmed: false)
        let shown = FilteredWrite(globals: [], command: "info", filter: ["01a22515"], rest: [], isConfirmed: false, runsPerMemo: true)
        let attribute = FilteredWrite(globals: [], command: "done", filter: ["uuid:01a22515"], rest: [], isConfirmed: false)

        XCTAssertTrue(try longer.mayGoAhead(on: listing([second]), threshold: .standard, canAsk: false))
        XCTAssertTrue(try whole.mayGoAhead(on: listing([first]), threshold: .standard, canAsk: false))
        XCTAssertTrue(try shown.mayGoAhead(on: listing([first, second]), threshold: .standard, canAsk: false))
        // `uuid:` asks for every memo whose uuid starts so, as Taskwarrior's does.
        XCTAssertTrue(try attribute.mayGoAhead(on: listing([first, second]), threshold: .standard, canAsk: false))
    }

    private func memo(_ id: Int64, _ uuid: String) -> Memo {
        Memo(id: id, uuid: uuid, title: "m\(id)", body: "", isDone: false, created: time, updated: time)
    }

    private func listing(_ memos: [Memo]) -> MemoListing {
        MemoListing(source: .page(MemoPageRequest(limit: 10_000)), memos: memos, more: 0, counts: MemoCounts(open: memos.count, done: 0))
    }
}
