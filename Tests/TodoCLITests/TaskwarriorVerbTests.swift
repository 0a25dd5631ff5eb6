import Foundation
import Testing
import TestSupport

/// Taskwarrior's daily verbs from the shell: start/stop, annotate/denotate, scheduled: and
/// until:, each as its own command in the history, shown by `show` and marked by `list`.
final class TaskwarriorVerbTests: EngineSuite {
    private let utc = ["TZ": "UTC"]

    @Test(arguments: TodoEngine.allCases)
    func test_startAnnotateAndTheirMarks_showInListAndShow_andDoneStops(_ engine: TodoEngine) throws {
        try begin(on: engine)
        let todo = try makeTodo()
        try todo.run(["add", "Write", "report", "scheduled:2030-01-02", "until:2030-02-01"], environment: utc)

        let start = try todo.run(["start", "1"], environment: utc)
        let annotate = try todo.run(["annotate", "1", "called", "the", "landlord"], environment: utc)
        let list = try todo.run(["list"], environment: utc)
        let show = try todo.run(["show", "1"], environment: utc)
        let json = try memo(try todo.run(["show", "1", "--json"], environment: utc))

        #expect(start.stdout == "start #1 Write report\n", "\(start.stderr)")
        #expect(annotate.stdout == "annotate #1 Write report\n", "\(annotate.stderr)")
        #expect(list.stdout == "    1 [ ] Write report  started [1]\n")
        #expect(show.stdout.contains("started:  "), "\(show.stdout)")
        #expect(show.stdout.contains("scheduled: 2030-01-02\n"), "\(show.stdout)")
        #expect(show.stdout.contains("until:    2030-02-01\n"), "\(show.stdout)")
        #expect(show.stdout.contains("  called the landlord\n"), "\(show.stdout)")
        #expect(json["scheduled"] as? String == "2030-01-02T00:00:00Z")
        #expect(json["until"] as? String == "2030-02-01T23:59:59Z")
        #expect(json["start"] as? String != nil)
        #expect((json["annotations"] as? [[String: Any]])?.compactMap { $0["description"] as? String } == ["called the landlord"])

        try todo.run(["done", "1"])
        #expect(try memo(try todo.run(["show", "1", "--json"]))["start"] is NSNull)
        let history = try todo.run(["history"]).stdout.split(separator: "\n").map { $0.split(separator: " ", maxSplits: 2)[1] }
        #expect(history.prefix(3) == ["done", "annotate", "start"])
    }

    @Test(arguments: TodoEngine.allCases)
    func test_aUUIDNamesItsMemo_inWritesAndListings_asTaskwarriorsDoes(_ engine: TodoEngine) throws {
        try begin(on: engine)
        let todo = try makeTodo()
        try todo.run(["add", "Pay", "rent"])
        try todo.run(["add", "Call", "the", "plumber"])
        let rent = try #require(try memo(try todo.run(["show", "1", "--json"]))["uuid"] as? String)
        let plumber = try #require(try memo(try todo.run(["show", "2", "--json"]))["uuid"] as? String)

        let done = try todo.run([plumber, "done"])
        let modified = try todo.run([rent.uppercased(), "modify", "pri:H"])
        let listed = try todo.run(["list", "--all", rent])

        let rentAfter = try memo(try todo.run(["show", "1", "--json"]))
        let plumberAfter = try memo(try todo.run(["show", "2", "--json"]))
        #expect(done.status == 0, "\(done.stderr)")
        #expect(modified.status == 0, "\(modified.stderr)")
        #expect(plumberAfter["done"] as? Bool == true)
        #expect(rentAfter["done"] as? Bool == false)
        #expect(rentAfter["priority"] as? String == "H")
        #expect(plumberAfter["priority"] is NSNull)
        #expect(listed.stdout.contains("Pay rent") && !listed.stdout.contains("plumber"), "\(listed.stdout)")
        // A uuid no memo has begins nothing: the write says so and changes nothing.
        let none = try todo.run(["ffffffff", "done"])
        #expect(none.status == 1 && none.stderr == "todo: no memos match the filter\n", "\(none.stderr)")
    }

    @Test(arguments: TodoEngine.allCases)
    func test_stopDenotateAndUndo_takeBackOneStepEach(_ engine: TodoEngine) throws {
        try begin(on: engine)
        let todo = try makeTodo()
        try todo.run(["add", "Call", "mom"])
        try todo.run(["start", "1"])
        try todo.run(["annotate", "1", "--", "-5%", "off"])

        #expect(try todo.run(["stop", "1"]).stdout == "stop #1 Call mom\n")
        #expect(try todo.run(["denotate", "1", "5%"]).stdout == "denotate #1 Call mom\n")
        #expect(try todo.run(["list"]).stdout == "    1 [ ] Call mom\n")
        #expect(try todo.run(["undo"]).stdout == "undid denotate #1 \"Call mom\"\n")
        #expect(try todo.run(["undo"]).stdout == "undid stop #1 \"Call mom\"\n")
        #expect(try todo.run(["list"]).stdout == "    1 [ ] Call mom  started [1]\n")
    }

    @Test(arguments: TodoEngine.allCases)
    func test_slashSubstitution_changesTheTitleInPlace_andUndoesAsOneStep(_ engine: TodoEngine) throws {
        try begin(on: engine)
        let todo = try makeTodo()
        try todo.run(["add", "Buy", "milk", "and", "milk"])

        let first = try todo.run(["1", "modify", "/milk/cream/"])
        let global = try todo.run(["modify", "1", "/milk/oat milk/g"])

        #expect(first.stdout == "modify #1 Buy cream and milk\n", "\(first.stderr)")
        #expect(global.stdout == "modify #1 Buy cream and oat milk\n", "\(global.stderr)")
        #expect(try todo.run(["undo"]).status == 0)
        #expect(try memo(try todo.run(["show", "1", "--json"]))["title"] as? String == "Buy cream and milk")
    }

    @Test(arguments: TodoEngine.allCases)
    func test_aVerbThatChangesNothing_saysSo_andTakesNoUndoStep(_ engine: TodoEngine) throws {
        try begin(on: engine)
        let todo = try makeTodo()
        try todo.run(["add", "Call", "mom"])
        try todo.run(["start", "1"])
        let started = try todo.run(["show", "1", "--json"]).stdout
        let history = try todo.run(["history", "--json"]).stdout

        let again = try todo.run(["start", "1"])
        let noMatch = try todo.run(["1", "modify", "/tea/coffee/"])

        #expect(again.stdout == "start #1 Call mom: no change\n", "\(again.stderr)")
        #expect(again.status == 0)
        #expect(noMatch.stdout == "modify #1 Call mom: no change\n", "\(noMatch.stderr)")
        #expect(try todo.run(["show", "1", "--json"]).stdout == started)
        #expect(try todo.run(["history", "--json"]).stdout == history)
        #expect(try todo.run(["undo"]).stdout == "undid start #1 \"Call mom\"\n")
    }

    @Test(arguments: TodoEngine.allCases)
    func test_badVerbs_areOneLine_nonZero_andChangeNothing(_ engine: TodoEngine) throws {
        try begin(on: engine)
        let todo = try makeTodo()
        try todo.run(["add", "Done", "already"])
        try todo.run(["done", "1"])
        let before = try todo.storeSnapshot()

        let cases: [([String], Int32, String)] = [
            (["start", "1"], 2, "todo: invalid start: #1 is done; undone it first\n"),
            (["annotate", "1"], 2, "todo: say which memos and what text: todo annotate ID... TEXT...\n"),
            (["annotate"], 2, "todo: say which memos and what text: todo annotate ID... TEXT...\n"),
            (["denotate", "1", "nothing"], 1, "todo: #1 has no annotation matching \"nothing\"\n"),
            (["start", "99"], 1, "todo: no memo with id 99\n"),
        ]
        for (arguments, status, stderr) in cases {
            let result = try todo.run(arguments)
            #expect(result.status == status, "\(arguments)")
            #expect(result.stderr == stderr, "\(arguments)")
            #expect(result.stdout == "", "\(arguments)")
        }
        #expect(try todo.storeSnapshot() == before)
    }

    @Test(arguments: TodoEngine.allCases)
    func test_logAppendPrependDuplicate_asTaskwarriorUsersTypeThem(_ engine: TodoEngine) throws {
        try begin(on: engine)
        let todo = try makeTodo()
        try todo.run(["add", "Buy", "milk", "+shop", "pri:H"])
        try todo.run(["annotate", "1", "oat"])
        try todo.run(["start", "1"])

        let log = try todo.run(["log", "Called", "the", "plumber"])
        // Taskwarrior's append takes modifications too: `task 1 append and bread +fresh pri:L`.
        let append = try todo.run(["append", "1", "and", "bread", "+fresh", "pri:L"])
        // In Taskwarrior's order too when the text starts with a number; a path stays text.
        let counted = try todo.run(["1", "append", "2", "loaves", "+bakery", "/api/v1/"])
        let prepend = try todo.run(["prepend", "1", "--", "-", "urgent:"])
        let duplicate = try todo.run(["duplicate", "1"])
        let missing = try todo.run(["duplicate", "1", "99"])
        let copy = try memo(try todo.run(["show", "3", "--json"]))
        let original = try memo(try todo.run(["show", "1", "--json"]))

        #expect(log.stdout == "2\n", "\(log.stderr)")
        #expect(try memo(try todo.run(["show", "2", "--json"]))["done"] as? Bool == true)
        #expect(append.stdout == "modify #1 Buy milk and bread\n", "\(append.stderr)")
        #expect(counted.stdout == "modify #1 Buy milk and bread 2 loaves /api/v1/\n", "\(counted.stderr)")
        #expect(prepend.stdout == "modify #1 - urgent: Buy milk and bread 2 loaves /api/v1/\n", "\(prepend.stderr)")
        #expect(duplicate.stdout == "3\n", "\(duplicate.stderr)")
        #expect(missing.status == 1)
        #expect(missing.stderr == "todo: no memo with id 99\n")
        for key in ["title", "priority", "tags", "annotations", "body", "due"] {
            #expect(copy[key] as? NSObject == original[key] as? NSObject, "\(key)")
        }
        #expect(original["priority"] as? String == "L")
        #expect(original["tags"] as? [String] == ["bakery", "fresh", "shop"])
        #expect(copy["uuid"] as? String != original["uuid"] as? String)
        #expect(copy["start"] is NSNull)
        #expect(original["start"] as? String != nil)
        #expect(try todo.run(["list", "--all"]).stdout.split(separator: "\n").count == 3)
    }

    @Test(arguments: TodoEngine.allCases)
    func test_dependsByID_addsRemovesAndClears_andACycleIsOneLine(_ engine: TodoEngine) throws {
        try begin(on: engine)
        let todo = try makeTodo()
        try todo.run(["add", "Buy", "paint"])
        try todo.run(["add", "Paint", "the", "fence", "depends:1"])
        let paint = try memo(try todo.run(["show", "1", "--json"]))
        let fence = try memo(try todo.run(["show", "2", "--json"]))

        let cycle = try todo.run(["modify", "1", "depends:2"])
        let cleared = try todo.run(["modify", "2", "depends:"])

        #expect(fence["depends"] as? [String] == [try #require(paint["uuid"] as? String)])
        #expect(cycle.status == 2)
        #expect(cycle.stderr == "todo: invalid depends: that would be a cycle: #1 waits on #2 waits on #1\n")
        #expect(cleared.stdout == "modify #2 Paint the fence\n", "\(cleared.stderr)")
        #expect(try memo(try todo.run(["show", "2", "--json"]))["depends"] as? [String] == [])
        #expect(try todo.run(["add", "x", "depends:99"]).stderr == "todo: no memo with id 99\n")
    }

    @Test(arguments: TodoEngine.allCases)
    func test_dependsByUUID_addsAndRemoves_asTaskwarriorTakesIt_andAnUnknownUUIDIsOneLine(_ engine: TodoEngine) throws {
        try begin(on: engine)
        let todo = try makeTodo()
        try todo.run(["add", "Buy", "paint"])
        try todo.run(["add", "Borrow", "ladder"])
        let paint = try #require(try memo(try todo.run(["show", "1", "--json"]))["uuid"] as? String)
        let ladder = try #require(try memo(try todo.run(["show", "2", "--json"]))["uuid"] as? String)

        let added = try todo.run(["add", "Paint", "the", "fence", "depends:\(paint.uppercased()),2"])
        let dependsAdded = try memo(try todo.run(["show", "3", "--json"]))["depends"] as? [String]
        let modified = try todo.run(["modify", "3", "depends:-\(ladder)"])
        let unknown = "01a2230a-703b-7000-8000-000000000000"
        let before = try todo.storeSnapshot()
        let refused = try todo.run(["modify", "3", "depends:\(unknown)"])

        #expect(added.status == 0, "\(added.stderr)")
        #expect(Set(dependsAdded ?? []) == [paint, ladder])
        #expect(modified.stdout == "modify #3 Paint the fence\n", "\(modified.stderr)")
        #expect(try memo(try todo.run(["show", "3", "--json"]))["depends"] as? [String] == [paint])
        #expect(refused.status == 2)
        #expect(refused.stderr == "todo: invalid depends: no memo with uuid \(unknown)\n")
        #expect(try todo.storeSnapshot() == before)
        #expect(try todo.run(["add", "x", "depends:8ad2e3db"]).stderr == "todo: bad id in 'depends:8ad2e3db': expected a memo's number such as 12 or #12\n")
        // A memo removed since is still waited on by its uuid, which removes it as well.
        #expect(try todo.run(["rm", "1"]).status == 0)
        let dangling = try todo.run(["modify", "3", "depends:-\(paint)"])
        #expect(dangling.status == 0, "\(dangling.stderr)")
        #expect(try memo(try todo.run(["show", "3", "--json"]))["depends"] as? [String] == [])
    }

    @Test(arguments: TodoEngine.allCases)
    func test_showInfoAndTheDetailScreen_nameTheMemosWaitedOnByID_aDeletedOneByUUID(_ engine: TodoEngine) throws {
        try begin(on: engine)
        let todo = try makeTodo()
        try todo.run(["add", "Buy", "paint"])
        try todo.run(["add", "Borrow", "ladder"])
        try todo.run(["add", "Paint", "the", "fence", "depends:2,1"])
        let ladder = try #require(try memo(try todo.run(["show", "2", "--json"]))["uuid"] as? String)

        let show = try todo.run(["show", "3"])
        let info = try todo.run(["info", "3"])
        try todo.run(["rm", "2"])
        let afterRemoval = try todo.run(["show", "3"])
        let screen = try todo.run(["shell"], stdin: Data("open 3\nquit\n".utf8))

        #expect(show.stdout.contains("\ndepends:  1 2\n"), "\(show.stdout)")
        #expect(info.stdout == show.stdout)
        #expect(afterRemoval.stdout.contains("\ndepends:  1 \(ladder)\n"), "\(afterRemoval.stdout)")
        #expect(screen.stdout.contains("\ndepends:  1 \(ladder)\n"), "\(screen.stdout)")
    }

    @Test(arguments: TodoEngine.allCases)
    func test_aBlockedMemo_listsBelowTheOthers_untilTheLastMemoItWaitsOnIsDone(_ engine: TodoEngine) throws {
        try begin(on: engine)
        let todo = try makeTodo()
        try todo.run(["add", "Paint", "the", "fence", "pri:M"])
        try todo.run(["add", "Buy", "paint"])
        try todo.run(["add", "Borrow", "ladder"])
        try todo.run(["add", "Water", "plants"])
        try todo.run(["modify", "1", "depends:2,3"])
        let ids = { try todo.run(["list"]).stdout.split(separator: "\n").map { String($0.split(separator: " ")[0]) } }

        let blocked = try ids()
        try todo.run(["2", "done"])
        let stillBlocked = try ids()
        try todo.run(["3", "done"])
        let freed = try ids()

        #expect(blocked == ["2", "3", "4", "1"])
        #expect(stillBlocked == ["3", "4", "1"])
        #expect(freed == ["1", "4"])
        let urgency = try #require(try memo(try todo.run(["show", "1", "--json"]))["urgency"] as? Double)
        #expect(abs(urgency - 3.9) <= 0.01)
    }

    @Test(arguments: TodoEngine.allCases)
    func test_anEmptyListingUnderAContext_namesTheContext(_ engine: TodoEngine) throws {
        try begin(on: engine)
        let todo = try makeTodo()
        try todo.run(["add", "Fence", "project:home"])
        try todo.run(["context", "define", "work", "project:work"])
        try todo.run(["context", "work"])

        let list = try todo.run(["list"])
        let search = try todo.run(["search", "Fence"])
        try todo.run(["context", "none"])
        let lifted = try todo.run(["search", "nothing"])

        let note = "; context work is selected (context none lifts it)\n"
        #expect(list.stdout == "")
        #expect(list.stderr == "no memos match" + note)
        #expect(search.stderr == "no memos match" + note)
        #expect(lifted.stderr == "no memos match\n")
    }

    @Test(arguments: TodoEngine.allCases)
    func test_aSelectedContext_filtersListAndSearch_givesAddItsProjectAndTags_andNoneLiftsIt(_ engine: TodoEngine) throws {
        try begin(on: engine)
        let todo = try makeTodo()
        try todo.run(["add", "Fence", "project:home"])
        try todo.run(["add", "Report", "project:work", "+urgent"])

        let define = try todo.run(["context", "define", "work", "project:work", "+urgent"])
        let select = try todo.run(["context", "work"])
        let added = try todo.run(["add", "Slides"])
        let list = try todo.run(["list"])
        let search = try todo.run(["search", "e"])
        let contexts = try todo.run(["context"])
        try todo.run(["context", "none"])
        let all = try todo.run(["list"])

        #expect(define.stdout == "defined context work: project:work +urgent\n", "\(define.stderr)")
        #expect(select.stdout == "context work: project:work +urgent\n")
        #expect(added.stdout == "3\n")
        #expect(list.stdout == "    2 [ ] Report  project:work +urgent\n    3 [ ] Slides  project:work +urgent\n")
        #expect(!search.stdout.contains("Fence"), "\(search.stdout)")
        #expect(contexts.stdout == "* work  project:work +urgent\n")
        #expect(all.stdout.split(separator: "\n").count == 3)
        let unknown = try todo.run(["context", "gone"])
        #expect(unknown.stderr == "todo: no context named gone\n")
        #expect(unknown.status == 1)
        #expect(try todo.run(["context", "define", "bad", "due:blah"]).status == 2)
        #expect(try todo.run(["context"]).stdout == "  work  project:work +urgent\n")
    }

    @Test(arguments: TodoEngine.allCases)
    func test_activeBlockedBlockingAndExpiry_asFilters_andAnExpiredMemoIsListedOnlyWithAll(_ engine: TodoEngine) throws {
        try begin(on: engine)
        let todo = try makeTodo()
        try todo.run(["add", "Buy", "paint"])
        try todo.run(["add", "Paint", "fence", "depends:1", "scheduled:2030-01-05"])
        try todo.run(["add", "Old", "offer", "until:2020-01-01"])
        try todo.run(["start", "2"])

        #expect(try todo.run(["list", "+active"]).stdout == "    2 [ ] Paint fence  started\n")
        #expect(try todo.run(["list", "+blocked"]).stdout == "    2 [ ] Paint fence  started\n")
        #expect(try todo.run(["list", "+blocking"]).stdout == "    1 [ ] Buy paint\n")
        #expect(try todo.run(["list", "scheduled.before:2030-02-01"]).stdout == "    2 [ ] Paint fence  started\n")
        #expect(try !(todo.run(["list"]).stdout.contains("Old offer")))
        #expect(try !(todo.run(["search", "offer"]).stdout.contains("Old offer")))
        #expect(try todo.run(["list", "--all", "until.before:today"]).stdout == "    3 [ ] Old offer  expired 2020-01-01\n")
        #expect(try todo.run(["list", "--all"]).stdout.contains("    3 [ ] Old offer  expired 2020-01-01\n"))

        try todo.run(["done", "1"])
        #expect(try todo.run(["list", "+blocked"]).stdout == "", "done of the last blocker unblocks")
        try todo.run(["modify", "3", "until:"])
        #expect(try todo.run(["list"]).stdout.contains("Old offer"), "modify until: brings it back")
    }

    private func memo(_ result: TodoResult) throws -> [String: Any] {
        try #require(try JSONSerialization.jsonObject(with: Data(result.stdout.utf8)) as? [String: Any], "\(result.stderr)")
    }
}
