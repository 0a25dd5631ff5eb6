import Foundation
import TestSupport
import XCTest
@testable import todo_cli
import TodoRIBs

/// Help and the man page are rendered from the command table: each command's usage, abstract,
/// discussion and options come from its entry, and nothing else writes them.
final class CommandLineHelpTests: XCTestCase {
    func test_helpIsAskedFor_byHelpOrDashH_beforeAnyDoubleDash_afterGlobalOptionsToo() {
        XCTAssertEqual(asked(["--help"]), "todo")
        XCTAssertEqual(asked(["-h"]), "todo")
        XCTAssertEqual(asked(["help"]), "todo")
        XCTAssertEqual(asked(["--db", "x.sqlite", "--help"]), "todo")
        XCTAssertEqual(asked(["help", "add"]), "add")
        XCTAssertEqual(asked(["add", "milk", "--help"]), "add")
        XCTAssertEqual(asked(["--db=x.sqlite", "--user", "ann", "show", "-h"]), "show")
        XCTAssertEqual(asked(["3", "done", "--help"]), "done")
        XCTAssertEqual(asked(["+errand", "modify", "pri:L", "-h"]), "modify")
        XCTAssertEqual(asked(["help", "help"]), "todo")

        XCTAssertNil(asked(["add", "--", "--help"]))
        XCTAssertNil(asked(["help", "lst"]))
        XCTAssertNil(asked(["add", "milk"]))
        XCTAssertNil(asked([]))
    }

    func test_everyCommandsHelp_givesItsAbstractAndUsage_andEveryOptionTheTableGivesIt_withItsLine() throws {
        for name in CommandTable.names {
            let spec = try XCTUnwrap(CommandTable.command(named: name))
            let help = try XCTUnwrap(CommandTable.help(of: name), "\(name) has no help")

            let text = CommandLineHelp.text(for: .command(name), width: 10_000)

            XCTAssertTrue(text.hasPrefix("OVERVIEW: \(help.abstract)\n"), name)
            XCTAssertTrue(text.contains("\nUSAGE: todo \(name) [--db <path>] [--user <name>]"), name)
            for option in spec.options.options {
                let label = "  --\(option.name)" + (option.valueName.map { " <\($0)>" } ?? "")
                let line = text.split(separator: "\n").first { $0.hasPrefix(label + " ") }
                XCTAssertEqual(line?.hasSuffix(help.help(for: option, maxLimit: spec.maxLimit)), true, "\(name) \(label)")
            }
        }
    }

    func test_rootHelp_listsEveryCommandOfTheTable_inItsOrder_withItsAbstract() throws {
        let lines = CommandLineHelp.text(for: .root, width: 10_000).split(separator: "\n", omittingEmptySubsequences: false)
        let commands = lines.drop { $0 != "SUBCOMMANDS:" }.dropFirst().prefix { !$0.isEmpty }

        XCTAssertEqual(commands.map { $0.split(separator: " ").first.map(String.init) }, CommandTable.names)
        for (line, name) in zip(commands, CommandTable.names) {
            XCTAssertTrue(line.hasSuffix(try XCTUnwrap(CommandTable.help(of: name)).abstract), name)
        }
    }

    func test_wrapping_keepsEveryWord_shorterThanTheWidth_andAnExampleIndented() {
        let text = "one two three four five six seven eight nine ten\n\nExamples:\n  todo add a very long example title here"

        let wrapped = CommandLineHelp.wrapped(text, width: 20)

        XCTAssertEqual(wrapped.split(whereSeparator: \.isWhitespace), text.split(whereSeparator: \.isWhitespace))
        XCTAssertEqual(wrapped.split(separator: "\n").filter { $0.count >= 20 }, [])
        XCTAssertEqual(wrapped.split(separator: "\n").drop { $0 != "Examples:" }.dropFirst().filter { !$0.hasPrefix("  ") }, [])
    }

    func test_helpCommand_andHelpOption_printTheSameText() throws {
        let environment = ["COLUMNS": "80"]
        let byCommand = try TodoProcess.execute(["help", "modify"], environment: environment)
        let byOption = try TodoProcess.execute(["modify", "1", "--help"], environment: environment)
        let afterGlobalOptions = try TodoProcess.execute(["--db", "/nonexistent/x.sqlite", "modify", "-h"], environment: environment)

        XCTAssertEqual(byCommand.status, 0)
        XCTAssertEqual(byCommand.stdout, CommandLineHelp.text(for: .command("modify"), width: 80))
        XCTAssertEqual(byOption.stdout, byCommand.stdout)
        XCTAssertEqual(afterGlobalOptions.stdout, byCommand.stdout)
        XCTAssertEqual(afterGlobalOptions.stderr, "")
    }

    func test_manualPage_givesEveryCommandAndOption_andGroffReadsItWithoutAWarning() throws {
        let page = try TodoProcess.execute(["--generate-manual"])

        XCTAssertEqual(page.status, 0)
        XCTAssertTrue(page.stdout.hasPrefix(".Dd "))
        let entries = page.stdout.components(separatedBy: "\n.It Cm ").dropFirst()
        XCTAssertEqual(entries.map { $0.prefix { $0 != " " && $0 != "\n" } }, CommandTable.names.map { Substring($0) })
        for (entry, name) in zip(entries, CommandTable.names) {
            let synopsis = entry.prefix { $0 != "\n" }
            for option in try XCTUnwrap(CommandTable.command(named: name)).options.options {
                XCTAssertTrue(synopsis.contains(" Oo Fl -\(option.name)"), "\(name) --\(option.name)")
            }
        }
        let file = FileManager.default.temporaryDirectory.appendingPathComponent("todo-\(UUID()).1")
        try Data(page.stdout.utf8).write(to: file)
        defer { try? FileManager.default.removeItem(at: file) }
        let groff = Process()
        groff.executableURL = URL(fileURLWithPath: "/usr/bin/groff")
        groff.arguments = ["-mdoc", "-ww", "-z", file.path]
        let errors = Pipe()
        groff.standardError = errors
        let exit = ProcessExit(of: groff)
        try groff.run()
        let warnings = String(decoding: errors.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        exit.wait()
        XCTAssertEqual(warnings, "")
        XCTAssertEqual(groff.terminationStatus, 0)
    }

    func test_zshAndFishScripts_describeCommandsAndOptions_inTheTablesWords() throws {
        let abstract = try XCTUnwrap(CommandTable.help(of: "add")).abstract
        let body = try XCTUnwrap(CommandTable.help(of: "add")).help(for: .body, maxLimit: nil)
        for shell in ["zsh", "fish"] {
            let script = try TodoProcess.execute(["--generate-completion-script", shell]).stdout

            XCTAssertTrue(script.contains(abstract), shell)
            XCTAssertTrue(script.contains(body), shell)
        }
    }

    // MARK: - Private

    /// Whose help `arguments` ask for: `todo` for the overview, else the command's name.
    private func asked(_ arguments: [String]) -> String? {
        switch CommandLineHelp.request(in: arguments) {
        case .root: "todo"
        case .command(let name): name
        case nil: nil
        }
    }
}
