import CSQLite
import Foundation
import XCTest

/// A person's machines as the sync tests run them through the binary: a hub (a PostgreSQL
/// store in a schema of its own, which `todo --db URL` also reaches) and SQLite replicas of
/// the same user, each in a directory of its own.
final class SyncMachines {
    /// The hub; its `db` is the URL a replica syncs with.
    let hub: TodoProcess
    /// The hub's URL as `todo sync URL` is given it.
    var url: String { hub.db }

    /// A new hub, empty; skips without a PostgreSQL server (fails under `CI=true`).
    init() throws {
        hub = try TodoProcess(engine: .postgresql)
    }

    /// A new machine with an empty replica (no file yet), called `name` (`TODO_MACHINE`) when
    /// given, else by the host's name.
    func machine(named name: String? = nil) throws -> TodoProcess {
        let machine = try TodoProcess()
        if let name { machine.environment["TODO_MACHINE"] = name }
        return machine
    }

    /// The memos a store holds as `todo export` prints them, each line without its id (a
    /// replica's ids are its own), sorted (by uuid, which each line starts with then): equal
    /// for two stores exactly when they hold the same memos with the same fields.
    static func memos(of store: TodoProcess, file: StaticString = #filePath, line: UInt = #line) throws -> [String] {
        let export = try store.run(["export"])
        XCTAssertEqual(export.status, 0, export.stderr, file: file, line: line)
        return export.stdout.split(separator: "\n").map { text in
            text.hasPrefix("{\"id\":") ? "{" + text.drop { $0 != "," }.dropFirst() : String(text)
        }.sorted()
    }

    /// Every memo's fields by uuid, from `todo export`: a string as it is, an array or object
    /// as JSON text, a number or boolean as its digits (`true` is `1`).
    static func fields(of store: TodoProcess) throws -> [String: [String: String]] {
        let export = try store.run(["export"])
        var memos: [String: [String: String]] = [:]
        for text in export.stdout.split(separator: "\n") {
            let memo = try XCTUnwrap(JSONSerialization.jsonObject(with: Data(text.utf8)) as? [String: Any])
            memos[try XCTUnwrap(memo["uuid"] as? String)] = memo.mapValues { value in
                guard JSONSerialization.isValidJSONObject(value), let json = try? JSONSerialization.data(withJSONObject: value, options: [.sortedKeys])
                else { return value as? String ?? "\(value)" }
                return String(decoding: json, as: UTF8.self)
            }
        }
        return memos
    }

    /// What a replica holds for sync, to compare before and after a refused sync: its memos
    /// (`memos(of:)`), the hubs it remembers, what is pending for them and what waits in its
    /// outbox. (A refused first sync may write the file, a hub remembered then forgotten, but
    /// changes none of this.)
    static func replicaState(of machine: TodoProcess) throws -> [String] {
        let tables = [
            "SELECT id, url, replica, seen_through, synced FROM sync_hubs ORDER BY id",
            "SELECT hub_id, uuid FROM sync_pending ORDER BY hub_id, uuid", "SELECT * FROM sync_outbox",
        ]
        return try memos(of: machine) + tables.flatMap { sqliteRows(machine.dbPath, $0).map { $0.joined(separator: "|") } + ["--"] }
    }

    /// Each memo's `key` field by uuid (`fields(of:)`).
    static func field(_ key: String, of store: TodoProcess) throws -> [String: String] {
        try fields(of: store).compactMapValues { $0[key] }
    }

    /// The id `store` shows for the memo titled `title` (titles are unique in these tests).
    static func id(of title: String, in store: TodoProcess, file: StaticString = #filePath, line: UInt = #line) throws -> String {
        let export = try store.run(["export"])
        for text in export.stdout.split(separator: "\n") {
            let memo = try XCTUnwrap(JSONSerialization.jsonObject(with: Data(text.utf8)) as? [String: Any])
            if memo["title"] as? String == title, let id = memo["id"] as? Int { return String(id) }
        }
        XCTFail("no memo titled \(title)", file: file, line: line)
        return "0"
    }

    /// Runs `todo sync` (with `url` when given) on `machine` and fails unless it succeeded
    /// with its one line; returns that line.
    @discardableResult
    static func sync(
        _ machine: TodoProcess, _ url: String? = nil, file: StaticString = #filePath, line: UInt = #line
    ) throws -> String {
        let result = try machine.run(["sync"] + (url.map { [$0] } ?? []))
        XCTAssertEqual(result.status, 0, result.stderr, file: file, line: line)
        XCTAssertEqual(result.stderr, "", file: file, line: line)
        XCTAssertEqual(result.stdout.filter { $0 == "\n" }.count, 1, result.stdout, file: file, line: line)
        return result.stdout
    }

    /// The rows `sql` reads from a SQLite file, each column as text ("" for NULL).
    static func sqliteRows(_ path: String, _ sql: String) -> [[String]] {
        var handle: OpaquePointer?
        guard sqlite3_open_v2(path, &handle, SQLITE_OPEN_READONLY, nil) == SQLITE_OK else { return [] }
        defer { sqlite3_close(handle) }
        var statement: OpaquePointer?
        guard sqlite3_prepare_v2(handle, sql, -1, &statement, nil) == SQLITE_OK else { return [] }
        defer { sqlite3_finalize(statement) }
        var rows: [[String]] = []
        while sqlite3_step(statement) == SQLITE_ROW {
            rows.append((0..<sqlite3_column_count(statement)).map { column in
                sqlite3_column_text(statement, column).map { String(cString: $0) } ?? ""
            })
        }
        return rows
    }
}

extension XCTestCase {
    /// Fails unless every store holds the same memos (`SyncMachines.memos`), and at least one.
    func assertSameMemos(_ stores: [TodoProcess], _ context: String = "", file: StaticString = #filePath, line: UInt = #line) throws {
        let first = try SyncMachines.memos(of: stores[0], file: file, line: line)
        XCTAssertFalse(first.isEmpty, "no memos \(context)", file: file, line: line)
        for (index, store) in stores.enumerated().dropFirst() {
            let other = try SyncMachines.memos(of: store, file: file, line: line)
            XCTAssertEqual(other.count, first.count, "store \(index) \(context)", file: file, line: line)
            XCTAssertEqual(other, first, "store \(index) \(context)", file: file, line: line)
        }
    }
}
