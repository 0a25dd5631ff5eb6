import MemoStore
import TodoLanguage
import XCTest

/// Filter words become a `MemoFilter`, as `task list` reads them.
final class FilterWordsTests: XCTestCase {
    private func filter(_ words: [String], status: MemoStatus = .open) throws -> MemoFilter {
        try FilterWords.filter(from: words, status: status, now: LanguageFixture.now, zone: LanguageFixture.zone)
    }

    private func start(_ day: String) -> Timestamp {
        LanguageFixture.local(day + "T00:00:00")
    }

    func test_and_isWhatFilterWordsDoAnyway_otherOperatorsBuildAnExpression_andDoubleDashEndsThem() throws {
        XCTAssertEqual(try filter(["+a", "and", "+b"]), try filter(["+a", "+b"]))
        XCTAssertEqual(try FilterWords.filterAndText(
            from: ["salt", "AND", "pepper"], now: LanguageFixture.now, zone: LanguageFixture.zone).text, ["salt", "pepper"])
        for words in [["+a", "or", "+b"], ["+a", "XOR", "+b"], ["not", "+a"], ["(", "+a", ")", "+b"], ["!", "+a"]] {
            XCTAssertNotNil(try filter(words).expression, "\(words)")
        }
        XCTAssertEqual(try FilterWords.filterAndText(
            from: ["--", "salt", "or", "pepper"], now: LanguageFixture.now, zone: LanguageFixture.zone).text, ["salt", "or", "pepper"])
    }

    func test_noWords_isTheListingForTheStatus() throws {
        XCTAssertEqual(try filter([]), MemoFilter(status: .open, waiting: .hide))
        XCTAssertEqual(try filter([], status: .done), MemoFilter(status: .done, waiting: .include))
        XCTAssertEqual(try filter([], status: .all), MemoFilter(status: .all, waiting: .include))
    }

    func test_taskwarriorsActiveAnnotatedBlockedBlocking_andScheduledAndUntilRanges() throws {
        XCTAssertEqual(try filter(["+active"]).isActive, true)
        XCTAssertEqual(try filter(["+ACTIVE"]).isActive, true)
        XCTAssertEqual(try filter(["-ACTIVE"]).isActive, false)
        XCTAssertEqual(try filter(["+ANNOTATED"]).isAnnotated, true)
        XCTAssertEqual(try filter(["+blocked"]).isBlocked, true)
        XCTAssertEqual(try filter(["-BLOCKED"]).isBlocked, false)
        XCTAssertEqual(try filter(["+blocking"]).isBlocking, true)
        XCTAssertEqual(try filter(["+active"]).requiredTags, [])
        // `annotated` in lower case stays a person's tag, as Taskwarrior's capitals are the virtual ones.
        XCTAssertEqual(try filter(["+annotated"]).requiredTags, ["annotated"])

        let scheduled = try filter(["scheduled.before:2026-12-01", "sched.after:2026-11-01"])
        // Before a day is before its start; after it, after its first moment: a scheduled day begins there.
        XCTAssertEqual(scheduled.scheduledBefore, start("2026-12-01"))
        XCTAssertEqual(scheduled.scheduledFrom, LanguageFixture.local("2026-11-01T00:00:01"))
        XCTAssertFalse(scheduled.includesExpired)
        let until = try filter(["until.before:2026-12-01"])
        XCTAssertEqual(until.untilBefore, start("2026-12-01"))
        XCTAssertTrue(until.includesExpired, "a filter that asks about until shows expired memos")
        XCTAssertFalse(try filter([]).includesExpired)
    }

    func test_tags_requiredAndExcluded() throws {
        let result = try filter(["+home", "-work", "+Errand"])
        XCTAssertEqual(result.requiredTags, ["home", "Errand"])
        XCTAssertEqual(result.excludedTags, ["work"])
    }

    func test_tagsStartingWithAtUnderscoreOrHash_areRequiredAndExcluded_notSearchedFor() throws {
        // given filter words naming @context and other tags, when they are read
        let (result, text) = try FilterWords.filterAndText(
            from: ["+@phone", "-@home", "-_a", "+#b"], now: LanguageFixture.now, zone: LanguageFixture.zone)
        // then they are tags, and no word is left to search for
        XCTAssertEqual(result.requiredTags, ["@phone", "#b"])
        XCTAssertEqual(result.excludedTags, ["@home", "_a"])
        XCTAssertEqual(text, [])
    }

    func test_projectAndPriority() throws {
        XCTAssertEqual(try filter(["project:work"]).project, "work")
        XCTAssertEqual(try filter(["pro:work.q4"]).project, "work.q4")
        XCTAssertEqual(try filter(["proj:a", "project:b"]).project, "b")
        XCTAssertEqual(try filter(["pri:H"]).priority, .high)
        XCTAssertEqual(try filter(["priority:m"]).priority, .medium)
    }

    func test_dueOnADay_isThatLocalDay() throws {
        let today = try filter(["due:today"])
        XCTAssertEqual(today.dueFrom, start("2026-11-23"))
        XCTAssertEqual(today.dueBefore, start("2026-11-24"))
        let timed = try filter(["due:2026-12-01T15:30"])
        XCTAssertEqual(timed.dueFrom, start("2026-12-01"))
        XCTAssertEqual(timed.dueBefore, start("2026-12-02"))
        // The last day whose end a timestamp holds at UTC−5; the next one ends past year 9999.
        let last = try filter(["due:9999-12-30"])
        XCTAssertEqual(last.dueBefore, start("9999-12-31"))
        XCTAssertThrowsError(try filter(["due:9999-12-31"]))
    }

    func test_dueBefore_day_moment_andEndOfPeriod() throws {
        XCTAssertEqual(try filter(["due.before:tomorrow"]).dueBefore, start("2026-11-24"))
        XCTAssertEqual(try filter(["due.before:2026-12-01"]).dueBefore, start("2026-12-01"))
        XCTAssertEqual(try filter(["due.before:2026-12-01T15:30"]).dueBefore, LanguageFixture.local("2026-12-01T15:30:00"))
        XCTAssertEqual(try filter(["due.before:+5h"]).dueBefore, LanguageFixture.local("2026-11-23T15:00:00"))
        XCTAssertEqual(try filter(["due.before:eow"]).dueBefore, start("2026-11-30"))
        XCTAssertEqual(try filter(["due.below:eom"]).dueBefore, start("2026-12-01"))
        XCTAssertEqual(try filter(["due.under:eod"]).dueBefore, start("2026-11-24"))
        XCTAssertNil(try filter(["due.before:today"]).dueFrom)
    }

    func test_dueAfter_isStrictlyAfter() throws {
        XCTAssertEqual(try filter(["due.after:today"]).dueFrom, start("2026-11-24"))
        XCTAssertEqual(try filter(["due.after:now"]).dueFrom, LanguageFixture.local("2026-11-23T10:00:01"))
        XCTAssertEqual(try filter(["due.above:eoy"]).dueFrom, start("2027-01-01"))
        XCTAssertEqual(try filter(["due.over:2026-12-01T15:30"]).dueFrom, LanguageFixture.local("2026-12-01T15:30:01"))
        XCTAssertNil(try filter(["due.after:today"]).dueBefore)
    }

    func test_dueBounds_narrowEachOther() throws {
        let result = try filter(["due.after:yesterday", "due.before:eow", "due.before:fri", "due.after:2026-11-01"])
        XCTAssertEqual(result.dueFrom, start("2026-11-23"))
        XCTAssertEqual(result.dueBefore, start("2026-11-27"))
    }

    func test_dueBounds_matchMemosByDay() throws {
        func memo(due: String) -> Memo {
            Memo(id: 1, uuid: "u", title: "t", body: "", isDone: false, created: LanguageFixture.now,
                 updated: LanguageFixture.now, due: LanguageFixture.local(due))
        }
        let beforeTomorrow = try filter(["due.before:tomorrow"])
        XCTAssertTrue(beforeTomorrow.matches(memo(due: "2026-11-23T23:59:59")))
        XCTAssertTrue(beforeTomorrow.matches(memo(due: "2026-11-20T08:00:00")))
        XCTAssertFalse(beforeTomorrow.matches(memo(due: "2026-11-24T00:00:00")))
        let byEndOfWeek = try filter(["due.before:eow"])
        XCTAssertTrue(byEndOfWeek.matches(memo(due: "2026-11-29T23:59:59")))
        XCTAssertFalse(byEndOfWeek.matches(memo(due: "2026-11-30T00:00:00")))
        let onFriday = try filter(["due:fri"])
        XCTAssertTrue(onFriday.matches(memo(due: "2026-11-27T00:00:00")))
        XCTAssertTrue(onFriday.matches(memo(due: "2026-11-27T23:59:59")))
        XCTAssertFalse(onFriday.matches(memo(due: "2026-11-28T00:00:00")))
        let afterToday = try filter(["due.after:today"])
        XCTAssertFalse(afterToday.matches(memo(due: "2026-11-23T23:59:59")))
        XCTAssertTrue(afterToday.matches(memo(due: "2026-11-24T00:00:00")))
    }

    func test_virtualTags_overdueAndWaiting() throws {
        XCTAssertTrue(try filter(["+overdue"]).isOverdue)
        XCTAssertTrue(try filter(["+OVERDUE"]).isOverdue)
        XCTAssertEqual(try filter(["+waiting"]).waiting, .only)
        XCTAssertEqual(try filter(["+WAITING"], status: .all).waiting, .only)
        XCTAssertEqual(try filter(["-waiting"], status: .all).waiting, .hide)
        XCTAssertEqual(try filter(["+waiting"]).requiredTags, [])
        XCTAssertNil(try filter(["+overdue"]).now, "overdue is judged when the query runs, not when the words were read")
    }

    func test_taskwarriorsDateVirtualTags_areDueRanges() throws {
        // Monday 2026-11-23, 10:00.
        func range(_ word: String) throws -> [Timestamp?] {
            let result = try filter([word])
            return [result.dueFrom, result.dueBefore]
        }
        XCTAssertEqual(try range("+TODAY"), [start("2026-11-23"), start("2026-11-24")])
        XCTAssertEqual(try range("+TOMORROW"), [start("2026-11-24"), start("2026-11-25")])
        XCTAssertEqual(try range("+DUE"), [start("2026-11-23"), start("2026-11-30")], "today and the 6 days after")
        XCTAssertEqual(try range("+WEEK"), [start("2026-11-23"), start("2026-11-30")], "Monday to Sunday")
        XCTAssertEqual(try range("+MONTH"), [start("2026-11-01"), start("2026-12-01")])
        let narrowed = try filter(["+MONTH", "+TOMORROW"])
        XCTAssertEqual([narrowed.dueFrom, narrowed.dueBefore], [start("2026-11-24"), start("2026-11-25")])
        let sunday = try FilterWords.filter(
            from: ["+WEEK"], now: LanguageFixture.local("2026-11-29T20:00:00"), zone: LanguageFixture.zone)
        XCTAssertEqual([sunday.dueFrom, sunday.dueBefore], [start("2026-11-23"), start("2026-11-30")])
    }

    func test_taskwarriorsStatusAndFieldVirtualTags() throws {
        XCTAssertEqual(try filter(["+PENDING"], status: .all), MemoFilter(status: .open, waiting: .hide))
        XCTAssertEqual(try filter(["+COMPLETED"]), MemoFilter(status: .done, waiting: .include))
        XCTAssertEqual(try filter(["+COMPLETED"], status: .all), MemoFilter(status: .done, waiting: .include))
        XCTAssertEqual(try filter(["+WAITING", "+COMPLETED"]).waiting, .only)
        XCTAssertEqual(try filter(["-waiting", "+COMPLETED"]).waiting, .hide)
        XCTAssertEqual(try filter(["+COMPLETED", "+waiting"]).waiting, .only)
        XCTAssertEqual(try filter(["+TAGGED"]).isTagged, true)
        XCTAssertEqual(try filter(["-TAGGED"]).isTagged, false)
        XCTAssertEqual(try filter(["+RECURRING"]).isRecurring, true)
        XCTAssertEqual(try filter(["-RECURRING"]).isRecurring, false)
        XCTAssertNil(try filter([]).isTagged)
        XCTAssertNil(try filter([]).isRecurring)
        XCTAssertEqual(try filter(["+TAGGED"]).requiredTags, [])
        // Lower case, only +overdue and +waiting are virtual; other words are the person's own tags.
        XCTAssertEqual(try filter(["+today", "+Due"]).requiredTags, ["today", "Due"])
        XCTAssertEqual(try filter(["+Q4", "+X"]).requiredTags, ["Q4", "X"])
    }

    func test_unknownOrContradictoryVirtualTags_areRefusedNamingTheWord() {
        XCTAssertLanguageError(try filter(["+OVERDEU"]), word: "+OVERDEU", reason: .unknownVirtualTag)
        XCTAssertLanguageError(try filter(["-URGENT"]), word: "-URGENT", reason: .unknownVirtualTag)
        XCTAssertLanguageError(try filter(["+ACTIVES"]), word: "+ACTIVES", reason: .unknownVirtualTag)
        XCTAssertLanguageError(try filter(["+PENDING"], status: .done), word: "+PENDING", reason: .conflictingStatus)
        XCTAssertLanguageError(try filter(["+PENDING", "+COMPLETED"]), word: "+COMPLETED", reason: .conflictingStatus)
        XCTAssertEqual(
            TodoLanguageError(word: "+OVERDEU", reason: .unknownVirtualTag).description,
            "unknown virtual tag in '+OVERDEU': expected +OVERDUE, +DUE, +YESTERDAY, +TODAY, +TOMORROW, +WEEK, +MONTH, "
                + "+QUARTER, +YEAR, +WAITING, +PENDING, +COMPLETED, +DELETED, +TAGGED, +RECURRING, +ACTIVE, +ANNOTATED, "
                + "+SCHEDULED, +UNTIL, +PROJECT, +PRIORITY, +BLOCKED, +UNBLOCKED, +BLOCKING, +READY, +PARENT or +CHILD "
                + "(all-caps tags are Taskwarrior's virtual tags)")
    }

    func test_virtualTagsMatchMemos() throws {
        func memo(due: String? = nil, tags: [String] = [], recur: Recurrence? = nil) -> Memo {
            Memo(id: 1, uuid: "u", title: "t", body: "", isDone: false, created: LanguageFixture.now,
                 updated: LanguageFixture.now, due: due.map { LanguageFixture.local($0) }, tags: tags, recur: recur)
        }
        XCTAssertTrue(try filter(["+TAGGED"]).matches(memo(tags: ["a"])))
        XCTAssertFalse(try filter(["+TAGGED"]).matches(memo()))
        XCTAssertTrue(try filter(["-TAGGED"]).matches(memo()))
        XCTAssertTrue(try filter(["+RECURRING"]).matches(memo(due: "2026-11-24T10:00:00", recur: Recurrence("weekly"))))
        XCTAssertFalse(try filter(["+RECURRING"]).matches(memo(due: "2026-11-24T10:00:00")))
        XCTAssertTrue(try filter(["-RECURRING"]).matches(memo()))
        XCTAssertTrue(try filter(["+DUE"]).matches(memo(due: "2026-11-29T23:00:00")))
        XCTAssertFalse(try filter(["+DUE"]).matches(memo(due: "2026-11-30T00:00:00")))
        XCTAssertFalse(try filter(["+DUE"]).matches(memo(due: "2026-11-22T23:00:00")))
    }

    func test_errors_nameTheWord() {
        XCTAssertLanguageError(try filter(["milk"]), word: "milk", reason: .unknownFilter)
        XCTAssertLanguageError(try filter(["--"]), word: "--", reason: .unknownFilter)
        XCTAssertLanguageError(try filter(["foo:bar"]), word: "foo:bar", reason: .unknownFilter)
        XCTAssertLanguageError(try filter(["note:"]), word: "note:", reason: .unknownFilter)
        XCTAssertLanguageError(try filter(["pr:H"]), word: "pr:H", reason: .ambiguousAttribute)
        XCTAssertLanguageError(try filter(["due.soon:today"]), word: "due.soon:today", reason: .unknownFilter)
        XCTAssertLanguageError(try filter(["pri.word:H"]), word: "pri.word:H", reason: .unknownFilter)
        XCTAssertLanguageError(try filter(["recur:weekly"]), word: "recur:weekly", reason: .unsupportedFilter)
        // Taskwarrior's operators, searched for as text, silently matched nothing.
        for word in ["due<eow", "project!=home", "pri=H", "description~Al", "urgency>10", "due.before<=eom", "ENTRY>=2026-01-01"] {
            XCTAssertLanguageError(try filter([word]), word: word, reason: .attributeOperator)
        }
        XCTAssertLanguageError(try filter(["a<b"]), word: "a<b", reason: .unknownFilter)
        XCTAssertLanguageError(try filter(["Wait!"]), word: "Wait!", reason: .unknownFilter)
        XCTAssertLanguageError(try filter(["1-10001"]), word: "1-10001", reason: .rangeTooLong)
        // A range written backwards is read forwards, as Taskwarrior reads it.
        XCTAssertEqual(try filter(["9-5"]), try filter(["5-9"]))
        for word in ["-pri:H", "-project:home", "-Due:today", "-project.is:home", "-due.before:eow"] {
            XCTAssertLanguageError(try filter([word]), word: word, reason: .negatedAttribute)
        }
        XCTAssertEqual(try filter(["-note:x"]).excludedTags, ["note:x"])
        XCTAssertLanguageError(try filter(["<due"]), word: "<due", reason: .unknownFilter)
        XCTAssertLanguageError(try filter(["status:"]), word: "status:", reason: .missingValue)
        XCTAssertLanguageError(try filter(["parent:"]), word: "parent:", reason: .missingValue)
        XCTAssertLanguageError(try filter(["due:fri2"]), word: "due:fri2", reason: .badDate)
        XCTAssertLanguageError(try filter(["due.before:2026-02-30"]), word: "due.before:2026-02-30", reason: .dateOutOfRange)
        XCTAssertLanguageError(try filter(["pri:X"]), word: "pri:X", reason: .badPriority)
        XCTAssertLanguageError(try filter(["project:a b"]), word: "project:a b", reason: .badProject(.whitespace))
        XCTAssertLanguageError(try filter(["+a\u{1}"]), word: "+a\u{1}", reason: .badTag(.controlCharacters))
    }

    func test_unknownFilter_description() {
        XCTAssertEqual(
            TodoLanguageError(word: "milk", reason: .unknownFilter).description,
            "unknown filter in 'milk': expected +tag, -tag, project:NAME, pri:H|M|L, due:DATE, due.before:DATE, "
                + "due.after:DATE, scheduled.before:DATE, until.before:DATE, +overdue, +waiting, +active, +blocked, +blocking, "
                + "description:TEXT, status:NAME, ATTRIBUTE.MODIFIER:VALUE (project.isnt:, due.none:, description.has:…), "
                + "/regex/, joined by and, or, xor, not and ( )")
    }

    func test_uuids_wholeOrTheirFirstEightCharactersOrMore_nameMemosWithTheIDs() throws {
        let uuid = "01a2230a-702f-7000-a9dd-561fee6cd7c6"
        XCTAssertEqual(try filter([uuid]).expression, .or([.term(.uuid(uuid))]))
        XCTAssertEqual(try filter([uuid.uppercased()]).expression, .or([.term(.uuid(uuid))]), "read in lower case")
        XCTAssertEqual(try filter(["01a2230a"]).expression, .or([.term(.uuid("01a2230a"))]))
        XCTAssertEqual(try filter(["01a2230a-70"]).expression, .or([.term(.uuid("01a2230a-70"))]))
        XCTAssertEqual(try filter(["3", "01a2230a", "+home"]).expression, .or([.term(.ids(3...3)), .term(.uuid("01a2230a"))]))
        // Eight digits are a uuid's start, as Taskwarrior reads them; `#` makes them an id.
        XCTAssertEqual(try filter(["12345678"]).expression, .or([.term(.uuid("12345678"))]))
        XCTAssertEqual(try filter(["#12345678", "1234567"]).expression,
                       .or([.term(.ids(12_345_678...12_345_678)), .term(.ids(1_234_567...1_234_567))]))

        // Not the start of a uuid: text, which a listing's filter keeps for the title.
        for word in ["01a2230", "01a2230a7", "01a2230a-702g", uuid + "0", "deadbeefs"] {
            let (read, text) = try FilterWords.filterAndText(
                from: [word], now: LanguageFixture.now, zone: LanguageFixture.zone, readingIDs: true)
            XCTAssertEqual(text, [word])
            XCTAssertNil(read.expression, word)
        }
        // A search looks for them as text, as for ids.
        let (searched, text) = try FilterWords.filterAndText(from: [uuid], now: LanguageFixture.now, zone: LanguageFixture.zone)
        XCTAssertEqual(text, [uuid])
        XCTAssertNil(searched.expression)
    }

    func test_uuidAttribute_takesAnyStartOfAUUID_fromTheLeft_andNotTakesTheOtherMemos() throws {
        let uuid = "01a2230a-702f-7000-a9dd-561fee6cd7c6"
        XCTAssertEqual(try filter(["uuid:" + uuid]).expression, .term(.uuid(uuid)))
        XCTAssertEqual(try filter(["uuid:01A2"]).expression, .term(.uuid("01a2")), "read in lower case")
        XCTAssertEqual(try filter(["uuid:0"]).expression, .term(.uuid("0")))
        XCTAssertEqual(try filter(["uuid.not:01a2230a-7"]).expression, .not(.term(.uuid("01a2230a-7"))))
        // With other words it narrows them, as any attribute does; a search takes it too.
        XCTAssertEqual(try filter(["+home", "uuid:01a2"]).requiredTags, ["home"])
        let (searched, text) = try FilterWords.filterAndText(
            from: ["uuid:01a2", "milk"], now: LanguageFixture.now, zone: LanguageFixture.zone)
        XCTAssertEqual(searched.expression, .term(.uuid("01a2")))
        XCTAssertEqual(text, ["milk"])

        for word in ["uuid:xyz", "uuid:01a2230a7", "uuid:01a2230a-702g", "uuid:" + uuid + "0", "uuid.not:-"] {
            XCTAssertThrowsError(try filter([word]), word) {
                XCTAssertEqual($0 as? TodoLanguageError, TodoLanguageError(word: word, reason: .badUUID), word)
            }
        }
        XCTAssertEqual(
            TodoLanguageError(word: "uuid:xyz", reason: .badUUID).description,
            "bad uuid in 'uuid:xyz': expected a uuid or its start, such as 8ad2e3db or 8ad2e3db-4f1c")
        // Its other modifiers are not taken.
        XCTAssertThrowsError(try filter(["uuid.has:01a2"])) {
            XCTAssertEqual($0 as? TodoLanguageError, TodoLanguageError(word: "uuid.has:01a2", reason: .unknownFilter))
        }
    }

    func test_filterAndText_keepsOtherWordsForSearch() throws {
        let (result, text) = try FilterWords.filterAndText(
            from: ["milk", "+home", "10:30", "pri:H", "bread"], status: .all, now: LanguageFixture.now, zone: LanguageFixture.zone)
        XCTAssertEqual(text, ["milk", "10:30", "bread"])
        XCTAssertEqual(result.requiredTags, ["home"])
        XCTAssertEqual(result.priority, .high)
        XCTAssertEqual(result.status, .all)
        XCTAssertLanguageError(
            try FilterWords.filterAndText(from: ["milk", "foo:bar"], now: LanguageFixture.now, zone: LanguageFixture.zone),
            word: "foo:bar", reason: .unknownSearchFilter)
    }

    func test_search_readsWordsAsAddReadsThem_proseWithAColonAndEverythingAfterDoubleDash() throws {
        func search(_ words: [String]) throws -> (MemoFilter, [String]) {
            try FilterWords.filterAndText(from: words, status: .all, now: LanguageFixture.now, zone: LanguageFixture.zone)
        }
        XCTAssertEqual(try search(["note:", "https://example.com", "+x"]).1, ["note:", "https://example.com"])
        let (filter, text) = try search(["+x", "--", "mailto:a@b", "+y", "pri:H"])
        XCTAssertEqual(text, ["mailto:a@b", "+y", "pri:H"])
        XCTAssertEqual(filter.requiredTags, ["x"])
        XCTAssertNil(filter.priority)
        XCTAssertEqual(try AddWords.draft(from: ["note:", "--", "mailto:a@b"], now: LanguageFixture.now, zone: LanguageFixture.zone).title,
                       "note: mailto:a@b")
        XCTAssertLanguageError(try search(["mailto:a@b"]), word: "mailto:a@b", reason: .unknownSearchFilter)
        XCTAssertEqual(TodoLanguageError(word: "mailto:a@b", reason: .unknownSearchFilter).description,
                       "unknown filter in 'mailto:a@b': expected \(Self.filterSummary); put -- before words meant as text")
    }

    func test_sortWords() throws {
        XCTAssertEqual(try SortWord.sort("urgency"), .urgency)
        XCTAssertEqual(try SortWord.sort("due"), .due)
        XCTAssertEqual(try SortWord.sort("Priority"), .priority)
        XCTAssertEqual(try SortWord.sort("CREATED"), .created)
        XCTAssertLanguageError(try SortWord.sort("soon"), word: "--sort soon", reason: .unknownSort)
        XCTAssertLanguageError(try SortWord.sort("", word: "sort:"), word: "sort:", reason: .unknownSort)
    }

    private static let filterSummary =
        "+tag, -tag, project:NAME, pri:H|M|L, due:DATE, due.before:DATE, due.after:DATE, scheduled.before:DATE, "
            + "until.before:DATE, +overdue, +waiting, +active, +blocked, +blocking, description:TEXT, status:NAME, "
            + "ATTRIBUTE.MODIFIER:VALUE (project.isnt:, due.none:, description.has:…), /regex/, joined by and, or, xor, "
            + "not and ( )"
}
