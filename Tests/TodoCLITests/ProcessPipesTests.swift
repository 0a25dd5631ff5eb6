import Foundation
import XCTest

/// The tests' process helper serves every pipe at once, and leaves nothing of a child open.
final class ProcessPipesTests: XCTestCase {
    func test_aChildFillingStderrBeforeItWritesStdout_isReadWhole_andDoesNotHang() throws {
        // 300 KB on stderr first: reading stdout to its end before stderr would wait forever.
        let result = try TodoProcess.execute(sh: "head -c 300000 /dev/zero | tr '\\0' e >&2; head -c 300000 /dev/zero | tr '\\0' o; exit 3")

        XCTAssertEqual(result.status, 3)
        XCTAssertEqual(result.stderr.count, 300_000)
        XCTAssertEqual(result.stdout.count, 300_000)
        XCTAssertTrue(result.stderr.allSatisfy { $0 == "e" })
        XCTAssertTrue(result.stdout.allSatisfy { $0 == "o" })
    }

    func test_childrenWaitedFor_leaveNoDescriptorOpen_andTheirStatusIsRead() throws {
        // given: one child run first, so what Foundation opens once for all is open already
        XCTAssertEqual(try TodoProcess.execute(sh: "exit 0").status, 0)
        let before = try openDescriptors()

        // when: more children, each with three pipes, waited for through `ProcessExit`
        let statuses = try (0..<20).map { try TodoProcess.execute(sh: "echo out; echo err >&2; exit \($0 % 4)").status }

        // then: each status is its own; of the 120 pipe ends, none stays open in this process
        // (a few descriptors of other threads may come and go meanwhile)
        XCTAssertEqual(statuses, (0..<20).map { Int32($0 % 4) })
        XCTAssertLessThanOrEqual(try openDescriptors(), before + 4)
    }

    private func openDescriptors() throws -> Int {
        try FileManager.default.contentsOfDirectory(atPath: "/proc/self/fd").count
    }
}
