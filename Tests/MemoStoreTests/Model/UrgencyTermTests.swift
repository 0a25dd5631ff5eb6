@testable import MemoStore
@testable import SQLiteMemoStore
import XCTest

/// `UrgencyTerm` is the one list of the static terms: the class code, its score and the
/// engines' class expressions derive from it, unchanged from when each was written out.
final class UrgencyTermTests: XCTestCase {
    func test_theTermsBitsFollowOneAnother_andSpanEveryCode() {
        var next = 1
        UrgencyTerm.forEach { term in
            XCTAssertEqual(term.weight, next, "\(term)")
            next = term.weight * term.levels
        }
        XCTAssertEqual(UrgencyClass.count, next)
        XCTAssertEqual(UrgencyClass.count, 1024)
    }

    func test_everyClassScores_asTheWrittenOutFormulaDid() {
        var custom = UrgencyCoefficients()
        custom.tags = -6
        custom.priorityLow = 7
        custom.blocked = 3
        custom.blocking = -2.5
        custom.next = -1.5
        for coefficients in [UrgencyCoefficients.standard, custom] {
            for code in 0..<UrgencyClass.count {
                // The formula as it was written before the terms became a list.
                var expected = 0.0
                switch code & 3 {
                case 3: expected += coefficients.priorityHigh
                case 2: expected += coefficients.priorityMedium
                case 1: expected += coefficients.priorityLow
                default: break
                }
                if code & 4 != 0 { expected += coefficients.active }
                if code & 8 != 0 { expected += coefficients.project }
                switch (code >> 4) & 3 {
                case 3: expected += coefficients.tags
                case 2: expected += 0.9 * coefficients.tags
                case 1: expected += 0.8 * coefficients.tags
                default: break
                }
                if code & 64 != 0 { expected += coefficients.annotations }
                if code & 128 != 0 { expected += coefficients.blocked }
                if code & 256 != 0 { expected += coefficients.blocking }
                if code & 512 != 0 { expected += coefficients.next }
                XCTAssertEqual(UrgencyClass(code: code).score(coefficients), expected, "class \(code)")
            }
        }
    }

    func test_aMemosClass_packsEachTermsLevel() {
        var memo = Memo(
            id: 1, uuid: "u", title: "t", body: "", isDone: false, created: Timestamp(secondsSince1970: 0),
            updated: Timestamp(secondsSince1970: 0), priority: .medium, project: "p", tags: ["a", "b", "c", "d"],
            annotations: [MemoAnnotation(entry: Timestamp(secondsSince1970: 0), description: "n")])
        memo.isBlocking = true
        XCTAssertEqual(UrgencyClass(memo).code, 2 + 8 + 16 * 3 + 64 + 256)
        memo.isDone = true
        XCTAssertEqual(UrgencyClass(memo).code, 2 + 8 + 16 * 3 + 64, "a done memo is not blocking")
        memo.tags = ["next"]
        XCTAssertEqual(UrgencyClass(memo).code, 2 + 8 + 16 + 64 + 512, "+next, a tag too")
        memo.tags = ["nextweek", "Next"]
        XCTAssertEqual(UrgencyClass(memo).code, 2 + 8 + 32 + 64, "only the tag next itself, as Taskwarrior")
    }

    func test_sqlitesSpelling_isTheTextItsUrgencyIndexesHold() {
        // Version 26 made the indexes from this text: the queries must name the same
        // expression for SQLite to read them. A term added needs a migration making them again.
        XCTAssertEqual(SQLiteSchema.urgencyClass, SQLiteSchema.urgencyClassVersion26)
    }
}
