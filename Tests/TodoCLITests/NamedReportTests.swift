import Foundation
import Testing
import TestSupport
import TodoRIBs

/// Taskwarrior's named reports as commands, on each engine: each its report's filter and
/// order, the user's filter joined to it, `--json` on every one.
final class NamedReportTests: EngineSuite {
    private func ids(_ todo: TodoProcess, _ arguments: [String]) throws -> [Int] {
        let result = try todo.run(arguments + ["--json"])
        #expect(result.status == 0, "\(arguments): \(result.stderr)")
        let objects = try #require(JSONSerialization.jsonObject(with: Data(result.stdout.utf8)) as? [[String: Any]], "\(arguments)")
        return objects.compactMap { $0["id"] as? Int }
    }

    @Test(arguments: TodoEngine.allCases)
    func test_eachReport_listsWhatItsFilterChooses_inItsOrder(_ engine: TodoEngine) throws {
        try begin(on: engine)
        let todo = try makeTodo()
        try todo.run(["add", "Plain", "+home"])                                      // 1
        try todo.run(["add", "Late", "due:2020-01-01", "+home"])                     // 2
        try todo.run(["add", "Later", "wait:2099-01-01", "due:2099-02-01"])          // 3
        try todo.run(["add", "Blocked", "depends:1", "due:2030-01-01"])              // 4
        try todo.run(["add", "Weekly", "due:2030-02-01", "recur:weekly", "+paper"])  // 5
        try todo.run(["add", "Finished"])                                            // 6
        try todo.run(["add", "Someday", "scheduled:2099-01-01"])                     // 7
        try todo.run(["done", "6"])
        try todo.run(["start", "1"])

        #expect(try ids(todo, ["completed"]) == [6])
        #expect(try ids(todo, ["waiting"]) == [3])
        #expect(try ids(todo, ["active"]) == [1])
        #expect(try ids(todo, ["overdue"]) == [2])
        #expect(try ids(todo, ["blocked"]) == [4])
        #expect(try ids(todo, ["unblocked"]) == [2, 5, 7, 1], "soonest due first, undated last, newest first among them")
        #expect(try ids(todo, ["blocking"]) == [1])
        #expect(try ids(todo, ["recurring"]) == [5])
        #expect(Set(try ids(todo, ["ready"])) == [1, 2, 5], "not blocked, not waiting, not scheduled later")
        #expect(try ids(todo, ["all"]) == [7, 6, 5, 4, 3, 2, 1])
        #expect(try ids(todo, ["newest"]) == [7, 5, 4, 2, 1])
        #expect(try ids(todo, ["oldest"]) == [1, 2, 4, 5, 7])
        #expect(Set(try ids(todo, ["minimal"])) == [1, 2, 4, 5, 7])
        #expect(Set(try ids(todo, ["long"])) == [1, 2, 4, 5, 7])

        // The user's filter is joined to the report's, an expression as a whole.
        #expect(try ids(todo, ["unblocked", "+home", "or", "+paper"]) == [2, 5, 1])
        #expect(try ids(todo, ["oldest", "--limit", "2"]) == [1, 2])
        #expect(try ids(todo, ["+home", "oldest"]) == [1, 2], "Taskwarrior's order: the filter first")
        #expect(try ids(todo, ["completed", "+home"]) == [])
    }

    @Test(arguments: TodoEngine.allCases)
    func test_countAndIDs_printANumberAndRanges_asTaskwarriorDoes(_ engine: TodoEngine) throws {
        try begin(on: engine)
        let todo = try makeTodo()
        for title in ["a", "b", "c", "d", "e", "f"] { try todo.run(["add", title, "+x"]) }
        try todo.run(["add", "waits", "wait:2099-01-01"])
        try todo.run(["done", "4"])
        try todo.run(["modify", "6", "-x"])

        #expect(try todo.run(["count"]).stdout == "7\n", "done and waiting memos count too")
        #expect(try todo.run(["count", "+x"]).stdout == "5\n")
        #expect(try todo.run(["count", "+x", "or", "+y", "--json"]).stdout == "5\n")
        #expect(try todo.run(["ids"]).stdout == "1-3 5-7\n", "open memos, waiting ones too")
        #expect(try todo.run(["ids", "+x"]).stdout == "1-3 5\n")
        #expect(try todo.run(["+x", "ids", "--json"]).stdout == "[1,2,3,5]\n")
        #expect(try todo.run(["ids", "+nothing"]).stdout == "\n")
        // Other words are searched for, as a listing's are: `task b count`.
        try todo.run(["modify", "2", "buy", "bread"])
        try todo.run(["modify", "4", "bread", "crumbs"])
        #expect(try todo.run(["count", "bread"]).stdout == "2\n", "done memos count too")
        #expect(try todo.run(["bread", "+x", "count"]).stdout == "2\n")
        #expect(try todo.run(["ids", "bread"]).stdout == "2\n", "open memos only")
        #expect(try todo.run(["count", "nowhere"]).stdout == "0\n")
        let refused = try todo.run(["count", "--limit", "3"])
        #expect(refused.status == 2)
        #expect(refused.stderr.hasPrefix("todo: unknown option '--limit'"), "\(refused.stderr)")
    }

    @Test(arguments: TodoEngine.allCases)
    func test_stats_countsTheFilteredMemosOfEachKind_asTaskStatsDoes(_ engine: TodoEngine) throws {
        try begin(on: engine)
        let todo = try makeTodo()
        try todo.run(["add", "Plain", "+home"])                                                         // 1
        try todo.run(["add", "Late", "due:2020-01-01", "+home", "project:home.garden"])                 // 2
        try todo.run(["add", "Later", "wait:2099-01-01", "due:2099-02-01"])                            // 3
        try todo.run(["add", "Blocked", "depends:1"])                                                   // 4
        try todo.run(["add", "Weekly", "due:2030-02-01", "recur:weekly", "+paper", "project:work"])     // 5
        try todo.run(["add", "Finished"])                                                               // 6
        try todo.run(["done", "6"])
        try todo.run(["annotate", "1", "first", "note"])
        try todo.run(["annotate", "1", "second"])
        try todo.run(["annotate", "6", "third"])

        func figures(_ arguments: [String]) throws -> [String: Any] {
            let result = try todo.run(["stats"] + arguments + ["--json"])
            #expect(result.status == 0, "\(arguments): \(result.stderr)")
            return try #require(JSONSerialization.jsonObject(with: Data(result.stdout.utf8)) as? [String: Any], "\(arguments)")
        }
        let all = try figures([])
        let counts = ["pending", "waiting", "recurring", "completed", "total", "annotations", "uniqueTags", "projects", "blocked", "blocking", "tagged"]
        #expect(counts.map { all[$0] as? Int } == [4, 1, 1, 1, 6, 3, 2, 2, 1, 1, 3])
        #expect(all["averageTitleLength"] as? Int == (5 + 4 + 5 + 7 + 6 + 8) / 6)
        #expect(all["oldest"] is String && all["newest"] is String && all["completedEvery"] is Int)

        // A filter narrows what is counted, done memos too; other words are searched for.
        let home = try figures(["+home"])
        #expect(["total", "pending", "annotations", "projects"].map { home[$0] as? Int } == [2, 2, 2, 1])
        #expect(try figures(["+COMPLETED"])["total"] as? Int == 1)
        #expect(try figures(["later"])["waiting"] as? Int == 1)
        let nothing = try figures(["+nowhere"])
        #expect(nothing["total"] as? Int == 0)
        #expect(nothing["oldest"] is NSNull)

        let text = try todo.run(["stats"])
        #expect(text.status == 0)
        #expect(text.stdout.hasPrefix("Category"), "\(text.stdout)")
        #expect(text.stdout.contains("\nPending               4\n"), "\(text.stdout)")
        #expect(text.stdout.contains("\nMemos tagged          50%\n"), "\(text.stdout)")
        let refused = try todo.run(["stats", "--limit", "3"])
        #expect(refused.status == 2)
    }

    @Test(arguments: TodoEngine.allCases)
    func test_statsAndIDs_readPastAPageOf10000_eachMemoOnce(_ engine: TodoEngine) throws {
        try begin(on: engine)
        let todo = try makeTodo()
        // 10,050 memos tagged +x, the first 30 done: more than one page whichever way they are read.
        let lines = (0..<10_050).map { #"{"title":"memo \#($0)","tags":["x"],"done":\#($0 < 30)}"# }.joined(separator: "\n")
        let imported = try todo.run(["import", "--format", "json", "-"], stdin: Data((lines + "\n").utf8))
        #expect(imported.status == 0, "\(imported.stderr)")

        for filter in [[], ["+x"]] {
            let result = try todo.run(["stats"] + filter + ["--json"])
            let figures = try #require(JSONSerialization.jsonObject(with: Data(result.stdout.utf8)) as? [String: Any], "\(result.stderr)")
            #expect(["total", "pending", "completed", "tagged"].map { figures[$0] as? Int } == [10_050, 10_020, 30, 10_050], "\(filter)")
        }
        let ids = try todo.run(["ids", "+x", "--json"])
        let listed = try #require(JSONSerialization.jsonObject(with: Data(ids.stdout.utf8)) as? [Int], "\(ids.stderr)")
        #expect(listed.count == 10_020)
        #expect(Set(listed).count == 10_020 && listed == listed.sorted())
    }

    @Test
    func test_everyReportIsACommand_withHelp() throws {
        for report in NamedReport.allCases {
            let help = try TodoProcess.execute([report.rawValue, "--help"])
            #expect(help.status == 0, "\(report)")
            let words = help.stdout.split(whereSeparator: \.isWhitespace).joined(separator: " ")
            #expect(words.contains(report.abstract), "\(report): \(help.stdout)")
        }
    }
}
