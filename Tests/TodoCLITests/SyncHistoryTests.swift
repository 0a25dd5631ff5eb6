import Foundation
import XCTest

/// Issue 32's "history tells the truth", through the binary: what a sync brings is an entry of
/// its own, naming the machine it came from (`from laptop`) and what it changed, one a memo a sync however many
/// fields it merged; the machine's own entries stay as they happened, and undo takes back only
/// the machine's own command, saying that what arrived stays.
final class SyncHistoryTests: XCTestCase {
    private var machines: SyncMachines!
    private var laptop: TodoProcess!
    private var desktop: TodoProcess!
    /// The memo's id on the desktop.
    private var id = ""

    override func setUpWithError() throws {
        try super.setUpWithError()
        machines = try SyncMachines()
        (laptop, desktop) = (try machines.machine(named: "laptop"), try machines.machine(named: "desktop"))
        XCTAssertEqual(try laptop.run(["add", "Call the bank", "pri:H"]).status, 0)
        try SyncMachines.sync(laptop, machines.url)
        try SyncMachines.sync(desktop, machines.url)
        id = try SyncMachines.id(of: "Call the bank", in: desktop)
    }

    override func tearDown() {
        (machines, laptop, desktop) = (nil, nil, nil)
        super.tearDown()
    }

    func test_aPriorityFromTheLaptop_isOneEntryOfItsOwn_namingTheLaptop_andTheDesktopsEntriesStay() throws {
        // given the desktop's own change, and its history of the memo then
        XCTAssertEqual(try desktop.run(["modify", id, "+home"]).status, 0)
        let before = try entries(of: id)

        // when the laptop lowers the priority and the desktop syncs
        XCTAssertEqual(try laptop.run(["modify", "1", "pri:L"]).status, 0)
        try SyncMachines.sync(laptop)
        try SyncMachines.sync(desktop)

        // then the desktop's history is what it was, and one entry more: the arrived change
        let after = try entries(of: id)
        XCTAssertEqual(after.count, before.count + 1, "\(after)")
        XCTAssertEqual(Array(after.prefix(before.count)).map(Self.canonical), before.map(Self.canonical), "nothing folded into the desktop's own entries")
        let arrived = try XCTUnwrap(after.last)
        XCTAssertEqual(arrived["kind"] as? String, "sync")
        XCTAssertEqual(arrived["origin"] as? String, "laptop")
        XCTAssertEqual(Self.canonical(arrived["fields"] as Any), Self.canonical([["field": "priority", "from": "H", "to": "L"]]))
        XCTAssertTrue(before.allSatisfy { ($0["kind"] as? String) != "modify" || $0["origin"] is NSNull }, "own entries have no origin")
        let text = try desktop.run(["history", id])
        XCTAssertTrue(text.stdout.hasSuffix("  from laptop\n  priority: H -> L\n"), text.stdout)
        XCTAssertTrue(text.stdout.contains("  modify\n  tags: none -> home\n"), "the desktop's own modify, as it was: \(text.stdout)")
    }

    func test_aMergeOfSeveralFields_isOneEntry_inTheMemosHistoryAndInTheList() throws {
        // given three commands on the laptop, each changing the memo
        XCTAssertEqual(try laptop.run(["modify", "1", "pri:L", "project:bank"]).status, 0)
        XCTAssertEqual(try laptop.run(["modify", "1", "Call the bank today"]).status, 0)
        XCTAssertEqual(try laptop.run(["annotate", "1", "ask for Ms Lee"]).status, 0)
        try SyncMachines.sync(laptop)
        let listed = try history()

        // when the desktop syncs
        try SyncMachines.sync(desktop)

        // then the sync is one entry, naming the memo, with every field it brought
        let now = try history()
        XCTAssertEqual(now.count, listed.count + 1)
        XCTAssertEqual(now.first?["summary"] as? String, "from laptop: #\(id) \"Call the bank today\"")
        XCTAssertEqual(now.first?["memos"] as? Int, 1)
        let arrived = try XCTUnwrap(try entries(of: id).last)
        let fields = (arrived["fields"] as? [[String: Any]] ?? []).compactMap { $0["field"] as? String }
        XCTAssertEqual(fields, ["title", "priority", "project", "annotations"])
    }

    func test_undoAfterAnArrival_takesBackTheDesktopsOwnCommand_keepsWhatArrived_andSaysSo() throws {
        // given the desktop's priority, then the laptop's retitle arriving after it
        XCTAssertEqual(try desktop.run(["modify", id, "pri:M"]).status, 0)
        XCTAssertEqual(try laptop.run(["modify", "1", "Call the bank today"]).status, 0)
        try SyncMachines.sync(laptop)
        try SyncMachines.sync(desktop)

        // when the desktop undoes
        let undo = try desktop.run(["undo"])

        // then its own modify is undone, the arrival is not, and it says both in one line
        XCTAssertEqual(undo.status, 0, undo.stderr)
        XCTAssertEqual(
            undo.stdout, "undid modify #\(id) \"Call the bank\", your last command; kept what arrived by sync since from laptop\n")
        XCTAssertEqual(try SyncMachines.field("title", of: desktop).values.first, "Call the bank today")
        XCTAssertEqual(try SyncMachines.field("priority", of: desktop).values.first, "H")
        // and the arrival still shows what it brought, not the undone command
        let arrived = try XCTUnwrap(try entries(of: id).last)
        XCTAssertEqual(arrived["origin"] as? String, "laptop")
        XCTAssertEqual(Self.canonical(arrived["fields"] as Any), Self.canonical([["field": "title", "from": "Call the bank", "to": "Call the bank today"]]))
        // and with only arrivals left, undo changes nothing and says why
        let snapshot = try desktop.storeSnapshot()
        let again = try desktop.run(["undo"])
        XCTAssertEqual(again.status, 1)
        XCTAssertEqual(
            again.stderr,
            "todo: nothing of yours to undo: the latest change arrived by sync from laptop, and undo takes back only your own commands\n")
        XCTAssertEqual(try desktop.storeSnapshot(), snapshot)
    }

    func test_undoOfAnAddWhoseMemoChangedElsewhere_leavesNoArrivalClaimingTheDeletion() throws {
        // given a memo the desktop added, changed on the laptop and synced back
        let own = try XCTUnwrap(try desktop.run(["add", "Water the plants"]).stdout.split(separator: "\n").first.map(String.init))
        try SyncMachines.sync(desktop)
        try SyncMachines.sync(laptop)
        let there = try SyncMachines.id(of: "Water the plants", in: laptop)
        XCTAssertEqual(try laptop.run(["modify", there, "pri:H"]).status, 0)
        try SyncMachines.sync(laptop)
        try SyncMachines.sync(desktop)

        // when the desktop undoes its add, which takes the memo away whole
        XCTAssertEqual(try desktop.run(["undo"]).status, 0)

        // then no entry says that what arrived deleted it
        let history = try desktop.run(["history", own])
        XCTAssertEqual(history.status, 1, history.stdout)
        XCTAssertEqual(history.stderr, "todo: no memo with id \(own)\n")
    }

    func test_aMachineNamedByItsConfigFile_isNamedSo_andTheHubsOwnCommandNamesTheHub() throws {
        // given a tablet named by its config file, and its priority
        let tablet = try machines.machine()
        let config = tablet.directory.appendingPathComponent("config/todo")
        try FileManager.default.createDirectory(at: config, withIntermediateDirectories: true)
        try Data("machine = \"my tablet\"  # as the others name it\n".utf8).write(to: config.appendingPathComponent("config"))
        tablet.environment["XDG_CONFIG_HOME"] = config.deletingLastPathComponent().path
        try SyncMachines.sync(tablet, machines.url)
        XCTAssertEqual(try tablet.run(["modify", try SyncMachines.id(of: "Call the bank", in: tablet), "pri:M"]).status, 0)
        try SyncMachines.sync(tablet)

        // when the desktop syncs, then its entry names the tablet
        try SyncMachines.sync(desktop)
        XCTAssertTrue(try desktop.run(["history", id]).stdout.hasSuffix("  from my tablet\n  priority: H -> M\n"))

        // and a command run on the hub itself is named by the hub, as the desktop remembers it
        XCTAssertEqual(try machines.hub.run(["modify", try SyncMachines.id(of: "Call the bank", in: machines.hub), "pri:L"]).status, 0)
        try SyncMachines.sync(desktop)
        let text = try desktop.run(["history", id]).stdout
        XCTAssertTrue(text.hasSuffix("  from \(machines.url)\n  priority: M -> L\n"), text)
    }

    func test_aHubUsedDirectly_namesTheLaptopItsSyncCameFrom() throws {
        // given a memo the hub's own history holds (added and tagged there), which the laptop changes
        XCTAssertEqual(try machines.hub.run(["add", "Book the dentist"]).status, 0)
        let hubID = try SyncMachines.id(of: "Book the dentist", in: machines.hub)
        XCTAssertEqual(try machines.hub.run(["modify", hubID, "+health"]).status, 0)
        try SyncMachines.sync(laptop)
        XCTAssertEqual(try laptop.run(["modify", try SyncMachines.id(of: "Book the dentist", in: laptop), "pri:H"]).status, 0)

        // when the laptop syncs
        try SyncMachines.sync(laptop)

        // then the hub's history names the laptop
        let history = try machines.hub.run(["history", "--limit", "1"])
        XCTAssertTrue(history.stdout.hasSuffix("  from laptop: #\(hubID) \"Book the dentist\"\n"), history.stdout)
    }

    func test_aNameTheHubHolds_isShownVisibly_neverObeyed() throws {
        // given the laptop's change, and its name on the hub made hostile
        XCTAssertEqual(try laptop.run(["modify", "1", "pri:L"]).status, 0)
        try SyncMachines.sync(laptop)
        try XCTUnwrap(machines.hub.schema).execute("UPDATE replica_names SET name = E'lap\\x1b[2Jtop' WHERE name = 'laptop'")

        // when the desktop syncs, then its history shows the escape as text
        try SyncMachines.sync(desktop)
        let text = try desktop.run(["history", id]).stdout
        XCTAssertTrue(text.hasSuffix("  from lap^[[2Jtop\n  priority: H -> L\n"), text)
    }

    // MARK: - Private

    /// `history ID --json` on the desktop.
    private func entries(of id: String) throws -> [[String: Any]] {
        let result = try desktop.run(["history", id, "--json"])
        XCTAssertEqual(result.status, 0, result.stderr)
        return try XCTUnwrap(JSONSerialization.jsonObject(with: Data(result.stdout.utf8)) as? [[String: Any]])
    }

    /// `history --json` on the desktop, newest first.
    private func history() throws -> [[String: Any]] {
        let result = try desktop.run(["history", "--json"])
        XCTAssertEqual(result.status, 0, result.stderr)
        return try XCTUnwrap(JSONSerialization.jsonObject(with: Data(result.stdout.utf8)) as? [[String: Any]])
    }

    /// A JSON value as sorted-key text, to compare.
    private static func canonical(_ value: Any) -> String {
        (try? JSONSerialization.data(withJSONObject: value, options: [.sortedKeys, .fragmentsAllowed])).map { String(decoding: $0, as: UTF8.self) } ?? "\(value)"
    }
}
