import MemoStore
import XCTest

/// Issue 32: a memo's stamps travel as text (`MemoStamps.text`), one line a field, read back
/// byte by byte; what does not read as a stamp is skipped, never a sync's failure.
final class MemoStampsTextTests: XCTestCase {
    func test_everyFieldStamped_readsBackAsTheSameStamps_inFieldOrder() {
        // given every field stamped, each at its own second, by replicas named in any script
        var stamps = MemoStamps()
        for (offset, field) in MemoField.allCases.enumerated() {
            stamps[field] = FieldStamp(time: Timestamp(secondsSince1970: 1_700_000_000 + Int64(offset)), replica: offset % 2 == 0 ? "hub" : "é-\(offset)")
        }

        // when written and read back
        let text = stamps.text

        // then the same stamps, one line a field in `MemoField.allCases` order
        XCTAssertEqual(MemoStamps(text: text), stamps)
        XCTAssertEqual(text.split(separator: "\n").map { $0.split(separator: "\t")[0] }.map(String.init), MemoField.allCases.map(\.name))
        XCTAssertEqual(text.split(separator: "\n").first, "title\t1700000000\thub")
    }

    func test_aReplicaWithLineOrPartBreaks_isWrittenOnOneLine() {
        // given replica identities holding a tab, a newline and a CR LF (one Character in Swift)
        var stamps = MemoStamps()
        stamps[.title] = FieldStamp(time: Timestamp(secondsSince1970: 5), replica: "a\tb")
        stamps[.body] = FieldStamp(time: Timestamp(secondsSince1970: 6), replica: "c\r\nd")
        stamps[.due] = FieldStamp(time: Timestamp(secondsSince1970: -7), replica: "e\nf")

        // when written and read back
        let read = MemoStamps(text: stamps.text)

        // then each break is a space, and no stamp is lost or split
        XCTAssertEqual(stamps.text, "title\t5\ta b\nbody\t6\tc  d\ndue\t-7\te f")
        XCTAssertEqual(read[.title]?.replica, "a b")
        XCTAssertEqual(read[.body]?.replica, "c  d")
        XCTAssertEqual(read[.due], FieldStamp(time: Timestamp(secondsSince1970: -7), replica: "e f"))
    }

    func test_linesThatDoNotRead_areSkipped_andTheRestKept() {
        // given a hub's text with an unknown field, a bad second, a missing part and empty lines
        let text = "nosuch\t1\thub\n\ntitle\tx1\thub\nbody\t2\ndone\t3\t\nproject\t+4\tr\tx\n"

        // when read
        let stamps = MemoStamps(text: text)

        // then only the lines that read are kept: an empty replica, a signed second, a tab in the replica
        XCTAssertNil(stamps[.title])
        XCTAssertNil(stamps[.body])
        XCTAssertEqual(stamps[.done], FieldStamp(time: Timestamp(secondsSince1970: 3), replica: ""))
        XCTAssertEqual(stamps[.project], FieldStamp(time: Timestamp(secondsSince1970: 4), replica: "r\tx"))
        XCTAssertEqual(MemoStamps(text: ""), MemoStamps())
    }
}
