import MemoStore
import TodoLanguage
import XCTest

/// Times and due dates written for people, in the pinned zone and clock.
final class RenderingTests: XCTestCase {
    private let zone = LanguageFixture.zone
    private let now = LanguageFixture.now

    private func due(_ local: String) -> String {
        DueText.relative(due: LanguageFixture.local(local), now: now, zone: zone)
    }

    func test_momentText_isLocalTimeToTheMinute() {
        let moment = LanguageFixture.local("2026-12-01T15:30:45")
        XCTAssertEqual(MomentText.text(moment, in: zone), "2026-12-01 15:30")
        XCTAssertEqual(MomentText.text(moment, in: zone, offset: .always), "2026-12-01 15:30 -05:00")
        XCTAssertEqual(MomentText.text(moment, in: .utc), "2026-12-01 20:30")
        XCTAssertEqual(MomentText.text(LanguageFixture.utc("0001-01-01T00:05:00Z"), in: .utc), "0001-01-01 00:05")
    }

    func test_dateText_isTheBareDateForTheEndOfADay() {
        XCTAssertEqual(MomentText.dateText(LanguageFixture.local("2026-12-01T23:59:59"), in: zone), "2026-12-01")
        XCTAssertEqual(MomentText.dateText(LanguageFixture.local("2026-12-01T23:59:00"), in: zone), "2026-12-01 23:59")
        XCTAssertEqual(MomentText.dateText(LanguageFixture.local("2026-12-01T09:00:00"), in: zone), "2026-12-01 09:00")
    }

    func test_offsetText() {
        XCTAssertEqual(MomentText.offsetText(0), "+00:00")
        XCTAssertEqual(MomentText.offsetText(3600), "+01:00")
        XCTAssertEqual(MomentText.offsetText(-18_000), "-05:00")
        XCTAssertEqual(MomentText.offsetText(20_700), "+05:45")
        XCTAssertEqual(MomentText.offsetText(-16_200), "-04:30")
    }

    func test_fixedZone_isNeverAmbiguous() {
        XCTAssertFalse(MomentText.isAmbiguous(now, in: zone))
        XCTAssertFalse(MomentText.isAmbiguous(now, in: .utc))
    }

    func test_dueRelative_future() {
        XCTAssertEqual(due("2026-11-23T23:59:59"), "due today")
        XCTAssertEqual(due("2026-11-23T15:00:00"), "due in 5h")
        XCTAssertEqual(due("2026-11-23T10:20:00"), "due in 20min")
        XCTAssertEqual(due("2026-11-23T10:00:30"), "due in 30s")
        XCTAssertEqual(due("2026-11-23T10:00:00"), "due now")
        XCTAssertEqual(due("2026-11-24T23:59:59"), "due tomorrow")
        XCTAssertEqual(due("2026-11-24T00:00:00"), "due tomorrow")
        XCTAssertEqual(due("2026-11-26T23:59:59"), "due in 3d")
        XCTAssertEqual(due("2026-11-26T00:30:00"), "due in 3d")
        XCTAssertEqual(due("2026-12-06T23:59:59"), "due in 13d")
        XCTAssertEqual(due("2026-12-13T23:59:59"), "due in 2w")
        XCTAssertEqual(due("2027-03-03T23:59:59"), "due in 3mo")
        XCTAssertEqual(due("2028-11-23T23:59:59"), "due in 2y")
    }

    func test_dueRelative_overdue_countsElapsedTime() {
        XCTAssertEqual(due("2026-11-23T09:59:15"), "overdue 45s")
        XCTAssertEqual(due("2026-11-23T09:48:00"), "overdue 12min")
        XCTAssertEqual(due("2026-11-23T05:00:00"), "overdue 5h")
        XCTAssertEqual(due("2026-11-22T23:59:59"), "overdue 10h")
        XCTAssertEqual(due("2026-11-21T09:00:00"), "overdue 2d")
        XCTAssertEqual(due("2026-10-23T10:00:00"), "overdue 4w")
        XCTAssertEqual(due("2025-11-23T10:00:00"), "overdue 1y")
    }

    func test_dueRelative_forAMemo() {
        var memo = Memo(id: 1, uuid: "u", title: "t", body: "", isDone: false, created: now, updated: now)
        XCTAssertNil(DueText.relative(memo, now: now, zone: zone))
        memo.due = LanguageFixture.local("2026-11-24T23:59:59")
        XCTAssertEqual(DueText.relative(memo, now: now, zone: zone), "due tomorrow")
    }

    func test_dueWords_renderAsTheyRead() throws {
        for (word, text) in [("today", "due today"), ("tomorrow", "due tomorrow"), ("+3d", "due in 3d"), ("+2w", "due in 2w"),
                             ("+5h", "due in 5h"), ("-2d", "overdue 1d"), ("-5h", "overdue 5h")] {
            let moment = try DateWords.moment(word, now: now, zone: zone)
            XCTAssertEqual(DueText.relative(due: moment, now: now, zone: zone), text, word)
        }
    }

    func test_isOverdue_openMemosPastTheirDue() {
        var memo = Memo(id: 1, uuid: "u", title: "t", body: "", isDone: false, created: now, updated: now)
        XCTAssertFalse(DueText.isOverdue(memo, now: now))
        memo.due = Timestamp(secondsSince1970: now.secondsSince1970 - 1)
        XCTAssertTrue(DueText.isOverdue(memo, now: now))
        memo.isDone = true
        XCTAssertFalse(DueText.isOverdue(memo, now: now))
        memo.isDone = false
        memo.due = now
        XCTAssertFalse(DueText.isOverdue(memo, now: now))
        XCTAssertEqual(DueText.isOverdue(memo, now: now), MemoFilter(isOverdue: true, now: now).matches(memo))
    }

    func test_span_units() {
        XCTAssertEqual(DueText.span(seconds: 0), "0s")
        XCTAssertEqual(DueText.span(seconds: 59), "59s")
        XCTAssertEqual(DueText.span(seconds: 60), "1min")
        XCTAssertEqual(DueText.span(seconds: 3599), "59min")
        XCTAssertEqual(DueText.span(seconds: 3600), "1h")
        XCTAssertEqual(DueText.span(seconds: 86_399), "23h")
        XCTAssertEqual(DueText.span(seconds: 86_400), "1d")
        XCTAssertEqual(DueText.span(seconds: 13 * 86_400), "13d")
        XCTAssertEqual(DueText.span(seconds: 14 * 86_400), "2w")
        XCTAssertEqual(DueText.span(seconds: 84 * 86_400), "12w")
        XCTAssertEqual(DueText.span(seconds: 85 * 86_400), "2mo")
        XCTAssertEqual(DueText.span(seconds: 364 * 86_400), "12mo")
        XCTAssertEqual(DueText.span(seconds: 365 * 86_400), "1y")
        XCTAssertEqual(DueText.span(seconds: -5), "0s")
        XCTAssertEqual(DueText.span(seconds: 3_650 * 86_400), "10y")
        XCTAssertEqual(DueText.span(seconds: .max), "292471208677y")
    }

    func test_span_betweenAPrefixAndASuffix_isTheSpanJoinedToThem_shortOrLong() {
        for seconds: Int64 in [0, 9, 10, 59, 60, 3_599, 3_600, 86_400, 99 * 86_400, 36_500 * 86_400, .max] {
            let span = DueText.span(seconds: seconds)
            XCTAssertEqual(DueText.span(seconds: seconds, after: "done ", before: " ago"), "done " + span + " ago")
            XCTAssertEqual(DueText.span(seconds: seconds, after: "a much longer prefix than fits in place ", before: ""),
                           "a much longer prefix than fits in place " + span)
        }
    }
}
