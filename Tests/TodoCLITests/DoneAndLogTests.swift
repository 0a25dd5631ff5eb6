import Foundation
import Testing
import TestSupport

/// `done` and `undone` on a memo already so, and `log` with a recurrence, as Taskwarrior
/// answers them: nothing changes, and the command says so.
final class DoneAndLogTests: EngineSuite {
    @Test(arguments: TodoEngine.allCases)
    func test_doneOnADoneMemo_saysNoChange_andTakesNoUndoStep(_ engine: TodoEngine) throws {
        // given a memo marked done, and one left open
        try begin(on: engine)
        let todo = try makeTodo()
        try todo.run(["add", "Call", "mom"])
        try todo.run(["add", "Buy", "milk"])
        try todo.run(["1", "done"])
        // Memos and history, not every row: PostgreSQL numbers each write transaction, even an empty one.
        let before = try todo.run(["list", "--all", "--json"]).stdout
        let history = try todo.run(["history", "--json"]).stdout

        // when each is marked as it already is
        let done = try todo.run(["1", "done"])
        let undone = try todo.run(["undone", "2"])

        // then each says it changed nothing, as start and stop do, and no memo or undo step changed
        #expect(done.stdout == "done #1 Call mom: no change\n", "\(done.stderr)")
        #expect(done.status == 0)
        #expect(undone.stdout == "undone #2 Buy milk: no change\n", "\(undone.stderr)")
        #expect(try todo.run(["list", "--all", "--json"]).stdout == before)
        #expect(try todo.run(["history", "--json"]).stdout == history)
        #expect(try todo.run(["undo"]).stdout == "undid done #1 \"Call mom\"\n")
    }

    @Test(arguments: TodoEngine.allCases)
    func test_logWithARecurrence_isAUsageError_andAddsNothing(_ engine: TodoEngine) throws {
        // given a store with one memo
        try begin(on: engine)
        let todo = try makeTodo()
        try todo.run(["add", "Call", "mom"])
        let before = try todo.storeSnapshot()

        // when a recurring memo is logged, as Taskwarrior's `task log` refuses it
        let log = try todo.run(["log", "L", "recur:weekly", "due:tomorrow"])

        // then it is refused in one line on stderr, and nothing is added
        #expect(log.status == 2)
        #expect(log.stdout == "")
        #expect(log.stderr == "todo: cannot log a recurring memo in 'recur:weekly': log adds a memo already done, "
            + "which makes no next occurrence; use add for a recurring memo\n")
        #expect(try todo.storeSnapshot() == before)
    }
}
