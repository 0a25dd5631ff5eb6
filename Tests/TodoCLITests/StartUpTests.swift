import CArguments
import XCTest

/// What a one-shot command loads: start-up is most of its cost.
final class StartUpTests: XCTestCase {
    func test_sqliteCommands_neverLoadThePostgreSQLClient() throws {
        let todo = try TodoProcess()
        try todo.run(["add", "x"])

        // glibc's loader names every library it maps when LD_DEBUG=files is set.
        for arguments in [["add", "y"], ["list"], ["show", "1"]] {
            let result = try todo.run(arguments, environment: ["LD_DEBUG": "files"])
            XCTAssertEqual(result.status, 0, result.stderr)
            XCTAssertTrue(result.stderr.contains("libsqlite3"), "LD_DEBUG said nothing: \(result.stderr.prefix(200))")
            XCTAssertFalse(result.stderr.contains("libpq"), "\(arguments) loaded libpq")
        }
    }

    func test_capturedCommandLine_isWhatTheProcessWasGiven() {
        // The release binary's `CommandLine` reads this capture instead of the runtime's search
        // of /proc/self/maps; here it runs in the test process, whose arguments the runtime knows.
        var count: Int32 = -1
        let vector = carguments_vector(&count)

        let captured = (0..<Int(count)).map { String(cString: vector[$0]!) }
        XCTAssertEqual(captured, CommandLine.arguments)
        XCTAssertGreaterThan(count, 0)
        XCTAssertNil(vector[Int(count)], "argv ends with NULL")
    }

    func test_commandLineFromProc_isWhatTheProcessWasGiven() throws {
        // What the capture falls back to where the C library passes initializers nothing.
        var count: Int32 = -1
        let vector = try XCTUnwrap(carguments_read_proc(&count))

        let read = (0..<Int(count)).map { String(cString: vector[$0]!) }
        XCTAssertEqual(read, CommandLine.arguments)
        XCTAssertNil(vector[Int(count)], "argv ends with NULL")
    }
}
