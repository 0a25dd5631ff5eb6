import ArgumentParser
import TodoRIBs
import XCTest
@testable import todo_cli

/// `QuickParser` reads the hot commands without ArgumentParser; whatever it accepts it must
/// read exactly as ArgumentParser does, and anything unusual it must leave to ArgumentParser.
@MainActor
final class QuickParserTests: XCTestCase {
    func test_everydayInvocations_areReadQuickly_andExactlyAsArgumentParserReadsThem() async throws {
        let invocations: [[String]] = [
            ["add", "Buy milk"],
            ["add", "Buy milk", "--body", "oat, 2 litres"],
            ["add", "--body=oat", "Buy milk"],
            ["add", "Buy milk", "--body", ""],
            ["add", "Ünïcödé ✓ memo"],
            ["list"],
            ["ls"],
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
            ["--db", "/tmp/a.sqlite", "show", "1"],
            ["--db=/tmp/a.sqlite", "--user", "ann", "list"],
            ["--user=ann", "add", "x", "--db", "/tmp/b.sqlite"],
            ["list", "--user", "ann", "--db=/tmp/x=y.sqlite"],
            ["--db", "list", "show", "5"],
        ]
        for arguments in invocations {
            let quick = try XCTUnwrap(QuickParser.parse(arguments[...]), "\(arguments) should be read quickly")
            let full = try XCTUnwrap(try Self.argumentParserReading(of: arguments), "\(arguments)")
            XCTAssertEqual(quick.selection, full.selection, "\(arguments)")
            XCTAssertEqual(String(describing: quick.command), String(describing: full.command), "\(arguments)")
            XCTAssertEqual(quick.format, full.format, "\(arguments)")
        }
    }

    func test_anythingUnusual_isLeftToArgumentParser() async {
        let invocations: [[String]] = [
            [], ["help"], ["--help"], ["-h"], ["--version"], ["add", "--help"], ["show", "-h"],
            ["add"], ["add", ""], ["add", "   "], ["add", String(repeating: "x", count: 1_001)],
            ["add", "x", "--body", String(repeating: "y", count: 100_001)],
            ["add", "x", "--body"], ["add", "x", "--body", "--json"], ["add", "-x"], ["add", "--", "-x"],
            ["add", "x", "--body", "a", "--body", "b"], ["add", "x", "--json"], ["add", "x", "--body=a", "--body=b"],
            ["show"], ["show", "abc"], ["show", "0"], ["show", "-1"], ["show", "1", "2"], ["show", "1", "--all"],
            ["show", "99999999999999999999"], ["show", "1", "--json=true"], ["show", "1", "--json", "--json"],
            ["list", "--limit", "0"], ["list", "--limit", "10001"], ["list", "--limit", "x"], ["list", "--limit", "+5"],
            ["list", "--limit", "-5"], ["list", "--all", "--done"], ["list", "extra"], ["list", "--limit"],
            ["--json", "list"], ["--all", "list"], ["--db"], ["--db", ""], ["--db=", "list"], ["--user", "", "list"],
            ["--user", "a\u{7}b", "list"], ["--user", String(repeating: "u", count: 65), "list"], ["--db", "x"],
            ["edit", "1", "--title", "t"], ["search", "milk"], ["export"], ["import", "f"], ["undo"], ["history"],
            ["shell"], ["remove", "1"], ["rm"], ["done", "x"], ["undone"], ["-v", "list"], ["list", "-"],
            ["add", "Buy milk", "--body="], ["add", "--body=", "Buy milk"], ["list", "--limit=", "5"],
            ["--user=", "ann", "list"],
        ]
        for arguments in invocations {
            XCTAssertNil(QuickParser.parse(arguments[...]), "\(arguments) should be left to ArgumentParser")
        }
    }

    func test_everyCommandWithUpToTwoMoreWords_isEitherLeftAlone_orReadAsArgumentParserReadsIt() async throws {
        var acceptedCount = 0
        for command in Self.commands {
            for first in [nil] + Self.words {
                for second in first == nil ? [nil] : [nil] + Self.words {
                    let arguments = [command] + [first, second].compactMap { $0 }
                    acceptedCount += try Self.assertQuickReadingAgrees(with: arguments) ? 1 : 0
                }
            }
        }
        // The corpus must exercise the accepting path, or the comparisons prove nothing.
        XCTAssertGreaterThan(acceptedCount, 200)
    }

    func test_randomInvocations_areEitherLeftAlone_orReadAsArgumentParserReadsThem() async throws {
        var acceptedCount = 0
        for seed: UInt64 in [0x5EED, 1, 2, 3] {
            var generator = SplitMix64(seed: seed)
            for _ in 0..<1_500 {
                var arguments = (0..<Int(generator.next() % 5)).map { _ in Self.words[Int(generator.next() % UInt64(Self.words.count))] }
                // Most random word lists name no command; put one in at a random place.
                let command = Self.commands[Int(generator.next() % UInt64(Self.commands.count))]
                arguments.insert(command, at: Int(generator.next() % UInt64(arguments.count + 1)))
                acceptedCount += try Self.assertQuickReadingAgrees(with: arguments) ? 1 : 0
            }
        }
        XCTAssertGreaterThan(acceptedCount, 100)
    }

    // MARK: - Private

    private static let commands = ["add", "list", "ls", "show", "done", "undone", "rm", "edit"]
    private static let words = [
        "1", "#2", "0", "-3", "x", "", "  ", "help", "list", "--db", "/tmp/t.sqlite", "--db=/tmp/u.sqlite",
        "--db=", "--user", "bob", "--user=al", "--user=", "--json", "--all", "--done", "--limit", "5", "--limit=7",
        "--limit=0", "--limit=", "--body", "b", "--body=", "--body=--json", "--", "-h", "--help", "--json=1",
        "--title", "--version", "--sort", "due", "--sort=created", "--sort=size",
    ]

    /// Whether QuickParser accepts `arguments`; when it does, asserts that ArgumentParser reads
    /// them the same way.
    private static func assertQuickReadingAgrees(with arguments: [String]) throws -> Bool {
        guard let quick = QuickParser.parse(arguments[...]) else { return false }
        let full = try XCTUnwrap(
            try argumentParserReading(of: arguments), "\(arguments) was read quickly but ArgumentParser refuses it")
        XCTAssertEqual(quick.selection, full.selection, "\(arguments)")
        XCTAssertEqual(String(describing: quick.command), full.command, "\(arguments)")
        XCTAssertEqual(quick.format, full.format, "\(arguments)")
        return true
    }

    /// What ArgumentParser makes of `arguments`, as `todo` hands them over; nil when it reads
    /// them as something other than a Workflow command (help, say) or refuses them.
    private static func argumentParserReading(
        of arguments: [String]
    ) throws -> (selection: StoreSelection, command: String, format: OutputFormat)? {
        let parsed: ParsableCommand
        do {
            parsed = try Todo.parseAsRoot(Todo.movingGlobalOptionsAfterTheCommand(arguments))
        } catch {
            return nil
        }
        guard let command = parsed as? WorkflowCommand else { return nil }
        return (command.options.selection, String(describing: try command.memoCommand()), command.outputFormat)
    }
}
