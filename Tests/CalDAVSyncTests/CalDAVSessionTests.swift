@testable import CalDAVSync
import Foundation
import MemoInterchange
import MemoStore
@testable import SQLiteMemoStore
import TestSupport
import XCTest

/// A sync against the real CalDAV server `.ci/run` starts (`TODO_TEST_CALDAV_URL`,
/// `TODO_TEST_CALDAV_USER`, `TODO_TEST_CALDAV_PASSWORD`), in-process, where the end-to-end
/// suites cannot reach: between the server's writes and the replica's commit.
final class CalDAVSessionTests: XCTestCase {
    private var directory: URL!
    private var address: CalDAVAddress!

    override func setUpWithError() throws {
        try super.setUpWithError()
        let environment = ProcessInfo.processInfo.environment
        try Prerequisite.require(environment["TODO_TEST_CALDAV_URL"] != nil, "TODO_TEST_CALDAV_URL (a CalDAV server) is not set")
        let server = try XCTUnwrap(environment["TODO_TEST_CALDAV_URL"])
        let user = try XCTUnwrap(environment["TODO_TEST_CALDAV_USER"])
        let password = try XCTUnwrap(environment["TODO_TEST_CALDAV_PASSWORD"])
        let origin = server.replacingOccurrences(of: "://", with: "://\(user):\(password)@")
        address = try CalDAVAddress("\(origin)/\(user)/session-\(UUID().uuidString.lowercased())/")
        let made = try WebDAVConnection(caFile: nil).send(
            "MKCALENDAR", address.collectionURL, headers: ["Content-Type: application/xml"],
            body: """
                <?xml version="1.0" encoding="utf-8"?><c:mkcalendar xmlns:d="DAV:" xmlns:c="urn:ietf:params:xml:ns:caldav">\
                <d:set><d:prop><c:supported-calendar-component-set><c:comp name="VTODO"/></c:supported-calendar-component-set>\
                </d:prop></d:set></c:mkcalendar>
                """)
        XCTAssertEqual(made.status, 201)
        directory = FileManager.default.temporaryDirectory.appendingPathComponent("caldav-session-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
    }

    override func tearDownWithError() throws {
        if let directory { try? FileManager.default.removeItem(at: directory) }
        try super.tearDownWithError()
    }

    func test_aMemoChangedHereWhileTheServerIsWritten_keepsItsChange_andTheNextSyncMergesIt() throws {
        let replica = try SQLiteMemoRepository(path: directory.appendingPathComponent("replica.sqlite").path)
        defer { replica.close() }
        let user = try replica.logIn(userName: "alice")
        let memo = try replica.create(MemoDraft(title: "first"), for: user)
        let remote = try replica.remember(url: address.remembered, for: user)
        // "first" and "second" minutes before "third", so "third" is the later change of the title.
        let earlier = Timestamp.now().secondsSince1970 - 60
        try replica.connection.run("UPDATE memos SET created = ?, updated = ? WHERE id = ?", [.integer(earlier - 60), .integer(earlier - 60), .integer(memo.id)])

        XCTAssertEqual(try session(replica, remote, user).run(at: .now()).sent, 1)
        _ = try replica.modify(ids: [memo.id], with: MemoPatch(title: "second"), for: user)
        try replica.connection.run("UPDATE memos SET updated = ? WHERE id = ?", [.integer(earlier), .integer(memo.id)])
        try replica.connection.run("UPDATE memo_stamps SET time = ? WHERE memo_id = ?", [.integer(earlier), .integer(memo.id)])
        let racing = try session(replica, remote, user)
        racing.beforeCommit = {
            // A second after the server stored "second" (a test cannot wait seconds between edits).
            _ = try replica.modify(ids: [memo.id], with: MemoPatch(title: "third"), for: user)
            try replica.connection.run(
                "UPDATE memo_stamps SET time = ? WHERE memo_id = ? AND field = 'title'", [.integer(Timestamp.now().secondsSince1970 + 1), .integer(memo.id)])
        }
        let raced = try racing.run(at: .now())
        XCTAssertEqual(raced.sent, 1, "the server got second")
        XCTAssertEqual(try replica.memo(id: memo.id, for: user).title, "third", "the change made meanwhile is kept")

        _ = try session(replica, remote, user).run(at: .now())
        let settled = try session(replica, remote, user).run(at: .now())
        XCTAssertEqual([settled.sent, settled.received], [0, 0])
        XCTAssertEqual(try replica.memo(id: memo.id, for: user).title, "third")
        let collection = try CalDAVCollection(address: address, caFile: nil)
        var refused: [String: String] = [:]
        let texts = try collection.fetch(Array(try collection.members().changed.keys), refused: &refused).values.map(\.data)
        XCTAssertEqual(texts.count, 1)
        XCTAssertTrue(texts[0].contains("SUMMARY:third"), texts[0])
    }

    func test_aPhonesLaterPriority_winsOverAnEarlierOneHere_thoughThisMemoWasAnnotatedLast() throws {
        let replica = try SQLiteMemoRepository(path: directory.appendingPathComponent("replica.sqlite").path)
        defer { replica.close() }
        let user = try replica.logIn(userName: "alice")
        let memo = try replica.create(MemoDraft(title: "Pay rent"), for: user)
        let remote = try replica.remember(url: address.remembered, for: user)
        let now = Timestamp.now().secondsSince1970
        try replica.connection.run("UPDATE memos SET created = ?, updated = ? WHERE id = ?", [.integer(now - 120), .integer(now - 120), .integer(memo.id)])
        _ = try session(replica, remote, user).run(at: .now())
        // here: priority L a minute ago; on the phone: priority H half a minute ago; here: a note now
        _ = try replica.modify(ids: [memo.id], with: MemoPatch(priority: .set(.low)), for: user)
        try replica.connection.run("UPDATE memo_stamps SET time = ? WHERE memo_id = ?", [.integer(now - 60), .integer(memo.id)])
        let collection = try CalDAVCollection(address: address, caFile: nil)
        let (href, etag) = try XCTUnwrap(try collection.members().changed.first)
        var phone = try replica.memo(id: memo.id, for: user)
        (phone.priority, phone.updated) = (.high, Timestamp(secondsSince1970: now - 30))
        _ = try collection.put(VTodo.calendar(of: [phone], timeZone: .utc), at: href, over: etag)
        let stored = try XCTUnwrap(try storedTimes(of: [href], in: collection)[href])
        var note = MemoPatch()
        note.addedAnnotations = [MemoAnnotation(entry: Timestamp(secondsSince1970: now), description: "called the landlord")]
        _ = try replica.modify(ids: [memo.id], with: note, for: user)

        _ = try session(replica, remote, user).run(at: .now())

        let merged = try replica.memo(id: memo.id, for: user)
        XCTAssertEqual(merged.priority, .high, "the phone's priority is the later change of the priority")
        XCTAssertEqual(merged.annotations.map(\.description), ["called the landlord"])
        let base = try XCTUnwrap(replica.entries(uuids: [memo.uuid], for: remote, user: user)[memo.uuid])
        XCTAssertEqual(base.baseStamps[.priority], FieldStamp(time: stored, replica: "caldav " + address.remembered),
                       "the phone's change keeps, per field, the time the server stored it")
        let settled = try session(replica, remote, user).run(at: .now())
        XCTAssertEqual([settled.sent, settled.received], [0, 0])
    }

    func test_aPhoneWhoseClockIsTenMinutesAhead_losesToAChangeMadeHereAfterTheServerStoredItsChange() throws {
        // given a memo on the server, whose priority a phone ten minutes ahead sets to H
        let replica = try SQLiteMemoRepository(path: directory.appendingPathComponent("replica.sqlite").path)
        defer { replica.close() }
        let user = try replica.logIn(userName: "alice")
        let memo = try replica.create(MemoDraft(title: "Pay rent"), for: user)
        let remote = try replica.remember(url: address.remembered, for: user)
        _ = try session(replica, remote, user).run(at: .now())
        let collection = try CalDAVCollection(address: address, caFile: nil)
        let (href, etag) = try XCTUnwrap(try collection.members().changed.first)
        var phone = try replica.memo(id: memo.id, for: user)
        (phone.priority, phone.updated) = (.high, Timestamp(secondsSince1970: Timestamp.now().secondsSince1970 + 600))
        _ = try collection.put(VTodo.calendar(of: [phone], timeZone: .utc), at: href, over: etag)

        // when the priority is set to L here a second after the server stored the phone's
        let stored = try XCTUnwrap(try storedTimes(of: [href], in: collection)[href])
        _ = try replica.modify(ids: [memo.id], with: MemoPatch(priority: .set(.low)), for: user)
        try replica.connection.run(
            "UPDATE memo_stamps SET time = ? WHERE memo_id = ? AND field = 'priority'", [.integer(stored.secondsSince1970 + 1), .integer(memo.id)])
        _ = try session(replica, remote, user).run(at: .now())

        // then the change made here is the later one: the phone's clock is not what decides
        XCTAssertEqual(try replica.memo(id: memo.id, for: user).priority, .low)
        let conflicts = try replica.conflicts(for: user, uuid: memo.uuid)
        XCTAssertEqual(conflicts.count, 1, "the phone's H is what lost")
    }

    func test_aSyncStoppedRightAfterItsWrites_isTakenForItsOwnAtTheNextSync_notForAPhonesChange() throws {
        // given a memo synced and then changed here, and a memo new here
        let (replica, user, remote, memo) = try replicaWithASyncedMemo()
        defer { replica.close() }
        _ = try replica.modify(ids: [memo.id], with: MemoPatch(priority: .set(.high)), for: user)
        let added = try replica.create(MemoDraft(title: "Call the landlord"), for: user)
        let changedAt = try XCTUnwrap(replica.localStamps(ids: [memo.id])[memo.id]?[.priority]?.time)
        let history = try replica.history(limit: 100, for: user)

        // when a sync stops after the server took both, before the replica recorded it; then one syncs
        try syncStoppedAfterItsWrites(replica, remote, user)
        let next = try session(replica, remote, user).run(at: .now())

        // then nothing came from the collection, nothing doubled, and the fields stay this replica's
        XCTAssertEqual([next.sent, next.received, next.conflicts], [0, 0, 0])
        XCTAssertEqual(try replica.memo(id: memo.id, for: user).priority, .high)
        XCTAssertEqual(try replica.history(limit: 100, for: user).map(\.id), history.map(\.id), "no change arrived from a phone")
        let entries = try replica.entries(uuids: [memo.uuid, added.uuid], for: remote, user: user)
        for (uuid, entry) in entries {
            for field in MemoField.allCases {
                XCTAssertNotEqual(entry.baseStamps[field]?.replica, FieldStamp.collectionIdentity(address.remembered), "\(uuid) \(field)")
            }
        }
        XCTAssertEqual(entries[memo.uuid]?.baseStamps[.priority]?.time, changedAt)
        let collection = try CalDAVCollection(address: address, caFile: nil)
        XCTAssertEqual(try collection.members().changed.count, 2)
        XCTAssertEqual(try session(replica, remote, user).run(at: .now()).sent, 0)
    }

    func test_aPhonesEditAfterTheWritesOfAStoppedSync_isTakenAsThePhones_andTheRestAsThisReplicas() throws {
        // given a memo whose priority changed here, and a sync stopped right after it wrote it
        let (replica, user, remote, memo) = try replicaWithASyncedMemo()
        defer { replica.close() }
        _ = try replica.modify(ids: [memo.id], with: MemoPatch(priority: .set(.high)), for: user)
        try syncStoppedAfterItsWrites(replica, remote, user)

        // when a phone then retitles the task the server holds, and the replica syncs
        let collection = try CalDAVCollection(address: address, caFile: nil)
        let (href, etag) = try XCTUnwrap(try collection.members().changed.first)
        var phone = try replica.memo(id: memo.id, for: user)
        phone.title = "Pay the rent"
        _ = try collection.put(VTodo.calendar(of: [phone], timeZone: .utc), at: href, over: etag)
        let stored = try XCTUnwrap(try storedTimes(of: [href], in: collection)[href])
        let next = try session(replica, remote, user).run(at: .now())

        // then the title is the phone's change, stamped when the server stored it; the priority this replica's
        XCTAssertEqual(next.received, 1)
        let merged = try replica.memo(id: memo.id, for: user)
        XCTAssertEqual([merged.title], ["Pay the rent"])
        XCTAssertEqual(merged.priority, .high)
        let base = try XCTUnwrap(replica.entries(uuids: [memo.uuid], for: remote, user: user)[memo.uuid])
        XCTAssertEqual(base.baseStamps[.title], FieldStamp(time: stored, replica: FieldStamp.collectionIdentity(address.remembered)))
        XCTAssertNotEqual(base.baseStamps[.priority]?.replica, FieldStamp.collectionIdentity(address.remembered))
    }

    /// A replica that syncs with the collection, and a memo of its user both have.
    private func replicaWithASyncedMemo() throws -> (SQLiteMemoRepository, User, SyncRemote, Memo) {
        let replica = try SQLiteMemoRepository(path: directory.appendingPathComponent("replica.sqlite").path)
        let user = try replica.logIn(userName: "alice")
        let remote = try replica.remember(url: address.remembered, for: user)
        let memo = try replica.create(MemoDraft(title: "Pay rent"), for: user)
        _ = try session(replica, remote, user).run(at: .now())
        return (replica, user, remote, memo)
    }

    /// Runs a sync that stops, as if killed, once the server has taken its writes and before
    /// the replica records them.
    private func syncStoppedAfterItsWrites(_ replica: SQLiteMemoRepository, _ remote: SyncRemote, _ user: User) throws {
        struct Stopped: Error {}
        let stopped = try session(replica, remote, user)
        stopped.beforeCommit = { throw Stopped() }
        XCTAssertThrowsError(try stopped.run(at: .now())) { XCTAssertTrue($0 is Stopped, "\($0)") }
    }

    /// When the server says it stored each of `hrefs` (`getlastmodified`), by href.
    private func storedTimes(of hrefs: [String], in collection: CalDAVCollection) throws -> [String: Timestamp] {
        try collection.storedTimes(of: hrefs)
    }

    func test_tasksTogetherOverTheAnswersLimit_areFetchedInSmallerBatches_andOneTooBigAloneIsRefused() throws {
        // given four tasks of 30 KiB and one of 100 KiB, with room for 64 KiB an answer
        let connection = try WebDAVConnection(caFile: nil)
        for (name, size) in [("a", 30), ("b", 30), ("c", 30), ("d", 30), ("e", 100)] {
            let text = [
                "BEGIN:VCALENDAR", "VERSION:2.0", "BEGIN:VTODO", "UID:\(name)", "DTSTAMP:20261120T080000Z", "SUMMARY:\(name)",
                "X-FILL:" + String(repeating: "x", count: size << 10), "END:VTODO", "END:VCALENDAR", "",
            ].joined(separator: "\r\n")
            let put = try connection.send("PUT", address.url(of: address.path + name + ".ics"), headers: ["Content-Type: text/calendar"], body: text)
            XCTAssertEqual(put.status, 201)
        }
        let collection = try CalDAVCollection(
            address: address, caFile: nil, limits: WebDAVLimits(answerBytes: 64 << 10, taskBytes: 1 << 20, requestSeconds: 30))

        // when they are fetched in one batch
        var refused: [String: String] = [:]
        let fetched = try collection.fetch(try collection.members().changed.keys.sorted(), refused: &refused)

        // then every task that fits an answer alone comes, and the other is named
        XCTAssertEqual(fetched.keys.sorted(), ["a", "b", "c", "d"].map { address.path + $0 + ".ics" })
        XCTAssertEqual(Array(refused.keys), [address.path + "e.ics"])
        XCTAssertTrue(refused.values.first?.hasPrefix("calendar data larger than") == true, refused.description)
    }

    private func session(_ replica: SQLiteMemoRepository, _ remote: SyncRemote, _ user: User) throws -> CalDAVSession {
        let current = try XCTUnwrap(try replica.remotes(for: user).first { $0.id == remote.id })
        return try CalDAVSession(replica: replica, address: address, caFile: nil, remote: current, user: user, timeZone: .utc)
    }
}
