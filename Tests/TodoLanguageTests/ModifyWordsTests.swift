import MemoStore
import TodoLanguage
import XCTest

/// `modify` words become a patch: set, clear, add and remove, as `task 1 modify` reads them.
final class ModifyWordsTests: XCTestCase {
    private func patch(_ words: [String], flags: AttributeFlags = AttributeFlags()) throws -> MemoPatch {
        try ModifyWords.patch(from: words, flags: flags, now: LanguageFixture.now, zone: LanguageFixture.zone)
    }

    func test_noWords_changeNothing() throws {
        XCTAssertTrue(try patch([]).isEmpty)
        XCTAssertTrue(try patch([""]).isEmpty)
    }

    func test_attributes_setTheirFields() throws {
        let result = try patch(["due:tomorrow", "wait:+1d", "pri:l", "project:work.q4", "recur:monthly"])
        XCTAssertEqual(result, MemoPatch(
            due: .set(LanguageFixture.local("2026-11-24T23:59:59")), wait: .set(LanguageFixture.local("2026-11-24T00:00:00")),
            priority: .set(.low), project: .set("work.q4"), recur: .set(try XCTUnwrap(Recurrence(count: 1, unit: .month)))))
    }

    func test_emptyValues_clearTheirFields() throws {
        XCTAssertEqual(try patch(["due:", "wait:", "pri:", "project:", "recur:"]),
                       MemoPatch(due: .clear, wait: .clear, priority: .clear, project: .clear, recur: .clear))
        XCTAssertEqual(try patch(["priority:", "pro:"]), MemoPatch(priority: .clear, project: .clear))
    }

    func test_tags_areAddedAndRemoved_laterWordWinning() throws {
        XCTAssertEqual(try patch(["+work", "-home"]), MemoPatch(addedTags: ["work"], removedTags: ["home"]))
        XCTAssertEqual(try patch(["+a", "-a"]), MemoPatch(removedTags: ["a"]))
        XCTAssertEqual(try patch(["-a", "+a"]), MemoPatch(addedTags: ["a"]))
    }

    func test_tagsStartingWithAtUnderscoreOrHash_areAddedAndRemoved_notTheTitle() throws {
        // given tags as Taskwarrior writes GTD contexts, when modify reads them
        let result = try patch(["+@phone", "-_a", "+#b"])
        // then they change the tags and leave the title alone
        XCTAssertEqual(result, MemoPatch(addedTags: ["@phone", "#b"], removedTags: ["_a"]))
        XCTAssertNil(result.title)
    }

    func test_removingAReservedName_isAllowed_addingOneIsNot() throws {
        XCTAssertEqual(try patch(["-overdue"]), MemoPatch(removedTags: ["overdue"]))
        XCTAssertLanguageError(try patch(["+overdue"]), word: "+overdue", reason: .reservedTag)
    }

    func test_plainWords_replaceTheTitle() throws {
        XCTAssertEqual(try patch(["New", "text", "pri:H", "here"]), MemoPatch(title: "New text here", priority: .set(.high)))
        XCTAssertEqual(try patch(["--", "-x", "due:"]), MemoPatch(title: "-x due:"))
        XCTAssertEqual(try patch(["at", "10:30"]).title, "at 10:30")
    }

    func test_slashWords_areSubstitutions_onlyInTheirExactShape() throws {
        let first = try XCTUnwrap(try patch(["/milk/cream/"]).substitution)
        XCTAssertEqual([first.target, first.replacement], ["milk", "cream"])
        XCTAssertFalse(first.isGlobal)
        XCTAssertEqual(try patch(["/a b//g"]).substitution, TextSubstitution(word: "/a b//g"))
        XCTAssertEqual(try patch(["/a b//g"]).substitution?.isGlobal, true)
        XCTAssertNil(try patch(["/milk/cream/"]).title)
        // Not substitutions: a path, an empty target, other flags, and anything after `--`.
        XCTAssertEqual(try patch(["/usr/bin/env"]), MemoPatch(title: "/usr/bin/env"))
        XCTAssertEqual(try patch(["//x/"]), MemoPatch(title: "//x/"))
        XCTAssertEqual(try patch(["/a/b/i"]), MemoPatch(title: "/a/b/i"))
        XCTAssertEqual(try patch(["--", "/a/b/"]), MemoPatch(title: "/a/b/"))
        XCTAssertEqual(try AddWords.draft(from: ["/a/b/"], now: LanguageFixture.now, zone: LanguageFixture.zone).title, "/a/b/")
    }

    func test_recurWhileClearingDue_isAnError() {
        XCTAssertLanguageError(try patch(["recur:weekly", "due:"]), word: "recur:weekly", reason: .recurWithoutDue)
        XCTAssertLanguageError(try patch(["due:", "recur:weekly"]), word: "recur:weekly", reason: .recurWithoutDue)
        XCTAssertNoThrow(try patch(["recur:weekly"]))
        XCTAssertNoThrow(try patch(["due:", "recur:"]))
    }

    func test_errors_nameTheWord() {
        XCTAssertLanguageError(try patch(["foo:bar"]), word: "foo:bar", reason: .unknownAttribute)
        XCTAssertLanguageError(try patch(["pri:Z"]), word: "pri:Z", reason: .badPriority)
        XCTAssertLanguageError(try patch(["due:whenever"]), word: "due:whenever", reason: .badDate)
        XCTAssertLanguageError(try patch(["due:2026-02-30"]), word: "due:2026-02-30", reason: .dateOutOfRange)
        XCTAssertLanguageError(try patch(["project:a..b"]), word: "project:a..b", reason: .badProject(.emptySegment))
        XCTAssertLanguageError(try patch(["recur:x"]), word: "recur:x", reason: .badRecurrence)
        XCTAssertLanguageError(try patch(["-a\u{1}"]), word: "-a\u{1}", reason: .badTag(.controlCharacters))
        XCTAssertLanguageError(try patch(["+a\u{1}"]), word: "+a\u{1}", reason: .badTag(.controlCharacters))
        let tags = (0...MemoLimits.maxTagCount).map { "+t\($0)" }
        XCTAssertLanguageError(try patch(tags), word: tags.last!, reason: .badTag(.tooMany(limit: MemoLimits.maxTagCount)))
    }

    func test_flags_setAndClear() throws {
        XCTAssertEqual(try patch([], flags: AttributeFlags(due: "", priority: "h", tags: ["x"])),
                       MemoPatch(due: .clear, priority: .set(.high), addedTags: ["x"]))
        XCTAssertLanguageError(try patch([], flags: AttributeFlags(due: "never")), word: "--due never", reason: .badDate)
    }

    func test_patchApplied_changesTheMemoAsTheWordsSay() throws {
        let memo = Memo(id: 1, uuid: "u", title: "Old", body: "", isDone: false, created: LanguageFixture.now,
                        updated: LanguageFixture.now, due: LanguageFixture.now, priority: .low, project: "home", tags: ["a", "b"])
        let result = try patch(["New", "due:", "pri:H", "-a", "+c", "project:"]).applied(to: memo)
        XCTAssertEqual(result.title, "New")
        XCTAssertNil(result.due)
        XCTAssertEqual(result.priority, .high)
        XCTAssertNil(result.project)
        XCTAssertEqual(result.tags, ["b", "c"])
    }
}
