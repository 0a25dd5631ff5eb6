import Foundation
import XCTest

/// Issue 30: memos written straight into a hub's tables (with `psql`, past todo's checks) that
/// `import` would refuse: a 3,000,000-character title, an empty title, a uuid that is not a
/// UUID. A replica that syncs takes none of them and names each on its line, exit 0; it takes
/// everything else, keeps its own memos, and its `export` still imports whole.
final class SyncHostileHubTests: XCTestCase {
    func test_hubMemosBeyondTheStoresRules_areNamedAndLeft_theRestSyncs_andExportImportRestores() throws {
        // given a hub with one good memo and three that todo's checks would never have let in
        let machines = try SyncMachines()
        let laptop = try machines.machine()
        for title in ["good", "huge title", "empty title", "bad uuid"] {
            XCTAssertEqual(try machines.hub.run(["add", title]).status, 0)
        }
        let schema = try XCTUnwrap(machines.hub.schema)
        try schema.execute("""
            UPDATE memos SET title = repeat('x', 3000000) WHERE title = 'huge title';
            UPDATE memos SET title = '' WHERE title = 'empty title';
            UPDATE memos SET uuid = 'not-a-uuid' WHERE title = 'bad uuid';
            """)
        XCTAssertEqual(try laptop.run(["add", "mine"]).status, 0)

        // when a replica syncs
        let line = try SyncMachines.sync(laptop, machines.url)

        // then the three are named, the rest syncs both ways
        XCTAssertTrue(line.hasPrefix("synced with \(machines.url): sent 1, received 1, 3 memos on the hub todo cannot take left as they are ("), line)
        XCTAssertTrue(line.contains(": invalid title: longer than 1000 characters"), line)
        XCTAssertTrue(line.contains(": invalid title: empty"), line)
        XCTAssertTrue(line.contains("not-a-uuid: invalid uuid: not a lower-case uuid"), line)
        let taken = try SyncMachines.memos(of: laptop)
        XCTAssertEqual(taken.count, 2, taken.description)
        XCTAssertEqual(try SyncMachines.memos(of: machines.hub).filter { $0.contains("\"title\":\"mine\"") }.count, 1)

        // and the replica's backup restores it whole
        let export = try laptop.run(["export"])
        XCTAssertEqual(export.status, 0, export.stderr)
        let file = laptop.directory.appendingPathComponent("backup.jsonl")
        try Data(export.stdout.utf8).write(to: file)
        let restored = try machines.machine()
        let imported = try restored.run(["import", file.path])
        XCTAssertEqual(imported.status, 0, imported.stderr)
        XCTAssertEqual(try SyncMachines.memos(of: restored), try SyncMachines.memos(of: laptop))

        // and a later sync works as ever
        XCTAssertEqual(try laptop.run(["add", "later"]).status, 0)
        let again = try SyncMachines.sync(laptop, machines.url)
        XCTAssertTrue(again.hasPrefix("synced with \(machines.url): sent 1, received 0"), again)
    }
}
