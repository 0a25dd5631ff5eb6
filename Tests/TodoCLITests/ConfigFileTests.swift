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
            ("db = x\nfoo = 1\n", "cfg line 2: unknown key 'foo' (known: bulk, color, db, machine, sort, user, urgency.TERM.coefficient)"),
            ("just words\n", "cfg line 1: expected key = value"),
            ("user =\n", "cfg line 1: user needs a value"),
            ("sort = size\n", "cfg line 1: sort is urgency, due, priority, created, oldest or end, not 'size'"),
            ("bulk = -1\n", "cfg line 1: bulk is a number of memos, 0 or more (0 asks always), not '-1'"),
            ("color = maybe\n", "cfg line 1: color is on, off or auto, not 'maybe'"),
            ("urgency.age.coefficient = soon\n", "cfg line 1: urgency.age.coefficient is a number from 0 to 1000000, not 'soon'"),
            ("urgency.age.coefficient = -2\n", "cfg line 1: urgency.age.coefficient is a number from 0 to 1000000, not '-2'"),
            ("urgency.tags.coefficient = 1e309\n", "cfg line 1: urgency.tags.coefficient is a number from -1000000 to 1000000, not '1e309'"),
            ("urgency.tags.coefficient = nan\n", "cfg line 1: urgency.tags.coefficient is a number from -1000000 to 1000000, not 'nan'"),
            ("bulk = 9223372036854775808\n", "cfg line 1: bulk is a number of memos, 0 or more (0 asks always), not '9223372036854775808'"),
            ("user = \"carol\n", "cfg line 1: user: the value's \" is never closed"),
            ("user = 'carol' x\n", "cfg line 1: user: only a # comment may follow a quoted value"),
            ("user = # nobody\n", "cfg line 1: user needs a value"),
            ("urgency.priority.coefficient = 2\n",
             "cfg line 1: unknown key 'urgency.priority.coefficient' (known: bulk, color, db, machine, sort, user, urgency.TERM.coefficient)"),
        ]
        for (text, message) in mistakes {
            XCTAssertThrowsError(try ConfigFile.settings(in: text, path: "cfg")) { error in
                XCTAssertEqual("\(error)", message)
            }
        }
    }

    func test_machine_namesThisMachineInOthersHistory_aShortLineWithoutControls() throws {
        let settings = try ConfigFile.settings(in: "machine = work laptop  # as others name it\n", path: "cfg")
        XCTAssertEqual(settings.map(\.name), ["TODO_MACHINE"])
        XCTAssertEqual(settings.map(\.value), ["work laptop"])
        let rule = "a name of 1 to 64 characters without control characters"
        for value in [String(repeating: "x", count: 65), "\"lap\u{7}top\"", "'\u{202E}pot'"] {
            XCTAssertThrowsError(try ConfigFile.settings(in: "machine = \(value)\n", path: "cfg")) { error in
                XCTAssertTrue("\(error)".hasPrefix("cfg line 1: machine is \(rule), not '"), "\(error)")
            }
        }
        let todo = try TodoProcess()
        let result = try TodoProcess.execute(["list", "--db", todo.db], environment: ["TODO_MACHINE": String(repeating: "x", count: 65)])
        XCTAssertEqual(result.status, 2)
        XCTAssertEqual(result.stderr, "todo: TODO_MACHINE is \(rule), not '\(String(repeating: "x", count: 60))…'\n")
    }

    func test_aCommentFollowsAValueAfterABlank_unlessTheValueIsQuoted() throws {
        let text = "db = /tmp/cfgdb.sqlite    # the store (TODO_DB)\nuser = me\t# the user\nsort = due # order\n"
            + "color = off # no colour\nbulk = 3 #\nurgency.tags.coefficient = -1      # weigh\n"
            + "db = /tmp/a#b.sqlite\ndb = \"/tmp/x # y.sqlite\"  # quoted\nuser = 'a b'\n"
        let settings = try ConfigFile.settings(in: text, path: "cfg")
        XCTAssertEqual(settings.map(\.value), ["/tmp/cfgdb.sqlite", "me", "due", "1", "3", "-1", "/tmp/a#b.sqlite", "/tmp/x # y.sqlite", "a b"])
    }

    /// The README's example, as printed, makes the store it names and nothing else.
    func test_theReadmeExample_asPrinted_setsTheValuesBeforeTheComments() throws {
        let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        let readme = try String(contentsOf: root.appendingPathComponent("README.md"), encoding: .utf8)
        let section = try XCTUnwrap(readme.components(separatedBy: "## The config file").last?.components(separatedBy: "\n## ").first)
        let blocks = section.components(separatedBy: "```").enumerated().filter { $0.offset % 2 == 1 }.map(\.element)
        XCTAssertEqual(blocks.count, 2)
        let settings = try ConfigFile.settings(in: blocks.joined(), path: "README")
        XCTAssertEqual(settings.map(\.value), ["/home/me/notes/todo.sqlite", "me", "due", "1", "3", "laptop", "-1", "/home/me/notes/my # notes.sqlite"])
    }

    func test_aConfigPathThatIsNotARegularFile_isRefusedAtOnce_asAUsageError() throws {
        let todo = try TodoProcess()
        let configHome = todo.directory.appendingPathComponent("config")
        let directory = configHome.appendingPathComponent("todo")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        let file = directory.appendingPathComponent("config")
        let environment = ["XDG_CONFIG_HOME": configHome.path]
        func refusal(_ kind: String) throws {
            // The kill is only a safety net: before the fix, reading a FIFO hung every command.
            let result = try TodoProcess.execute(["list", "--db", todo.db], environment: environment, killAfter: 120)
            XCTAssertEqual(result.status, 2, kind)
            XCTAssertEqual(result.stderr, "todo: \(file.path) is \(kind), not a regular file\n")
            XCTAssertEqual(result.stdout, "")
        }

        XCTAssertEqual(mkfifo(file.path, 0o600), 0)
        try refusal("a FIFO")
        try FileManager.default.removeItem(at: file)
        try FileManager.default.createDirectory(at: file, withIntermediateDirectories: false)
        try refusal("a directory")
        try FileManager.default.removeItem(at: file)
        try FileManager.default.createSymbolicLink(atPath: file.path, withDestinationPath: "/dev/zero")
        try refusal("a device")
    }

    func test_aBadEnvironmentValue_isRefusedAsTheFileWouldRefuseIt_namingTheVariableAndTheValue() throws {
        let todo = try TodoProcess()
        let cases = [
            ("TODO_URGENCY_DUE_COEFFICIENT", "soon", "a number from 0 to 1000000"),
            ("TODO_URGENCY_AGE_COEFFICIENT", "-1", "a number from 0 to 1000000"),
            ("TODO_URGENCY_TAGS_COEFFICIENT", "1e309", "a number from -1000000 to 1000000"),
            ("TODO_URGENCY_TAGS_COEFFICIENT", "NaN", "a number from -1000000 to 1000000"),
            ("TODO_URGENCY_BLOCKED_COEFFICIENT", "inf", "a number from -1000000 to 1000000"),
            ("TODO_URGENCY_PROJECT_COEFFICIENT", "9223372036854775807", "a number from -1000000 to 1000000"),
            ("TODO_SORT", "size", "urgency, due, priority, created, oldest or end"),
            ("TODO_BULK", "-9223372036854775808", "a number of memos, 0 or more (0 asks always)"),
        ]
        for (name, value, rule) in cases {
            let result = try TodoProcess.execute(["list", "--db", todo.db], environment: [name: value])
            XCTAssertEqual(result.status, 2, name)
            XCTAssertEqual(result.stderr, "todo: \(name) is \(rule), not '\(value)'\n")
        }
        XCTAssertEqual(try TodoProcess.execute(["add", "x", "--db", todo.db], environment: ["TODO_URGENCY_TAGS_COEFFICIENT": "-2.5"]).status, 0)
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
        XCTAssertEqual(bad.stderr, "todo: \(file.path) line 2: unknown key 'foo' (known: bulk, color, db, machine, sort, user, urgency.TERM.coefficient)\n")
        XCTAssertEqual(bad.stdout, "")
    }
}
