import Foundation
import XCTest

/// The todo domain from the shell: attributes on add, filters and sorts on list, modify,
/// projects and tags, recurrence, and the usage errors of bad words.
class TodoFieldsTests: EngineTestCase {
    private let utc = ["TZ": "UTC"]

    func test_addWithAttributeWords_storesEveryField_andJSONShowsThemInUTC() throws {
        let todo = try makeTodo()

        let added = try todo.run(
            ["add", "Pay", "rent", "due:2030-01-15", "wait:2030-01-10", "pri:H", "project:home.bills", "+money",
             "+monthly-ish", "recur:monthly", "--body", "landlord"], environment: utc)
        let shown = try todo.run(["show", "1", "--json"], environment: utc)

        XCTAssertEqual(added.stdout, "1\n", added.stderr)
        let memo = try XCTUnwrap(try JSONSerialization.jsonObject(with: Data(shown.stdout.utf8)) as? [String: Any])
        XCTAssertEqual(memo["title"] as? String, "Pay rent")
        XCTAssertEqual(memo["body"] as? String, "landlord")
        XCTAssertEqual(memo["due"] as? String, "2030-01-15T23:59:59Z")
        XCTAssertEqual(memo["wait"] as? String, "2030-01-10T23:59:59Z")
        XCTAssertEqual(memo["priority"] as? String, "H")
        XCTAssertEqual(memo["project"] as? String, "home.bills")
        XCTAssertEqual(memo["tags"] as? [String], ["money", "monthly-ish"])
        XCTAssertEqual(memo["recur"] as? String, "monthly")
    }

    func test_flags_doWhatTheWordsDo_andDoubleDashEndsAttributes() throws {
        let todo = try makeTodo()

        try todo.run(["add", "Call", "--due", "2030-02-01", "--priority", "L", "--project", "family", "--tag", "a",
                      "--tag", "b", "--recur", "2w"], environment: utc)
        try todo.run(["add", "--", "due:later", "+not-a-tag"], environment: utc)
        let list = try todo.run(["list", "--all", "--json"], environment: utc)

        let memos = try XCTUnwrap(try JSONSerialization.jsonObject(with: Data(list.stdout.utf8)) as? [[String: Any]])
        let call = try XCTUnwrap(memos.first { $0["title"] as? String == "Call" })
        XCTAssertEqual(call["due"] as? String, "2030-02-01T23:59:59Z")
        XCTAssertEqual(call["tags"] as? [String], ["a", "b"])
        XCTAssertEqual(call["recur"] as? String, "2w")
        XCTAssertTrue(memos.contains { $0["title"] as? String == "due:later +not-a-tag" && ($0["tags"] as? [String]) == [] })
    }

    func test_listFiltersAndSorts_pickAndOrderTheMemos() throws {
        let todo = try makeTodo()
        try todo.run(["add", "later", "due:2030-03-01", "pri:L", "project:work.q4", "+a"], environment: utc)
        try todo.run(["add", "sooner", "due:2030-01-01", "project:work", "+b"], environment: utc)
        try todo.run(["add", "undated", "pri:H", "project:home", "+a"], environment: utc)
        try todo.run(["add", "hidden", "wait:2030-01-01"], environment: utc)

        func titles(_ words: [String]) throws -> [String] {
            let result = try todo.run(["list"] + words + ["--json"], environment: utc)
            XCTAssertEqual(result.status, 0, result.stderr)
            let memos = try XCTUnwrap(try JSONSerialization.jsonObject(with: Data(result.stdout.utf8)) as? [[String: Any]])
            return memos.compactMap { $0["title"] as? String }
        }

        // Urgency: pri:H 6 + project 1 + one tag 0.8 outweighs a due date years ahead (12 × 0.2).
        XCTAssertEqual(try titles([]), ["undated", "later", "sooner"])
        XCTAssertEqual(try titles(["project:work"]), ["later", "sooner"])
        XCTAssertEqual(try titles(["+a"]), ["undated", "later"])
        XCTAssertEqual(try titles(["-a"]), ["sooner"])
        XCTAssertEqual(try titles(["pri:H"]), ["undated"])
        XCTAssertEqual(try titles(["due.before:2030-02-01"]), ["sooner"])
        XCTAssertEqual(try titles(["due.after:2030-01-01"]), ["later"])
        XCTAssertEqual(try titles(["due:2030-03-01"]), ["later"])
        XCTAssertEqual(try titles(["+waiting"]), ["hidden"])
        XCTAssertEqual(try titles(["--sort", "priority"]), ["undated", "later", "sooner"])
        XCTAssertEqual(try titles(["--sort", "created"]), ["undated", "sooner", "later"])
    }

    func test_listThatStopsAtItsLimit_saysHowManyMoreOnStderr() throws {
        let todo = try makeTodo()
        for index in 1...5 { try todo.run(["add", "memo", "\(index)"]) }

        let result = try todo.run(["list", "--limit", "2"])

        XCTAssertEqual(result.stdout.split(separator: "\n").count, 2)
        XCTAssertEqual(result.stderr, "… 3 more; see them with --limit 5\n")
    }

    func test_modify_setsAndClearsFieldsOfSeveralMemos_andUndoTakesItBackWhole() throws {
        let todo = try makeTodo()
        try todo.run(["add", "one", "+old", "due:2030-01-01"], environment: utc)
        try todo.run(["add", "two", "+old"], environment: utc)

        let modified = try todo.run(["modify", "1", "2", "+new", "-old", "pri:M", "due:"], environment: utc)
        let afterModify = try todo.run(["list", "--json"], environment: utc).stdout
        let undone = try todo.run(["undo"])
        let afterUndo = try todo.run(["list", "+old", "--json"], environment: utc).stdout

        XCTAssertEqual(modified.stdout, "modify #1 one\nmodify #2 two\n", modified.stderr)
        XCTAssertFalse(afterModify.contains("\"old\""))
        XCTAssertEqual(afterModify.components(separatedBy: "\"tags\":[\"new\"]").count, 3)
        XCTAssertFalse(afterModify.contains("2030-01-01"))
        XCTAssertEqual(undone.stdout, "undid modify 2 memos\n")
        XCTAssertTrue(afterUndo.contains("2030-01-01T23:59:59Z"))
        XCTAssertEqual(afterUndo.components(separatedBy: "\"tags\":[\"old\"]").count, 3)
    }

    func test_modifyThatChangesTheTitle_printsAndRecordsModify_whileEditStaysEdit() throws {
        let todo = try makeTodo()
        try todo.run(["add", "Buy milk"])

        let modified = try todo.run(["modify", "1", "Buy", "oat", "milk"])
        let edited = try todo.run(["edit", "1", "--title", "Buy rice milk"])
        let shell = try todo.run(["shell"], stdin: Data("modify 1 Buy soy milk\nopen 1\ntitle Buy almond milk\nquit\n".utf8))
        let history = try todo.run(["history"])

        XCTAssertEqual(modified.stdout, "modify #1 Buy oat milk\n", modified.stderr)
        XCTAssertEqual(edited.stdout, "edit #1 Buy rice milk\n")
        XCTAssertTrue(shell.stdout.contains("modify #1 Buy soy milk\n"), shell.stdout)
        XCTAssertTrue(shell.stdout.contains("edit #1 Buy almond milk\n"), shell.stdout)
        let kinds = history.stdout.split(separator: "\n").map { $0.split(separator: " ", maxSplits: 2)[1] }
        XCTAssertEqual(kinds, ["edit", "modify", "edit", "modify", "add"], history.stdout)
    }

    func test_doneOnARecurringMemo_addsTheNext_andUndoTakesBackBoth() throws {
        let todo = try makeTodo()
        try todo.run(["add", "Pay", "rent", "due:2030-01-31", "recur:monthly"], environment: utc)

        let done = try todo.run(["done", "1"], environment: utc)
        let next = try todo.run(["show", "2", "--json"], environment: utc)
        try todo.run(["undo"])
        let afterUndo = try todo.run(["list", "--all", "--json"], environment: utc)

        XCTAssertEqual(done.stdout, "done #1 Pay rent\nnext #2 Pay rent\n", done.stderr)
        XCTAssertTrue(next.stdout.contains("\"due\":\"2030-02-28T23:59:59Z\""), next.stdout)
        XCTAssertTrue(next.stdout.contains("\"recur\":\"monthly\""), next.stdout)
        XCTAssertTrue(afterUndo.stdout.contains("\"id\":1,"))
        XCTAssertFalse(afterUndo.stdout.contains("\"id\":2,"))
        XCTAssertFalse(afterUndo.stdout.contains("\"done\":true"))
    }

    func test_doneUndoneDone_ofARecurringMemo_leavesOneOpenNext_asTheIssueTyped() throws {
        let todo = try makeTodo()
        try todo.run(["add", "Pay", "rent", "due:2030-01-31", "recur:monthly"], environment: utc)

        let first = try todo.run(["done", "1"], environment: utc)
        try todo.run(["undone", "1"], environment: utc)
        let second = try todo.run(["done", "1"], environment: utc)
        try todo.run(["undone", "1"], environment: utc)
        try todo.run(["done", "1"], environment: utc)
        let open = try todo.run(["list", "--json"], environment: utc)

        XCTAssertEqual(first.stdout, "done #1 Pay rent\nnext #2 Pay rent\n", first.stderr)
        XCTAssertEqual(second.stdout, "done #1 Pay rent\n", second.stderr)
        let memos = try XCTUnwrap(try JSONSerialization.jsonObject(with: Data(open.stdout.utf8)) as? [[String: Any]])
        XCTAssertEqual(memos.map { $0["id"] as? Int }, [2])
    }

    func test_doneOfSeveralIds_isAllOrNothing() throws {
        let todo = try makeTodo()
        try todo.run(["add", "one"])

        let result = try todo.run(["done", "1", "99"])

        XCTAssertEqual(result.status, 1)
        XCTAssertEqual(result.stderr, "todo: no memo with id 99\n")
        XCTAssertTrue(try todo.run(["list"]).stdout.contains("[ ] one"))
    }

    func test_projectsAndTags_countOpenAndDone() throws {
        let todo = try makeTodo()
        try todo.run(["add", "a", "project:home", "+x"])
        try todo.run(["add", "b", "project:home", "+x", "+y"])
        try todo.run(["done", "2"])

        XCTAssertEqual(try todo.run(["projects"]).stdout, "home  1 open, 1 done\n")
        XCTAssertEqual(try todo.run(["tags", "--json"]).stdout,
                       "[{\"name\":\"x\",\"open\":1,\"done\":1},{\"name\":\"y\",\"open\":0,\"done\":1}]\n")
    }

    func test_search_readsProseAndWordsAfterDoubleDashAsText_asAddDoes() throws {
        let todo = try makeTodo()
        try todo.run(["add", "Note:", "write", "to", "--", "mailto:ann@example.com"])

        let afterDash = try todo.run(["search", "--", "mailto:ann@example.com"])
        let prose = try todo.run(["search", "note:"])
        let refused = try todo.run(["search", "mailto:ann@example.com"])

        XCTAssertEqual(afterDash.stdout, "    1 [ ] Note: write to mailto:ann@example.com\n", afterDash.stderr)
        XCTAssertEqual(prose.stdout, afterDash.stdout, prose.stderr)
        XCTAssertEqual(refused.status, 2)
        XCTAssertTrue(refused.stderr.hasSuffix("; put -- before words meant as text\n"), refused.stderr)
    }

    func test_emptyFlagValues_nameTheFlag() throws {
        let todo = try makeTodo()

        let tag = try todo.run(["add", "x", "--tag", ""])
        let project = try todo.run(["add", "x", "--project", ""])

        XCTAssertEqual(tag.stderr, "todo: missing value in '--tag \'\'': give a value after --tag, or leave the option out\n")
        XCTAssertEqual(project.stderr, "todo: missing value in '--project \'\'': give a value after --project, or leave the option out\n")
        XCTAssertEqual([tag.status, project.status], [2, 2])
    }

    func test_oddIDs_areUsageErrorsNamingTheID() throws {
        let todo = try makeTodo()
        try todo.run(["add", "keep"])

        let cases: [([String], String)] = [
            (["modify", "0", "pri:H"], "0"), (["modify", "99999999999999999999", "pri:H"], "99999999999999999999"),
            (["done", "-1"], "-1"), (["done", "1", "0"], "0"), (["undone", "#0"], "#0"), (["rm", "-7"], "-7"),
        ]
        for (arguments, bad) in cases {
            let result = try todo.run(arguments)
            XCTAssertEqual(result.stderr, "todo: bad id in '\(bad)': expected a memo's number such as 12 or #12\n", "\(arguments)")
            XCTAssertEqual(result.status, 2, "\(arguments)")
        }
        XCTAssertEqual(try todo.run(["list"]).stdout, "    1 [ ] keep\n")
    }

    func test_modifyLeavingARecurrenceWithoutDueDate_namesTheWordAndTheMemo_asAddDoes() throws {
        let todo = try makeTodo()
        try todo.run(["add", "plain"])
        try todo.run(["add", "rent", "due:2030-01-31", "recur:monthly"], environment: utc)
        let before = try todo.run(["export"]).stdout

        let recur = try todo.run(["modify", "1", "recur:weekly"])
        let clear = try todo.run(["modify", "2", "1", "due:"])

        XCTAssertEqual(recur.stderr, "todo: recurrence without a due date in 'recur:weekly' on memo 1: "
                       + "a recurring memo needs a due date; add due:DATE\n")
        XCTAssertEqual(clear.stderr, "todo: recurrence without a due date in 'due:' on memo 2: "
                       + "a recurring memo needs a due date; add due:DATE\n")
        XCTAssertEqual([recur.status, clear.status], [2, 2])
        XCTAssertEqual(try todo.run(["export"]).stdout, before)
    }

    func test_badWords_areUsageErrorsNamingTheWord_andWriteNothing() throws {
        let todo = try makeTodo()
        try todo.run(["add", "keep"])
        let before = try todo.run(["export"]).stdout

        let cases: [([String], String)] = [
            (["add", "x", "foo:bar"], "'foo:bar'"),
            (["add", "x", "pri:Q"], "'pri:Q'"),
            (["add", "x", "recur:weekly"], "'recur:weekly'"),
            (["add", "x", "project:"], "'project:'"),
            (["add", "x", "due:2026-02-30"], "'due:2026-02-30'"),
            (["add", "x", "--tag", "a b"], "a b"),
            (["add", "x", "--tag", "a\u{7}b"], "--tag"),
            (["list", "due.before:whenever"], "'due.before:whenever'"),
            (["list", "--sort", "size"], "size"),
            (["modify", "1", "recur:weekly"], "recur"),
            (["modify", "x", "pri:H"], "modify"),
        ]
        for (arguments, named) in cases {
            let result = try todo.run(arguments)
            XCTAssertEqual(result.status, 2, "\(arguments): \(result.stderr)")
            XCTAssertEqual(result.stderr.filter { $0 == "\n" }.count, 1, "\(arguments): \(result.stderr)")
            XCTAssertTrue(result.stderr.hasPrefix("todo: "), "\(arguments): \(result.stderr)")
            if !named.isEmpty {
                XCTAssertTrue(result.stderr.contains(named), "\(arguments) should name \(named): \(result.stderr)")
            }
        }
        XCTAssertEqual(try todo.run(["export"]).stdout, before)
    }
}
