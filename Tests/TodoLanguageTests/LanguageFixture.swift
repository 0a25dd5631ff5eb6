import Foundation
import MemoStore
import TestSupport
import TodoLanguage
import XCTest

/// The pinned clock and zone every test reads words with: Monday 2026-11-23, 10:00 at UTC−5.
enum LanguageFixture {
    /// Skips a test that needs the America/New_York zone when tzdata is missing; under
    /// CI=true a missing zone is a failure instead (.ci/run installs tzdata).
    static func requireNewYorkZone(file: StaticString = #filePath, line: UInt = #line) throws {
        try Prerequisite.require(
            FileManager.default.fileExists(atPath: "/usr/share/zoneinfo/America/New_York"),
            "tzdata is not installed (apt-get install tzdata)", file: file, line: line)
    }

    /// UTC−5 all year: no daylight saving, so expectations are plain arithmetic.
    static let zone = LocalTimeZone.fixed(secondsEastOfUTC: -5 * 3600)
    /// Monday 2026-11-23 10:00:00 local time.
    static let now = local("2026-11-23T10:00:00")

    /// A wall-clock time in `zone`, written `YYYY-MM-DDTHH:MM:SS`.
    static func local(_ text: String) -> Timestamp {
        guard let moment = Timestamp(iso8601: text + "-05:00") else { fatalError("bad fixture time \(text)") }
        return moment
    }

    /// A UTC moment written `YYYY-MM-DDTHH:MM:SSZ`.
    static func utc(_ text: String) -> Timestamp {
        guard let moment = Timestamp(iso8601: text) else { fatalError("bad fixture time \(text)") }
        return moment
    }
}

/// Asserts that `body` throws a `TodoLanguageError` naming `word` for `reason`.
func XCTAssertLanguageError<T>(
    _ body: @autoclosure () throws -> T, word: String, reason: TodoLanguageError.Reason,
    file: StaticString = #filePath, line: UInt = #line
) {
    do {
        let value = try body()
        XCTFail("expected \(reason) for '\(word)', got \(value)", file: file, line: line)
    } catch let error as TodoLanguageError {
        XCTAssertEqual(error.word, word, file: file, line: line)
        XCTAssertEqual(error.reason, reason, file: file, line: line)
    } catch {
        XCTFail("unexpected error \(error)", file: file, line: line)
    }
}

/// Sets `TZ` for the C library for the life of the value; `restore()` puts the old one back.
struct TimeZoneOverride {
    private let previous: String?

    init(_ name: String) {
        previous = getenv("TZ").map { String(cString: $0) }
        setenv("TZ", name, 1)
        tzset()
    }

    func restore() {
        if let previous { setenv("TZ", previous, 1) } else { unsetenv("TZ") }
        tzset()
    }
}
