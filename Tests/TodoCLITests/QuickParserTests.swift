import ArgumentParser
import XCTest
@testable import todo_cli

/// `QuickParser` reads the hot commands without ArgumentParser; whatever it accepts it must
/// read exactly as ArgumentParser does, and anything unusual it must leave to ArgumentParser.
final class QuickParserTests: XCTestCase {
    func test_everydayInvocations_areReadQuickly_andExactlyAsArgumentParserReadsThem() throws {
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
        }
    }

    func test_anythingUnusual_isLeftToArgumentParser() {
        let invocations: [[String]] = [
            [], ["help"], ["--help"], ["-h"], ["--version"], ["add", "--help"], ["show", "-h"],
            ["add"], ["add", "a", "b"], ["add", ""], ["add", "   "], ["add", String(repeating: "x", count: 1_001)],
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
        ]
        for arguments in invocations {
            XCTAssertNil(QuickParser.parse(arguments[...]), "\(arguments) should be left to ArgumentParser")
        }
    }

    func test_randomInvocations_areEitherLeftAlone_orReadAsArgumentParserReadsThem() throws {
        let words = [
            "add", "list", "ls", "show", "done", "undone", "rm", "edit", "help", "1", "#2", "0", "-3", "x", "",
            "  ", "--db", "/tmp/t.sqlite", "--db=/tmp/u.sqlite", "--db=", "--user", "bob", "--user=al", "--json",
            "--all", "--done", "--limit", "5", "--limit=7", "--limit=0", "--body", "b", "--body=", "--", "-h",
            "--help", "--json=1", "--title", "--version",
        ]
        var generator = SplitMix64(seed: 0x5EED)
        var acceptedCount = 0
        for _ in 0..<4_000 {
            var arguments = (0..<Int(generator.next() % 5)).map { _ in words[Int(generator.next() % UInt64(words.count))] }
            // Most random word lists name no command; put one in at a random place.
            let command = words[Int(generator.next() % 8)]
            arguments.insert(command, at: Int(generator.next() % UInt64(arguments.count + 1)))
            guard let quick = QuickParser.parse(arguments[...]) else { continue }
            acceptedCount += 1
            let full = try XCTUnwrap(
                try Self.argumentParserReading(of: arguments), "\(arguments) was read quickly but ArgumentParser refuses it")
            XCTAssertEqual(quick.selection, full.selection, "\(arguments)")
            XCTAssertEqual(String(describing: quick.command), String(describing: full.command), "\(arguments)")
        }
        // The corpus must exercise the accepting path, or the comparison above proves nothing.
        XCTAssertGreaterThan(acceptedCount, 100)
    }

    // MARK: - Private

    /// What ArgumentParser makes of `arguments`, as `todo` hands them over; nil when it reads
    /// them as something other than a Workflow command (help, say) or refuses them.
    private static func argumentParserReading(of arguments: [String]) throws -> (selection: StoreSelection, command: String)? {
        let parsed: ParsableCommand
        do {
            parsed = try Todo.parseAsRoot(Todo.movingGlobalOptionsAfterTheCommand(arguments))
        } catch {
            return nil
        }
        guard let command = parsed as? WorkflowCommand else { return nil }
        return (command.options.selection, String(describing: try command.memoCommand()))
    }
}

/// A small seeded generator, so a failing random case can be replayed.
private struct SplitMix64 {
    private var state: UInt64

    init(seed: UInt64) {
        state = seed
    }

    mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }
}
