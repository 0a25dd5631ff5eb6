import Foundation
import Testing
import TestSupport

/// The todo domain from the shell: attributes on add, filters and sorts on list, modify,
/// projects and tags, recurrence, and the usage errors of bad words.
final class TodoFieldsTests: EngineSuite {
    private let utc = ["TZ": "UTC"]

    @Test(arguments: TodoEngine.allCases)
    func test_addWithAttributeWords_storesEveryField_andJSONShowsThemInUTC(_ engine: TodoEngine) throws {
        try begin(on: engine)
        let todo = try makeTodo()

        let added = try todo.run(
            ["add", "Pay", "rent", "due:2030-01-15", "wait:2030-01-10", "pri:H", "project:home.bills", "+money",
             "+monthly-ish", "recur:monthly", "--body", "landlord"], environment: utc)
        let shown = try todo.run(["show", "1", "--json"], environment: utc)

        #expect(added.stdout == "1\n", "\(added.stderr)")
        let memo = try #require(try JSONSerialization.jsonObject(with: Data(shown.stdout.utf8)) as? [String: Any])
        #expect(memo["title"] as? String == "Pay rent")
        #expect(memo["body"] as? String == "landlord")
        #expect(memo["due"] as? String == "2030-01-15T23:59:59Z")
        #expect(memo["wait"] as? String == "2030-01-10T00:00:00Z")
        #expect(memo["priority"] as? String == "H")
        #expect(memo["project"] as? String == "home.bills")
        #expect(memo["tags"] as? [String] == ["money", "monthly-ish"])
        #expect(memo["recur"] as? String == "monthly")
    }

    @Test(arguments: TodoEngine.allCases)
    func test_flags_doWhatTheWordsDo_andDoubleDashEndsAttributes(_ engine: TodoEngine) throws {
        try begin(on: engine)
        let todo = try makeTodo()

        try todo.run(["add", "Call", "--due", "2030-02-01", "--priority", "L", "--project", "family", "--tag", "a",
                      "--tag", "b", "--recur", "2w"], environment: utc)
        try todo.run(["add", "--", "due:later", "+not-a-tag"], environment: utc)
        let list = try todo.run(["list", "--all", "--json"], environment: utc)

        let memos = try #require(try JSONSerialization.jsonObject(with: Data(list.stdout.utf8)) as? [[String: Any]])
        let call = try #require(memos.first { $0["title"] as? String == "Call" })
        #expect(call["due"] as? String == "2030-02-01T23:59:59Z")
        #expect(call["tags"] as? [String] == ["a", "b"])
        #expect(call["recur"] as? String == "2w")
        #expect(memos.contains { $0["title"] as? String == "due:later +not-a-tag" && ($0["tags"] as? [String]) == [] })
    }

    @Test(arguments: TodoEngine.allCases)
    func test_listFiltersAndSorts_pickAndOrderTheMemos(_ engine: TodoEngine) throws {
        try begin(on: engine)
        let todo = try makeTodo()
        try todo.run(["add", "later", "due:2030-03-01", "pri:L", "project:work.q4", "+a"], environment: utc)
        try todo.run(["add", "sooner", "due:2030-01-01", "project:work", "+b"], environment: utc)
        try todo.run(["add", "undated", "pri:H", "project:home", "+a"], environment: utc)
        try todo.run(["add", "hidden", "wait:2030-01-01"], environment: utc)

        func titles(_ words: [String]) throws -> [String] {
            let result = try todo.run(["list"] + words + ["--json"], environment: utc)
            #expect(result.status == 0, "\(result.stderr)")
            let memos = try #require(try JSONSerialization.jsonObject(with: Data(result.stdout.utf8)) as? [[String: Any]])
            return memos.compactMap { $0["title"] as? String }
        }

        // Urgency: pri:H 6 + project 1 + one tag 0.8 outweighs a due date years ahead (12 × 0.2).
        #expect(try titles([]) == ["undated", "later", "sooner"])
        #expect(try titles(["project:work"]) == ["later", "sooner"])
        #expect(try titles(["+a"]) == ["undated", "later"])
        #expect(try titles(["-a"]) == ["sooner"])
        #expect(try titles(["pri:H"]) == ["undated"])
        #expect(try titles(["due.before:2030-02-01"]) == ["sooner"])
        #expect(try titles(["due.after:2030-01-01"]) == ["later"])
        #expect(try titles(["due:2030-03-01"]) == ["later"])
        #expect(try titles(["+waiting"]) == ["hidden"])
        #expect(try titles(["--sort", "priority"]) == ["undated", "later", "sooner"])
        #expect(try titles(["--sort", "created"]) == ["undated", "sooner", "later"])
    }

    @Test(arguments: TodoEngine.allCases)
    func test_listThatStopsAtItsLimit_saysHowManyMoreOnStderr(_ engine: TodoEngine) throws {
        try begin(on: engine)
        let todo = try makeTodo()
        for index in 1...5 { try todo.run(["add", "memo", "\(index)"]) }

        let result = try todo.run(["list", "--limit", "2"])

        #expect(result.stdout.split(separator: "\n").count == 2)
        #expect(result.stderr == "… 3 more; see them with --limit 5\n")
    }

    @Test(arguments: TodoEngine.allCases)
    func test_modify_setsAndClearsFieldsOfSeveralMemos_andUndoTakesItBackWhole(_ engine: TodoEngine) throws {
        try begin(on: engine)
        let todo = try makeTodo()
        try todo.run(["add", "one", "+old", "due:2030-01-01"], environment: utc)
        try todo.run(["add", "two", "+old"], environment: utc)

        let modified = try todo.run(["modify", "1", "2", "+new", "-old", "pri:M", "due:"], environment: utc)
        let afterModify = try todo.run(["list", "--json"], environment: utc).stdout
        let undone = try todo.run(["undo"])
        let afterUndo = try todo.run(["list", "+old", "--json"], environment: utc).stdout

        #expect(modified.stdout == "modify #1 one\nmodify #2 two\n", "\(modified.stderr)")
        #expect(!afterModify.contains("\"old\""))
        #expect(afterModify.components(separatedBy: "\"tags\":[\"new\"]").count == 3)
        #expect(!afterModify.contains("2030-01-01"))
        #expect(undone.stdout == "undid modify 2 memos\n")
        #expect(afterUndo.contains("2030-01-01T23:59:59Z"))
        #expect(afterUndo.components(separatedBy: "\"tags\":[\"old\"]").count == 3)
    }

    @Test(arguments: TodoEngine.allCases)
    func test_modifyThatChangesTheTitle_printsAndRecordsModify_whileEditStaysEdit(_ engine: TodoEngine) throws {
        try begin(on: engine)
        let todo = try makeTodo()
        try todo.run(["add", "Buy milk"])

        let modified = try todo.run(["modify", "1", "Buy", "oat", "milk"])
        let edited = try todo.run(["edit", "1", "--title", "Buy rice milk"])
        let shell = try todo.run(["shell"], stdin: Data("modify 1 Buy soy milk\nopen 1\ntitle Buy almond milk\nquit\n".utf8))
        let history = try todo.run(["history"])

        #expect(modified.stdout == "modify #1 Buy oat milk\n", "\(modified.stderr)")
        #expect(edited.stdout == "edit #1 Buy rice milk\n")
        #expect(shell.stdout.contains("modify #1 Buy soy milk\n"), "\(shell.stdout)")
        #expect(shell.stdout.contains("edit #1 Buy almond milk\n"), "\(shell.stdout)")
        let kinds = history.stdout.split(separator: "\n").map { $0.split(separator: " ", maxSplits: 2)[1] }
        #expect(kinds == ["edit", "modify", "edit", "modify", "add"], "\(history.stdout)")
    }

    @Test(arguments: TodoEngine.allCases)
    func test_doneOnARecurringMemo_addsTheNext_andUndoTakesBackBoth(_ engine: TodoEngine) throws {
        try begin(on: engine)
        let todo = try makeTodo()
        try todo.run(["add", "Pay", "rent", "due:2030-01-31", "recur:monthly"], environment: utc)

        let done = try todo.run(["done", "1"], environment: utc)
        let next = try todo.run(["show", "2", "--json"], environment: utc)
        try todo.run(["undo"])
        let afterUndo = try todo.run(["list", "--all", "--json"], environment: utc)

        #expect(done.stdout == "done #1 Pay rent\nnext #2 Pay rent\n", "\(done.stderr)")
        #expect(next.stdout.contains("\"due\":\"2030-02-28T23:59:59Z\""), "\(next.stdout)")
        #expect(next.stdout.contains("\"recur\":\"monthly\""), "\(next.stdout)")
        #expect(afterUndo.stdout.contains("\"id\":1,"))
        #expect(!afterUndo.stdout.contains("\"id\":2,"))
        #expect(!afterUndo.stdout.contains("\"done\":true"))
    }

    @Test(arguments: TodoEngine.allCases)
    func test_weekdays_comesBackOnTheNextWeekday_FridaysOnMonday(_ engine: TodoEngine) throws {
        try begin(on: engine)
        let todo = try makeTodo()
        // 2030-01-04 is a Friday.
        try todo.run(["add", "Stand-up", "due:2030-01-04T09:00", "recur:weekdays"], environment: utc)

        let friday = try todo.run(["done", "1"], environment: utc)
        let monday = try todo.run(["done", "2"], environment: utc)
        let open = try todo.run(["list", "--json"], environment: utc)

        #expect(friday.stdout == "done #1 Stand-up\nnext #2 Stand-up\n", "\(friday.stderr)")
        #expect(monday.stdout == "done #2 Stand-up\nnext #3 Stand-up\n", "\(monday.stderr)")
        let memos = try #require(try JSONSerialization.jsonObject(with: Data(open.stdout.utf8)) as? [[String: Any]])
        #expect(memos.map { $0["id"] as? Int } == [3])
        #expect(memos.first?["due"] as? String == "2030-01-08T09:00:00Z")
        #expect(memos.first?["recur"] as? String == "weekdays")
        let two = try todo.run(["show", "2", "--json"], environment: utc)
        #expect(two.stdout.contains("\"due\":\"2030-01-07T09:00:00Z\""), "\(two.stdout)")
    }

    @Test(arguments: TodoEngine.allCases)
    func test_doneUndoneDone_ofARecurringMemo_leavesOneOpenNext_asTheIssueTyped(_ engine: TodoEngine) throws {
        try begin(on: engine)
        let todo = try makeTodo()
        try todo.run(["add", "Pay", "rent", "due:2030-01-31", "recur:monthly"], environment: utc)

        let first = try todo.run(["done", "1"], environment: utc)
        try todo.run(["undone", "1"], environment: utc)
        let second = try todo.run(["done", "1"], environment: utc)
        try todo.run(["undone", "1"], environment: utc)
        try todo.run(["done", "1"], environment: utc)
        let open = try todo.run(["list", "--json"], environment: utc)

        #expect(first.stdout == "done #1 Pay rent\nnext #2 Pay rent\n", "\(first.stderr)")
        #expect(second.stdout == "done #1 Pay rent\n", "\(second.stderr)")
        let memos = try #require(try JSONSerialization.jsonObject(with: Data(open.stdout.utf8)) as? [[String: Any]])
        #expect(memos.map { $0["id"] as? Int } == [2])
    }

    @Test(arguments: TodoEngine.allCases)
    func test_doneOfSeveralIds_isAllOrNothing(_ engine: TodoEngine) throws {
        try begin(on: engine)
        let todo = try makeTodo()
        try todo.run(["add", "one"])

        let result = try todo.run(["done", "1", "99"])

        #expect(result.status == 1)
        #expect(result.stderr == "todo: no memo with id 99\n")
        #expect(try todo.run(["list"]).stdout.contains("[ ] one"))
    }

    @Test(arguments: TodoEngine.allCases)
    func test_projectsAndTags_countOpenAndDone(_ engine: TodoEngine) throws {
        try begin(on: engine)
        let todo = try makeTodo()
        try todo.run(["add", "a", "project:home", "+x"])
        try todo.run(["add", "b", "project:home", "+x", "+y"])
        try todo.run(["done", "2"])

        #expect(try todo.run(["projects"]).stdout == "home  1 open, 1 done\n")
        #expect(try todo.run(["tags", "--json"]).stdout == "[{\"name\":\"x\",\"open\":1,\"done\":1},{\"name\":\"y\",\"open\":0,\"done\":1}]\n")
    }

    @Test(arguments: TodoEngine.allCases)
    func test_search_readsProseAndWordsAfterDoubleDashAsText_asAddDoes(_ engine: TodoEngine) throws {
        try begin(on: engine)
        let todo = try makeTodo()
        try todo.run(["add", "Note:", "write", "to", "--", "mailto:ann@example.com"])

        let afterDash = try todo.run(["search", "--", "mailto:ann@example.com"])
        let prose = try todo.run(["search", "note:"])
        let refused = try todo.run(["search", "mailto:ann@example.com"])

        #expect(afterDash.stdout == "    1 [ ] Note: write to mailto:ann@example.com\n", "\(afterDash.stderr)")
        #expect(prose.stdout == afterDash.stdout, "\(prose.stderr)")
        #expect(refused.status == 2)
        #expect(refused.stderr.hasSuffix("; put -- before words meant as text\n"), "\(refused.stderr)")
    }

    @Test(arguments: TodoEngine.allCases)
    func test_emptyFlagValues_nameTheFlag(_ engine: TodoEngine) throws {
        try begin(on: engine)
        let todo = try makeTodo()

        let tag = try todo.run(["add", "x", "--tag", ""])
        let project = try todo.run(["add", "x", "--project", ""])

        #expect(tag.stderr == "todo: missing value in '--tag \'\'': give a value after --tag, or leave the option out\n")
        #expect(project.stderr == "todo: missing value in '--project \'\'': give a value after --project, or leave the option out\n")
        #expect([tag.status, project.status] == [2, 2])
    }

    @Test(arguments: TodoEngine.allCases)
    func test_oddIDs_areUsageErrorsNamingTheID(_ engine: TodoEngine) throws {
        try begin(on: engine)
        let todo = try makeTodo()
        try todo.run(["add", "keep"])

        let cases: [([String], String)] = [
            (["modify", "0", "pri:H"], "0"), (["modify", "99999999999999999999", "pri:H"], "99999999999999999999"),
            (["done", "-1"], "-1"), (["done", "1", "0"], "0"), (["undone", "#0"], "#0"), (["rm", "-7"], "-7"),
        ]
        for (arguments, bad) in cases {
            let result = try todo.run(arguments)
            #expect(result.stderr == "todo: bad id in '\(bad)': expected a memo's number such as 12 or #12\n", "\(arguments)")
            #expect(result.status == 2, "\(arguments)")
        }
        #expect(try todo.run(["list"]).stdout == "    1 [ ] keep\n")
    }

    @Test(arguments: TodoEngine.allCases)
    func test_modifyLeavingARecurrenceWithoutDueDate_namesTheWordAndTheMemo_asAddDoes(_ engine: TodoEngine) throws {
        try begin(on: engine)
        let todo = try makeTodo()
        try todo.run(["add", "plain"])
        try todo.run(["add", "rent", "due:2030-01-31", "recur:monthly"], environment: utc)
        let before = try todo.run(["export"]).stdout

        let recur = try todo.run(["modify", "1", "recur:weekly"])
        let clear = try todo.run(["modify", "2", "1", "due:"])

        #expect(recur.stderr == ("todo: recurrence without a due date in 'recur:weekly' on memo 1: "
                       + "a recurring memo needs a due date; add due:DATE\n"))
        #expect(clear.stderr == ("todo: recurrence without a due date in 'due:' on memo 2: "
                       + "a recurring memo needs a due date; add due:DATE\n"))
        #expect([recur.status, clear.status] == [2, 2])
        #expect(try todo.run(["export"]).stdout == before)
    }

    @Test(arguments: TodoEngine.allCases)
    func test_badWords_areUsageErrorsNamingTheWord_andWriteNothing(_ engine: TodoEngine) throws {
        try begin(on: engine)
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
            #expect(result.status == 2, "\(arguments): \(result.stderr)")
            #expect(result.stderr.filter { $0 == "\n" }.count == 1, "\(arguments): \(result.stderr)")
            #expect(result.stderr.hasPrefix("todo: "), "\(arguments): \(result.stderr)")
            if !named.isEmpty {
                #expect(result.stderr.contains(named), "\(arguments) should name \(named): \(result.stderr)")
            }
        }
        #expect(try todo.run(["export"]).stdout == before)
    }
}
