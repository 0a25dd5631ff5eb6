import TodoLanguage
import XCTest

final class MemoIDTextTests: XCTestCase {
    func test_parse_takesPositiveNumbers_withOrWithoutHash() {
        XCTAssertEqual(MemoIDText.parse("12"), 12)
        XCTAssertEqual(MemoIDText.parse("#12"), 12)
        for word in ["0", "-3", "+3", "#", "", "1a", "١٢", "99999999999999999999", "##1"] {
            XCTAssertNil(MemoIDText.parse(word), word)
        }
    }

    func test_leadingIDs_stopAtTheFirstWordThatIsNotAnID() {
        let split = MemoIDText.leadingIDs(of: ["12", "#13", "pri:H", "14", "+home"])
        XCTAssertEqual(split.ids, [12, 13])
        XCTAssertEqual(split.rest, ["pri:H", "14", "+home"])
    }

    func test_leadingIDs_noIDs_orOnlyIDs() {
        XCTAssertEqual(MemoIDText.leadingIDs(of: ["due:fri", "3"]).ids, [])
        XCTAssertEqual(MemoIDText.leadingIDs(of: ["due:fri", "3"]).rest, ["due:fri", "3"])
        XCTAssertEqual(MemoIDText.leadingIDs(of: ["3", "4"]).ids, [3, 4])
        XCTAssertEqual(MemoIDText.leadingIDs(of: ["3", "4"]).rest, [])
    }

    func test_malformedIDs_areWordsMeantAsIDs_thatAreNone() {
        for word in ["0", "#0", "-1", "#-2", "99999999999999999999", "00"] {
            XCTAssertTrue(MemoIDText.isMalformedID(word), word)
        }
        for word in ["12", "#12", "pri:H", "+1x", "-tag", "milk", "", "#", "-"] {
            XCTAssertFalse(MemoIDText.isMalformedID(word), word)
        }
        XCTAssertEqual(TodoLanguageError(word: "-1", reason: .badID).description, "bad id in '-1': expected a memo's number such as 12 or #12")
    }

    func test_idList_readsIDsCommasAndRanges_inOrder() {
        XCTAssertEqual(MemoIDText.idList("3"), [3])
        XCTAssertEqual(MemoIDText.idList("#3,4"), [3, 4])
        XCTAssertEqual(MemoIDText.idList("1-3,7"), [1, 2, 3, 7])
        XCTAssertEqual(MemoIDText.idList("5-5"), [5])
        XCTAssertEqual(MemoIDText.idList("1-10000")?.count, 10_000)
        for word in ["0-2", "1-10001", "10001-1", "1-", "-3", "1--3", "a-b", "1,", "milk", ""] {
            XCTAssertNil(MemoIDText.idList(word), word)
        }
    }

    func test_idList_readsABackwardRangeForwards_asTaskwarriorDoes() {
        // given a range written from its high end, when it is read
        let backward = MemoIDText.idList("3-1")
        // then it names the same ids as the range written forwards
        XCTAssertEqual(backward, [1, 2, 3])
        XCTAssertEqual(MemoIDText.ranges(in: "#5-#3,7"), [3...5, 7...7])
    }

    func test_isMalformedIDList_isWrittenAsIDsButNamesNone() {
        for word in ["0", "0-2", "1-10001", "1,0", "#0", "-1"] {
            XCTAssertTrue(MemoIDText.isMalformedIDList(word), word)
        }
        for word in ["1-3", "3-1", "3", "milk", "+x", "10:30", "2026-12-01x", "a-1"] {
            XCTAssertFalse(MemoIDText.isMalformedIDList(word), word)
        }
    }

    func test_exceedsRangeLength_isAnIDListButForARangeTooLong() {
        for word in ["1-10001", "3,1-20000", "#1-#10001", "10001-1"] {
            XCTAssertTrue(MemoIDText.exceedsRangeLength(word), word)
        }
        for word in ["1-10000", "10000-1", "0", "1-", "2026-12-01", "1-10001x", "milk", "1,0-20000"] {
            XCTAssertFalse(MemoIDText.exceedsRangeLength(word), word)
        }
    }
}
