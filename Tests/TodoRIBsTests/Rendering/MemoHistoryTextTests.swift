import MemoStore
import XCTest
@testable import TodoRIBs

/// A memo's history in words and in JSON: times in the local zone, waits as ids, a deletion.
@MainActor
final class MemoHistoryTextTests: XCTestCase {
    private let zone = LocalTimeZone.fixed(secondsEastOfUTC: 3600)

    func test_text_phrasesEachFieldFromWhatToWhat_dependsAsIds_andADeletion() async {
        let history = sampleHistory()
        let style = TerminalStyle(screen: ScriptedScreen())

        let text = MemoHistoryText.text(
            history, dependencyIDs: ["u-7": 7], style: style, clock: .fixed(at: Timestamp(secondsSince1970: 0), in: zone))

        XCTAssertEqual(text, """
            2026-11-25 11:00  add
              title: "Milk"
              done: open
            2026-11-25 11:05  modify
              body: none -> "two\\nlitres"
              depends: none -> #7 u-gone
              extra.estimate: none -> "3h"
            2026-11-25 11:10  rm
              deleted

            """)
    }

    func test_json_keepsUTCAndUuids_withNullForNone() async {
        let json = MemoHistoryText.json(sampleHistory())

        XCTAssertTrue(json.hasPrefix("[{\"change\":1,\"kind\":\"add\",\"time\":\"2026-11-25T10:00:00Z\",\"created\":true,\"deleted\":false,"), json)
        XCTAssertTrue(json.contains("{\"field\":\"depends\",\"from\":null,\"to\":[\"u-7\",\"u-gone\"]}"), json)
        XCTAssertTrue(json.contains("{\"field\":\"extra.estimate\",\"from\":null,\"to\":\"3h\"}"), json)
        XCTAssertTrue(json.contains("\"kind\":\"rm\",\"time\":\"2026-11-25T10:10:00Z\",\"created\":false,\"deleted\":true,"), json)
    }

    func test_anArrivedChange_isHeadedByWhereItCameFrom_andItsJSONCarriesTheOrigin() async {
        // given a memo added here, then a priority that arrived from a hub
        let time = Timestamp(iso8601: "2026-11-25T10:00:00Z")!
        let added = Memo(id: 3, uuid: "u-3", title: "Milk", body: "", isDone: false, created: time, updated: time, priority: .high)
        var now = added
        now.priority = .low
        let history = MemoHistory(
            memoID: 3,
            entries: [
                MemoHistory.Entry(change: MemoChange(id: 1, kind: .add, memoCount: 1, firstMemo: nil, time: time), before: nil),
                MemoHistory.Entry(
                    change: MemoChange(id: 2, kind: .sync, memoCount: 1, firstMemo: nil, time: time, origin: "postgresql://hub/todo"),
                    before: added),
            ],
            current: now)

        // when
        let text = MemoHistoryText.text(
            history, dependencyIDs: [:], style: TerminalStyle(screen: ScriptedScreen()), clock: .fixed(at: time, in: zone))
        let json = MemoHistoryText.json(history)

        // then
        XCTAssertTrue(text.hasSuffix("2026-11-25 11:00  from postgresql://hub/todo\n  priority: H -> L\n"), text)
        XCTAssertTrue(json.contains("\"kind\":\"add\",") && json.contains("],\"origin\":null,\"author\":null}"), json)
        XCTAssertTrue(json.hasSuffix("{\"field\":\"priority\",\"from\":\"H\",\"to\":\"L\"}],\"origin\":\"postgresql://hub/todo\",\"author\":null}]\n"), json)
    }

    func test_anotherUsersEntry_isHeadedByTheirName_andItsJSONCarriesTheAuthor() async {
        // given alice's memo, then bob's priority on the hub and a change of his that arrived by sync
        let time = Timestamp(iso8601: "2026-11-25T10:00:00Z")!
        let added = Memo(id: 3, uuid: "u-3", title: "Agenda", body: "", isDone: false, created: time, updated: time)
        var (second, now) = (added, added)
        second.priority = .high
        now.priority = .low
        let history = MemoHistory(
            memoID: 3,
            entries: [
                MemoHistory.Entry(change: MemoChange(id: 1, kind: .add, memoCount: 1, firstMemo: nil, time: time), before: nil),
                MemoHistory.Entry(change: MemoChange(id: 2, kind: .modify, memoCount: 1, firstMemo: nil, time: time, author: "bob"), before: added),
                MemoHistory.Entry(
                    change: MemoChange(id: 4, kind: .sync, memoCount: 1, firstMemo: nil, time: time, origin: "hub", author: "bob\u{1B}"),
                    before: second),
            ],
            current: now)

        // when
        let text = MemoHistoryText.text(
            history, dependencyIDs: [:], style: TerminalStyle(screen: ScriptedScreen()), clock: .fixed(at: time, in: zone))
        let json = MemoHistoryText.json(history)

        // then: the user's own entry names nobody; a name from elsewhere is shown, never obeyed
        XCTAssertTrue(text.contains("11:00  add\n") && text.contains("11:00  bob: modify\n  priority: none -> H\n"), text)
        XCTAssertTrue(text.hasSuffix("11:00  bob^[: from hub\n  priority: H -> L\n"), text)
        XCTAssertTrue(json.contains("\"origin\":null,\"author\":\"bob\"}"), json)
        XCTAssertTrue(json.contains("\"kind\":\"add\",") && json.contains("\"origin\":null,\"author\":null}"), json)
    }

    // MARK: - Private

    private func sampleHistory() -> MemoHistory {
        let start = Timestamp(iso8601: "2026-11-25T10:00:00Z")!.secondsSince1970
        func change(_ id: Int64, _ kind: MemoChangeKind, minutes: Int64) -> MemoChange {
            MemoChange(id: id, kind: kind, memoCount: 1, firstMemo: nil, time: Timestamp(secondsSince1970: start + minutes * 60))
        }
        let created = Memo(
            id: 3, uuid: "u-3", title: "Milk", body: "", isDone: false,
            created: Timestamp(secondsSince1970: start), updated: Timestamp(secondsSince1970: start))
        var changed = created
        changed.body = "two\nlitres"
        changed.depends = ["u-7", "u-gone"]
        changed.extra = ["estimate": "\"3h\""]
        return MemoHistory(
            memoID: 3,
            entries: [
                MemoHistory.Entry(change: change(1, .add, minutes: 0), before: nil),
                MemoHistory.Entry(change: change(2, .modify, minutes: 5), before: created),
                MemoHistory.Entry(change: change(4, .rm, minutes: 10), before: changed),
            ],
            current: nil)
    }
}
