import Foundation
import XCTest

/// The tests' process helper serves every pipe at once.
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
}
