import MemoStore
import TodoLanguage
import XCTest

/// Every word offered for completion is one the parsers accept.
final class VocabularyTests: XCTestCase {
    private let now = LanguageFixture.now
    private let zone = LanguageFixture.zone

    func test_dateWords_allRead() throws {
        XCTAssertEqual(Vocabulary.dateWords.count, 18 + 7 + 7 + 8)
        for word in Vocabulary.dateWords + Vocabulary.relativeDateExamples {
            XCTAssertNoThrow(try DateWords.moment(word, now: now, zone: zone), word)
        }
    }

    func test_attributeWords_allSetAField() throws {
        let values = ["due:": "tomorrow", "wait:": "today", "priority:": "H", "pri:": "H", "project:": "p", "pro:": "p", "recur:": "daily",
                      "scheduled:": "today", "until:": "today", "depends:": "1", "parent:": "1"]
        XCTAssertEqual(Set(values.keys), Set(Vocabulary.attributeWords))
        for word in Vocabulary.attributeWords {
            let draft = try AddWords.draft(from: ["x", "due:today", word + values[word, default: ""]], now: now, zone: zone)
            XCTAssertNotEqual(draft, try AddWords.draft(from: ["x", "due:today"], now: now, zone: zone), word)
            XCTAssertFalse(try ModifyWords.patch(from: [word], now: now, zone: zone).isEmpty, word)
        }
    }

    func test_filterWords_allFilter() throws {
        let values = ["project:": "p", "pro:": "p", "priority:": "H", "pri:": "H", "due:": "today", "due.before:": "today", "due.after:": "today",
                      "scheduled:": "today", "scheduled.before:": "today", "scheduled.after:": "today", "until:": "today",
                      "until.before:": "today", "until.after:": "today", "description:": "x", "status:": "completed",
                      "wait:": "today", "entry.after:": "today", "end.after:": "today", "modified.after:": "today"]
        XCTAssertEqual(Set(values.keys), Set(Vocabulary.filterAttributeWords))
        // Of every memo, so +PENDING (the default list's own status) changes something too.
        let plain = try FilterWords.filter(from: [], status: .all, now: now, zone: zone)
        for word in Vocabulary.filterAttributeWords + Vocabulary.virtualTags {
            let filter = try FilterWords.filter(from: [word + values[word, default: ""]], status: .all, now: now, zone: zone)
            XCTAssertNotEqual(filter, plain, word)
        }
    }

    func test_valueWords_allRead() throws {
        XCTAssertEqual(Vocabulary.priorityCodes, ["H", "M", "L"])
        for code in Vocabulary.priorityCodes {
            XCTAssertNotNil(try AddWords.draft(from: ["x", "pri:" + code], now: now, zone: zone).priority)
        }
        for word in Vocabulary.recurrenceWords {
            XCTAssertNotNil(try AddWords.draft(from: ["x", "due:today", "recur:" + word], now: now, zone: zone).recur)
        }
        XCTAssertEqual(try Vocabulary.sortKeys.map { try SortWord.sort($0) }, MemoSort.allCases)
    }
}
