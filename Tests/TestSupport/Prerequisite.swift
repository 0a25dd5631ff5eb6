import Foundation
import Testing
import XCTest

/// What a test needs from the machine (a program, a server, tzdata, root). On a developer's
/// machine a missing one skips the test (XCTest) or cancels the test case (Swift Testing),
/// saying what is missing; under `CI=true` it fails the test instead, since `.ci/run` provides
/// every one: CI can never pass by skipping.
public enum Prerequisite {
    /// Returns when `isMet`; otherwise skips, or fails under `CI=true`, naming `missing`.
    public static func require(
        _ isMet: Bool, _ missing: @autoclosure () -> String, file: StaticString = #filePath, line: UInt = #line
    ) throws {
        guard !isMet else { return }
        let message = missing()
        let underCI = ProcessInfo.processInfo.environment["CI"] == "true"
        if Test.current != nil {
            // The thrown error fails the test case. A cancelled one is not failed, and only
            // verbose output shows it: the warning says what is missing.
            if underCI { throw Missing(message: message) }
            let location = SourceLocation(file, line)
            Issue.record(Comment(rawValue: message), severity: .warning, sourceLocation: location)
            try Test.cancel(Comment(rawValue: message), sourceLocation: location)
        }
        if underCI {
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
