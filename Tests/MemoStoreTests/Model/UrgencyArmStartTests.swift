@testable import MemoStore
import XCTest

/// Where a key falls in one arm of the urgency order (`UrgencyArmStart`), most of all where
/// the score is flat: long overdue, or created long ago, a whole range of the arm scores as
/// the key does, and only (column, created, id) tells which rows follow it.
final class UrgencyArmStartTests: XCTestCase {
    private let now = Timestamp(secondsSince1970: 1_800_000_000)
    private let day: Int64 = 86_400

    func test_aKeyLongOverdue_startsItsArmAtItself_notAtTheArmsFirstRow() {
        // given: a key due ten years ago, where every earlier due date scores the same
        let key = self.key(due: now.secondsSince1970 - 3_650 * day, created: now.secondsSince1970 - 4_000 * day)

        // when
        let start = UrgencyArmStart(class: key.urgencyClass, dated: true, lifted: false, key: key, at: now, .standard)

        // then
        XCTAssertEqual(start, .key(key))
    }

    func test_aKeyCreatedLongAgo_startsItsUndatedArmAtItself() {
        // given: an undated key three years old, where every older one scores the same
        let key = self.key(due: nil, created: now.secondsSince1970 - 1_100 * day)

        // when
        let start = UrgencyArmStart(class: key.urgencyClass, dated: false, lifted: false, key: key, at: now, .standard)

        // then
        XCTAssertEqual(start, .key(key))
    }

    func test_aKeyAboveAWholeArm_takesAllOfIt_belowIt_none_andWithinIt_fromADueDate() {
        // given: a key of priority H due today (14.8); arms undated of no priority (at most 2),
        // and dated of priority H in a project with 3 tags (8 and the due term) lifted by 5 or not
        let key = self.key(due: now.secondsSince1970, created: now.secondsSince1970, code: 3)
        let richer = UrgencyClass(code: 3 + 8 + 48)

        // when
        let lower = UrgencyArmStart(class: UrgencyClass(code: 0), dated: false, lifted: false, key: key, at: now, .standard)
        let lifted = UrgencyArmStart(class: richer, dated: true, lifted: true, key: key, at: now, .standard)
        let within = UrgencyArmStart(class: richer, dated: true, lifted: false, key: key, at: now, .standard)

        // then: 8 + the due term reaches 14.8 between today and 14 days ahead
        XCTAssertEqual(lower, .everything)
        XCTAssertEqual(lifted, .nothing)
        guard case .column(let due) = within else { return XCTFail("\(within)") }
        XCTAssertTrue((now.secondsSince1970...(now.secondsSince1970 + 14 * day)).contains(due.secondsSince1970), "\(due)")
    }

    // MARK: - Private

    private func key(due: Int64?, created: Int64, code: Int = 0) -> MemoPageKey {
        MemoPageKey(id: 7, urgencyClass: UrgencyClass(code: code), due: due.map(Timestamp.init(secondsSince1970:)),
                    created: Timestamp(secondsSince1970: created), scheduled: nil)
    }
}
