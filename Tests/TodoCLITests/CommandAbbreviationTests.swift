import Foundation
import Testing
import TestSupport
@testable import todo_cli

/// Taskwarrior's command abbreviations: a unique start of two letters or more is the command.
final class CommandAbbreviationTests: EngineSuite {
    private let names = ["add", "annotate", "append", "done", "modify", "start", "stop", "list", "ls"]

    @Test func test_aUniqueStart_isWrittenOut_wherever_theCommandStands() {
        #expect(CommandAbbreviation.reading(of: ["mod", "1", "pri:L"], names: names) == .expanded(["modify", "1", "pri:L"]))
        #expect(CommandAbbreviation.reading(of: ["1", "mod", "pri:L"], names: names) == .expanded(["1", "modify", "pri:L"]))
        #expect(CommandAbbreviation.reading(of: ["--db", "mo", "+x", "milk", "do"], names: names)
            == .expanded(["--db", "mo", "+x", "milk", "done"]))
        #expect(CommandAbbreviation.reading(of: ["--user=st", "ann", "2", "st"], names: names)
            == .expanded(["--user=st", "annotate", "2", "st"]))
    }

    @Test func test_aWholeName_orNothingFitting_leavesTheWordsAsTheyAre() {
        #expect(CommandAbbreviation.reading(of: ["add", "mod", "the", "st"], names: names) == .unchanged)
        #expect(CommandAbbreviation.reading(of: ["ls"], names: names) == .unchanged)
        #expect(CommandAbbreviation.reading(of: ["m", "x"], names: names) == .unchanged)
        #expect(CommandAbbreviation.reading(of: ["Mod", "--version", "zz"], names: names) == .unchanged)
        #expect(CommandAbbreviation.reading(of: ["---completion", "mod"], names: names) == .unchanged)
    }

    @Test func test_aStartThatFitsSeveral_isAmbiguous_namingThem() {
        #expect(CommandAbbreviation.reading(of: ["1", "st"], names: names)
            == .ambiguous("ambiguous command 'st': it starts start, stop; type more of it"))
        #expect(CommandAbbreviation.reading(of: ["a", "ap"], names: names) == .expanded(["a", "append"]))
    }

    @Test(arguments: TodoEngine.allCases)
    func test_abbreviations_workThroughTheBinary_andAmbiguityIsAUsageError(_ engine: TodoEngine) throws {
        try begin(on: engine)
        let todo = try makeTodo()
        try todo.run(["add", "Buy", "milk"])

        let modify = try todo.run(["1", "mod", "pri:L"])
        let annotate = try todo.run(["ann", "1", "oat"])
        let ambiguous = try todo.run(["1", "st"])

        #expect(modify.stdout == "modify #1 Buy milk\n", "\(modify.stderr)")
        #expect(annotate.stdout == "annotate #1 Buy milk\n", "\(annotate.stderr)")
        #expect(ambiguous.status == 2)
        #expect(ambiguous.stderr == "todo: ambiguous command 'st': it starts start, stats, stop; type more of it\n")
    }
}
