import MemoStore
import XCTest
@testable import TodoRIBs
import TestSupport

/// The list screen takes the commands `CommandTable` says the shell takes, and says how each is
/// typed with its entry's usage: in a usage line, in its help, and in the suggestion for a typo,
/// as the command line does.
@MainActor
final class ShellCommandTableTests: XCTestCase {
    func test_everyShellCommandOfTheTable_isTakenByTheListScreen_andOfferedByTab() async throws {
        let session = try ShellSession(user: "kim", typing: ["add First"])
        let offered = session.window.inputCompletion.commandWords

        for name in CommandTable.shellNames {
            session.send(name + " --no-such-option")

            XCTAssertFalse(session.screen.takeErrors().contains("unknown command"), name)
            XCTAssertTrue(offered.contains(name), name)
        }
        _ = session.screen.takeOutput()
    }

    func test_theCommandLineOnlyCommands_areNotTheShells() async throws {
        let session = try ShellSession(user: "kim")

        for name in ["edit", "admin", "share", "shares", "unshare", "shell", "ui"] {
            XCTAssertFalse(CommandTable.command(named: name)?.isShellCommand ?? true, name)
            XCTAssertFalse(session.window.inputCompletion.commandWords.contains(name), name)
        }
    }

    func test_aUsageLine_andTheHelp_sayTheTablesUsage() async throws {
        let session = try ShellSession(user: "kim", typing: ["add First"])
        session.screen.width = 1_000

        session.send("help")
        let help = session.screen.takeOutput()
        for (name, words) in [("append", ""), ("prepend", ""), ("annotate", ""), ("denotate", ""), ("modify", ""), ("duplicate", ""),
                              ("context", " define"), ("history", " x"), ("export", " a b"), ("sync", " a b")] {
            session.send(name + words)

            XCTAssertEqual(session.screen.takeErrors(), "usage: \(CommandTable.usage(of: name))\n", name)
            XCTAssertTrue(help.contains(CommandTable.usage(of: name)), name)
        }
        XCTAssertTrue(help.contains("append ID... TEXT... / prepend ID... TEXT..."))
    }

    func test_theHelp_namesEveryShellCommandOfTheTable_butEachReport() async throws {
        let session = try ShellSession(user: "kim")
        session.screen.width = 1_000

        session.send("help")
        let words = Set(session.screen.takeOutput().split { $0.isWhitespace || $0 == "," || $0 == "(" }.map(String.init))

        // Taskwarrior's reports share one line (`completed, waiting, … oldest, count, ids`).
        for name in CommandTable.shellNames where NamedReport(rawValue: name) == nil {
            XCTAssertTrue(words.contains(name), name)
        }
    }

    func test_everyCommandThatListsMemos_typedOnTheDetailScreen_bringsTheListBack() async throws {
        let session = try ShellSession(user: "kim", typing: ["add First", "log Second"])

        for line in ["list", "ls", "next", "search First", "completed", "all +x", "newest", "more"] {
            session.send("open 1")
            XCTAssertEqual(session.window.firstResponder?.prompt, "#1> ", line)

            session.send(line)

            XCTAssertEqual(session.window.firstResponder?.prompt, "todo> ", line)
        }
        for line in ["count", "summary", "projects"] {
            session.send("open 1")

            session.send(line)

            XCTAssertEqual(session.window.firstResponder?.prompt, "#1> ", line)
        }
    }

    func test_aMistypedCommand_isSuggestedTheNameTheCommandLineSuggests() async throws {
        let session = try ShellSession(user: "kim")

        // `lg` is one edit from `log` and from `ls`: the table's order decides, on both sides.
        session.send("lg")

        XCTAssertEqual(session.screen.takeErrors(), "unknown command 'lg'; did you mean 'log'?\n")
        XCTAssertEqual(CommandSuggestion.nearest(to: "lg", among: CommandTable.names), "log")
    }
}
