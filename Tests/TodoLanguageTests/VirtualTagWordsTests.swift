import MemoStore
import TodoLanguage
import XCTest

/// Taskwarrior 2.6's virtual tags and empty attribute values select what `task` selects
/// (`Task::hasTag`): the due-date tags, `BLOCKED` and `BLOCKING` only open memos, each within
/// its own term; the tags todo cannot answer are refused.
final class VirtualTagWordsTests: XCTestCase {
    private func filter(_ words: [String], status: MemoStatus = .all) throws -> MemoFilter {
        var read = try FilterWords.filter(from: words, status: status, now: LanguageFixture.now, zone: LanguageFixture.zone)
        read.now = LanguageFixture.now
        return read
    }

    /// The titles of `memos` the words select, judged among them all.
    private func titles(_ words: [String], status: MemoStatus = .all, in memos: [Memo]) throws -> [String] {
        let read = try filter(words, status: status)
        return memos.filter { read.matches($0, among: memos) }.map(\.title)
    }

    private func memo(
        _ id: Int64, _ title: String, done: Bool = false, due: String? = nil, tags: [String] = [], depends: [Memo] = [],
        scheduled: String? = nil, wait: String? = nil, project: String? = nil, priority: Priority? = nil
    ) -> Memo {
        Memo(id: id, uuid: "u\(id)", title: title, body: "", isDone: done, created: LanguageFixture.now,
             updated: LanguageFixture.now, due: due.map { LanguageFixture.local($0) }, wait: wait.map { LanguageFixture.local($0) },
             priority: priority, project: project, tags: tags, scheduled: scheduled.map { LanguageFixture.local($0) },
             depends: depends.map(\.uuid))
    }

    func test_dueAndDependencyTags_holdOnlyForOpenMemos_withinTheirOwnTerm() throws {
        // Monday 2026-11-23, 10:00.
        let open = memo(1, "open")
        let pastDone = memo(2, "past done", done: true, due: "2026-11-20T09:00:00", tags: ["home"])
        let todayDone = memo(3, "today done", done: true, due: "2026-11-23T09:00:00")
        let blockedDone = memo(4, "blocked done", done: true, depends: [open])
        let pastOpen = memo(5, "past open", due: "2026-11-20T09:00:00")
        let memos = [open, pastDone, todayDone, blockedDone, pastOpen]

        for tag in ["+OVERDUE", "+DUE", "+TODAY", "+WEEK", "+MONTH", "+QUARTER", "+YEAR", "+YESTERDAY", "+BLOCKED"] {
            XCTAssertFalse(try titles([tag], in: memos).contains { $0.hasSuffix("done") }, tag)
        }
        XCTAssertEqual(try titles(["+OVERDUE"], in: memos), ["past open"])
        XCTAssertEqual(try titles(["+BLOCKING"], in: memos), [], "only a done memo waits on it")
        XCTAssertEqual(try titles(["+OVERDUE", "or", "+home"], in: memos), ["past done", "past open"])
        XCTAssertEqual(try titles(["+OVERDUE", "+COMPLETED"], in: memos), [])
        XCTAssertEqual(try titles(["+OVERDUE"], status: .done, in: memos), [])
        // A negation keeps the done memos, as Taskwarrior's -OVERDUE keeps completed tasks.
        XCTAssertEqual(try titles(["-OVERDUE"], in: memos), ["open", "past done", "today done", "blocked done"])
        XCTAssertEqual(try titles(["-BLOCKED"], in: memos), ["open", "past done", "today done", "blocked done", "past open"])
        XCTAssertEqual(try titles(["-TODAY", "-OVERDUE"], status: .open, in: memos), ["open"])
        // The listing's open memos: a tag inside an expression does not widen it as a status word does.
        XCTAssertEqual(try filter(["+OVERDUE", "or", "+home"], status: .open).status, .open)
    }

    func test_blockingHoldsForAnOpenMemoAnOpenMemoWaitsOn() throws {
        let waitedOn = memo(1, "waited on")
        let waitedOnDone = memo(2, "waited on, done", done: true)
        let waiter = memo(3, "waiter", depends: [waitedOn, waitedOnDone])
        let memos = [waitedOn, waitedOnDone, waiter]
        XCTAssertEqual(try titles(["+BLOCKING"], in: memos), ["waited on"])
        XCTAssertEqual(try titles(["-BLOCKING"], in: memos), ["waited on, done", "waiter"])
        XCTAssertEqual(try titles(["+BLOCKED"], in: memos), ["waiter"])
        XCTAssertEqual(try titles(["+UNBLOCKED"], in: memos), ["waited on", "waited on, done"])
        XCTAssertEqual(try titles(["-UNBLOCKED"], in: memos), ["waiter"])
        XCTAssertEqual(try filter(["-BLOCKED"], status: .open).isBlocked, false, "among open memos, the memo's own flag")
    }

    func test_newDueRanges_yesterdayQuarterYear() throws {
        func range(_ word: String) throws -> [Timestamp?] {
            let read = try filter([word])
            return [read.dueFrom, read.dueBefore]
        }
        let start = { (day: String) in LanguageFixture.local(day + "T00:00:00") }
        XCTAssertEqual(try range("+YESTERDAY"), [start("2026-11-22"), start("2026-11-23")])
        XCTAssertEqual(try range("+QUARTER"), [start("2026-10-01"), start("2027-01-01")])
        XCTAssertEqual(try range("+YEAR"), [start("2026-01-01"), start("2027-01-01")])
    }

    func test_fieldTags_statusTagsAndReady() throws {
        let blocker = memo(1, "blocker", project: "home", priority: .high)
        let blocked = memo(2, "blocked", depends: [blocker])
        let later = memo(3, "later", scheduled: "2026-11-24T09:00:00")
        let earlier = memo(4, "earlier", scheduled: "2026-11-22T09:00:00")
        let waiting = memo(5, "waiting", wait: "2026-11-30T09:00:00")
        let done = memo(6, "done", done: true, project: "home")
        let memos = [blocker, blocked, later, earlier, waiting, done]
        XCTAssertEqual(try titles(["+SCHEDULED"], in: memos), ["later", "earlier"])
        XCTAssertEqual(try titles(["+PROJECT"], in: memos), ["blocker", "done"])
        XCTAssertEqual(try titles(["-PROJECT", "+PRIORITY"], in: memos), [])
        XCTAssertEqual(try titles(["+PRIORITY"], in: memos), ["blocker"])
        XCTAssertEqual(try titles(["+READY"], in: memos), ["blocker", "earlier"])
        XCTAssertEqual(try titles(["-READY"], in: memos), ["blocked", "later", "waiting", "done"])
        XCTAssertEqual(try titles(["-PENDING"], in: memos), ["waiting", "done"])
        XCTAssertEqual(try titles(["-COMPLETED"], in: memos), ["blocker", "blocked", "later", "earlier", "waiting"])
        XCTAssertEqual(try titles(["+WAITING"], in: memos + [memo(7, "done waiting", done: true, wait: "2026-11-30T09:00:00")]),
                       ["waiting"])
        // todo keeps no deleted memos.
        XCTAssertEqual(try titles(["+DELETED"], in: memos), [])
        XCTAssertEqual(try titles(["-DELETED"], in: memos).count, memos.count)
        XCTAssertEqual(try filter(["+UNTIL"]).expression, .term(.present(.until)))
    }

    func test_anEmptyValue_isTaskwarriorsHasNone_asNoneSaysIt() throws {
        for name in ["project", "pro", "priority", "pri", "due", "wait", "scheduled", "until", "depends", "recur", "tags", "tag",
                     "start", "end"] {
            let none = try filter([name + ".none:"])
            XCTAssertEqual(try filter([name + ":"]), none, name)
            XCTAssertNotNil(none.expression, name)
        }
        let memos = [memo(1, "tagged", tags: ["a"], project: "home"), memo(2, "bare")]
        XCTAssertEqual(try titles(["tags:"], in: memos), ["bare"])
        XCTAssertEqual(try titles(["project:", "or", "+a"], in: memos), ["tagged", "bare"])
        XCTAssertEqual(try FilterWords.filterAndText(
            from: ["end:", "milk"], now: LanguageFixture.now, zone: LanguageFixture.zone).text, ["milk"], "end: is no text")
    }

    func test_tagsTodoCannotAnswer_areRefusedSayingWhy() {
        for word in ["+UDA", "+ORPHAN", "+LATEST", "+TEMPLATE", "-INSTANCE"] {
            XCTAssertLanguageError(try filter([word]), word: word, reason: .unansweredVirtualTag)
        }
        XCTAssertEqual(
            TodoLanguageError(word: "+TEMPLATE", reason: .unansweredVirtualTag).description,
            "unsupported virtual tag in '+TEMPLATE': todo keeps no recurring templates: each occurrence is a memo, "
                + "the last carrying the recurrence (+RECURRING)")
    }
}
