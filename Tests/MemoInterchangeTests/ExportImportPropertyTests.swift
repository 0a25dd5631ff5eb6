import XCTest
@testable import MemoInterchange
import MemoStore

/// "What export writes, import reads back", for every format, over random memos with every
/// field, unicode, control characters and dates at both ends of years 1…9999.
final class ExportImportPropertyTests: XCTestCase {
    private typealias F = InterchangeFixtures

    func test_jsonLines_roundTripsEveryFieldExactly() throws {
        for seed in 1...40 as ClosedRange<UInt64> {
            let memos = randomMemos(seed: seed)
            let drafts = try F.importAll(.json, export(memos, as: .json))
            XCTAssertEqual(drafts, memos.map(Self.draft(of:)), "seed \(seed)")
        }
    }

    func test_taskwarrior_roundTripsEveryFieldExactly() throws {
        for seed in 1...40 as ClosedRange<UInt64> {
            let memos = randomMemos(seed: seed)
            // Recurring tasks are held back to be merged with their instances: they come last.
            let drafts = try F.importAll(.taskwarrior, export(memos, as: .taskwarrior))
            let byUUID: (MemoDraft, MemoDraft) -> Bool = { $0.uuid! < $1.uuid! }
            XCTAssertEqual(drafts.sorted(by: byUUID), memos.map(Self.draft(of:)).sorted(by: byUUID), "seed \(seed)")
        }
    }

    func test_todoTxt_keepsEveryFieldButTimes_andTimesToTheLocalDay() throws {
        for seed in 1...40 as ClosedRange<UInt64> {
            let zone = LocalTimeZone.fixed(secondsEastOfUTC: (Int(seed % 27) - 12) * 3600)
            let memos = randomMemos(seed: seed)
            let file = export(memos, as: .todotxt, timeZone: zone)
            let drafts = try F.importAll(.todotxt, file, timeZone: zone)
            XCTAssertEqual(drafts.count, memos.count, "seed \(seed)")
            for (memo, draft) in zip(memos, drafts) {
                var expected = Self.draft(of: memo)
                (expected.created, expected.updated, expected.due, expected.wait, expected.end) = (draft.created, draft.updated, draft.due, draft.wait, draft.end)
                XCTAssertEqual(draft, expected, "seed \(seed)")
                // Writing what was read gives the same line: the days survived.
                XCTAssertEqual(TodoTxt.line(Self.memo(from: draft, like: memo), timeZone: zone),
                               TodoTxt.line(memo, timeZone: zone), "seed \(seed)")
            }
        }
    }

    func test_exportOfNothing_readsBackAsNothing_inEveryFormat() throws {
        for format in InterchangeFormat.allCases {
            XCTAssertEqual(try F.importAll(format, export([], as: format)), [], "\(format)")
        }
    }

    // MARK: - Private

    private func randomMemos(seed: UInt64) -> [Memo] {
        var generator = RandomMemos(seed: seed)
        return (1...25 as ClosedRange<Int64>).map { id in
            var memo = generator.memo(id: id)
            // A stored done memo has an end: when it was created, or last changed, in turn.
            if memo.isDone { memo.end = id.isMultiple(of: 2) ? memo.created : memo.updated }
            return memo
        }
    }

    private func export(_ memos: [Memo], as format: InterchangeFormat, timeZone: LocalTimeZone = .utc) -> [UInt8] {
        var writer = MemoExportWriter(format: format, timeZone: timeZone)
        var text = writer.begin()
        for memo in memos { text += writer.element(memo) }
        text += writer.end()
        return Array(text.utf8)
    }

    private static func draft(of memo: Memo) -> MemoDraft {
        MemoDraft(
            uuid: memo.uuid, title: memo.title, body: memo.body, isDone: memo.isDone, created: memo.created,
            updated: memo.updated, due: memo.due, wait: memo.wait, priority: memo.priority, project: memo.project,
            tags: memo.tags, recur: memo.recur, end: memo.end)
    }

    private static func memo(from draft: MemoDraft, like memo: Memo) -> Memo {
        Memo(
            id: memo.id, uuid: draft.uuid ?? "", title: draft.title, body: draft.body, isDone: draft.isDone,
            created: draft.created ?? memo.created, updated: draft.updated ?? memo.updated, due: draft.due,
            wait: draft.wait, priority: draft.priority, project: draft.project, tags: draft.tags, recur: draft.recur)
    }
}
