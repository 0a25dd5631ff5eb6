import Foundation
import XCTest
@testable import MemoInterchange
import MemoStore

/// What every reader refuses, naming the line: identities that are not UUIDs and times outside
/// years 1…9999 (so nothing is imported that export could not write again).
final class ImportRefusalTests: XCTestCase {
    private typealias F = InterchangeFixtures

    func test_uuid_upperCase_isLowerCased_inEveryFormat() throws {
        let upper = "0F8FAD5B-D9CB-469F-A165-70867728950E"
        let files: [(InterchangeFormat, String)] = [
            (.json, #"{"title":"t","uuid":"\#(upper)"}"#),
            (.todotxt, "t uuid:\(upper)"),
            (.taskwarrior, #"[{"description":"t","uuid":"\#(upper)"}]"#),
        ]
        for (format, text) in files {
            XCTAssertEqual(try F.importAll(format, Array(text.utf8)).first?.uuid, upper.lowercased(), "\(format)")
        }
    }

    func test_uuid_thatIsNotAUUID_isABadRecordNamingTheLine_inEveryFormat() {
        let bad = ["abc", "\u{1B}]52;c;aGk=\u{07}", "0f8fad5b-d9cb-469f-a165-70867728950", "0f8fad5bXd9cb-469f-a165-70867728950e",
                   "0f8fad5b-d9cb-469f-a165-70867728950g", " 0f8fad5b-d9cb-469f-a165-70867728950e"]
        for uuid in bad {
            let json = MemoJSON.string(uuid)
            let files: [(InterchangeFormat, String)] = [
                (.json, "{\"title\":\"ok\"}\n{\"title\":\"t\",\"uuid\":\(json)}"),
                (.todotxt, "ok\nt uuid:" + uuid.replacingOccurrences(of: " ", with: "%20")),
                (.taskwarrior, "[\n{\"description\":\"ok\"},\n{\"description\":\"t\",\"uuid\":\(json)}\n]"),
            ]
            for (format, text) in files {
                assertInterchangeError(try F.importAll(format, Array(text.utf8))) {
                    guard case .invalidLine(let line, let reason) = $0 else { return false }
                    return line == (format == .taskwarrior ? 3 : 2) && reason.contains("is not a UUID")
                }
            }
        }
    }

    func test_timesOutsideYears1To9999_areRefused_inEveryFormat() {
        let times = ["9999-12-31T23:59:60Z", "0000-12-31T23:59:59Z", "0001-01-01T00:00:00+00:01", "9999-12-31T23:59:59-00:01"]
        for time in times {
            let basic = time.replacingOccurrences(of: "-", with: "").replacingOccurrences(of: ":", with: "")
            let files: [(InterchangeFormat, String)] = [
                (.json, #"{"title":"t","due":"\#(time)"}"#),
                (.taskwarrior, #"[{"description":"t","entry":"\#(time)"}]"#),
                (.taskwarrior, #"[{"description":"t","wait":"\#(basic.count == 16 ? basic : time)"}]"#),
            ]
            for (format, text) in files {
                // Refused at line 1, naming the field; the words depend on which check saw it
                // first (the timestamp's own bounds, or the reader's).
                assertInterchangeError(try F.importAll(format, Array(text.utf8)), { error in
                    guard case .invalidLine(1, let reason) = error else { return false }
                    return ["\"due\"", "\"entry\"", "\"wait\""].contains { reason.contains($0) }
                        || reason.contains("outside the years 1 to 9999")
                })
            }
        }
    }

    func test_timesAtTheEdges_areAccepted() throws {
        let text = #"{"title":"t","created":"0001-01-01T00:00:00Z","due":"9999-12-31T23:59:59Z"}"#
        let draft = try XCTUnwrap(try F.importAll(.json, Array(text.utf8)).first)
        XCTAssertEqual(draft.created?.iso8601, "0001-01-01T00:00:00Z")
        XCTAssertEqual(draft.due?.iso8601, "9999-12-31T23:59:59Z")
    }

    func test_fieldsTheStoreWouldRefuse_areBadRecordsNamingTheLine() {
        let bad = [
            #"{"title":"t","recur":"weekly"}"#: "needs a due date",
            #"{"title":"t","project":"a..b"}"#: "invalid project",
            #"{"title":"t","tags":["two words"]}"#: "invalid tags",
            #"{"title":"t","tags":"x"}"#: "\"tags\" must be an array of strings",
            #"{"title":"t","priority":"X"}"#: "\"priority\" must be",
            #"{"title":"t","due":"2026-12-01T00:00:00Z","recur":"1h"}"#: "unsupported \"recur\" \"1h\": todo repeats by whole days",
        ]
        for (line, reason) in bad {
            assertInterchangeError(try F.importAll(.json, Array(("\n" + line).utf8)), { error in
                guard case .invalidLine(2, let text) = error else { return false }
                return text.contains(reason)
            })
        }
    }
}
