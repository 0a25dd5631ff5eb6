import Foundation
import Testing
import TestSupport

/// The default order and `--json`'s `urgency`, as a person sees them, on each engine.
final class UrgencyListingTests: EngineSuite {
    private func objects(_ json: String) throws -> [[String: Any]] {
        try #require(JSONSerialization.jsonObject(with: Data(json.utf8)) as? [[String: Any]], "\(json)")
    }

    @Test(arguments: TodoEngine.allCases)
    func test_listJSON_givesEachMemoItsUrgency_inTheOrderListed_whileExportKeepsNone_andImportIgnoresIt(_ engine: TodoEngine) throws {
        try begin(on: engine)
        let todo = try makeTodo()
        try todo.run(["add", "Low", "due:now+3d", "pri:L"])
        try todo.run(["add", "High", "due:now+5d", "pri:H"])
        try todo.run(["add", "Plain"])

        let list = try todo.run(["list"])
        let listed = try objects(try todo.run(["list", "--json"]).stdout)
        let shown = try todo.run(["show", "2", "--json"])
        let export = try todo.run(["export"])

        // A pri:H memo due in 5 days lists above a pri:L memo due in 3, as Taskwarrior's next.
        #expect(list.stdout.components(separatedBy: "\n").map { $0.split(separator: " ").dropFirst(3).first ?? "" } == ["High", "Low", "Plain", ""], "\(list.stdout)")
        #expect(listed.map { $0["title"] as? String } == ["High", "Low", "Plain"])
        let urgencies = listed.compactMap { $0["urgency"] as? Double }
        #expect(urgencies.count == 3)
        #expect(abs(urgencies[0] - (6 + 12 * (0.2 + 0.8 * 9 / 21))) <= 0.01)
        #expect(abs(urgencies[1] - (1.8 + 12 * (0.2 + 0.8 * 11 / 21))) <= 0.01)
        #expect(abs(urgencies[2] - 0) <= 0.01)
        // `show` reads the clock in its own second, and the due term moves the fourth decimal
        // about once in 20 seconds: the same memo's urgency, not the same text.
        #expect(shown.stdout.range(of: #",\"extra\":\{\},\"end\":null,\"parent\":null,\"urgency\":[0-9.]+\}\n$"#, options: .regularExpression) != nil,
                "\(shown.stdout)")
        let shownUrgency = try #require(try objects("[" + shown.stdout + "]").first?["urgency"] as? Double)
        #expect(abs(shownUrgency - urgencies[0]) <= 0.001)
        #expect(!export.stdout.contains("urgency"), "\(export.stdout)")

        let other = try makeTodo()
        let imported = try other.run(["import", "--format", "json", "-"], stdin: Data(shown.stdout.utf8))
        #expect(imported.status == 0, "\(imported.stderr)")
        #expect(try other.run(["export"]).stdout.hasSuffix(",\"extra\":{},\"end\":null,\"parent\":null}\n"))
    }

    @Test(arguments: TodoEngine.allCases)
    func test_configCoefficients_reweighTheOrder_theEnvironmentWins_andABadOneIsAUsageError(_ engine: TodoEngine) throws {
        try begin(on: engine)
        let todo = try makeTodo()
        try todo.run(["add", "Urgent", "pri:H"])
        try todo.run(["add", "Tagged", "+home"])
        let configHome = todo.directory.appendingPathComponent("config")
        try FileManager.default.createDirectory(at: configHome.appendingPathComponent("todo"), withIntermediateDirectories: true)
        let file = configHome.appendingPathComponent("todo/config")
        let environment = ["XDG_CONFIG_HOME": configHome.path]
        func titles(_ extra: [String: String] = [:]) throws -> [String] {
            let result = try todo.run(["list", "--json"], environment: environment.merging(extra) { $1 })
            #expect(result.status == 0, "\(result.stderr)")
            return try objects(result.stdout).compactMap { $0["title"] as? String }
        }

        #expect(try titles() == ["Urgent", "Tagged"])
        try "urgency.tags.coefficient = 10\n".write(to: file, atomically: true, encoding: .utf8)
        #expect(try titles() == ["Tagged", "Urgent"])
        #expect(try titles(["TODO_URGENCY_TAGS_COEFFICIENT": "1"]) == ["Urgent", "Tagged"])
        try "urgency.uda.priority.H.coefficient = -2\n".write(to: file, atomically: true, encoding: .utf8)
        #expect(try titles() == ["Tagged", "Urgent"])

        try "urgency.due.coefficient = -1\n".write(to: file, atomically: true, encoding: .utf8)
        let bad = try todo.run(["list"], environment: environment)
        #expect(bad.status == 2)
        #expect(bad.stderr == "todo: \(file.path) line 1: urgency.due.coefficient is a number from 0 to 1000000, not '-1'\n")
    }

    @Test(arguments: TodoEngine.allCases)
    func test_listJSON_givesABlockingMemoItsPlus8_asTheConfigWeighsIt_untilItsWaiterIsDone(_ engine: TodoEngine) throws {
        try begin(on: engine)
        let todo = try makeTodo()
        try todo.run(["add", "Plain"])
        try todo.run(["add", "Blocker"])
        try todo.run(["add", "Waits", "depends:2"])
        let configHome = todo.directory.appendingPathComponent("config")
        try FileManager.default.createDirectory(at: configHome.appendingPathComponent("todo"), withIntermediateDirectories: true)
        let environment = ["XDG_CONFIG_HOME": configHome.path]
        func listed(_ order: [String]) throws -> [String: Double] {
            let result = try todo.run(["list", "--json"], environment: environment)
            #expect(result.status == 0, "\(result.stderr)")
            let objects = try objects(result.stdout)
            #expect(objects.map { $0["title"] as? String } == order, "\(result.stdout)")
            return Dictionary(uniqueKeysWithValues: objects.map { ($0["title"] as? String ?? "", $0["urgency"] as? Double ?? .nan) })
        }

        // Blocker: +8 (blocking), listed first; Waits: -5 (blocked); once Waits is done, Blocker ties Plain, the older.
        let standard = try listed(["Blocker", "Plain", "Waits"])
        #expect(abs(standard["Blocker", default: .nan] - standard["Plain", default: .nan] - 8) <= 0.01, "\(standard)")
        #expect(abs(standard["Waits", default: .nan] - standard["Plain", default: .nan] + 5) <= 0.01, "\(standard)")
        try "urgency.blocking.coefficient = 2.5\n".write(to: configHome.appendingPathComponent("todo/config"), atomically: true, encoding: .utf8)
        let weighed = try listed(["Blocker", "Plain", "Waits"])
        #expect(abs(weighed["Blocker", default: .nan] - weighed["Plain", default: .nan] - 2.5) <= 0.01, "\(weighed)")

        try todo.run(["done", "3"])
        let freed = try listed(["Plain", "Blocker"])
        #expect(abs(freed["Blocker", default: .nan] - freed["Plain", default: .nan]) <= 0.01, "\(freed)")
    }

    @Test(arguments: TodoEngine.allCases)
    func test_aMemoTaggedNext_listsFirst_withTaskwarriorsPlus15_untilTheTagGoes(_ engine: TodoEngine) throws {
        try begin(on: engine)
        let todo = try makeTodo()
        try todo.run(["add", "Urgent", "pri:H", "due:now+1d"])
        try todo.run(["add", "Later", "+next"])
        try todo.run(["add", "Soon", "+nextweek"])
        func listed() throws -> [(String, Double)] {
            let result = try todo.run(["list", "--json"])
            #expect(result.status == 0, "\(result.stderr)")
            return try objects(result.stdout).map { ($0["title"] as? String ?? "", $0["urgency"] as? Double ?? .nan) }
        }

        // +next: 15, and 0.8 for one tag; pri:H due tomorrow: 6 + 12 × (0.2 + 0.8 × 13 / 21) = 14.3.
        let tagged = try listed()
        #expect(tagged.map(\.0) == ["Later", "Urgent", "Soon"], "\(tagged)")
        #expect(abs(tagged[0].1 - 15.8) <= 0.01, "\(tagged)")
        #expect(abs(tagged[2].1 - 0.8) <= 0.01, "+nextweek is only a tag: \(tagged)")
        #expect(try todo.run(["list", "--limit", "1"]).stdout.contains("Later"))

        try todo.run(["modify", "2", "-next"])
        #expect(try listed().map(\.0) == ["Urgent", "Soon", "Later"], "Later has no tag left")
    }
}
