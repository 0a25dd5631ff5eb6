import Foundation
import Testing
import TestSupport

/// Issue 13, items 1 and 3, through the binary, on each engine.
final class OutputAndReadOnlyTests: EngineSuite {
    @Test(arguments: TodoEngine.allCases)
    func test_everyReadCommand_toAFullDevice_failsWithOneLine_andStatus1(_ engine: TodoEngine) throws {
        try begin(on: engine)
        let todo = try makeTodo()
        #expect(try todo.run(["add", "milk", "--body", "oat"]).status == 0)
        let full = try #require(FileHandle(forWritingAtPath: "/dev/full"))
        for command in [["list"], ["list", "--json"], ["show", "1"], ["show", "1", "--json"], ["search", "milk"],
                        ["history"], ["export"], ["export", "--format", "todotxt"], ["list", "--all", "--limit", "5"]] {
            let result = try todo.run(command, stdoutTo: full)
            #expect(result.status == 1, "\(command)")
            #expect(result.stderr.filter { $0 == "\n" }.count == 1, "\(command): \(result.stderr)")
            #expect(result.stderr.hasPrefix("todo: cannot write the output: No space left on device"), "\(result.stderr)")
        }
        // A listing that stops at its limit says so on stderr, but not beside a failed output.
        for title in ["buy bread", "buy eggs"] { #expect(try todo.run(["add", title]).status == 0) }
        for command in [["list", "--limit", "1"], ["search", "buy", "--limit", "1"]] {
            let result = try todo.run(command, stdoutTo: full)
            #expect(result.status == 1, "\(command)")
            #expect(result.stderr.filter { $0 == "\n" }.count == 1, "\(command): \(result.stderr)")
        }
    }

    @Test(arguments: TodoEngine.allCases)
    func test_importReadingAnOpenPipe_doesNotLockOtherWritersOut(_ engine: TodoEngine) throws {
        try begin(on: engine)
        let todo = try makeTodo()
        #expect(try todo.run(["add", "first"]).status == 0)
        let importer = Process()
        importer.executableURL = TodoProcess.binary
        importer.arguments = ["import", "--db", todo.db, "--user", "alice"]
        let input = Pipe()
        let output = Pipe()
        importer.standardInput = input
        importer.standardOutput = output
        importer.standardError = FileHandle.nullDevice
        let importerExit = ProcessExit(of: importer)
        try SignalMask.withNoneBlocked { try importer.run() }
        // More than a pipe holds: once the write returns, the importer is reading.
        let lines = (1...3_000).map { "{\"title\":\"imported \($0)\",\"body\":\"\(String(repeating: "x", count: 80))\"}\n" }
        input.fileHandleForWriting.write(Data(lines.joined().utf8))

        // The importer is now waiting for more input. Before issue 13 it held the write lock
        // meanwhile, and this add failed as busy after the 5 s timeout.
        let add = try todo.run(["add", "while importing"])
        try input.fileHandleForWriting.close()
        _ = output.fileHandleForReading.readDataToEndOfFile()
        importerExit.wait()

        #expect(add.status == 0, "\(add.stderr)")
        #expect(importer.terminationStatus == 0)
        #expect(try todo.run(["list", "--sort", "created", "--limit", "3"]).stdout == " 3002 [ ] imported 3000\n 3001 [ ] imported 2999\n 3000 [ ] imported 2998\n")
        #expect(try todo.run(["show", "2"]).stdout.split(separator: "\n").first == "#2 while importing")
    }

    @Test(arguments: TodoEngine.allCases)
    func test_badLineFoundWhileSpooling_namesItsLine_andNothingIsWritten(_ engine: TodoEngine) throws {
        try begin(on: engine)
        let todo = try makeTodo()
        let input = Data("{\"title\":\"good\"}\n\n{\"title\":\"   \"}\n".utf8)
        let result = try todo.run(["import"], stdin: input)
        #expect(result.status == 1)
        #expect(result.stderr.contains("line 3"), "\(result.stderr)")
        #expect(try todo.run(["list", "--all"]).stdout == "")
    }
}
