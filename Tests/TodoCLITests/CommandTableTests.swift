import XCTest
@testable import todo_cli
import TodoRIBs

/// `CommandTable` is what the command line's parser, the shell, help, completion and the
/// explanations of a refusal read: every name it lists has an entry, and each entry says
/// what its readers need.
final class CommandTableTests: XCTestCase {
    func test_theTableHasAnEntryForEveryName_andTheReportsLast() {
        for name in CommandTable.names {
            XCTAssertEqual(CommandTable.command(named: name)?.name, name, name)
        }
        XCTAssertNil(CommandTable.command(named: "help"))
        XCTAssertEqual(Array(CommandTable.names.suffix(NamedReport.allCases.count)), NamedReport.allCases.map(\.rawValue))
        XCTAssertEqual(CommandSuggestion.commandNames, CommandTable.names + ["help"])
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
}
