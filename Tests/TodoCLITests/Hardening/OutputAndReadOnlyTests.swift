import Foundation
import XCTest

/// Issue 13, items 1 and 3, through the binary, on each engine.
class OutputAndReadOnlyTests: EngineTestCase {
    func test_everyReadCommand_toAFullDevice_failsWithOneLine_andStatus1() throws {
        let todo = try makeTodo()
        XCTAssertEqual(try todo.run(["add", "milk", "--body", "oat"]).status, 0)
        let full = try XCTUnwrap(FileHandle(forWritingAtPath: "/dev/full"))
        for command in [["list"], ["list", "--json"], ["show", "1"], ["show", "1", "--json"], ["search", "milk"],
                        ["history"], ["export"], ["export", "--format", "todotxt"], ["list", "--all", "--limit", "5"]] {
            let result = try todo.run(command, stdoutTo: full)
            XCTAssertEqual(result.status, 1, "\(command)")
            XCTAssertEqual(result.stderr.filter { $0 == "\n" }.count, 1, "\(command): \(result.stderr)")
            XCTAssertTrue(result.stderr.hasPrefix("todo: cannot write the output: No space left on device"), result.stderr)
        }
    }

    func test_importReadingAnOpenPipe_doesNotLockOtherWritersOut() throws {
        let todo = try makeTodo()
        XCTAssertEqual(try todo.run(["add", "first"]).status, 0)
        let importer = Process()
        importer.executableURL = TodoProcess.binary
        importer.arguments = ["import", "--db", todo.db, "--user", "alice"]
        let input = Pipe()
        let output = Pipe()
        importer.standardInput = input
        importer.standardOutput = output
        importer.standardError = FileHandle.nullDevice
        try importer.run()
        // More than a pipe holds: once the write returns, the importer is reading.
        let lines = (1...3_000).map { "{\"title\":\"imported \($0)\",\"body\":\"\(String(repeating: "x", count: 80))\"}\n" }
        input.fileHandleForWriting.write(Data(lines.joined().utf8))

        // The importer is now waiting for more input. Before issue 13 it held the write lock
        // meanwhile, and this add failed as busy after the 5 s timeout.
        let add = try todo.run(["add", "while importing"])
        try input.fileHandleForWriting.close()
        _ = output.fileHandleForReading.readDataToEndOfFile()
        importer.waitUntilExit()

        XCTAssertEqual(add.status, 0, add.stderr)
        XCTAssertEqual(importer.terminationStatus, 0)
        XCTAssertEqual(try todo.run(["list", "--sort", "created", "--limit", "3"]).stdout,
                       " 3002 [ ] imported 3000\n 3001 [ ] imported 2999\n 3000 [ ] imported 2998\n")
        XCTAssertEqual(try todo.run(["show", "2"]).stdout.split(separator: "\n").first, "#2 while importing")
    }

    func test_badLineFoundWhileSpooling_namesItsLine_andNothingIsWritten() throws {
        let todo = try makeTodo()
        let input = Data("{\"title\":\"good\"}\n\n{\"title\":\"   \"}\n".utf8)
        let result = try todo.run(["import"], stdin: input)
        XCTAssertEqual(result.status, 1)
        XCTAssertTrue(result.stderr.contains("line 3"), result.stderr)
        XCTAssertEqual(try todo.run(["list", "--all"]).stdout, "")
    }
}
