import XCTest
import TestSupport
@testable import todo_cli
import TodoRIBs

/// `QuickParser` reads the plain invocations of every one-shot command without ArgumentParser;
/// whatever it accepts it must read exactly as ArgumentParser does, and anything unusual it
/// must leave to ArgumentParser.
@MainActor
final class QuickParserTests: XCTestCase {
    func test_everydayInvocations_areReadQuickly_andExactlyAsArgumentParserReadsThem() async throws {
        let invocations: [[String]] = [
            ["add", "Buy milk"],
            ["add", "Buy milk", "--body", "oat, 2 litres"],
            ["add", "--body=oat", "Buy milk"],
            ["add", "Buy milk", "--body", ""],
            ["add", "Ünïcödé ✓ memo"],
            ["add", "Pay rent", "due:2030-01-31", "pri:H", "project:home", "+bills", "recur:monthly"],
            ["add", "Call mom", "--due", "2030-01-01", "--tag", "family", "--tag=sunday", "--priority=M"],
            ["add", "Plant", "--project", "home.garden", "--wait=2029-12-01", "--due=2030-01-01", "--recur", "weekly"],
            ["list"],
            ["ls"],
            ["next"],
            ["next", "+home", "--limit", "5"],
            ["list", "milk"],
            ["ls", "milk", "+x", "--all", "--limit", "5", "--json"],
            ["next", "--done", "call", "mom"],
            ["info", "12", "--json"],
            ["delete", "4", "#5"],
            ["list", "--all", "--limit", "5", "--json"],
            ["list", "--done", "--limit=10000"],
            ["list", "--limit", "1"],
            ["list", "--sort", "due"],
            ["ls", "project:work", "+x", "--sort=priority", "--limit", "5", "--json"],
            ["show", "12"],
            ["show", "#12", "--json"],
            ["show", "--json", "9223372036854775807"],
            ["done", "3"],
            ["undone", "#3"],
            ["rm", "4"],
            ["rm", "4", "5", "#6"],
            ["start", "3"],
            ["stop", "#3", "4"],
            ["annotate", "3", "called", "mom"],
            ["annotate", "3", "4", "pri:H", "+x", "is", "text", "here"],
            ["denotate", "#3", "mom"],
            ["append", "3", "and", "bread"],
            ["prepend", "3", "4", "Urgent:"],
            ["duplicate", "3", "#4"],
            ["log", "Called", "plumber", "+home"],
            ["context"],
            ["context", "work"],
            ["context", "none"],
            ["context", "define", "work", "project:work", "+urgent"],
            ["context", "delete", "work"],
            ["modify", "12", "scheduled:2030-01-02", "until:2030-02-01"],
            ["add", "Plan", "sched:2030-01-02", "until:2030-03-01"],
            ["edit", "12", "--title", "Buy oat milk"],
            ["edit", "#12", "--body", ""],
            ["edit", "--title=x", "3", "--body", "b"],
            ["modify", "12", "pri:H"],
            ["modify", "12", "13", "+urgent", "due:2030-01-01"],
            ["modify", "12", "due:", "pri:"],
            ["modify", "12", "New", "title"],
            ["modify", "12", "--priority", "L", "--tag", "a", "--tag=b"],
            ["modify", "#4", "--project=home.garden", "--due", "2030-01-01", "--recur", "weekly", "--wait", "2029-12-01"],
            ["search", "milk"],
            ["search", "call", "mom", "+family", "--json"],
            ["search", "milk", "--limit", "5"],
            ["search", "--limit=10000", "oat", "project:home"],
            ["search", "우유"],
            ["history"],
            ["history", "--limit", "5", "--json"],
            ["history", "--limit=100"],
            ["undo"],
            ["export"],
            ["conflicts"],
            ["conflicts", "take", "3"],
            ["conflicts", "dismiss", "+7", "--db", "x.sqlite"],
            ["export", "--format", "todotxt"],
            ["export", "--format=taskwarrior"],
            ["--user", "ann", "export", "--format", "json"],
            ["projects"],
            ["projects", "--json"],
            ["tags"],
            ["tags", "--json"],
            ["summary"],
            ["summary", "project:home", "+bills", "--json"],
            ["calendar"],
            ["calendar", "2030-12", "--json"],
            ["calendar", "dec", "+bills"],
            ["burndown"],
            ["burndown", "weekly", "pri:H"],
            ["burndown", "--json", "daily"],
            ["--version"],
            ["--db", "/tmp/a.sqlite", "show", "1"],
            ["--db", "/tmp/a.sqlite", "undo"],
            ["--db=/tmp/a.sqlite", "--user", "ann", "list"],
            ["--user=ann", "add", "x", "--db", "/tmp/b.sqlite"],
            ["list", "--user", "ann", "--db=/tmp/x=y.sqlite"],
            ["--db", "list", "show", "5"],
            ["--db", "search", "search", "search"],
        ]
        for arguments in invocations {
            let quick = try XCTUnwrap(CommandLineReading.quick(arguments), "\(arguments) should be read quickly")
            XCTAssertEqual(quick, try CommandLineReading.argumentParser(arguments), "\(arguments)")
        }
    }

    func test_anythingUnusual_isLeftToArgumentParser() async {
        let invocations: [[String]] = [
            [], ["help"], ["--help"], ["-h"], ["add", "--help"], ["show", "-h"], ["help", "search"],
            ["add"], ["add", ""], ["add", "   "], ["add", String(repeating: "x", count: 1_001)],
            ["add", "x", "--body", String(repeating: "y", count: 100_001)],
            ["add", "x", "--body"], ["add", "x", "--body", "--json"], ["add", "-x"], ["add", "--", "-x"],
            ["add", "x", "--body", "a", "--body", "b"], ["add", "x", "--json"], ["add", "x", "--body=a", "--body=b"],
            ["add", "x", "--tag="], ["add", "x", "--priority", "Z"], ["add", "x", "--due", "whenever"], ["add", "x", "--title", "t"],
            ["add", "x", "--recur", "weekly"], ["add", "x", "--due", "2030-01-01", "--due", "2030-01-02"],
            ["show"], ["show", "abc"], ["show", "0"], ["show", "-1"], ["show", "1", "2"], ["show", "1", "--all"],
            ["show", "99999999999999999999"], ["show", "1", "--json=true"], ["show", "1", "--json", "--json"],
            ["list", "--limit", "0"], ["list", "--limit", "10001"], ["list", "--limit", "x"], ["list", "--limit", "+5"],
            ["list", "--limit", "-5"], ["list", "--all", "--done"], ["list", "extra", "--sort", "due"], ["list", "--limit"],
            ["list", "--body", "b"], ["list", "--tag", "t"],
            ["--json", "list"], ["--all", "list"], ["--db"], ["--db", ""], ["--db=", "list"], ["--user", "", "list"],
            ["--user", "a\u{7}b", "list"], ["--user", String(repeating: "u", count: 65), "list"], ["--db", "x"],
            ["shell"], ["remove", "1"], ["rm"], ["done", "x"], ["undone"], ["done", "1", "--json"], ["-v", "list"], ["list", "-"],
            ["add", "Buy milk", "--body="], ["add", "--body=", "Buy milk"], ["list", "--limit=", "5"],
            ["--user=", "ann", "list"],
            ["edit"], ["edit", "1"], ["edit", "1", "--title", ""], ["edit", "1", "--title", "  "], ["edit", "1", "2", "--title", "x"],
            ["edit", "x", "--title", "t"], ["edit", "--title", "t"], ["edit", "1", "--title", "a", "--title", "b"],
            ["edit", "1", "--title", String(repeating: "x", count: 1_001)], ["edit", "1", "--json", "--title", "t"],
            ["edit", "1", "--title"], ["edit", "1", "--due", "2030-01-01"], ["edit", "1", "-t", "x"],
            ["modify"], ["modify", "1"], ["modify", "x", "pri:H"], ["modify", "pri:H"], ["modify", "1", "pri:Z"],
            ["modify", "1", "-x"], ["modify", "1", "--body", "b"], ["modify", "1", "--priority", "Z"], ["modify", "1", "--json", "pri:H"],
            ["modify", "1", "--", "-x"], ["modify", "1", "--priority", "H", "--priority", "L"],
            ["search"], ["search", "+x"], ["search", "  "], ["search", "milk", "--limit", "0"], ["search", "milk", "--limit", "10001"],
            ["search", "milk", "--limit", "+5"], ["search", "milk", "--all"], ["search", "-x", "milk"], ["search", "milk", "pri:Z"],
            ["search", "--", "milk"], ["search", "milk", "--sort", "due"], ["search", "milk", "--json", "--json"],
            ["history", "x"], ["history", "1"], ["history", "--limit", "0"], ["history", "--limit", "101"], ["history", "--json", "--json"],
            ["history", "--sort", "due"], ["history", "--limit", "+5"], ["history", "--all"],
            ["undo", "1"], ["undo", "--json"], ["undo", "--help"], ["undo", "undo"],
            ["export", "--format", "csv"], ["export", "--format", "JSON"], ["export", "x"], ["export", "--json"], ["export", "--format"],
            ["export", "--format", "json", "--format", "todotxt"], ["export", "-"],
            ["projects", "x"], ["tags", "--all"], ["summary", "milk"], ["summary", "--limit", "5"], ["calendar", "2030-13"],
            ["calendar", "-x"], ["burndown", "monthly"], ["burndown", "--all"], ["summary", "--json", "--json"], ["projects", "--json=1"], ["tags", "--limit", "5"],
            ["--version", "list"], ["list", "--version"], ["--db", "x", "--version"], ["--version", "--version"], ["-V"], ["version"],
            ["--version=1"], ["import", "f"], ["import"], ["import", "--format", "todotxt"],
        ]
        for arguments in invocations {
            XCTAssertNil(QuickParser.parse(arguments[...]), "\(arguments) should be left to ArgumentParser")
        }
    }

    func test_everyCommandWithUpToTwoMoreWords_isEitherLeftAlone_orReadAsArgumentParserReadsIt() async throws {
        var acceptedCounts: [String: Int] = [:]
        for command in Self.commands {
            let words = Self.words(for: command)
            for first in [nil] + words {
                for second in first == nil ? [nil] : [nil] + words {
                    let arguments = [command] + [first, second].compactMap { $0 }
                    acceptedCounts[command, default: 0] += try Self.assertQuickReadingAgrees(with: arguments) ? 1 : 0
                }
            }
        }
        // The corpus must exercise every command's accepting path, or the comparisons prove nothing.
        for command in Self.commands where command != "import" {
            XCTAssertGreaterThan(acceptedCounts[command, default: 0], 0, "\(command) is never read quickly")
        }
        XCTAssertEqual(acceptedCounts["import"], 0)
        XCTAssertGreaterThan(acceptedCounts.values.reduce(0, +), 1_000)
    }

    func test_randomInvocations_areEitherLeftAlone_orReadAsArgumentParserReadsThem() async throws {
        var acceptedCount = 0
        for seed: UInt64 in [0x5EED, 1, 2, 3] {
            var generator = SeededRandom(seed: seed)
            for _ in 0..<1_500 {
                let command = Self.commands[Int(generator.next() % UInt64(Self.commands.count))]
                let words = Self.words(for: command)
                var arguments = (0..<Int(generator.next() % 5)).map { _ in words[Int(generator.next() % UInt64(words.count))] }
                // Most random word lists name no command; put one in at a random place.
                arguments.insert(command, at: Int(generator.next() % UInt64(arguments.count + 1)))
                acceptedCount += try Self.assertQuickReadingAgrees(with: arguments) ? 1 : 0
            }
        }
        XCTAssertGreaterThan(acceptedCount, 100)
    }

    // MARK: - Private

    /// The commands the combinations are tried on. `ls` and `next` are `list`, `info` is `show` and
    /// `delete` is `rm` under another name, one type in ArgumentParser and one case in QuickParser
    /// and in `CommandTable`: the everyday invocations try them, the combinations do not again.
    private static let commands = [
        "add", "list", "show", "done", "undone", "rm", "edit", "modify", "search", "history",
        "undo", "export", "projects", "tags", "summary", "calendar", "burndown", "import", "--version", "start", "stop",
        "annotate", "denotate", "append", "prepend", "duplicate", "log", "context",
    ]
    private static let words = [
        "1", "#2", "0", "-3", "x", "", "  ", "help", "list", "--db", "/tmp/t.sqlite", "--db=/tmp/u.sqlite",
        "--db=", "--user", "bob", "--user=al", "--user=", "--json", "--all", "--done", "--limit", "5", "--limit=7",
        "--limit=0", "--limit=", "--body", "b", "--body=", "--body=--json", "--", "-h", "--help", "--json=1",
        "--title", "--title=t", "--version", "--sort", "due", "--sort=created", "--sort=size", "--format", "todotxt",
        "--format=json", "--format=csv", "pri:H", "pri:Z", "due:", "+x", "-x", "recur:weekly", "--due", "2030-01-01",
        "--tag", "--tag=t", "--priority=H", "--project", "--recur=daily", "--wait", "scheduled:2030-01-02", "until:",
        "weekly", "2030-12", "dec",
    ]

    /// `words` without the options `command` does not take (`--title` after `list`): QuickParser
    /// takes a command's options from `CommandTable`, and `CommandTableTests` hold ArgumentParser's
    /// to the same entry, so those words could only be refused by both.
    private static func words(for command: String) -> [String] {
        let options = CommandTable.command(named: command)?.options ?? []
        return words.filter { word in
            guard word.hasPrefix("--"), let option = CommandOption(name: word.dropFirst(2).prefix { $0 != "=" }) else { return true }
            return options.contains(option)
        }
    }

    /// Whether QuickParser accepts `arguments`; when it does, asserts that ArgumentParser reads
    /// them the same way.
    private static func assertQuickReadingAgrees(with arguments: [String]) throws -> Bool {
        guard let quick = CommandLineReading.quick(arguments) else { return false }
        let full = try XCTUnwrap(
            try CommandLineReading.argumentParser(arguments), "\(arguments) was read quickly but ArgumentParser refuses it")
        XCTAssertEqual(quick, full, "\(arguments)")
        return true
    }
}
