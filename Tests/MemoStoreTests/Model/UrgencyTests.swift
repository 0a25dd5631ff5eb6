@testable import MemoStore
import XCTest

/// The urgency formula: Taskwarrior's terms and coefficients, with age for undated memos only.
final class UrgencyTests: XCTestCase {
    private let now = Timestamp(secondsSince1970: 1_800_000_000)
    private let day: Int64 = 86_400

    private func memo(
        due days: Int64? = nil, priority: Priority? = nil, age: Int64 = 0, tags: [String] = [], project: String? = nil,
        started: Bool = false, annotations: Int = 0
    ) -> Memo {
        Memo(
            id: 1, uuid: "u", title: "t", body: "", isDone: false,
            created: Timestamp(secondsSince1970: now.secondsSince1970 - age * day), updated: now,
            due: days.map { Timestamp(secondsSince1970: now.secondsSince1970 + $0 * day) }, priority: priority,
            project: project, tags: tags, start: started ? now : nil,
            annotations: (0..<annotations).map { MemoAnnotation(entry: now, description: "n\($0)") })
    }

    private func score(_ memo: Memo, _ coefficients: UrgencyCoefficients = .standard) -> Double {
        Urgency.score(of: memo, at: now, coefficients)
    }

    func test_aHighPriorityMemoDueIn5Days_outranksALowOneDueIn3_asTaskwarriorsNextDoes() {
        let high = score(memo(due: 5, priority: .high))
        let low = score(memo(due: 3, priority: .low))
        XCTAssertEqual(high, 6 + 12 * (0.2 + 0.8 * 9 / 21), accuracy: 1e-9)
        XCTAssertEqual(low, 1.8 + 12 * (0.2 + 0.8 * 11 / 21), accuracy: 1e-9)
        XCTAssertGreaterThan(high, low)
    }

    func test_scheduledTerm_addsFive_onceTheScheduledDateHasPassed_asTaskwarrior() {
        var scheduled = memo(due: 5)
        let plain = score(scheduled)
        scheduled.scheduled = Timestamp(secondsSince1970: now.secondsSince1970 - 1)
        XCTAssertEqual(score(scheduled), plain + 5, accuracy: 1e-9)
        scheduled.scheduled = now
        XCTAssertEqual(score(scheduled), plain, accuracy: 1e-9, "not before its moment")
        var weighed = UrgencyCoefficients.standard
        weighed.scheduled = 0
        scheduled.scheduled = Timestamp(secondsSince1970: 1)
        XCTAssertEqual(score(scheduled, weighed), plain, accuracy: 1e-9)
        XCTAssertEqual(UrgencyCoefficients.allowedValues(ofTerm: "urgency.scheduled.coefficient").lowerBound, 0)
    }

    func test_blockingTerm_addsEight_toAMemoAnOpenMemoWaitsOn_asTaskwarrior() {
        var blocking = memo(due: 5)
        let plain = score(blocking)
        blocking.isBlocking = true
        XCTAssertEqual(UrgencyClass(blocking).code, UrgencyClass(memo(due: 5)).code + 256)
        XCTAssertEqual(score(blocking), plain + 8, accuracy: 1e-9)
        var weighed = UrgencyCoefficients.standard
        weighed.blocking = -1
        XCTAssertEqual(score(blocking, weighed), plain - 1, accuracy: 1e-9)
        var filter = MemoFilter()
        filter.isBlocking = false
        XCTAssertFalse(UrgencyClass(blocking).admits(filter))
    }

    func test_dueTerm_isWholeFromAWeekOverdue_aFifthFromTwoWeeksAhead_linearBetween() {
        XCTAssertEqual(score(memo(due: -7)), 12, accuracy: 1e-9)
        XCTAssertEqual(score(memo(due: -300)), 12, accuracy: 1e-9)
        XCTAssertEqual(score(memo(due: 14)), 2.4, accuracy: 1e-9)
        XCTAssertEqual(score(memo(due: 400)), 2.4, accuracy: 1e-9)
        XCTAssertEqual(score(memo(due: 0)), 12 * (0.2 + 0.8 * 14 / 21), accuracy: 1e-9)
        XCTAssertEqual(score(memo(due: 7)), 12 * (0.2 + 0.8 * 7 / 21), accuracy: 1e-9)
    }

    func test_ageCounts_forUndatedMemosOnly_wholeAtAYear_nothingForAFutureCreation() {
        XCTAssertEqual(score(memo(age: 0)), 0, accuracy: 1e-9)
        XCTAssertEqual(score(memo(age: 73)), 2 * 0.2, accuracy: 1e-9)
        XCTAssertEqual(score(memo(age: 365)), 2, accuracy: 1e-9)
        XCTAssertEqual(score(memo(age: 2_000)), 2, accuracy: 1e-9)
        XCTAssertEqual(score(memo(age: -30)), 0, accuracy: 1e-9)
        XCTAssertEqual(score(memo(due: 400, age: 365)), 2.4, accuracy: 1e-9)
    }

    func test_staticTerms_priorityStartedProjectTagsAndAnnotations() {
        XCTAssertEqual(score(memo(priority: .medium)), 3.9, accuracy: 1e-9)
        XCTAssertEqual(score(memo(priority: .low)), 1.8, accuracy: 1e-9)
        XCTAssertEqual(score(memo(started: true)), 4, accuracy: 1e-9)
        XCTAssertEqual(score(memo(project: "home")), 1, accuracy: 1e-9)
        XCTAssertEqual(score(memo(tags: ["a"])), 0.8, accuracy: 1e-9)
        XCTAssertEqual(score(memo(tags: ["a", "b"])), 0.9, accuracy: 1e-9)
        XCTAssertEqual(score(memo(tags: ["a", "b", "c", "d"])), 1, accuracy: 1e-9)
        XCTAssertEqual(score(memo(annotations: 1)), 1, accuracy: 1e-9)
        XCTAssertEqual(score(memo(annotations: 5)), 1, accuracy: 1e-9)
        XCTAssertEqual(score(memo(priority: .high, tags: ["a"], project: "p", started: true, annotations: 2)), 12.8, accuracy: 1e-9)
    }

    func test_coefficients_weighEachTerm_andTheClassHoldsEveryStaticTerm() {
        var coefficients = UrgencyCoefficients()
        coefficients.tags = -3
        coefficients.due = 1
        coefficients.priorityHigh = 100
        XCTAssertEqual(score(memo(due: -10, priority: .high, tags: ["a", "b", "c"]), coefficients), 98, accuracy: 1e-9)
        let codes = Set([memo(), memo(priority: .high), memo(started: true), memo(project: "p"), memo(tags: ["a"]),
                         memo(tags: ["a", "b"]), memo(tags: ["a", "b", "c"]), memo(annotations: 1)].map { UrgencyClass($0).code })
        XCTAssertEqual(codes, [0, 3, 4, 8, 16, 32, 48, 64])
    }

    func test_allowedCoefficients_leaveOutNegativeTimeTermsHugeValuesAndNaN() {
        XCTAssertTrue(UrgencyCoefficients.allowedValues(ofTerm: "urgency.tags.coefficient").contains(-2))
        XCTAssertFalse(UrgencyCoefficients.allowedValues(ofTerm: "urgency.due.coefficient").contains(-1))
        XCTAssertFalse(UrgencyCoefficients.allowedValues(ofTerm: "urgency.age.coefficient").contains(-1))
        for value in [Double.infinity, -.infinity, .nan, Double("1e309")!, 1_000_001] {
            XCTAssertFalse(UrgencyCoefficients.allowedValues(ofTerm: "urgency.tags.coefficient").contains(value), "\(value)")
        }
    }

    func test_ties_goToTheEarlierDue_thenTheOlder_thenTheLowerID() {
        let a = Urgency.Ranked(id: 1, class: UrgencyClass(code: 0), due: Timestamp(secondsSince1970: 5), created: now, scheduled: nil, at: now, .standard)
        let b = Urgency.Ranked(id: 2, class: UrgencyClass(code: 0), due: Timestamp(secondsSince1970: 9), created: now, scheduled: nil, at: now, .standard)
        let c = Urgency.Ranked(id: 3, class: UrgencyClass(code: 0), due: Timestamp(secondsSince1970: 9), created: now, scheduled: nil, at: now, .standard)
        XCTAssertEqual(a.score, b.score)
        let older = Urgency.Ranked(id: 4, class: UrgencyClass(code: 0), due: Timestamp(secondsSince1970: 9),
                                   created: Timestamp(secondsSince1970: 1), scheduled: nil, at: now, .standard)
        XCTAssertEqual(Urgency.page(of: [c, b, a], offset: 0, limit: 3), [1, 2, 3])
        XCTAssertEqual(Urgency.page(of: [c, b, older, a], offset: 1, limit: 5), [4, 2, 3])
        XCTAssertEqual(Urgency.page(of: [b, c, a], offset: 3, limit: 5), [])
    }
}
