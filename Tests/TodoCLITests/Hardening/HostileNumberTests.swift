import Foundation
import Testing
import TestSupport

/// Issue 30: every number read from outside is range-checked before it is used. Integers at
/// Int64's limits, 1e309, NaN, inf, year 99999 and times before year 1 each end a command
/// with one line and exit 1 or 2, and change nothing.
final class HostileNumberTests: EngineSuite {
    private static let extremes = ["9223372036854775807", "-9223372036854775808", "9223372036854775808", "1e309", "NaN", "inf"]

    @Test(arguments: TodoEngine.allCases)
    func test_importsOfOutOfRangeTimesAndNumbers_areRefused_andImportNothing(_ engine: TodoEngine) throws {
        try begin(on: engine)
        let todo = try makeTodo()
        #expect(try todo.run(["add", "kept"]).status == 0)
        let before = try todo.run(["export"]).stdout
        var files: [(format: String, line: String)] = []
        for time in ["99999-01-01T00:00:00Z", "0000-12-31T23:59:59Z", "0001-01-01T00:00:00+01:00", "9999-12-31T23:59:59-00:01"] {
            files.append(("json", #"{"title":"a","due":"\#(time)"}"#))
            files.append(("json", #"{"title":"a","annotations":[{"entry":"\#(time)","description":"n"}]}"#))
        }
        for time in ["999991122T094726Z", "00001231T235959Z", "-9223372036854775808", "1e309"] {
            files.append(("taskwarrior", #"{"description":"a","entry":"\#(time)"}"#))
        }
        for number in Self.extremes.prefix(4) {
            files.append(("json", #"{"title":"a","due":\#(number)}"#))
            files.append(("taskwarrior", #"{"description":"a","due":\#(number)}"#))
            files.append(("taskwarrior", #"{"description":"a","due":"20261122T094726Z","recur":"\#(number)d"}"#))
            files.append(("json", #"{"title":"a","due":"2026-11-22T09:47:26Z","recur":"\#(number)y"}"#))
        }
        for (format, line) in files {
            let result = try todo.run(["import", "--format", format], stdin: Data((line + "\n").utf8))
            #expect(result.status == 1, "\(line)")
            #expect(result.stderr.hasPrefix("todo: line 1: "), "\(line): \(result.stderr)")
            #expect(result.stderr.hasSuffix("; nothing was imported\n"), "\(line): \(result.stderr)")
            #expect(result.stderr.filter { $0 == "\n" }.count == 1, "\(line): \(result.stderr)")
        }
        #expect(try todo.run(["export"]).stdout == before)
    }

    @Test(arguments: TodoEngine.allCases)
    func test_limitsAndIdsAtTheLimitsOfInt64_areUsageErrors_orNoSuchMemo(_ engine: TodoEngine) throws {
        try begin(on: engine)
        let todo = try makeTodo()
        #expect(try todo.run(["add", "kept"]).status == 0)
        for value in Self.extremes + ["0", "-1", "99999"] {
            for (command, max) in [(["list"], 10_000), (["search", "kept"], 10_000), (["history"], 100)] {
                let result = try todo.run(command + ["--limit", value])
                #expect(result.status == 2, "\(command) --limit \(value)")
                #expect(result.stderr == "todo: --limit must be between 1 and \(max)\n", "\(command) --limit \(value)")
            }
        }
        #expect(try todo.run(["done", "9223372036854775807"]).stderr == "todo: no memo with id 9223372036854775807\n")
        for id in ["9223372036854775808", "-9223372036854775808", "1e309"] {
            let result = try todo.run(["done", id])
            #expect(result.status == 2)
            #expect(result.stderr == "todo: bad id in '\(id)': expected a memo's number such as 12 or #12\n")
        }
        for word in ["due:99999-01-01", "due:today+999999y", "due:eom+99999m", "wait:-9223372036854775808", "recur:9223372036854775807d"] {
            let result = try todo.run(["add", "x", word])
            #expect(result.status == 2, "\(word)")
            #expect(result.stderr.hasPrefix("todo: bad "), "\(word): \(result.stderr)")
        }
        #expect(try todo.run(["list", "--all"]).stdout.split(separator: "\n").count == 1)
    }
}
