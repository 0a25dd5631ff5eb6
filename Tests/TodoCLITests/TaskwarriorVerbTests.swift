import Foundation
import XCTest

/// Taskwarrior's daily verbs from the shell: start/stop, annotate/denotate, scheduled: and
/// until:, each as its own command in the history, shown by `show` and marked by `list`.
class TaskwarriorVerbTests: EngineTestCase {
    private let utc = ["TZ": "UTC"]

    func test_startAnnotateAndTheirMarks_showInListAndShow_andDoneStops() throws {
        let todo = try makeTodo()
        try todo.run(["add", "Write", "report", "scheduled:2030-01-02", "until:2030-02-01"], environment: utc)

        let start = try todo.run(["start", "1"], environment: utc)
        let annotate = try todo.run(["annotate", "1", "called", "the", "landlord"], environment: utc)
        let list = try todo.run(["list"], environment: utc)
        let show = try todo.run(["show", "1"], environment: utc)
        let json = try memo(try todo.run(["show", "1", "--json"], environment: utc))

        XCTAssertEqual(start.stdout, "start #1 Write report\n", start.stderr)
        XCTAssertEqual(annotate.stdout, "annotate #1 Write report\n", annotate.stderr)
        XCTAssertEqual(list.stdout, "    1 [ ] Write report  started [1]\n")
        XCTAssertTrue(show.stdout.contains("started:  "), show.stdout)
        XCTAssertTrue(show.stdout.contains("scheduled: 2030-01-02\n"), show.stdout)
        XCTAssertTrue(show.stdout.contains("until:    2030-02-01\n"), show.stdout)
        XCTAssertTrue(show.stdout.contains("  called the landlord\n"), show.stdout)
        XCTAssertEqual(json["scheduled"] as? String, "2030-01-02T23:59:59Z")
        XCTAssertEqual(json["until"] as? String, "2030-02-01T23:59:59Z")
        XCTAssertNotNil(json["start"] as? String)
        XCTAssertEqual((json["annotations"] as? [[String: Any]])?.compactMap { $0["description"] as? String }, ["called the landlord"])

        try todo.run(["done", "1"])
        XCTAssertTrue(try memo(try todo.run(["show", "1", "--json"]))["start"] is NSNull)
        let history = try todo.run(["history"]).stdout.split(separator: "\n").map { $0.split(separator: " ", maxSplits: 2)[1] }
        XCTAssertEqual(history.prefix(3), ["done", "annotate", "start"])
    }

    func test_stopDenotateAndUndo_takeBackOneStepEach() throws {
        let todo = try makeTodo()
        try todo.run(["add", "Call", "mom"])
        try todo.run(["start", "1"])
        try todo.run(["annotate", "1", "--", "-5%", "off"])

        XCTAssertEqual(try todo.run(["stop", "1"]).stdout, "stop #1 Call mom\n")
        XCTAssertEqual(try todo.run(["denotate", "1", "5%"]).stdout, "denotate #1 Call mom\n")
        XCTAssertEqual(try todo.run(["list"]).stdout, "    1 [ ] Call mom\n")
        XCTAssertEqual(try todo.run(["undo"]).stdout, "undid denotate #1 \"Call mom\"\n")
        XCTAssertEqual(try todo.run(["undo"]).stdout, "undid stop #1 \"Call mom\"\n")
        XCTAssertEqual(try todo.run(["list"]).stdout, "    1 [ ] Call mom  started [1]\n")
    }

    func test_badVerbs_areOneLine_nonZero_andChangeNothing() throws {
        let todo = try makeTodo()
        try todo.run(["add", "Done", "already"])
        try todo.run(["done", "1"])
        let before = try todo.storeSnapshot()

        let cases: [([String], Int32, String)] = [
            (["start", "1"], 2, "todo: invalid start: #1 is done; undone it first\n"),
            (["annotate", "1"], 2, "todo: say which memos and what text: todo annotate ID... TEXT...\n"),
            (["annotate"], 2, "todo: say which memos and what text: todo annotate ID... TEXT...\n"),
            (["denotate", "1", "nothing"], 2, "todo: invalid annotation: #1 has no annotation matching \"nothing\"\n"),
            (["start", "99"], 1, "todo: no memo with id 99\n"),
        ]
        for (arguments, status, stderr) in cases {
            let result = try todo.run(arguments)
            XCTAssertEqual(result.status, status, "\(arguments)")
            XCTAssertEqual(result.stderr, stderr, "\(arguments)")
            XCTAssertEqual(result.stdout, "", "\(arguments)")
        }
        XCTAssertEqual(try todo.storeSnapshot(), before)
    }

    func test_logAppendPrependDuplicate_asTaskwarriorUsersTypeThem() throws {
        let todo = try makeTodo()
        try todo.run(["add", "Buy", "milk", "+shop", "pri:H"])
        try todo.run(["annotate", "1", "oat"])
        try todo.run(["start", "1"])

        let log = try todo.run(["log", "Called", "the", "plumber"])
        let append = try todo.run(["append", "1", "and", "bread"])
        let prepend = try todo.run(["prepend", "1", "--", "-", "urgent:"])
        let duplicate = try todo.run(["duplicate", "1"])
        let missing = try todo.run(["duplicate", "1", "99"])
        let copy = try memo(try todo.run(["show", "3", "--json"]))
        let original = try memo(try todo.run(["show", "1", "--json"]))

        XCTAssertEqual(log.stdout, "2\n", log.stderr)
        XCTAssertEqual(try memo(try todo.run(["show", "2", "--json"]))["done"] as? Bool, true)
        XCTAssertEqual(append.stdout, "modify #1 Buy milk and bread\n", append.stderr)
        XCTAssertEqual(prepend.stdout, "modify #1 - urgent: Buy milk and bread\n", prepend.stderr)
        XCTAssertEqual(duplicate.stdout, "3\n", duplicate.stderr)
        XCTAssertEqual(missing.status, 1)
        XCTAssertEqual(missing.stderr, "todo: no memo with id 99\n")
        for key in ["title", "priority", "tags", "annotations", "body", "due"] {
            XCTAssertEqual(copy[key] as? NSObject, original[key] as? NSObject, key)
        }
        XCTAssertNotEqual(copy["uuid"] as? String, original["uuid"] as? String)
        XCTAssertTrue(copy["start"] is NSNull)
        XCTAssertNotNil(original["start"] as? String)
        XCTAssertEqual(try todo.run(["list", "--all"]).stdout.split(separator: "\n").count, 3)
    }

    func test_dependsByID_addsRemovesAndClears_andACycleIsOneLine() throws {
        let todo = try makeTodo()
        try todo.run(["add", "Buy", "paint"])
        try todo.run(["add", "Paint", "the", "fence", "depends:1"])
        let paint = try memo(try todo.run(["show", "1", "--json"]))
        let fence = try memo(try todo.run(["show", "2", "--json"]))

        let cycle = try todo.run(["modify", "1", "depends:2"])
        let cleared = try todo.run(["modify", "2", "depends:"])

        XCTAssertEqual(fence["depends"] as? [String], [try XCTUnwrap(paint["uuid"] as? String)])
        XCTAssertEqual(cycle.status, 2)
        XCTAssertEqual(cycle.stderr, "todo: invalid depends: that would be a cycle: #1 waits on #2 waits on #1\n")
        XCTAssertEqual(cleared.stdout, "modify #2 Paint the fence\n", cleared.stderr)
        XCTAssertEqual(try memo(try todo.run(["show", "2", "--json"]))["depends"] as? [String], [])
        XCTAssertEqual(try todo.run(["add", "x", "depends:99"]).stderr, "todo: no memo with id 99\n")
    }

    func test_showInfoAndTheDetailScreen_nameTheMemosWaitedOnByID_aDeletedOneByUUID() throws {
        let todo = try makeTodo()
        try todo.run(["add", "Buy", "paint"])
        try todo.run(["add", "Borrow", "ladder"])
        try todo.run(["add", "Paint", "the", "fence", "depends:2,1"])
        let ladder = try XCTUnwrap(try memo(try todo.run(["show", "2", "--json"]))["uuid"] as? String)

        let show = try todo.run(["show", "3"])
        let info = try todo.run(["info", "3"])
        try todo.run(["rm", "2"])
        let afterRemoval = try todo.run(["show", "3"])
        let screen = try todo.run(["shell"], stdin: Data("open 3\nquit\n".utf8))

        XCTAssertTrue(show.stdout.contains("\ndepends:  1 2\n"), show.stdout)
        XCTAssertEqual(info.stdout, show.stdout)
        XCTAssertTrue(afterRemoval.stdout.contains("\ndepends:  1 \(ladder)\n"), afterRemoval.stdout)
        XCTAssertTrue(screen.stdout.contains("\ndepends:  1 \(ladder)\n"), screen.stdout)
    }

    func test_aBlockedMemo_listsBelowTheOthers_untilTheLastMemoItWaitsOnIsDone() throws {
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

        XCTAssertEqual(blocked, ["2", "3", "4", "1"])
        XCTAssertEqual(stillBlocked, ["3", "4", "1"])
        XCTAssertEqual(freed, ["1", "4"])
        let urgency = try XCTUnwrap(try memo(try todo.run(["show", "1", "--json"]))["urgency"] as? Double)
        XCTAssertEqual(urgency, 3.9, accuracy: 0.01)
    }

    func test_aSelectedContext_filtersListAndSearch_givesAddItsProjectAndTags_andNoneLiftsIt() throws {
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

        XCTAssertEqual(define.stdout, "defined context work: project:work +urgent\n", define.stderr)
        XCTAssertEqual(select.stdout, "context work: project:work +urgent\n")
        XCTAssertEqual(added.stdout, "3\n")
        XCTAssertEqual(list.stdout, "    2 [ ] Report  project:work +urgent\n    3 [ ] Slides  project:work +urgent\n")
        XCTAssertFalse(search.stdout.contains("Fence"), search.stdout)
        XCTAssertEqual(contexts.stdout, "* work  project:work +urgent\n")
        XCTAssertEqual(all.stdout.split(separator: "\n").count, 3)
        let unknown = try todo.run(["context", "gone"])
        XCTAssertEqual(unknown.stderr, "todo: invalid context: no context named gone\n")
        XCTAssertNotEqual(unknown.status, 0)
        XCTAssertEqual(try todo.run(["context", "define", "bad", "due:blah"]).status, 2)
        XCTAssertEqual(try todo.run(["context"]).stdout, "  work  project:work +urgent\n")
    }

    func test_activeBlockedBlockingAndExpiry_asFilters_andAnExpiredMemoIsListedOnlyWithAll() throws {
        let todo = try makeTodo()
        try todo.run(["add", "Buy", "paint"])
        try todo.run(["add", "Paint", "fence", "depends:1", "scheduled:2030-01-05"])
        try todo.run(["add", "Old", "offer", "until:2020-01-01"])
        try todo.run(["start", "2"])

        XCTAssertEqual(try todo.run(["list", "+active"]).stdout, "    2 [ ] Paint fence  started\n")
        XCTAssertEqual(try todo.run(["list", "+blocked"]).stdout, "    2 [ ] Paint fence  started\n")
        XCTAssertEqual(try todo.run(["list", "+blocking"]).stdout, "    1 [ ] Buy paint\n")
        XCTAssertEqual(try todo.run(["list", "scheduled.before:2030-02-01"]).stdout, "    2 [ ] Paint fence  started\n")
        XCTAssertFalse(try todo.run(["list"]).stdout.contains("Old offer"))
        XCTAssertFalse(try todo.run(["search", "offer"]).stdout.contains("Old offer"))
        XCTAssertEqual(try todo.run(["list", "--all", "until.before:today"]).stdout, "    3 [ ] Old offer  expired 2020-01-01\n")
        XCTAssertTrue(try todo.run(["list", "--all"]).stdout.contains("    3 [ ] Old offer  expired 2020-01-01\n"))

        try todo.run(["done", "1"])
        XCTAssertEqual(try todo.run(["list", "+blocked"]).stdout, "", "done of the last blocker unblocks")
        try todo.run(["modify", "3", "until:"])
        XCTAssertTrue(try todo.run(["list"]).stdout.contains("Old offer"), "modify until: brings it back")
    }

    private func memo(_ result: TodoResult) throws -> [String: Any] {
        try XCTUnwrap(try JSONSerialization.jsonObject(with: Data(result.stdout.utf8)) as? [String: Any], result.stderr)
    }
}
