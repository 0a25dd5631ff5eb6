import MemoStore
import TodoLanguage
import XCTest

/// `or`, `xor`, `not` and parentheses with Taskwarrior's precedence (not, and, or, xor), and its attribute
/// modifiers, read into a `MemoFilterExpression`.
final class FilterExpressionWordsTests: XCTestCase {
    private func filter(_ words: [String], status: MemoStatus = .open) throws -> MemoFilter {
        try FilterWords.filter(from: words, status: status, now: LanguageFixture.now, zone: LanguageFixture.zone)
    }

    private func expression(_ words: [String]) throws -> MemoFilterExpression? {
        try filter(words).expression
    }

    private func tag(_ name: String) -> MemoFilterExpression {
        var leaf = MemoFilter.everyMemo
        leaf.requiredTags = [name]
        return .filter(leaf)
    }

    func test_precedence_notThenAndThenOrThenXor_adjacentWordsAreAnded() throws {
        let (a, b, c, d) = (tag("a"), tag("b"), tag("c"), tag("d"))
        XCTAssertEqual(try expression(["+a", "or", "+b", "+c"]), .or([a, .and([b, c])]))
        XCTAssertEqual(try expression(["+a", "or", "+b", "and", "+c"]), .or([a, .and([b, c])]))
        // As Taskwarrior's Eval.cpp ranks them (and 5, or 4, xor 3), and as `task` 2.6 selects.
        XCTAssertEqual(try expression(["+a", "xor", "+b", "or", "+c"]), .xor(a, .or([b, c])))
        XCTAssertEqual(try expression(["+a", "or", "+b", "xor", "+c"]), .xor(.or([a, b]), c))
        XCTAssertEqual(try expression(["not", "+a", "+b"]), .and([.not(a), b]))
        XCTAssertEqual(try expression(["!", "!", "+a", "or", "+b"]), .or([.not(.not(a)), b]))
        XCTAssertEqual(try expression(["(", "+a", "or", "+b", ")", "+c"]), .and([.or([a, b]), c]))
        XCTAssertEqual(try expression(["(+a", "or", "(+b", "xor", "+c))", "+d"]), .and([.or([a, .xor(b, c)]), d]))
    }

    func test_operands_areEveryFilterWord_theListingsStatusStandsAsideForOneNamedInside() throws {
        let read = try filter(["+OVERDUE", "or", "status:completed"])
        XCTAssertEqual(read.status, .all)
        XCTAssertEqual(read.waiting, .include)
        guard case .or(let parts)? = read.expression, parts.count == 2, case .filter(let completed) = parts[1] else {
            return XCTFail("\(String(describing: read.expression))")
        }
        XCTAssertEqual(completed.status, .done)
        // Without a status inside, the listing stays the open memos not waiting.
        let plain = try filter(["+a", "or", "+b"])
        XCTAssertEqual(plain.status, .open)
        XCTAssertEqual(plain.waiting, .hide)
        XCTAssertEqual(try filter(["+a", "or", "+b"], status: .done).status, .done)
    }

    func test_aWholeExpressionInOneWord_isReadAsItsWords_asTaskwarriorReadsAQuotedOne() throws {
        let spelled = try expression(["(", "pri:H", "or", "pri:M", ")"])
        XCTAssertNotNil(spelled)
        XCTAssertEqual(try expression(["( pri:H or pri:M )"]), spelled)
        XCTAssertEqual(try expression(["(pri:H or pri:M)"]), spelled)
    }

    func test_incompleteExpressions_nameTheOperator() {
        for words in [["+a", "or"], ["or", "+a"], ["(", "+a"], ["+a", ")"], ["not"], ["(", ")"], ["+a", "and", "or", "+b"],
                      ["+a", "and"], ["and"], ["And", "+a"], ["+a", "and", "AND", "+b"], ["+a", "xor"], ["+a", "not"], ["+a", "("]] {
            XCTAssertThrowsError(try filter(words), "\(words)") { error in
                XCTAssertEqual((error as? TodoLanguageError)?.reason, .filterOperator, "\(words)")
            }
        }
        XCTAssertEqual(
            TodoLanguageError(word: "or", reason: .filterOperator).description,
            "incomplete filter expression in 'or': each and, or, xor and not needs a filter word to join, "
                + "and each ( a matching ); put -- before words meant as text")
    }

    func test_textAmongOperators_isLookedForInTheTitleAndNotes_inAListing_butRefusedWhereNoTextIsTaken() throws {
        let (read, text) = try FilterWords.filterAndText(
            from: ["milk", "or", "bread"], now: LanguageFixture.now, zone: LanguageFixture.zone)
        XCTAssertEqual(text, [])
        XCTAssertEqual(read.expression, .or([.term(.described(.contains, "milk")), .term(.described(.contains, "bread"))]))
        XCTLanguageErrorReason(try filter(["milk", "or", "+a"]), .unknownFilter)
    }

    func test_textModifiers_onDescriptionAndProject() throws {
        // A plain description: and .is: read the title; every other modifier the notes too, as in Taskwarrior.
        XCTAssertEqual(try expression(["description:Buy"]), .term(.text(.description, .startsWith, "Buy")))
        XCTAssertEqual(try expression(["description.is:Buy"]), .term(.text(.description, .equals, "Buy")))
        XCTAssertEqual(try expression(["desc.has:milk"]), .term(.described(.contains, "milk")))
        XCTAssertEqual(try expression(["description.contains:milk"]), .term(.described(.contains, "milk")))
        XCTAssertEqual(try expression(["description.hasnt:milk"]), .not(.term(.described(.contains, "milk"))))
        XCTAssertEqual(try expression(["description.left:B"]), .term(.described(.startsWith, "B")))
        XCTAssertEqual(try expression(["description.right:k"]), .term(.described(.endsWith, "k")))
        XCTAssertEqual(try expression(["description.word:milk"]), .term(.described(.word, "milk")))
        XCTAssertEqual(try expression(["description.noword:milk"]), .not(.term(.described(.word, "milk"))))
        XCTAssertEqual(try expression(["project.is:work"]), .term(.text(.project, .equals, "work")))
        XCTAssertEqual(try expression(["project.isnt:work"]), .not(.term(.text(.project, .equals, "work"))))
        var work = MemoFilter.everyMemo
        work.project = "work"
        XCTAssertEqual(try expression(["project.not:work"]), .not(.filter(work)))
        XCTAssertEqual(try expression(["description.not:Buy"]), .not(.term(.text(.description, .startsWith, "Buy"))))
        XCTAssertEqual(try expression(["pri.not:H"]), try expression(["pri.isnt:H"]))
        XCTAssertEqual(try expression(["project.none:"]), .not(.term(.present(.project))))
        XCTAssertEqual(try expression(["pro.any:"]), .term(.present(.project)))
        // The plain project: keeps todo's reading: the project and its sub-projects.
        XCTAssertEqual(try filter(["project:work"]).project, "work")
        XCTAssertNil(try expression(["project:work"]))
    }

    func test_priorityTagsAndStatusModifiers() throws {
        var high = MemoFilter.everyMemo
        high.priority = .high
        var medium = MemoFilter.everyMemo
        medium.priority = .medium
        XCTAssertEqual(try filter(["priority.is:H"]).priority, .high)
        XCTAssertEqual(try expression(["pri.isnt:H"]), .not(.or([.filter(high)])))
        XCTAssertEqual(try expression(["pri.above:L"]), .or([.filter(high), .filter(medium)]))
        XCTAssertEqual(try expression(["priority.none:"]), .not(.term(.present(.priority))))
        XCTAssertEqual(try expression(["tags.is:a"]), tag("a"))
        XCTAssertEqual(try expression(["tags.isnt:a"]), .not(tag("a")))
        XCTAssertEqual(try expression(["tags.none:"]), .not(.term(.present(.tags))))
        XCTAssertEqual(try expression(["tags.any:"]), .term(.present(.tags)))

        XCTAssertEqual(try filter(["status:pending"]), try filter(["+PENDING"]))
        XCTAssertEqual(try filter(["status:completed"]), try filter(["+COMPLETED"]))
        let waiting = try filter(["status:waiting"])
        XCTAssertEqual(waiting.status, .open)
        XCTAssertEqual(waiting.waiting, .only)
        XCTAssertEqual(try filter(["status:recurring"]).isRecurring, true)
        XCTAssertEqual(try expression(["status:deleted"]), .or([]), "todo keeps no deleted memos")
        XCTLanguageErrorReason(try filter(["status:open"]), .badStatus)
        guard case .not(.filter(let pending))? = try expression(["status.not:pending"]) else { return XCTFail() }
        XCTAssertEqual(pending.status, .open)
    }

    func test_tagsHas_matchesWithinATag_hasnt_noTagHoldingIt_asInTaskwarrior() throws {
        // given Taskwarrior's `tags.has:home`, which holds for +homework
        // when it and its negation are read
        let has = try expression(["tags.has:home"])
        let contains = try expression(["tags.contains:om"])
        let hasnt = try expression(["tags.hasnt:om"])
        // then they are a term matching within a tag, and its negation
        XCTAssertEqual(has, .term(.tagContaining("home")))
        XCTAssertEqual(contains, .term(.tagContaining("om")))
        XCTAssertEqual(hasnt, .not(.term(.tagContaining("om"))))
        let homework = Memo(MemoDraft(title: "x", tags: ["homework"]), id: 1, uuid: "u1", now: LanguageFixture.now)
        let work = Memo(MemoDraft(title: "y", tags: ["work", "@phone"]), id: 2, uuid: "u2", now: LanguageFixture.now)
        XCTAssertEqual(has?.matches(homework, now: LanguageFixture.now), true)
        XCTAssertEqual(has?.matches(work, now: LanguageFixture.now), false)
        XCTAssertEqual(hasnt?.matches(homework, now: LanguageFixture.now), false)
        XCTAssertEqual(hasnt?.matches(work, now: LanguageFixture.now), true)
        XCTAssertEqual(try expression(["tags.has:@ph"])?.matches(work, now: LanguageFixture.now), true)
    }

    func test_dateModifiers_onEveryDate() throws {
        let day = LanguageFixture.local("2026-11-24T00:00:00")
        let next = LanguageFixture.local("2026-11-25T00:00:00")
        XCTAssertEqual(try expression(["entry:tomorrow"]), .term(.date(.entry, from: day, before: next)))
        XCTAssertEqual(try expression(["end.before:tomorrow"]), .term(.date(.end, from: nil, before: day)))
        // After a day is after its first moment (`end.after:today` is today's), but a due day lasts to its end.
        XCTAssertEqual(try expression(["modified.after:tomorrow"]), .term(.date(.modified, from: LanguageFixture.local("2026-11-24T00:00:01"), before: nil)))
        XCTAssertEqual(try expression(["end.after:today"]), .term(.date(.end, from: LanguageFixture.local("2026-11-23T00:00:01"), before: nil)))
        XCTAssertEqual(try filter(["until.after:tomorrow"]).untilFrom, next)
        XCTAssertEqual(try expression(["wait.by:tomorrow"]), .term(.date(.wait, from: nil, before: next)))
        XCTAssertEqual(try expression(["due.by:tomorrow"]), .term(.date(.due, from: nil, before: next)))
        XCTAssertEqual(try expression(["due.isnt:tomorrow"]), .not(.term(.date(.due, from: day, before: next))))
        XCTAssertEqual(try expression(["due.none:"]), .not(.term(.present(.due))))
        XCTAssertEqual(try expression(["start.any:"]), .term(.present(.start)))
        // The forms todo has always read stay the filter's own fields.
        XCTAssertEqual(try filter(["due.before:tomorrow"]).dueBefore, day)
    }

    func test_dateIs_withATime_isThatSecond_withADay_theWholeDay() throws {
        // given two memos due the same day, at 10:00 and at 15:00
        let ten = Memo(MemoDraft(title: "a", due: LanguageFixture.local("2026-12-01T10:00:00")), id: 1, uuid: "u1", now: LanguageFixture.now)
        let three = Memo(MemoDraft(title: "b", due: LanguageFixture.local("2026-12-01T15:00:00")), id: 2, uuid: "u2", now: LanguageFixture.now)
        // when `.is` and `.isnt` name a time
        let isThree = try XCTUnwrap(try expression(["due.is:2026-12-01T15:00"]))
        let isntTen = try XCTUnwrap(try expression(["due.isnt:2026-12-01T10:00"]))
        // then they read that very second, as Taskwarrior does
        XCTAssertEqual(isThree, .term(.date(.due, from: LanguageFixture.local("2026-12-01T15:00:00"),
                                            before: LanguageFixture.local("2026-12-01T15:00:01"))))
        XCTAssertEqual([ten, three].filter { isThree.matches($0, now: LanguageFixture.now) }.map(\.id), [2])
        XCTAssertEqual([ten, three].filter { isntTen.matches($0, now: LanguageFixture.now) }.map(\.id), [2])
        XCTAssertEqual(try expression(["entry.is:now"]), .term(.date(.entry, from: LanguageFixture.now,
                                                                     before: LanguageFixture.local("2026-11-23T10:00:01"))))
        // and a bare day still takes all of it, as a bare date does everywhere in todo
        let day = try XCTUnwrap(try expression(["due.is:2026-12-01"]))
        XCTAssertEqual(day, .term(.date(.due, from: LanguageFixture.local("2026-12-01T00:00:00"),
                                        before: LanguageFixture.local("2026-12-02T00:00:00"))))
        XCTAssertEqual([ten, three].filter { day.matches($0, now: LanguageFixture.now) }.map(\.id), [1, 2])
    }

    func test_regex_isATerm_aBadPatternIsRefused() throws {
        XCTAssertEqual(try expression(["/mi(l|k)+/"]), .term(.regex("mi(l|k)+")))
        XCTLanguageErrorReason(try filter(["/(/"]), .badPattern)
        // A repeated repetition could backtrack for minutes on one title: refused before it runs.
        XCTLanguageErrorReason(try filter(["/^(\\w+\\s?)+$/"]), .nestedRepetition)
        XCTAssertEqual(try expression(["/(a)/", "or", "(/b/)"]), .or([.term(.regex("(a)")), .term(.regex("b"))]),
                       "a regex keeps its parentheses")
    }

    func test_nestedRepetition_isARepeatedGroupThatRepeatsSomethingItself() {
        for pattern in ["(a+)+", #"^(\w+\s?)+$"#, #"^(\w+\s?)*$"#, "(x*y){2,}", "((a+)b)+", "(a|b+)*", "(?:a+)+",
                        "(?<word>a+)+", "(?i)(a*)*", "(a{2,})+", "(a+?)+", "([a-z]+ )+", #"(?x)^(\w+\s?) +$"#,
                        #"(?P<n>)(?P=n)^(\w+\s?)+$"#, #"(?#[)^(\w+\s?)+$"#, #"\Q[\E(a+)+"#, "(?x)(a+) #c\n+", "(ab?)+",
                        "(a{1,3})*"] {
            XCTAssertTrue(MemoPattern.nestsRepetition(pattern), pattern)
            XCTAssertNil(MemoPattern(pattern), pattern)
        }
        for pattern in ["(ab)+", "a+b+", "(a+)?", "(a+){1}", "[(]+", #"\(a+\)+"#, "milk|bread", "^F", "wo$", "(a){2,3}",
                        "[a+]+", "a{2}+", "(?=a+)b", "[]a+]x", "(a+)(b+)", "x{,1}", "{+}", #"(\x{20}\w)+"#, #"(\u{2014}a)+"#,
                        #"(\d{2})+"#, #"\d{2,}"#, #"(?#(a+)+)x"#, #"\Q(a+)+\E"#, "(?x) a + b"] {
            XCTAssertFalse(MemoPattern.nestsRepetition(pattern), pattern)
        }
    }

    func test_badModifiers_areRefusedNamingTheWord() {
        for word in ["description.before:x", "tags.startswith:a", "due.word:x", "project.soon:x", "status.none:", "due.none:x", "recur:weekly"] {
            XCTAssertThrowsError(try filter([word]), word) { error in
                XCTAssertEqual((error as? TodoLanguageError)?.word, word)
            }
        }
    }

    func test_expressionsMatchMemos_asTaskwarriorSelects() throws {
        func memo(_ title: String, tags: [String] = [], project: String? = nil) -> Memo {
            Memo(id: 1, uuid: "u", title: title, body: "", isDone: false, created: LanguageFixture.now,
                 updated: LanguageFixture.now, project: project, tags: tags)
        }
        let memos = [memo("one", tags: ["home"], project: "work.q4"), memo("two", tags: ["paper"], project: "workshop"),
                     memo("Four words here", tags: ["home", "paper"])]
        func selected(_ words: [String]) throws -> [String] {
            let read = try filter(words, status: .all)
            return memos.filter { read.matches($0) }.map(\.title)
        }
        XCTAssertEqual(try selected(["+home", "or", "+paper"]), ["one", "two", "Four words here"])
        XCTAssertEqual(try selected(["+home", "xor", "+paper"]), ["one", "two"])
        XCTAssertEqual(try selected(["+home", "+paper", "or", "project:workshop"]), ["two", "Four words here"])
        XCTAssertEqual(try selected(["(", "+home", "or", "+paper", ")", "+paper"]), ["two", "Four words here"])
        XCTAssertEqual(try selected(["project.not:work.q4"]), ["two", "Four words here"])
        XCTAssertEqual(try selected(["project.not:work"]), ["two", "Four words here"])
        XCTAssertEqual(try selected(["project.isnt:work"]), ["one", "two", "Four words here"])
        XCTAssertEqual(try selected(["description.word:words"]), ["Four words here"])
        XCTAssertEqual(try selected(["/^F/", "or", "/wo$/"]), ["two", "Four words here"])
    }

    private func XCTLanguageErrorReason(
        _ expression: @autoclosure () throws -> some Any, _ reason: TodoLanguageError.Reason,
        file: StaticString = #filePath, line: UInt = #line
    ) {
        XCTAssertThrowsError(try expression(), file: file, line: line) { error in
            XCTAssertEqual((error as? TodoLanguageError)?.reason, reason, file: file, line: line)
        }
    }
}
