import Foundation
import XCTest
@testable import todo_cli
import TodoRIBs

/// Every usage error of every command is in todo's own words: lower case, the word named, and
/// the nearest option of that command or none.
final class UsageErrorTests: XCTestCase {
    func test_everyCommand_namesABadIDANegativeLimitAndAnUnknownOption_inTodosWords() throws {
        let db = FileManager.default.temporaryDirectory.appendingPathComponent("usage-\(UUID().uuidString).sqlite").path
        let badID = "bad id in '0': expected a memo's number such as 12 or #12"
        let negativeID = "bad id in '-1': expected a memo's number such as 12 or #12"
        let listLimit = "--limit must be between 1 and 10000"
        // Per command: a bad id where its id goes (nil: its words are text or filters), then --limit -5.
        let cases: [String: (badID: [([String], String)], limit: String)] = [
            "add": ([], "unknown option '--limit'"),
            "list": ([], listLimit),
            "ls": ([], listLimit),
            "next": ([], listLimit),
            "info": ([(["0"], badID), (["-1"], negativeID)], "unknown option '--limit'"),
            "delete": ([(["0"], badID), (["-1"], negativeID)], "unknown option '--limit'"),
            "show": ([(["0"], badID), (["-1"], negativeID)], "unknown option '--limit'"),
            "done": ([(["0"], badID), (["-1"], negativeID)], "unknown option '--limit'"),
            "undone": ([(["0"], badID), (["-1"], negativeID)], "unknown option '--limit'"),
            "rm": ([(["0"], badID), (["-1"], negativeID)], "unknown option '--limit'"),
            "edit": ([(["0", "--title", "x"], badID), (["-1", "--title", "x"], negativeID)], "unknown option '--limit'"),
            "modify": ([(["0", "pri:H"], badID), (["-1", "pri:H"], negativeID)], "unknown option '--limit'"),
            "search": ([], listLimit),
            "projects": ([(["0"], "unexpected argument '0': todo projects takes none")], "unknown option '--limit'"),
            "tags": ([(["0"], "unexpected argument '0': todo tags takes none")], "unknown option '--limit'"),
            "export": ([], "unknown option '--limit'"),
            "import": ([], "unknown option '--limit'"),
            "undo": ([(["0"], "unexpected argument '0': todo undo takes none"),
                      (["-1"], "unexpected argument '-1': todo undo takes none")], "unknown option '--limit'"),
            "history": ([(["0"], badID), (["-1"], negativeID)], "--limit must be between 1 and 100"),
            "shell": ([(["0"], "unexpected argument '0': todo shell takes none")], "unknown option '--limit'"),
            "log": ([], "unknown option '--limit'"),
            "start": ([(["0"], badID), (["-1"], negativeID)], "unknown option '--limit'"),
            "stop": ([(["0"], badID), (["-1"], negativeID)], "unknown option '--limit'"),
            "duplicate": ([(["0"], badID), (["-1"], negativeID)], "unknown option '--limit'"),
            "annotate": ([(["0", "x"], badID), (["-1", "x"], negativeID)], "unknown option '--limit'"),
            "denotate": ([(["0", "x"], badID), (["-1", "x"], negativeID)], "unknown option '--limit'"),
            "append": ([(["0", "x"], badID), (["-1", "x"], negativeID)], "unknown option '--limit'"),
            "prepend": ([(["0", "x"], badID), (["-1", "x"], negativeID)], "unknown option '--limit'"),
            "context": ([], "unknown option '--limit'"),
            "summary": ([], "unknown option '--limit'"),
            "calendar": ([], "unknown option '--limit'"),
            "burndown": ([], "unknown option '--limit'"),
            "sync": ([], "unknown option '--limit'"),
            "conflicts": ([], "unknown option '--limit'"),
            "admin": ([], "unknown option '--limit'"),
            "count": ([], "unknown option '--limit'"),
            "ids": ([], "unknown option '--limit'"),
            "stats": ([], "unknown option '--limit'"),
            "share": ([], "unknown option '--limit'"),
            "unshare": ([], "unknown option '--limit'"),
            "shares": ([(["0"], "unexpected argument '0': todo shares takes none")], "unknown option '--limit'"),
            "ui": ([], "unknown option '--limit'"),
            "version": ([(["0"], "unexpected argument '0': todo version takes none")], "unknown option '--limit'"),
        ].merging(NamedReport.allCases.filter(\.isListing).map { ($0.rawValue, ([], listLimit)) }) { $1 }
        let commands = CommandSuggestion.commandNames.filter { $0 != "help" }
        XCTAssertEqual(Set(cases.keys), Set(commands), "every command is walked")

        for command in commands {
            let (badIDs, limit) = try XCTUnwrap(cases[command], command)
            // A word where the command's first operand goes, so the option is read as the command's.
            let first = ["edit", "modify", "show", "info", "done", "undone", "rm", "delete", "start", "stop", "duplicate",
                         "annotate", "denotate", "append", "prepend"].contains(command) ? ["1"]
                : ["add", "search", "log"].contains(command) ? ["x"] : []
            var runs = badIDs.map { ([command] + $0.0, $0.1) }
            runs.append(([command] + first + ["--limit", "-5"], limit))
            runs.append(([command] + first + ["--foo"], "unknown option '--foo'"))
            for (arguments, message) in runs {
                let result = try TodoProcess.execute(arguments, environment: ["TODO_DB": db, "TODO_USER": "kim"])

                assertOneLineError(result, status: 2, arguments)
                XCTAssertEqual(result.stderr, "todo: \(message)\n", "\(arguments)")
            }
        }
        XCTAssertFalse(FileManager.default.fileExists(atPath: db))
    }

    func test_otherRefusals_areInTodosWordsToo() throws {
        let cases: [([String], String)] = [
            (["show"], "say which memo: todo show ID"),
            (["done"], "say which memos: todo done ID..."),
            (["--db"], "--db needs a value"),
            (["--user"], "--user needs a value"),
            (["edit", "1", "2"], "unexpected argument '2': todo edit takes one id"),
            (["show", "1", "--json=true"], "--json takes no value"),
            (["list", "--sort"], "--sort needs a value"),
            (["list", "--limit", "abc"], "--limit must be between 1 and 10000"),
            (["export", "--format", "xml"], "unknown format 'xml': expected json, todotxt, taskwarrior or ical"),
            (["import", "a", "b"], "unexpected argument 'b': todo import reads one file"),
            (["undo", "-x"], "unknown option '-x'"),
            (["show", "1", "--jsn"], "unknown option '--jsn'; did you mean '--json'?"),
            (["export", "--fromat", "json"], "unknown option '--fromat'; did you mean '--format'?"),
        ]
        for (arguments, message) in cases {
            let result = try TodoProcess.execute(arguments, environment: ["TODO_DB": "/nonexistent/x.sqlite", "TODO_USER": "kim"])

            assertOneLineError(result, status: 2, arguments)
            XCTAssertEqual(result.stderr, "todo: \(message)\n", "\(arguments)")
        }
    }
}
