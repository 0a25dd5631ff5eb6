import XCTest
@testable import todo_cli
import TodoRIBs

/// `CommandTable` is what QuickParser, the shell and the explanations of a refusal read; the
/// ArgumentParser commands (help, man page, completion scripts, the full parse) must declare
/// the same commands and options, so a drift fails here rather than in the differential test.
final class CommandTableTests: XCTestCase {
    func test_theTableNamesEveryArgumentParserCommand_inTheOrderHelpListsThem() {
        let declared = Todo.configuration.subcommands.flatMap { command in
            [command.configuration.commandName].compactMap { $0 } + command.configuration.aliases
        }

        XCTAssertEqual(CommandTable.names, declared)
        for name in CommandTable.names {
            XCTAssertEqual(CommandTable.command(named: name)?.name, name, name)
        }
        XCTAssertNil(CommandTable.command(named: "help"))
        XCTAssertEqual(Array(CommandTable.names.suffix(NamedReport.allCases.count)), NamedReport.allCases.map(\.rawValue))
        XCTAssertEqual(CommandSuggestion.commandNames, declared + ["help"])
    }

    func test_everyArgumentParserCommand_takesTheTablesOptions_aValueWhereTheTableSays_andRepeatsOnlyWhereItSays() throws {
        for case let command as TodoCommand.Type in Todo.configuration.subcommands {
            let name = try XCTUnwrap(command.configuration.commandName)
            let spec = try XCTUnwrap(CommandTable.command(named: name), name)
            let help = Todo.helpMessage(for: command, columns: 1_000)

            XCTAssertEqual(Self.options(inHelp: help), Self.described(spec.readings + CommandTable.rootOptions), name)
            let usage = try XCTUnwrap(help.split(separator: "\n").first { $0.hasPrefix("USAGE:") }, name)
            for option in spec.options.options {
                // `[--tag <tag> ...]`: an option ArgumentParser takes again and again.
                let repeats = usage.firstMatch(of: try Regex("--\(option.name) <[^>]*> \\.\\.\\.")) != nil
                XCTAssertEqual(repeats, option.repeats, "\(name) --\(option.name)")
            }
        }
    }

    func test_everyArgumentParserCommand_takesWordsBesidesItsOptions_exactlyWhenTheTableSays() throws {
        for case let command as TodoCommand.Type in Todo.configuration.subcommands {
            let name = try XCTUnwrap(command.configuration.commandName)
            let spec = try XCTUnwrap(CommandTable.command(named: name), name)
            let help = Todo.helpMessage(for: command, columns: 1_000)

            XCTAssertEqual(help.contains("ARGUMENTS:"), spec.operands != .none, name)
        }
    }

    func test_theCommandsTaskwarriorsOrderIsSaidToTake_areTheOnesTheTableGivesIt() {
        let taking = Set(CommandTable.names.filter { CommandTable.command(named: $0)?.before != nil })

        // The refusal names each command once: not `ls`, `next` and `show`, whose other names it gives.
        XCTAssertEqual(Set(TaskwarriorOrder.orderNames), taking.subtracting(["ls", "next", "show"]))
    }

    func test_everyUsage_startsWithItsName_andOnlyACommandThatNeedsIDs_isRefusedForMissingThem() throws {
        for name in CommandTable.names {
            let spec = try XCTUnwrap(CommandTable.command(named: name), name)

            XCTAssertTrue(spec.usage.hasPrefix(name), name)
            XCTAssertEqual(spec.missingOperands != nil, spec.operands == .ids || spec.operands == .oneID, name)
        }
        // `history` takes an id or nothing: nothing is never missing.
        XCTAssertNil(CommandTable.command(named: "history")?.missingOperands)
        XCTAssertEqual(CommandTable.command(named: "rm")?.missingOperands, "say which memos: todo rm ID...")
        XCTAssertEqual(CommandTable.command(named: "show")?.missingOperands, "say which memo: todo show ID")
    }

    func test_todoItself_takesTheRootOptions() {
        let help = Todo.helpMessage(for: Todo.self, columns: 1_000)

        XCTAssertEqual(Self.options(inHelp: help), Self.described(CommandTable.rootOptions))
    }

    // MARK: - Private

    /// The OPTIONS lines of a help text (`  --limit <n>  …`, `  -h, --help  …`) as `--limit <`
    /// for an option taking a value and `--help` for a flag.
    private static func options(inHelp help: String) -> Set<String> {
        Set(help.split(separator: "\n").compactMap { line in
            line.firstMatch(of: /^  (?:-[a-z], )?(--[a-z][a-z-]*)( <)?/).map { String($0.output.1) + ($0.output.2 == nil ? "" : " <") }
        })
    }

    private static func described(_ options: [CommandOptions.Option]) -> Set<String> {
        Set(options.map { $0.name + ($0.takesValue ? " <" : "") })
    }
}
