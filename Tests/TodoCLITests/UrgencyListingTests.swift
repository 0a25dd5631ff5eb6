import Foundation
import XCTest

/// The default order and `--json`'s `urgency`, as a person sees them, on each engine.
class UrgencyListingTests: EngineTestCase {
    private func objects(_ json: String) throws -> [[String: Any]] {
        try XCTUnwrap(JSONSerialization.jsonObject(with: Data(json.utf8)) as? [[String: Any]], json)
    }

    func test_listJSON_givesEachMemoItsUrgency_inTheOrderListed_whileExportKeepsNone_andImportIgnoresIt() throws {
        let todo = try makeTodo()
        try todo.run(["add", "Low", "due:now+3d", "pri:L"])
        try todo.run(["add", "High", "due:now+5d", "pri:H"])
        try todo.run(["add", "Plain"])

        let list = try todo.run(["list"])
        let listed = try objects(try todo.run(["list", "--json"]).stdout)
        let shown = try todo.run(["show", "2", "--json"])
        let export = try todo.run(["export"])

        // A pri:H memo due in 5 days lists above a pri:L memo due in 3, as Taskwarrior's next.
        XCTAssertEqual(list.stdout.components(separatedBy: "\n").map { $0.split(separator: " ").dropFirst(3).first ?? "" },
                       ["High", "Low", "Plain", ""], list.stdout)
        XCTAssertEqual(listed.map { $0["title"] as? String }, ["High", "Low", "Plain"])
        let urgencies = listed.compactMap { $0["urgency"] as? Double }
        XCTAssertEqual(urgencies.count, 3)
        XCTAssertEqual(urgencies[0], 6 + 12 * (0.2 + 0.8 * 9 / 21), accuracy: 0.01)
        XCTAssertEqual(urgencies[1], 1.8 + 12 * (0.2 + 0.8 * 11 / 21), accuracy: 0.01)
        XCTAssertEqual(urgencies[2], 0, accuracy: 0.01)
        XCTAssertTrue(shown.stdout.hasSuffix(",\"extra\":{},\"urgency\":\(urgencies[0])}\n"), shown.stdout)
        XCTAssertFalse(export.stdout.contains("urgency"), export.stdout)

        let other = try makeTodo()
        let imported = try other.run(["import", "--format", "json", "-"], stdin: Data(shown.stdout.utf8))
        XCTAssertEqual(imported.status, 0, imported.stderr)
        XCTAssertTrue(try other.run(["export"]).stdout.hasSuffix(",\"extra\":{}}\n"))
    }

    func test_configCoefficients_reweighTheOrder_theEnvironmentWins_andABadOneIsAUsageError() throws {
        let todo = try makeTodo()
        try todo.run(["add", "Urgent", "pri:H"])
        try todo.run(["add", "Tagged", "+home"])
        let configHome = todo.directory.appendingPathComponent("config")
        try FileManager.default.createDirectory(at: configHome.appendingPathComponent("todo"), withIntermediateDirectories: true)
        let file = configHome.appendingPathComponent("todo/config")
        let environment = ["XDG_CONFIG_HOME": configHome.path]
        func titles(_ extra: [String: String] = [:]) throws -> [String] {
            let result = try todo.run(["list", "--json"], environment: environment.merging(extra) { $1 })
            XCTAssertEqual(result.status, 0, result.stderr)
            return try objects(result.stdout).compactMap { $0["title"] as? String }
        }

        XCTAssertEqual(try titles(), ["Urgent", "Tagged"])
        try "urgency.tags.coefficient = 10\n".write(to: file, atomically: true, encoding: .utf8)
        XCTAssertEqual(try titles(), ["Tagged", "Urgent"])
        XCTAssertEqual(try titles(["TODO_URGENCY_TAGS_COEFFICIENT": "1"]), ["Urgent", "Tagged"])
        try "urgency.uda.priority.H.coefficient = -2\n".write(to: file, atomically: true, encoding: .utf8)
        XCTAssertEqual(try titles(), ["Tagged", "Urgent"])

        try "urgency.due.coefficient = -1\n".write(to: file, atomically: true, encoding: .utf8)
        let bad = try todo.run(["list"], environment: environment)
        XCTAssertEqual(bad.status, 2)
        XCTAssertEqual(bad.stderr, "todo: \(file.path) line 1: urgency.due.coefficient cannot be negative\n")
    }
}
