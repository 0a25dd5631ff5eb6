import Foundation
import Testing
import TestSupport

/// Issue 25, through the binary on each engine: a change is never reported as not made, a
/// closed standard input is not read, a search is bounded, and a series that would pass the
/// year 9999 says so.
final class CommandEdgeTests: EngineSuite {
    @Test(arguments: TodoEngine.allCases)
    func test_add_whoseOutputCannotBeWritten_saysTheMemoWasAddedWithItsID(_ engine: TodoEngine) throws {
        try begin(on: engine)
        // given
        let todo = try makeTodo()
        #expect(try todo.run(["add", "first"]).stdout == "1\n")
        // when the new id cannot be printed
        let result = try todo.run(["add", "second"], stdoutTo: try #require(FileHandle(forWritingAtPath: "/dev/full")))
        // then the failure still says the memo was added, and which it is
        #expect(result.status == 1)
        #expect(result.stderr.filter { $0 == "\n" }.count == 1, "\(result.stderr)")
        #expect(result.stderr.hasPrefix("todo: cannot write the output"), "\(result.stderr)")
        #expect(result.stderr.contains("the change was made: add #2"), "\(result.stderr)")
        #expect(try todo.run(["list"]).stdout.contains("second"))
    }

    @Test(arguments: TodoEngine.allCases)
    func test_aWriteToAClosedPipe_saysTheChangeWasMade_whileAReadEndsQuietly(_ engine: TodoEngine) throws {
        try begin(on: engine)
        let todo = try makeTodo()
        #expect(try todo.run(["add", "first"]).status == 0)
        func closedPipe() throws -> FileHandle {
            let pipe = Pipe()
            try pipe.fileHandleForReading.close()
            return pipe.fileHandleForWriting
        }
        // when the reader of stdout is gone before the command writes
        let added = try todo.run(["add", "second"], stdoutTo: try closedPipe())
        let listed = try todo.run(["list"], stdoutTo: try closedPipe())
        // then a committed change is still reported (a script would otherwise add it twice)
        #expect(added.status == 1, "\(added.stderr)")
        #expect(added.stderr == "todo: cannot write the output (Broken pipe), but the change was made: add #2\n", "\(added.stderr)")
        #expect(try todo.run(["list"]).stdout.contains("second"))
        // and a read ends by SIGPIPE, without a word, as Unix tools do
        #expect(listed.status == SIGPIPE, "\(listed.stderr)")
        #expect(listed.stderr == "")
    }

    @Test(arguments: TodoEngine.allCases)
    func test_done_whoseOutputCannotBeWritten_namesTheMemosItChanged(_ engine: TodoEngine) throws {
        try begin(on: engine)
        let todo = try makeTodo()
        #expect(try todo.run(["add", "first"]).status == 0)
        let result = try todo.run(["done", "1"], stdoutTo: try #require(FileHandle(forWritingAtPath: "/dev/full")))
        #expect(result.status == 1)
        #expect(result.stderr.contains("the change was made: done #1"), "\(result.stderr)")
    }

    @Test(arguments: TodoEngine.allCases)
    func test_import_fromAClosedStandardInput_isRefused_andReadsNothingElse(_ engine: TodoEngine) throws {
        try begin(on: engine)
        // given
        let todo = try makeTodo()
        #expect(try todo.run(["add", "kept"]).status == 0)
        let before = try todo.storeSnapshot()
        // when standard input is closed (the spool it makes would otherwise land on descriptor 0)
        let result = try todo.shell("\"$TODO\" import - --db \"$DB\" --user alice <&-")
        // then
        assertOneLineError(result, status: 1, "import <&-")
        #expect(result.stderr.contains("standard input"), "\(result.stderr)")
        #expect(try todo.storeSnapshot() == before)
    }

    @Test(arguments: TodoEngine.allCases)
    func test_search_ofMoreDifferentWordsThanTheLimit_isAUsageError(_ engine: TodoEngine) throws {
        try begin(on: engine)
        let todo = try makeTodo()
        #expect(try todo.run(["add", "w1", "w2"]).status == 0)
        let result = try todo.run(["search"] + (0..<65).map { "w\($0)" })
        assertOneLineError(result, status: 2, "65 words")
        #expect(result.stderr.contains("at most 64"), "\(result.stderr)")
        // the same word many times over is one word
        let repeated = try todo.run(["search"] + Array(repeating: "w1", count: 5_000))
        #expect(repeated.status == 0, "\(repeated.stderr)")
        #expect(repeated.stdout.contains("w1 w2"), "\(repeated.stdout)")
    }

    @Test(arguments: TodoEngine.allCases)
    func test_done_ofAMemoWhoseNextDueWouldPassTheYear9999_isRefused_andChangesNothing(_ engine: TodoEngine) throws {
        try begin(on: engine)
        // given
        let todo = try makeTodo()
        #expect(try todo.run(["add", "Millennium", "due:9999-06-01", "recur:yearly"]).status == 0)
        let before = try todo.storeSnapshot()
        // when
        let result = try todo.run(["done", "1"])
        // then
        assertOneLineError(result, status: 1, "done")
        #expect(result.stderr.contains("9999"), "\(result.stderr)")
        #expect(try todo.storeSnapshot() == before)
    }
}
