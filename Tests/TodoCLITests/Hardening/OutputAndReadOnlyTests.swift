import Foundation
import XCTest

/// Issue 13, items 1 and 3, through the binary.
final class OutputAndReadOnlyTests: XCTestCase {
    func test_everyReadCommand_toAFullDevice_failsWithOneLine_andStatus1() throws {
        let todo = try TodoProcess()
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

    func test_reads_workOnAReadOnlyDirectory_andWritesAreRefused() throws {
        let todo = try TodoProcess()
        XCTAssertEqual(try todo.run(["add", "kept"]).status, 0)
        let directory = todo.directory.path
        let prefix = TodoProcess.ordinaryUserPrefix ?? []
        if !prefix.isEmpty {
            for path in [directory, todo.dbPath] { XCTAssertEqual(chown(path, 65534, 65534), 0) }
        }
        XCTAssertEqual(chmod(directory, 0o555), 0)
        defer { chmod(directory, 0o755) }
        let command = (prefix + [TodoProcess.binary.path]).map { "'\($0)'" }.joined(separator: " ")

        for (arguments, expected) in [("list", "kept"), ("show 1", "kept"), ("export", "\"kept\""),
                                      ("search kept", "kept"), ("history", "add #1")] {
            let result = try todo.shell("\(command) \(arguments) --db \"$DB\" --user alice")
            XCTAssertEqual(result.status, 0, "\(arguments): \(result.stderr)")
            XCTAssertTrue(result.stdout.contains(expected), "\(arguments): \(result.stdout)")
        }
        let add = try todo.shell("\(command) add more --db \"$DB\" --user alice")
        XCTAssertEqual(add.status, 1, add.stderr)
        XCTAssertEqual(try FileManager.default.contentsOfDirectory(atPath: directory), ["todo.sqlite"])
    }

    func test_importReadingAnOpenPipe_doesNotLockOtherWritersOut() throws {
        let todo = try TodoProcess()
        XCTAssertEqual(try todo.run(["add", "first"]).status, 0)
        let importer = Process()
        importer.executableURL = TodoProcess.binary
        importer.arguments = ["import", "--db", todo.dbPath, "--user", "alice"]
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
        XCTAssertEqual(try todo.run(["list", "--limit", "3"]).stdout,
                       " 3002 [ ] imported 3000\n 3001 [ ] imported 2999\n 3000 [ ] imported 2998\n")
        XCTAssertEqual(try todo.run(["show", "2"]).stdout.split(separator: "\n").first, "#2 while importing")
    }

    func test_badLineFoundWhileSpooling_namesItsLine_andNothingIsWritten() throws {
        let todo = try TodoProcess()
        let input = Data("{\"title\":\"good\"}\n\n{\"title\":\"   \"}\n".utf8)
        let result = try todo.run(["import"], stdin: input)
        XCTAssertEqual(result.status, 1)
        XCTAssertTrue(result.stderr.contains("line 3"), result.stderr)
        XCTAssertEqual(try todo.run(["list", "--all"]).stdout, "")
    }
}
