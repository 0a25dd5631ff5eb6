import MemoStore
import XCTest
@testable import TodoRIBs

/// The one reader of a command's options, as `CommandTable` describes the command, on both fronts.
final class CommandWordsTests: XCTestCase {
    private let list = CommandTable.command(named: "list")!
    private let add = CommandTable.command(named: "add")!

    func test_valuesAfterASpaceOrAnEquals_flags_andTheOtherWordsInOrder() throws {
        let read = try CommandWords(["+home", "--limit", "5", "-work", "--all", "--sort=due", "--limit", "7"], command: list, front: .shell)

        XCTAssertEqual(read.positionals, ["+home", "-work"])
        XCTAssertEqual(read.value(.limit), "7")
        XCTAssertEqual(read.values(.limit), ["5", "7"])
        XCTAssertEqual(read.value(.sort), "due")
        XCTAssertTrue(read.isSet(.all))
        XCTAssertFalse(read.isSet(.done))
        XCTAssertEqual(read.flags.options, [.all])
    }

    func test_doubleDash_endsTheOptions_andIsKeptForTheLanguage() throws {
        let read = try CommandWords(["x", "--", "--limit", "--bogus"], command: list, front: .commandLine)

        XCTAssertEqual(read.positionals, ["x", "--", "--limit", "--bogus"])
        XCTAssertNil(read.value(.limit))
    }

    func test_aValueStartingWithTwoDashes_goesAfterAnEquals_andOneDashOrEmptyAfterASpace() throws {
        for front in [CommandWords.Front.commandLine, .shell] {
            XCTAssertEqual(try CommandWords(["x", "--body=--json"], command: add, front: front).value(.body), "--json")
            XCTAssertEqual(try CommandWords(["x", "--body", "-x"], command: add, front: front).value(.body), "-x")
            XCTAssertEqual(try CommandWords(["x", "--body", ""], command: add, front: front).value(.body), "")
            XCTAssertEqual(try CommandWords(["x", "--tag", "a", "--tag=b"], command: add, front: front).values(.tag), ["a", "b"])
        }
    }

    func test_mistakes_areOneLineEach_theSameOnBothFronts() {
        let cases: [([String], String)] = [
            (["--lmit", "3"], "unknown option '--lmit'; did you mean '--limit'?"),
            (["--frobnicate"], "unknown option '--frobnicate'"),
            (["--limit"], "--limit needs a value"),
            (["--limit="], "--limit needs a value"),
            (["--limit", "--all"], "--limit needs a value"),
            (["--all=yes"], "--all takes no value"),
        ]
        for front in [CommandWords.Front.commandLine, .shell] {
            for (words, message) in cases {
                XCTAssertThrowsError(try CommandWords(words[...], command: list, front: front), "\(words)") { error in
                    XCTAssertEqual((error as? CommandWordsError)?.description, message)
                    // The command line reports it as it reports every error of todo's: a usage error.
                    XCTAssertEqual((error as? TodoFailure)?.exitStatus, .usage)
                }
            }
        }
    }

    func test_theCommandLineAlone_takesTheGlobalOptionsAndJSON_theShellNamesThemUnknown() throws {
        let words = ["--db", "x.sqlite", "+home", "--json", "--user=ann", "-h", "--version"][...]
        let read = try CommandWords(words, command: list, front: .commandLine)

        XCTAssertEqual([read.db, read.user], ["x.sqlite", "ann"])
        XCTAssertEqual(read.positionals, ["+home", "-h"])
        XCTAssertEqual(read.format, .json)
        XCTAssertTrue(read.asksHelp)
        XCTAssertTrue(read.asksVersion)
        for option in ["--db", "--json", "--help", "--version"] {
            XCTAssertThrowsError(try CommandWords(shell: [option, "x"], command: "list"), option) { error in
                XCTAssertTrue(String(describing: error).hasPrefix("unknown option '\(option)'"), "\(error)")
            }
        }
        XCTAssertFalse(try CommandWords(shell: ["-h"], command: "list").asksHelp)
    }
}
