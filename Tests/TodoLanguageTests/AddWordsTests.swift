import MemoStore
import TodoLanguage
import XCTest

/// `add` words become a draft: title text and attributes, as `task add` reads them.
final class AddWordsTests: XCTestCase {
    private func draft(_ words: [String], flags: AttributeFlags = AttributeFlags()) throws -> MemoDraft {
        try AddWords.draft(from: words, flags: flags, now: LanguageFixture.now, zone: LanguageFixture.zone)
    }

    func test_plainWords_areTheTitleJoinedBySingleSpaces() throws {
        XCTAssertEqual(try draft(["Buy", "bread"]), MemoDraft(title: "Buy bread"))
        XCTAssertEqual(try draft(["Buy", "", "fresh bread"]).title, "Buy fresh bread")
    }

    func test_everyAttribute_setsItsField() throws {
        let result = try draft(["Buy", "milk", "due:tomorrow", "wait:fri", "pri:H", "project:home.shop",
                                "+errand", "+food", "recur:weekly"])
        XCTAssertEqual(result, MemoDraft(
            title: "Buy milk", due: LanguageFixture.local("2026-11-24T23:59:59"),
            wait: LanguageFixture.local("2026-11-27T00:00:00"), priority: .high, project: "home.shop",
            tags: ["errand", "food"], recur: Recurrence(count: 1, unit: .week)))
    }

    func test_attributeNames_longAndAbbreviated() throws {
        XCTAssertEqual(try draft(["x", "priority:m"]).priority, .medium)
        XCTAssertEqual(try draft(["x", "prio:l"]).priority, .low)
        XCTAssertEqual(try draft(["x", "pro:work"]).project, "work")
        XCTAssertEqual(try draft(["x", "proj:work.q4"]).project, "work.q4")
        XCTAssertEqual(try draft(["x", "rec:2w", "due:today"]).recur, Recurrence(count: 2, unit: .week))
        XCTAssertEqual(try draft(["x", "wai:+2d"]).wait, LanguageFixture.local("2026-11-25T00:00:00"))
        // A wait or scheduled day begins the memo's day, as Taskwarrior's `wait:tomorrow`; a moment stays one.
        XCTAssertEqual(try draft(["x", "scheduled:tomorrow"]).scheduled, LanguageFixture.local("2026-11-24T00:00:00"))
        XCTAssertEqual(try draft(["x", "wait:tomorrow+9h"]).wait, LanguageFixture.local("2026-11-24T09:00:00"))
        XCTAssertEqual(try draft(["x", "wait:eow"]).wait, LanguageFixture.local("2026-11-29T23:59:59"))
    }

    func test_attributes_mayStandAnywhere_andTheTitleKeepsItsOrder() throws {
        let result = try draft(["due:today", "Call", "+family", "mom", "pri:M", "back"])
        XCTAssertEqual(result.title, "Call mom back")
        XCTAssertEqual(result.tags, ["family"])
    }

    func test_doubleDash_endsAttributeParsing() throws {
        let result = try draft(["Read", "+book", "--", "due:tomorrow", "+x", "--", "foo:bar"])
        XCTAssertEqual(result.title, "Read due:tomorrow +x -- foo:bar")
        XCTAssertEqual(result.tags, ["book"])
        XCTAssertNil(result.due)
    }

    func test_ordinaryText_staysText() throws {
        let words = ["Meet", "at", "10:30", "see", "http://x.org/a", "a:b", "Re:hi", "note:", "re:", "+1", "-5", "-home",
                     "C++", "+", "-", "x:y:z", "ratio:3"]
        XCTAssertLanguageError(try draft(words), word: "ratio:3", reason: .unknownAttribute)
        let result = try draft(Array(words.dropLast()))
        XCTAssertEqual(result.title, "Meet at 10:30 see http://x.org/a a:b Re:hi note: re: +1 -5 -home C++ + - x:y:z")
        XCTAssertEqual(result.tags, [])
    }

    func test_laterWord_winsForOneField() throws {
        let result = try draft(["x", "due:today", "pri:L", "due:tomorrow", "pri:H"])
        XCTAssertEqual(result.due, LanguageFixture.local("2026-11-24T23:59:59"))
        XCTAssertEqual(result.priority, .high)
    }

    func test_tags_keepTheirCase_andMayRepeat() throws {
        XCTAssertEqual(try draft(["x", "+Home", "+home", "+home"]).tags.sorted(), ["Home", "home", "home"])
    }

    func test_errors_nameTheWord() {
        XCTAssertLanguageError(try draft(["x", "foo:bar"]), word: "foo:bar", reason: .unknownAttribute)
        XCTAssertLanguageError(try draft(["x", "du:today"]), word: "du:today", reason: .unknownAttribute)
        XCTAssertLanguageError(try draft(["x", "due.before:today"]), word: "due.before:today", reason: .unknownAttribute)
        XCTAssertLanguageError(try draft(["x", "pr:H"]), word: "pr:H", reason: .ambiguousAttribute)
        XCTAssertLanguageError(try draft(["x", "due:fri2"]), word: "due:fri2", reason: .badDate)
        XCTAssertLanguageError(try draft(["x", "wait:2026-02-30"]), word: "wait:2026-02-30", reason: .dateOutOfRange)
        XCTAssertLanguageError(try draft(["x", "pri:X"]), word: "pri:X", reason: .badPriority)
        XCTAssertLanguageError(try draft(["x", "pri:HH"]), word: "pri:HH", reason: .badPriority)
        XCTAssertLanguageError(try draft(["x", "recur:sometimes", "due:today"]), word: "recur:sometimes", reason: .badRecurrence)
        XCTAssertLanguageError(try draft(["x", "recur:0d", "due:today"]), word: "recur:0d", reason: .badRecurrence)
        XCTAssertLanguageError(try draft(["x", "recur:weekly"]), word: "recur:weekly", reason: .recurWithoutDue)
        XCTAssertLanguageError(try draft(["due:today", "+x"]), word: "due:today +x", reason: .missingTitle)
        XCTAssertLanguageError(try draft([" ", "pri:H"]), word: "  pri:H", reason: .missingTitle)
        XCTAssertLanguageError(try draft(["--"]), word: "--", reason: .missingTitle)
        XCTAssertLanguageError(try draft(["x", "+overdue"]), word: "+overdue", reason: .reservedTag)
        XCTAssertLanguageError(try draft(["x", "+Waiting"]), word: "+Waiting", reason: .reservedTag)
        // Filters read these as virtual tags in lower case too: a memo carrying one could not be found.
        for word in ["+active", "+blocked", "+Blocking"] {
            XCTAssertLanguageError(try draft(["x", word]), word: word, reason: .reservedTag)
        }
    }

    func test_emptyValues_areErrorsOnAdd() {
        for word in ["due:", "wait:", "pri:", "priority:", "project:", "pro:", "recur:"] {
            XCTAssertLanguageError(try draft(["x", word]), word: word, reason: .missingValue)
        }
    }

    func test_projectsAndTags_followMemoLimits() {
        XCTAssertLanguageError(try draft(["x", "project:a..b"]), word: "project:a..b", reason: .badProject(.emptySegment))
        XCTAssertLanguageError(try draft(["x", "project:.a"]), word: "project:.a", reason: .badProject(.emptySegment))
        XCTAssertLanguageError(try draft(["x", "project:a b"]), word: "project:a b", reason: .badProject(.whitespace))
        XCTAssertLanguageError(try draft(["x", "project:a\u{7}"]), word: "project:a\u{7}", reason: .badProject(.controlCharacters))
        let long = String(repeating: "p", count: MemoLimits.maxProjectLength + 1)
        XCTAssertLanguageError(try draft(["x", "project:" + long]), word: "project:" + long,
                               reason: .badProject(.tooLong(limit: MemoLimits.maxProjectLength)))
        XCTAssertLanguageError(try draft(["x", "+a\u{1}b"]), word: "+a\u{1}b", reason: .badTag(.controlCharacters))
        XCTAssertLanguageError(try draft(["x", "+a b"]), word: "+a b", reason: .badTag(.whitespace))
        XCTAssertLanguageError(try draft(["x", "+a\u{202E}b"]), word: "+a\u{202E}b", reason: .badTag(.controlCharacters))
        let tags = (0...MemoLimits.maxTagCount).map { "+t\($0)" }
        XCTAssertLanguageError(try draft(["x"] + tags), word: tags.last!, reason: .badTag(.tooMany(limit: MemoLimits.maxTagCount)))
        XCTAssertNoThrow(try draft(["x"] + tags.dropLast()))
    }

    func test_flags_setTheSameFields() throws {
        let flags = AttributeFlags(due: "tomorrow", wait: "mon", priority: "h", project: "work", tags: ["a", "b"], recur: "2w")
        let result = try draft(["Report"], flags: flags)
        XCTAssertEqual(result, MemoDraft(
            title: "Report", due: LanguageFixture.local("2026-11-24T23:59:59"),
            wait: LanguageFixture.local("2026-11-30T00:00:00"), priority: .high, project: "work",
            tags: ["a", "b"], recur: Recurrence(count: 2, unit: .week)))
        XCTAssertTrue(AttributeFlags().isEmpty)
        XCTAssertFalse(flags.isEmpty)
    }

    func test_flags_winOverWords_andCombineWithThem() throws {
        let result = try draft(["x", "pri:L", "due:today", "+w"], flags: AttributeFlags(priority: "M", tags: ["f"], recur: "daily"))
        XCTAssertEqual(result.priority, .medium)
        XCTAssertEqual(result.tags, ["w", "f"])
        XCTAssertEqual(result.recur, Recurrence(count: 1, unit: .day))
    }

    func test_tagsStartingWithAtUnderscoreOrHash_areTags_asInTaskwarrior() throws {
        // given GTD's @context tags and Taskwarrior's other tag starts
        // when they are added
        let result = try draft(["Call", "mom", "+@phone", "+_a", "+#b"])
        // then each is a tag and the title keeps only the words
        XCTAssertEqual(result.title, "Call mom")
        XCTAssertEqual(result.tags, ["@phone", "_a", "#b"])
        // and a sign before a digit or another sign stays text, as in Taskwarrior
        XCTAssertEqual(try draft(["Pay", "+1", "+=x", "-5"]).title, "Pay +1 +=x -5")
        XCTAssertLanguageError(try draft(["x"], flags: AttributeFlags(tags: ["-a"])), word: "--tag -a", reason: .badTag(.reservedStart))
    }

    func test_recurOnLog_isRefused_asTaskwarriorRefusesIt() throws {
        // given the words of `log`, a memo added already done
        func logged(_ words: [String]) throws -> MemoDraft {
            try AddWords.draft(from: words, isDone: true, now: LanguageFixture.now, zone: LanguageFixture.zone)
        }
        // when they carry a recurrence, then they are refused naming it
        XCTAssertLanguageError(try logged(["L", "recur:weekly", "due:tomorrow"]), word: "recur:weekly", reason: .recurOnLog)
        XCTAssertLanguageError(try logged(["L", "recur:weekly"]), word: "recur:weekly", reason: .recurOnLog)
        // and without one they make a done memo
        XCTAssertEqual(try logged(["L", "due:tomorrow"]).isDone, true)
        XCTAssertEqual(
            TodoLanguageError(word: "recur:weekly", reason: .recurOnLog).description,
            "cannot log a recurring memo in 'recur:weekly': log adds a memo already done, which makes no next occurrence; "
                + "use add for a recurring memo")
    }

    func test_flagErrors_nameTheFlagAndValue() {
        XCTAssertLanguageError(try draft(["x"], flags: AttributeFlags(due: "fri2")), word: "--due fri2", reason: .badDate)
        XCTAssertLanguageError(try draft(["x"], flags: AttributeFlags(wait: "2026-02-30")), word: "--wait 2026-02-30",
                               reason: .dateOutOfRange)
        XCTAssertLanguageError(try draft(["x"], flags: AttributeFlags(priority: "X")), word: "--priority X", reason: .badPriority)
        XCTAssertLanguageError(try draft(["x"], flags: AttributeFlags(project: "")), word: "--project ''", reason: .missingValue)
        XCTAssertLanguageError(try draft(["x"], flags: AttributeFlags(project: "a b")), word: "--project a b",
                               reason: .badProject(.whitespace))
        XCTAssertLanguageError(try draft(["x"], flags: AttributeFlags(tags: ["a b"])), word: "--tag a b", reason: .badTag(.whitespace))
        XCTAssertLanguageError(try draft(["x"], flags: AttributeFlags(tags: ["+a"])), word: "--tag +a", reason: .badTag(.reservedStart))
        XCTAssertLanguageError(try draft(["x"], flags: AttributeFlags(recur: "weekly")), word: "--recur weekly", reason: .recurWithoutDue)
        XCTAssertLanguageError(try draft(["x"], flags: AttributeFlags(due: "today", recur: "often")), word: "--recur often",
                               reason: .badRecurrence)
    }

    func test_emptyFlagValues_nameTheFlag_andAskForAValueAfterIt() {
        func line(_ flags: AttributeFlags) -> String? {
            do {
                _ = try draft(["x"], flags: flags)
                return nil
            } catch {
                return String(describing: error)
            }
        }
        XCTAssertEqual(line(AttributeFlags(tags: [""])), "missing value in '--tag \'\'': give a value after --tag, or leave the option out")
        XCTAssertEqual(line(AttributeFlags(project: "")), "missing value in '--project \'\'': give a value after --project, or leave the option out")
    }

    func test_problemsOfTagsAndProjects_readAsSentences() {
        XCTAssertEqual(TodoLanguageError(word: "w", reason: .badTag(.tooLong(limit: 64))).description,
                       "bad tag in 'w': the tag is longer than 64 characters")
        XCTAssertEqual(TodoLanguageError(word: "w", reason: .badTag(.tooMany(limit: 64))).description,
                       "bad tag in 'w': a memo has at most 64 tags")
        XCTAssertEqual(TodoLanguageError(word: "w", reason: .badProject(.tooLong(limit: 200))).description,
                       "bad project in 'w': the name is longer than 200 characters; expected a dotted name such as home or work.q4")
    }

    func test_errorDescriptions_areOneLine() {
        let cases: [(TodoLanguageError.Reason, String)] = [
            (.unknownAttribute, "unknown attribute in 'w': known attributes are due, wait, scheduled, until, priority (pri), project (pro), recur, depends, parent; put -- before words meant as the title"),
            (.badPriority, "bad priority in 'w': expected H, M or L"),
            (.badProject(.whitespace), "bad project in 'w': the name contains whitespace; expected a dotted name such as home or work.q4"),
            (.badTag(.controlCharacters), "bad tag in 'w': the tag contains control characters"),
            (.recurWithoutDue, "recurrence without a due date in 'w': a recurring memo needs a due date; add due:DATE"),
            (.missingValue, "missing value in 'w': give a value after the colon, or leave the word out"),
            (.unknownSort, "unknown sort in 'w': expected urgency, due, priority, created, oldest, end"),
        ]
        for (reason, line) in cases {
            let text = TodoLanguageError(word: "w", reason: reason).description
            XCTAssertEqual(text, line)
            XCTAssertFalse(text.contains("\n"))
        }
    }

    func test_errorDescriptions_quoteALongWordsStartOnly() {
        let long = "project:" + String(repeating: "a", count: 100_000)
        let text = TodoLanguageError(word: long, reason: .badProject(.tooLong(limit: MemoLimits.maxProjectLength))).description
        XCTAssertTrue(text.hasPrefix("bad project in 'project:aaa"), text)
        XCTAssertTrue(text.contains(String(repeating: "a", count: TodoLanguageError.quotedLength - 9) + "…': "), text)
        XCTAssertLessThan(text.count, 300, text)
        let exact = String(repeating: "b", count: TodoLanguageError.quotedLength)
        XCTAssertTrue(TodoLanguageError(word: exact, reason: .badPriority).description.contains("'\(exact)'"))
    }
}
