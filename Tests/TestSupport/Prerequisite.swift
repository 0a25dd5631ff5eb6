import Foundation
import XCTest

/// What a test needs from the machine (a program, a server, tzdata, root). On a developer's
/// machine a missing one skips the test, saying what is missing; under `CI=true` it fails the
/// test instead, since `.ci/run` provides every one: CI can never pass by skipping.
public enum Prerequisite {
    /// Returns when `isMet`; otherwise skips, or fails under `CI=true`, naming `missing`.
    public static func require(
        _ isMet: Bool, _ missing: @autoclosure () -> String, file: StaticString = #filePath, line: UInt = #line
    ) throws {
        guard !isMet else { return }
        let message = missing()
        if ProcessInfo.processInfo.environment["CI"] == "true" {
            XCTFail("CI=true, but \(message)", file: file, line: line)
            throw Missing(message: message)
        }
        throw XCTSkip(message)
    }

    /// A prerequisite missing under `CI=true`: the test fails, it is not skipped.
    public struct Missing: Error, CustomStringConvertible {
        public let message: String
        public var description: String { "missing under CI=true: \(message)" }
    }
}
