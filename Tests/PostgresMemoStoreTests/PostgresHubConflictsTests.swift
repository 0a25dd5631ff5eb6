import MemoStore
import XCTest
@testable import PostgresMemoStore

/// The conflicts a hub keeps (`exchangeConflicts`) hand back the lost memo whole.
final class PostgresHubConflictsTests: PostgresRepositoryTestCase {
    func test_exchangeConflicts_returnsTheLostMemo_everyFieldAsKept() throws {
        // given: a lost memo with every field set, its parent too
        let lost = Memo(
            id: 0, uuid: "c0ffee00-0000-4000-8000-000000000001", title: "lost title", body: "lost body", isDone: true,
            created: Timestamp(secondsSince1970: 1_600_000_000), updated: Timestamp(secondsSince1970: 1_600_000_100),
            due: Timestamp(secondsSince1970: 1_600_000_200), wait: Timestamp(secondsSince1970: 1_600_000_300), priority: .high,
            project: "home", tags: ["a", "b"], recur: Recurrence("weekly"), start: Timestamp(secondsSince1970: 1_600_000_400),
            scheduled: Timestamp(secondsSince1970: 1_600_000_500), until: Timestamp(secondsSince1970: 1_600_000_600),
            depends: ["c0ffee00-0000-4000-8000-000000000002"],
            annotations: [MemoAnnotation(entry: Timestamp(secondsSince1970: 1_600_000_700), description: "a note")],
            extra: ["uda": "value"], end: Timestamp(secondsSince1970: 1_600_000_800), isBlocked: false,
            parent: "c0ffee00-0000-4000-8000-000000000003", isBlocking: false)
        let conflict = SyncConflict(uuid: lost.uuid, subject: .field(.parent), lost: lost, time: lost.updated, key: "the key")

        // when
        let kept = try store.exchangeConflicts(adding: [conflict], resolving: [], for: user)

        // then
        XCTAssertEqual(kept.map(\.lost), [lost])
        XCTAssertEqual(kept.map(\.key), ["the key"])
        XCTAssertEqual(kept.map(\.time), [lost.updated])
        XCTAssertEqual(kept.map(\.subject), [.field(.parent)])
    }
}
