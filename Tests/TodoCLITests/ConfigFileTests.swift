import Foundation
import XCTest
@testable import todo_cli

/// The config file: settings people make once, below options and the environment.
final class ConfigFileTests: XCTestCase {
    func test_settings_readKeysValuesAndComments_andNameTheLineOfAMistake() throws {
        let text = "# mine\n\n  db = /tmp/x y.sqlite \nuser=carol\ncolor = off\ncolor = auto\nsort = due\nbulk = 5\n"
            + "urgency.tags.coefficient = -1.5\nurgency.uda.priority.M.coefficient = 4\n"
        let settings = try ConfigFile.settings(in: text, path: "cfg")
        XCTAssertEqual(settings.map(\.name), ["TODO_DB", "TODO_USER", "NO_COLOR", "TODO_SORT", "TODO_BULK",
                                               "TODO_URGENCY_TAGS_COEFFICIENT", "TODO_URGENCY_PRIORITY_M_COEFFICIENT"])
        XCTAssertEqual(settings.map(\.value), ["/tmp/x y.sqlite", "carol", "1", "due", "5", "-1.5", "4"])

        let mistakes = [
            ("db = x\nfoo = 1\n", "cfg line 2: unknown key 'foo' (known: bulk, color, db, sort, user, urgency.TERM.coefficient)"),
            ("just words\n", "cfg line 1: expected key = value"),
            ("user =\n", "cfg line 1: user needs a value"),
            ("sort = size\n", "cfg line 1: sort is urgency, due, priority or created"),
            ("bulk = -1\n", "cfg line 1: bulk is a number of memos (0 asks always)"),
            ("color = maybe\n", "cfg line 1: color is on, off or auto"),
            ("urgency.age.coefficient = soon\n", "cfg line 1: urgency.age.coefficient is a number"),
            ("urgency.age.coefficient = -2\n", "cfg line 1: urgency.age.coefficient cannot be negative"),
            ("urgency.priority.coefficient = 2\n",
             "cfg line 1: unknown key 'urgency.priority.coefficient' (known: bulk, color, db, sort, user, urgency.TERM.coefficient)"),
        ]
        for (text, message) in mistakes {
            XCTAssertThrowsError(try ConfigFile.settings(in: text, path: "cfg")) { error in
                XCTAssertEqual("\(error)", message)
            }
        }
    }

    func test_theFileGivesTheStoreAndUser_optionsAndEnvironmentWin_andABadFileIsAUsageError() throws {
        let todo = try TodoProcess()
        let configHome = todo.directory.appendingPathComponent("config")
        try FileManager.default.createDirectory(at: configHome.appendingPathComponent("todo"), withIntermediateDirectories: true)
        let file = configHome.appendingPathComponent("todo/config")
        let store = todo.directory.appendingPathComponent("from-config.sqlite").path
        try "db = \(store)\nuser = carol\n".write(to: file, atomically: true, encoding: .utf8)
        let environment = ["XDG_CONFIG_HOME": configHome.path]

        XCTAssertEqual(try TodoProcess.execute(["add", "from", "config"], environment: environment).stdout, "1\n")
        XCTAssertTrue(FileManager.default.fileExists(atPath: store))
        XCTAssertEqual(try TodoProcess.execute(["list"], environment: environment).stdout, "    1 [ ] from config\n")
        XCTAssertEqual(try TodoProcess.execute(["list"], environment: environment.merging(["TODO_USER": "dave"]) { $1 }).stdout, "")
        XCTAssertEqual(try TodoProcess.execute(["list", "--user", "dave"], environment: environment).stdout, "")
        XCTAssertEqual(try TodoProcess.execute(["list", "--db", todo.db], environment: environment).stderr,
                       "todo: no store at \(todo.db) (the first add or import creates it)\n")

        try "db = \(store)\nuser = carol\nsort = created\n".write(to: file, atomically: true, encoding: .utf8)
        XCTAssertEqual(try TodoProcess.execute(["add", "dated", "due:2030-01-01"], environment: environment).stdout, "2\n")
        XCTAssertEqual(try TodoProcess.execute(["add", "undated"], environment: environment).stdout, "3\n")
        func ids(_ arguments: [String]) throws -> [String] {
            try TodoProcess.execute(arguments, environment: environment).stdout.split(separator: "\n")
                .map { String($0.split(separator: " ")[0]) }
        }
        XCTAssertEqual(try ids(["list"]), ["3", "2", "1"], "sort = created: newest first")
        XCTAssertEqual(try ids(["list", "--sort", "urgency"]).first, "2", "the option wins: the dated memo is the most urgent")
        XCTAssertEqual(try TodoProcess.execute(["list"], environment: environment.merging(["TODO_SORT": "due"]) { $1 }).status, 0)

        try "db = \(store)\nfoo = 1\n".write(to: file, atomically: true, encoding: .utf8)
        let bad = try TodoProcess.execute(["list"], environment: environment)
        XCTAssertEqual(bad.status, 2)
        XCTAssertEqual(bad.stderr, "todo: \(file.path) line 2: unknown key 'foo' (known: bulk, color, db, sort, user, urgency.TERM.coefficient)\n")
        XCTAssertEqual(bad.stdout, "")
    }
}
