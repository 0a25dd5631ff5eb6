import MemoStore
import TodoLanguage
import XCTest

/// The edit form: printed in the local zone, read back as `due:` words, only what changed.
final class MemoFormTests: XCTestCase {
    private let zone = LanguageFixture.zone
    private let now = LanguageFixture.now

    func test_text_writesEveryFieldInTheLocalZone_dependsAsIds_bodyLast() {
        let memo = sample()

        let text = MemoForm.text(memo, dependencyIDs: ["u-2": 2], zone: zone)

        let lines = text.split(separator: "\n", omittingEmptySubsequences: false).filter { !$0.hasPrefix("#") }
        XCTAssertEqual(lines, [
            "Title:      Pay rent", "Due:        2026-12-01", "Wait:", "Scheduled:  2026-11-30 09:00", "Until:",
            "Start:      2026-11-23 08:00", "Priority:   H", "Project:    home", "Tags:       bills home",
            "Recur:      monthly", "Depends:    2 u-gone", "Parent:", "Annotation: 2026-11-22 15:00 -- called the landlord",
            "Extra:      estimate = \"3h\"", "Body:", "first line", "second line", "",
        ])
    }

    func test_parent_isWrittenAsItsId_andAnIdOrAnEmptyLineReadsAsAParentChange() throws {
        var memo = sample()
        memo.parent = "u-2"
        let text = MemoForm.text(memo, dependencyIDs: ["u-2": 2], zone: zone)
        XCTAssertTrue(text.contains("\nParent:     2\n"), text)

        let moved = try MemoForm.patch(
            reading: text.replacingOccurrences(of: "Parent:     2", with: "Parent: 7"), for: memo, dependencyIDs: ["u-2": 2], now: now, zone: zone)
        let cleared = try MemoForm.patch(
            reading: text.replacingOccurrences(of: "Parent:     2", with: "Parent:"), for: memo, dependencyIDs: ["u-2": 2], now: now, zone: zone)

        XCTAssertEqual(moved.parent, .set(.id(7)))
        XCTAssertEqual(cleared.parent, .clear)
    }

    func test_patch_ofAnUntouchedForm_isEmpty_evenForMomentsWithSeconds() throws {
        var memo = sample()
        memo.wait = Timestamp(secondsSince1970: LanguageFixture.local("2026-11-25T10:00:07").secondsSince1970)
        let text = MemoForm.text(memo, dependencyIDs: ["u-2": 2], zone: zone)

        let patch = try MemoForm.patch(reading: text, for: memo, dependencyIDs: ["u-2": 2], now: now, zone: zone)

        XCTAssertTrue(patch.isEmpty)
    }

    func test_patch_ofAnUntouchedForm_isEmpty_forValuesWithSpacesAtTheirEnds() throws {
        var memo = sample()
        memo.title = "  Pay rent "
        memo.annotations[0].description = "called "
        let text = MemoForm.text(memo, dependencyIDs: [:], zone: zone)

        let patch = try MemoForm.patch(reading: text, for: memo, dependencyIDs: [:], now: now, zone: zone)

        XCTAssertTrue(patch.isEmpty, "\(patch)")
    }

    func test_patch_readsChangedFieldsAsDueWordsDo_andOnlyThose() throws {
        let memo = sample()
        let text = MemoForm.text(memo, dependencyIDs: ["u-2": 2], zone: zone)
            .replacingOccurrences(of: "Due:        2026-12-01", with: "Due: fri")
            .replacingOccurrences(of: "Priority:   H", with: "Priority:")
            .replacingOccurrences(of: "Tags:       bills home", with: "Tags: home +errand")
            .replacingOccurrences(of: "Depends:    2 u-gone", with: "Depends: 3 u-gone")
            .replacingOccurrences(of: "second line", with: "second line, changed")

        let patch = try MemoForm.patch(reading: text, for: memo, dependencyIDs: ["u-2": 2], now: now, zone: zone)

        var expected = MemoPatch(
            body: "first line\nsecond line, changed", due: .set(LanguageFixture.local("2026-11-27T23:59:59")),
            priority: .clear, addedTags: ["errand"], removedTags: ["bills"])
        expected.addedDependencies = [.id(3)]
        expected.removedDependencies = [.id(2)]
        XCTAssertEqual(patch, expected)
    }

    func test_patch_replacesAnnotationsAndExtraWhole_andMovesStart() throws {
        let memo = sample()
        let text = MemoForm.text(memo, dependencyIDs: [:], zone: zone)
            .replacingOccurrences(of: "Start:      2026-11-23 08:00", with: "Start: 2026-11-23 09:30")
            .replacingOccurrences(
                of: "Extra:      estimate = \"3h\"",
                with: "Annotation: paid\nAnnotation: 2026-11-20 12:00 -- asked\nExtra: estimate = 4h\nExtra: size = 2")

        let patch = try MemoForm.patch(reading: text, for: memo, dependencyIDs: [:], now: now, zone: zone)

        XCTAssertEqual(patch.start, .set(LanguageFixture.local("2026-11-23T09:30:00")))
        XCTAssertTrue(patch.movesStart)
        XCTAssertEqual(patch.annotations, [
            MemoAnnotation(entry: LanguageFixture.local("2026-11-20T12:00:00"), description: "asked"),
            memo.annotations[0],
            MemoAnnotation(entry: now, description: "paid"),
        ])
        XCTAssertEqual(patch.extra, ["estimate": "\"4h\"", "size": "2"])
    }

    func test_patch_reportsEveryLineThatCannotBeRead() {
        let memo = sample()
        let text = MemoForm.text(memo, dependencyIDs: ["u-2": 2], zone: zone)
            .replacingOccurrences(of: "Title:      Pay rent", with: "Title:")
            .replacingOccurrences(of: "Due:        2026-12-01", with: "Due: 2026-02-30")
            .replacingOccurrences(of: "Recur:      monthly", with: "Colour: red")
            .replacingOccurrences(of: "Extra:      estimate = \"3h\"", with: "Extra: estimate = [1]")

        XCTAssertThrowsError(try MemoForm.patch(reading: text, for: memo, dependencyIDs: ["u-2": 2], now: now, zone: zone)) { error in
            let problems = (error as? MemoFormError)?.problems ?? []
            XCTAssertEqual(problems.map(\.line), [6, 7, 15, 19])
            XCTAssertEqual(problems.first?.message, "the title is empty")
            XCTAssertTrue(problems[2].message.hasPrefix("unknown field 'Colour'"), problems[2].message)
        }
    }

    // MARK: - Private

    private func sample() -> Memo {
        Memo(
            id: 1, uuid: "u-1", title: "Pay rent", body: "first line\nsecond line", isDone: false,
            created: LanguageFixture.local("2026-11-20T10:00:00"), updated: LanguageFixture.local("2026-11-22T10:00:00"),
            due: LanguageFixture.local("2026-12-01T23:59:59"), priority: .high, project: "home", tags: ["home", "bills"],
            recur: Recurrence("monthly"), start: LanguageFixture.local("2026-11-23T08:00:00"),
            scheduled: LanguageFixture.local("2026-11-30T09:00:00"), depends: ["u-2", "u-gone"],
            annotations: [MemoAnnotation(entry: LanguageFixture.local("2026-11-22T15:00:00"), description: "called the landlord")],
            extra: ["estimate": "\"3h\""])
    }
}
