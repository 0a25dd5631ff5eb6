import Foundation
import Testing
import TestSupport

/// What Taskwarrior users type works as they expect, on the command line and in the shell.
final class TaskwarriorHabitTests: EngineSuite {
    @Test(arguments: TodoEngine.allCases)
    func test_infoDeleteAndNext_areShowRmAndTheUrgencyList(_ engine: TodoEngine) throws {
        try begin(on: engine)
        let todo = try makeTodo()
        try todo.run(["add", "Someday"])
        try todo.run(["add", "Pay rent", "due:2030-01-01", "pri:H"])
        try todo.run(["add", "Call mom"])

        #expect(try todo.run(["info", "2"]).stdout == todo.run(["show", "2"]).stdout)
        #expect(try todo.run(["info", "2", "--json"]).stdout == todo.run(["show", "2", "--json"]).stdout)
        let next = try todo.run(["next"])
        #expect(next.status == 0, "\(next.stderr)")
        #expect(try next.stdout == todo.run(["list", "--sort", "urgency"]).stdout)
        #expect(next.stdout.hasPrefix("    2 "), "\(next.stdout)")

        let deleted = try todo.run(["delete", "1", "3"])

        #expect(deleted.status == 0, "\(deleted.stderr)")
        #expect(try (todo.run(["list", "--all", "--json"]).stdout.components(separatedBy: "\"id\":").count - 1) == 1)
        try todo.run(["undo"])
        #expect(try todo.run(["rm", "1", "3"]).stdout == deleted.stdout)
    }

    @Test(arguments: TodoEngine.allCases)
    func test_completed_listsEarliestDoneFirst_asTaskCompletedDoes(_ engine: TodoEngine) throws {
        try begin(on: engine)
        let task = try TaskBinary()
        // Made in one order, done in another: TW sorts `completed` by `end+`.
        let tasks = [("1", "20260101", "20260301"), ("2", "20260102", "20260201"), ("3", "20260103", "20260215"), ("4", "20260104", "20260210")]
            .map { #"{"uuid":"00000000-0000-4000-8000-00000000000\#($0.0)","description":"t\#($0.0)","status":"completed","#
                + #""entry":"\#($0.1)T000000Z","end":"\#($0.2)T000000Z","modified":"\#($0.2)T000000Z"}"# }
        try task.run(["import", "-"], input: Data(("[" + tasks.joined(separator: ",") + "]").utf8))
        let todo = try makeTodo()
        try todo.run(["import", "--format", "taskwarrior", "-"], stdin: try task.export().data)
        try todo.run(["add", "open one"])

        let expected = String(decoding: try task.run(["rc.report.completed.columns=uuid", "rc.report.completed.labels=UUID", "completed"]), as: UTF8.self)
            .split(separator: "\n").map { $0.trimmingCharacters(in: .whitespaces) }.filter { !$0.isEmpty }
        let listed = try todo.run(["completed", "--json"])
        let memos = try #require(try JSONSerialization.jsonObject(with: Data(listed.stdout.utf8)) as? [[String: Any]])

        #expect(expected.count == 4)
        #expect(memos.compactMap { $0["uuid"] as? String } == expected, "\(listed.stdout)")
    }

    @Test(arguments: TodoEngine.allCases)
    func test_idsWithAFilterBeforeAWrite_narrowTheFilter_asTaskDoes(_ engine: TodoEngine) throws {
        try begin(on: engine)
        let todo = try makeTodo()
        for words in [["a", "+x"], ["b"], ["c", "+x"], ["d"]] { try todo.run(["add"] + words) }

        // `task +x 1 done` completes 1 (it has +x); `task 4 +x done` finds nothing: "No tasks specified.", exit 1.
        let first = try todo.run(["+x", "1", "done"])
        let second = try todo.run(["3", "+x", "done"])
        let none = try todo.run(["4", "+x", "done"])
        let shell = try todo.run(["shell"], stdin: Data("2 +x done\n".utf8))
        let open = try todo.run(["list", "--sort", "created"])

        #expect(first.stdout == "done #1 a\n", "\(first.stderr)")
        #expect(second.stdout == "done #3 c\n", "\(second.stderr)")
        #expect(none.status == 1 && none.stderr == "todo: no memos match the filter\n", "\(none.stderr)")
        #expect(shell.stderr == "no memos match the filter\n", "\(shell.stderr)")
        #expect(open.stdout == "    4 [ ] d\n    2 [ ] b\n", "\(open.stdout)")
    }

    @Test(arguments: TodoEngine.allCases)
    func test_severalIdsBeforeInfo_showEachMemoInTurn_asTaskInfoDoes(_ engine: TodoEngine) throws {
        try begin(on: engine)
        let todo = try makeTodo()
        for title in ["a", "b", "c"] { try todo.run(["add", title]) }

        let range = try todo.run(["1-3", "info"])
        let list = try todo.run(["1,3", "show"])
        let each = try ["1", "2", "3"].map { try todo.run(["show", $0]).stdout }

        #expect(range.status == 0, "\(range.stderr)")
        #expect(range.stdout == each.joined(separator: "\n"), "\(range.stdout)")
        #expect(list.stdout == each[0] + "\n" + each[2], "\(list.stdout)")
    }

    @Test(arguments: TodoEngine.allCases)
    func test_infoDeleteAndNext_inTheShell(_ engine: TodoEngine) throws {
        try begin(on: engine)
        let todo = try makeTodo()
        try todo.run(["add", "Pay rent", "due:2030-01-01"])
        try todo.run(["add", "Call mom"])
        let shown = try todo.run(["show", "1"]).stdout

        let result = try todo.run(["shell"], stdin: Data("info 1\nnext\ndelete 2\nopen 1\ninfo\ndelete\nquit\n".utf8))

        #expect(result.status == 0, "\(result.stderr)")
        #expect(result.stderr == "")
        #expect((result.stdout.components(separatedBy: shown).count - 1) == 3, "\(result.stdout)")  // info 1, open 1, info
        #expect(result.stdout.contains("    1 [ ] Pay rent"), "\(result.stdout)")
        #expect(result.stdout.hasSuffix("rm #1 Pay rent\nno open memos (0 open, 0 done)\n"), "\(result.stdout)")
        #expect(try todo.run(["list", "--all", "--json"]).stdout == "[]\n")
    }

    @Test(arguments: TodoEngine.allCases)
    func test_idsInAListingsFilter_nameThoseMemos_asTaskListDoes_butASearchLooksForTheNumber(_ engine: TodoEngine) throws {
        try begin(on: engine)
        let todo = try makeTodo()
        for words in [["a", "+home"], ["b", "+paper"], ["c 2", "+home"], ["d"], ["e"]] { try todo.run(["add"] + words) }
        try todo.run(["done", "5"])

        func ids(_ words: [String]) throws -> [Int] {
            let result = try todo.run(words + ["--json"])
            #expect(result.status == 0, "\(words): \(result.stderr)")
            let memos = try #require(try JSONSerialization.jsonObject(with: Data(result.stdout.utf8)) as? [[String: Any]])
            return memos.compactMap { $0["id"] as? Int }.sorted()
        }

        #expect(try ids(["list", "1-3"]) == [1, 2, 3])
        #expect(try ids(["list", "2", "4"]) == [2, 4], "id words name memos together")
        #expect(try ids(["list", "1,3"]) == [1, 3])
        #expect(try ids(["1-3", "list"]) == [1, 2, 3])
        #expect(try ids(["list", "+home", "1-2"]) == [1])
        #expect(try ids(["list", "1", "or", "+paper"]) == [1, 2])
        #expect(try ids(["list", "4-5"]) == [4], "a done one is not listed")
        #expect(try ids(["list", "--all", "4-5"]) == [4, 5])
        #expect(try ids(["search", "2"]) == [3], "a search looks for the number")
        #expect(try todo.run(["1-3", "count"]).stdout == "3\n")
        #expect(try todo.run(["ids", "2", "4"]).stdout == "2 4\n")
        let shell = try todo.run(["shell"], stdin: Data("2-3 list\nquit\n".utf8))
        #expect(shell.stdout.hasSuffix("2 open memos (4 open, 1 done)\n    2 [ ] b  +paper\n    3 [ ] c 2  +home\n"), "\(shell.stdout)")
    }

    @Test(arguments: TodoEngine.allCases)
    func test_virtualTags_filterAsInTaskwarrior_onTheCommandLineAndInTheShell(_ engine: TodoEngine) throws {
        try begin(on: engine)
        let todo = try makeTodo()
        try todo.run(["add", "yesterday", "due:yesterday", "+home"])
        try todo.run(["add", "today", "due:today", "recur:weekly"])
        try todo.run(["add", "tomorrow", "due:tomorrow", "+home"])
        try todo.run(["add", "in ten days", "due:+10d"])
        try todo.run(["add", "plain"])
        try todo.run(["add", "finished"])
        try todo.run(["done", "6"])

        func titles(_ words: [String]) throws -> [String] {
            let result = try todo.run(["list"] + words + ["--sort", "created", "--json"])
            #expect(result.status == 0, "\(words): \(result.stderr)")
            let memos = try #require(try JSONSerialization.jsonObject(with: Data(result.stdout.utf8)) as? [[String: Any]])
            return memos.compactMap { $0["title"] as? String }
        }

        #expect(try titles(["+OVERDUE"]) == ["yesterday"])
        #expect(try titles(["+overdue"]) == ["yesterday"])
        #expect(try titles(["+TODAY"]) == ["today"])
        #expect(try titles(["+TOMORROW"]) == ["tomorrow"])
        #expect(try titles(["+DUE"]) == ["tomorrow", "today"])
        #expect(try titles(["+TAGGED"]) == ["tomorrow", "yesterday"])
        #expect(try titles(["-TAGGED"]) == ["plain", "in ten days", "today"])
        #expect(try titles(["+RECURRING"]) == ["today"])
        #expect(try titles(["+COMPLETED"]) == ["finished"])
        #expect(try titles(["--all", "+PENDING", "-RECURRING", "+TAGGED"]) == ["tomorrow", "yesterday"])

        let unknown = try todo.run(["list", "+OVERDEU"])
        assertOneLineError(unknown, status: 2, "+OVERDEU")
        #expect(unknown.stderr.hasPrefix("todo: unknown virtual tag in '+OVERDEU': expected +OVERDUE, +DUE"), "\(unknown.stderr)")
        assertOneLineError(try todo.run(["add", "x", "+TODAY"]), status: 2, "add +TODAY")

        let shell = try todo.run(["shell"], stdin: Data("list +TODAY\nlist +OVERDEU\nquit\n".utf8))
        // After the listing shown at login, the one of +TODAY.
        #expect(shell.stdout.hasSuffix("\n    2 [ ] today  recur:weekly  due today\n"), "\(shell.stdout)")
        #expect(shell.stderr == ("error: " + unknown.stderr.dropFirst("todo: ".count)), "the shell says the same")
    }

    @Test(arguments: TodoEngine.allCases)
    func test_virtualTags_holdOnlyForOpenMemosAsTaskwarriorsDo_negatedAndEmptyValuesToo(_ engine: TodoEngine) throws {
        try begin(on: engine)
        let todo = try makeTodo()
        try todo.run(["add", "yesterday", "due:yesterday", "+home"])       // 1
        try todo.run(["add", "today", "due:today", "recur:weekly"])        // 2
        try todo.run(["add", "tomorrow", "due:tomorrow", "+home"])         // 3
        try todo.run(["add", "plain"])                                     // 4
        try todo.run(["add", "paid late", "due:yesterday", "+home"])       // 5
        try todo.run(["add", "paid today", "due:today"])                   // 6
        try todo.run(["add", "waits on plain", "depends:4"])               // 7
        try todo.run(["add", "blocker done"])                              // 8
        try todo.run(["add", "open waiter", "depends:8"])                  // 9
        try todo.run(["done", "5", "6", "7", "8"])

        func titles(_ words: [String]) throws -> [String] {
            let result = try todo.run(["list"] + words + ["--sort", "created", "--json"])
            #expect(result.status == 0, "\(words): \(result.stderr)")
            let memos = try #require(try JSONSerialization.jsonObject(with: Data(result.stdout.utf8)) as? [[String: Any]])
            return memos.compactMap { $0["title"] as? String }
        }
        func count(_ words: [String]) throws -> String {
            try todo.run(words + ["count"]).stdout
        }

        // `count` reads done memos too: Taskwarrior's date and dependency tags never match them.
        #expect(try count(["+OVERDUE"]) == "1\n")
        #expect(try count(["+DUE"]) == "2\n")
        #expect(try count(["+TODAY"]) == "1\n")
        #expect(try count(["+YESTERDAY"]) == "1\n")
        #expect(try count(["+BLOCKED"]) == "0\n", "a done memo waiting on an open one is not blocked")
        #expect(try titles(["--all", "+BLOCKING"]) == [], "nor is a done memo an open one waits on blocking")
        #expect(try titles(["--all", "+OVERDUE", "or", "+home"]) == ["paid late", "tomorrow", "yesterday"])
        #expect(try titles(["+OVERDUE", "or", "+home"]) == ["tomorrow", "yesterday"], "the listing's open memos")

        #expect(try count(["-OVERDUE"]) == "8\n")
        #expect(try titles(["-TODAY", "-TOMORROW", "-OVERDUE", "-DUE"]) == ["open waiter", "plain"])
        #expect(try titles(["--all", "-PENDING"]) == ["blocker done", "waits on plain", "paid today", "paid late"])
        #expect(try titles(["-COMPLETED", "+home"]) == ["tomorrow", "yesterday"])
        #expect(try count(["+DELETED"]) == "0\n")
        #expect(try count(["-DELETED"]) == "9\n")
        #expect(try titles(["+UNBLOCKED"]) == ["open waiter", "plain", "tomorrow", "today", "yesterday"])

        #expect(try titles(["tags:"]) == ["open waiter", "plain", "today"])
        #expect(try titles(["--all", "end:"]) == ["open waiter", "plain", "tomorrow", "today", "yesterday"])
        #expect(try titles(["depends:", "recur:", "due:"]) == ["plain"])
        #expect(try titles(["project:", "pri:", "+home"]) == ["tomorrow", "yesterday"])

        let refused = try todo.run(["list", "+UDA"])
        assertOneLineError(refused, status: 2, "+UDA")
        #expect(refused.stderr.hasPrefix("todo: unsupported virtual tag in '+UDA': todo keeps Taskwarrior's"), "\(refused.stderr)")
    }

    @Test(arguments: TodoEngine.allCases)
    func test_bareWordsInAList_searchTitleAndBody_amongTheMemosTheListShows(_ engine: TodoEngine) throws {
        try begin(on: engine)
        let todo = try makeTodo()
        try todo.run(["add", "Buy milk"])
        try todo.run(["add", "Call mom", "--body", "about the milk run"])
        try todo.run(["add", "Bread"])
        try todo.run(["add", "Old milk"])
        try todo.run(["done", "4"])
        try todo.run(["add", "Hidden milk", "wait:+3d", "+home"])

        func titles(_ words: [String]) throws -> [String] {
            let result = try todo.run(words + ["--json"])
            #expect(result.status == 0, "\(words): \(result.stderr)")
            let memos = try #require(try JSONSerialization.jsonObject(with: Data(result.stdout.utf8)) as? [[String: Any]])
            return memos.compactMap { $0["title"] as? String }
        }

        #expect(try titles(["list", "milk"]) == ["Call mom", "Buy milk"], "open, not waiting, newest first")
        #expect(try titles(["list", "milk"]) == titles(["search", "milk", "+PENDING"]))
        #expect(try titles(["next", "milk"]) == ["Call mom", "Buy milk"])
        #expect(try titles(["list", "--all", "milk"]) == ["Hidden milk", "Old milk", "Call mom", "Buy milk"])
        #expect(try titles(["list", "--done", "milk"]) == ["Old milk"])
        #expect(try titles(["list", "+waiting", "milk", "+home"]) == ["Hidden milk"])
        #expect(try todo.run(["list", "milk"]).stdout == todo.run(["search", "milk", "+PENDING"]).stdout)

        let page = try todo.run(["list", "milk", "--limit", "1"])
        #expect(page.stdout == "    2 [ ] Call mom\n")
        #expect(page.stderr == "… 1+ more; narrow the search or raise --limit\n")

        let sorted = try todo.run(["list", "milk", "--sort", "due"])
        assertOneLineError(sorted, status: 2, "--sort with words")
        #expect(sorted.stderr == "todo: --sort does not apply to a search: the memos found are listed newest first\n")

        let shell = try todo.run(["shell"], stdin: Data("list milk --limit 1\nmore\nquit\n".utf8))
        #expect(shell.stdout.contains("    2 [ ] Call mom\n  … 1+ more; type more to see them\n"), "\(shell.stdout)")
        #expect(shell.stdout.hasSuffix("    1 [ ] Buy milk\n"), "\(shell.stdout)")
        #expect(shell.stderr == "")
    }

    @Test(arguments: TodoEngine.allCases)
    func test_stats_countWhatTaskStatsCounts_forTheSameTasks(_ engine: TodoEngine) throws {
        try begin(on: engine)
        let task = try TaskBinary()
        // Tasks made by `task` itself: tagged, in projects, waiting, annotated, dependent, done.
        try task.run(["add", "Buy milk", "+errand", "project:home"])
        try task.run(["add", "Paint the fence", "project:home.garden", "+paint", "+errand"])
        try task.run(["add", "Someday maybe", "wait:2099-01-01"])
        try task.run(["add", "After the milk", "depends:1"])
        try task.run(["add", "Filed taxes", "project:taxes"])
        try task.run(["1", "annotate", "oat please"])
        try task.run(["2", "annotate", "green"])
        try task.run(["2", "annotate", "two coats"])
        try task.run(["5", "done"])
        let todo = try makeTodo()
        try todo.run(["import", "--format", "taskwarrior", "-"], stdin: try task.export().data)

        func rows(_ text: String) -> [String: String] {
            var rows: [String: String] = [:]
            for line in text.split(separator: "\n") {
                let parts = line.split(separator: "  ", maxSplits: 1).map { $0.trimmingCharacters(in: .whitespaces) }
                if parts.count == 2 { rows[parts[0]] = parts[1] }
            }
            return rows
        }
        let theirs = rows(String(decoding: try task.run(["stats"]), as: UTF8.self))
        let ours = rows(try todo.run(["stats"]).stdout)

        // The same figure under todo's name for Taskwarrior's row ("memos" for "tasks").
        let named = [
            "Pending": "Pending", "Waiting": "Waiting", "Completed": "Completed", "Total": "Total", "Annotations": "Annotations",
            "Unique tags": "Unique tags", "Projects": "Projects", "Blocked tasks": "Blocked memos",
            "Blocking tasks": "Blocking memos", "Tasks tagged": "Memos tagged", "Average desc length": "Average title length",
        ]
        #expect(theirs["Total"] == "5", "\(theirs)")
        for (their, our) in named {
            #expect(ours[our] != nil && ours[our] == theirs[their], "\(their): task \(theirs[their] ?? "none"), todo \(ours[our] ?? "none")")
        }
    }
}
