import Foundation
import Testing
import TestSupport

/// `todo summary`, `todo calendar` and `todo burndown` from the shell, on each engine: the
/// documented JSON shapes, filter words, and one line on stderr for a mistake.
final class ReportCommandTests: EngineSuite {
    private let utc = ["TZ": "UTC"]

    @Test(arguments: TodoEngine.allCases)
    func test_summary_json_countsProjectsWithTheirSubProjects_underTheFilter(_ engine: TodoEngine) throws {
        try begin(on: engine)
        let todo = try makeTodo()
        try importMemos(todo, [
            #"{"title":"a","project":"home","done":true,"tags":["bills"]}"#, #"{"title":"b","project":"home.garden"}"#,
            #"{"title":"c","project":"work","tags":["bills"]}"#, #"{"title":"d"}"#,
        ])

        let all = try todo.run(["summary", "--json"])
        let bills = try todo.run(["summary", "+bills", "--json"])
        let text = try todo.run(["summary", "project:home"])

        #expect(all.stdout == """
            [{"project":"home","depth":0,"open":1,"done":1,"complete":50},\
            {"project":"home.garden","depth":1,"open":1,"done":0,"complete":0},\
            {"project":"work","depth":0,"open":1,"done":0,"complete":0},\
            {"project":null,"depth":0,"open":1,"done":0,"complete":0}]

            """, "\(all.stderr)")
        #expect(bills.stdout == """
            [{"project":"home","depth":0,"open":0,"done":1,"complete":100},{"project":"work","depth":0,"open":1,"done":0,"complete":0}]

            """)
        #expect(text.stdout == """
            Project   Open  Done  Complete
            home         1     1   50%  █████░░░░░
              garden     1     0    0%  ░░░░░░░░░░

            2 projects

            """)
    }

    @Test(arguments: TodoEngine.allCases)
    func test_summary_countsAnExpiredMemo_withAFilterOrWithout_asCountAndProjectsDo(_ engine: TodoEngine) throws {
        try begin(on: engine)
        let todo = try makeTodo()
        try todo.run(["add", "Water the plants", "project:home"])
        try todo.run(["add", "Renew the permit", "project:home", "until:2020-01-01"])
        try todo.run(["add", "Call the bank"])

        let expected = """
            [{"project":"home","depth":0,"open":2,"done":0,"complete":0},{"project":null,"depth":0,"open":1,"done":0,"complete":0}]

            """
        #expect(try todo.run(["summary", "--json"]).stdout == expected)
        #expect(try todo.run(["summary", "-nothing", "--json"]).stdout == expected, "a filter counts the expired memo too")
        #expect(try todo.run(["count"]).stdout == "3\n")
        #expect(try todo.run(["count", "project:home"]).stdout == "2\n")
        #expect(try todo.run(["projects"]).stdout.hasPrefix("home  2 open, 0 done"))
    }

    @Test(arguments: TodoEngine.allCases)
    func test_calendar_json_countsOpenMemosDueOnEachDayOfTheMonthNamed_inTheLocalZone(_ engine: TodoEngine) throws {
        try begin(on: engine)
        let todo = try makeTodo()
        // 02:00 UTC on the 4th is still the 3rd in New York (UTC−5 in December).
        try importMemos(todo, [
            #"{"title":"a","due":"2030-12-04T02:00:00Z"}"#, #"{"title":"b","due":"2030-12-24T12:00:00Z","tags":["x"]}"#,
            #"{"title":"c","due":"2030-12-24T12:00:00Z","done":true}"#, #"{"title":"d","due":"2031-01-01T12:00:00Z"}"#,
        ])
        let newYork = ["TZ": "America/New_York"]

        let json = try todo.run(["calendar", "2030-12", "--json"], environment: newYork)
        let named = try todo.run(["calendar", "December", "-x", "--json"], environment: newYork)

        let days = try #require(try JSONSerialization.jsonObject(with: Data(json.stdout.utf8)) as? [String: Any])["days"] as? [[String: Any]]
        let due = (days ?? []).filter { ($0["due"] as? Int ?? 0) > 0 }.map { "\($0["date"] ?? "") \($0["due"] ?? "")" }
        #expect(due == ["2030-12-03 1", "2030-12-24 1"], "\(json.stderr)")
        #expect(json.stdout.hasPrefix("{\"year\":2030,\"month\":12,\"today\":\""), "\(json.stdout)")
        #expect(days?.count == 31)
        // December with a name is the next December: this year's.
        let namedDays = try #require(try JSONSerialization.jsonObject(with: Data(named.stdout.utf8)) as? [String: Any])
        #expect(namedDays["month"] as? Int == 12)
    }

    @Test(arguments: TodoEngine.allCases)
    func test_burndown_json_endsToday_withTheOpenAndDoneCountsNow(_ engine: TodoEngine) throws {
        try begin(on: engine)
        let todo = try makeTodo()
        try todo.run(["add", "One"], environment: utc)
        try todo.run(["add", "Two"], environment: utc)
        try todo.run(["done", "1"], environment: utc)
        let today = ISO8601DateFormatter.string(from: Date(), timeZone: TimeZone(identifier: "UTC")!, formatOptions: [.withFullDate])

        let daily = try todo.run(["burndown", "--json"], environment: utc)
        let weekly = try todo.run(["burndown", "weekly", "--json"], environment: utc)
        let chart = try todo.run(["burndown"], environment: utc)

        let object = try #require(try JSONSerialization.jsonObject(with: Data(daily.stdout.utf8)) as? [String: Any], "\(daily.stderr)")
        #expect(object["period"] as? String == "daily")
        let last = try #require((object["periods"] as? [[String: Any]])?.last)
        // A run across midnight lands on the next day: the memos then count from the one before.
        if last["date"] as? String == today {
            #expect(last["open"] as? Int == 1)
            #expect(last["done"] as? Int == 1)
            #expect(last["start"] as? String == (today + "T00:00:00Z"))
        }
        #expect(weekly.stdout.hasPrefix("{\"period\":\"weekly\",\"periods\":[{\"date\":\""), "\(weekly.stdout)")
        #expect(chart.stdout.hasPrefix("Burndown, daily\n"), "\(chart.stdout)")
        #expect(chart.stdout.split(separator: "\n").map(\.count).max() ?? 0 <= 80, "\(chart.stdout)")
    }

    @Test(arguments: TodoEngine.allCases)
    func test_badReportWords_areOneLineOnStderr_withUsageStatus(_ engine: TodoEngine) throws {
        try begin(on: engine)
        let todo = try makeTodo()
        try todo.run(["add", "One"])

        let cases: [([String], String)] = [
            (["calendar", "2030-13"], "todo: bad date in '2030-13'"),
            (["summary", "milk"], "todo: unknown filter in 'milk'"),
            (["burndown", "monthly"], "todo: unknown period in 'monthly': expected daily or weekly"),
            (["calendar", "foo"], "todo: unknown month in 'foo': expected a month such as 2026-12"),
            (["calendar", "dec", "foo"], "todo: unknown filter in 'foo'"),
            (["summary", "--limit", "3"], "todo: unknown option '--limit'"),
        ]
        for (arguments, start) in cases {
            let result = try todo.run(arguments)
            #expect(result.status == 2, "\(arguments)")
            #expect(result.stdout == "", "\(arguments)")
            #expect(result.stderr.hasPrefix(start), "\(arguments): \(result.stderr)")
            #expect(result.stderr.filter { $0 == "\n" }.count == 1, "\(arguments): \(result.stderr)")
        }
    }

    // MARK: - Private

    private func importMemos(_ todo: TodoProcess, _ lines: [String]) throws {
        let result = try todo.run(["import"], stdin: Data((lines.joined(separator: "\n") + "\n").utf8))
        #expect(result.status == 0, "\(result.stderr)")
    }
}
