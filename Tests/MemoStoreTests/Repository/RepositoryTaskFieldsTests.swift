import Testing
@testable import MemoStore
import TestSupport

/// Taskwarrior's fields (start, scheduled, until, depends, annotations, extra): stored exactly,
/// through create, import, export, undo and recurrence, and checked on every write.
final class RepositoryTaskFieldsTests: RepositoryContract {
    private let moment = Timestamp(secondsSince1970: 1_896_134_399)  // 2030-01-31T23:59:59Z
    private let blocker = "0196f0c2-1d2e-7a3b-8c4d-5e6f708192a3"
    private var user: User!

    override func begin(on engine: TodoEngine) throws {
        try super.begin(on: engine)
        user = try store.logIn(userName: "alice")
    }

    @Test(arguments: TodoEngine.allCases)
    func test_create_keepsEveryTaskField_throughReadsReopeningAndExport(_ engine: TodoEngine) throws {
        try begin(on: engine)
        let memo = try store.create(taskDraft("Write report"), for: user)

        #expect(memo.start == Timestamp(secondsSince1970: moment.secondsSince1970 - 7_200))
        #expect(memo.scheduled == Timestamp(secondsSince1970: moment.secondsSince1970 - 86_400))
        #expect(memo.until == Timestamp(secondsSince1970: moment.secondsSince1970 + 86_400))
        #expect(memo.depends == [blocker, "ffffffff-0000-4000-8000-000000000001"])
        #expect(memo.annotations.map(\.description) == ["first: with\nlines and 9:colons", "ünïcode 🎉"])
        #expect(memo.extra == ["estimate": "\"3h\"", "points": "5", "nested": "{\"a\":[1,2]}"])
        #expect(try store.memo(id: memo.id, for: user) == memo)
        try reopen()
        #expect(try store.memo(id: memo.id, for: user) == memo)
        #expect(try allMemos(of: user) == [memo])
    }

    @Test(arguments: TodoEngine.allCases)
    func test_everyFieldOfTheDescription_isStoredAndReadBack_throughCreateImportModifyAndUndo(_ engine: TodoEngine) throws {
        try begin(on: engine)
        let plain = try store.create(MemoFieldSamples.plainDraft, for: user)
        // The sampled parent is a memo of the user's: a patch names a parent the store knows.
        _ = try store.create(MemoDraft(uuid: MemoFieldSamples.sample(.parent).nameValue, title: "the sampled parent"), for: user)
        var stored: [(MemoField, Int64)] = []
        for (index, field) in MemoField.allCases.enumerated() {
            let sample = MemoFieldSamples.sample(field)
            var draft = MemoFieldSamples.plainDraft
            draft[field] = sample
            let created = try store.create(draft, for: user)
            #expect(created[field] == sample, "create \(field)")
            stored.append((field, created.id))

            draft.uuid = "0196f0c2-1d2e-7a3b-8c4d-1000000000" + (index < 10 ? "0" : "") + String(index)
            #expect(try store.importMemos(for: user, from: draftFeed([draft])).added == 1, "import \(field)")
            let imported = try #require(store.memoIDs(uuids: [draft.uuid!], for: user)[draft.uuid!], "import \(field)")
            stored.append((field, imported))

            // Done (and when) is its own command, and dependencies come by id, which the patch leaves to the store.
            guard ![.done, .end, .depends].contains(field) else { continue }
            var patch = MemoPatch()
            patch.set(field, to: sample, onto: plain)
            #expect(try store.modify(ids: [plain.id], with: patch, as: .modify, for: user).first?[field] == sample, "modify \(field)")
            _ = try store.undoLastChange(for: user)
            #expect(try store.memo(id: plain.id, for: user)[field] == plain[field], "undo \(field)")
        }
        try reopen()
        for (field, id) in stored {
            #expect(try store.memo(id: id, for: user)[field] == MemoFieldSamples.sample(field), "read \(field) of #\(id)")
        }
    }

    @Test(arguments: TodoEngine.allCases)
    func test_import_keepsEveryTaskField_withAndWithoutUUIDs(_ engine: TodoEngine) throws {
        try begin(on: engine)
        var carried = taskDraft("carried")
        carried.uuid = "0196f0c2-1d2e-7a3b-8c4d-000000000001"
        let drafts = [taskDraft("fresh"), carried, MemoDraft(title: "plain")]

        #expect(try store.importMemos(for: user, from: draftFeed(drafts)).added == 3)

        let memos = try allMemos(of: user)
        for (memo, draft) in zip(memos, drafts) {
            #expect(memo.start == draft.start, "\(memo.title)")
            #expect(memo.scheduled == draft.scheduled, "\(memo.title)")
            #expect(memo.until == draft.until, "\(memo.title)")
            #expect(memo.depends == Array(Set(draft.depends)).sorted(), "\(memo.title)")
            #expect(memo.annotations == draft.annotations, "\(memo.title)")
            #expect(memo.extra == draft.extra, "\(memo.title)")
        }
    }

    @Test(arguments: TodoEngine.allCases)
    func test_undoOfRmAndOfDone_bringsEveryTaskFieldBack(_ engine: TodoEngine) throws {
        try begin(on: engine)
        let memo = try store.create(taskDraft("Write report"), for: user)

        _ = try store.delete(ids: [memo.id], for: user)
        _ = try store.undoLastChange(for: user)
        #expect(try store.memo(id: memo.id, for: user) == memo)

        _ = try store.setDone(true, ids: [memo.id], timeZone: .utc, for: user)
        _ = try store.undoLastChange(for: user)
        #expect(try store.memo(id: memo.id, for: user) == memo)
    }

    @Test(arguments: TodoEngine.allCases)
    func test_nextOccurrence_keepsExtraAndUntil_movesScheduled_andStartsUnstartedWithoutNotes(_ engine: TodoEngine) throws {
        try begin(on: engine)
        var draft = taskDraft("Pay rent")
        draft.due = moment
        draft.recur = Recurrence("monthly")
        draft.until = Timestamp(secondsSince1970: moment.secondsSince1970 + 400 * 86_400)
        let memo = try store.create(draft, for: user)

        let next = try #require(try store.setDone(true, ids: [memo.id], timeZone: .utc, for: user).created.first)

        let span = try #require(next.due).secondsSince1970 - moment.secondsSince1970
        #expect(try next.scheduled?.secondsSince1970 == (#require(memo.scheduled).secondsSince1970 + span))
        #expect(next.until == memo.until)
        #expect(next.extra == memo.extra)
        #expect(next.start == nil)
        #expect(next.annotations == [])
        #expect(next.depends == [])
        #expect(try store.memo(id: next.id, for: user) == next)
    }

    @Test(arguments: TodoEngine.allCases)
    func test_badTaskFields_areRefused_andNothingIsWritten(_ engine: TodoEngine) throws {
        try begin(on: engine)
        let cases: [(MemoDraft, String)] = [
            (MemoDraft(title: "x", depends: ["not-a-uuid"]), "depends"),
            (MemoDraft(uuid: blocker, title: "x", depends: [blocker]), "depends"),
            (MemoDraft(title: "x", annotations: [MemoAnnotation(entry: moment, description: "  ")]), "annotation"),
            (MemoDraft(title: "x", extra: ["": "1"]), "extra"),
            (MemoDraft(title: "x", extra: ["k": ""]), "extra"),
        ]
        for (draft, field) in cases {
            let error = #expect(throws: MemoStoreError.self) { try store.create(draft, for: user) }
            guard case .invalidField(let name, _)? = error else {
                Issue.record("\(String(describing: error))")
                continue
            }
            #expect(name == field)
        }
        #expect(try allMemos(of: user) == [])
    }

    private func taskDraft(_ title: String) -> MemoDraft {
        MemoDraft(
            title: title, start: Timestamp(secondsSince1970: moment.secondsSince1970 - 7_200),
            scheduled: Timestamp(secondsSince1970: moment.secondsSince1970 - 86_400),
            until: Timestamp(secondsSince1970: moment.secondsSince1970 + 86_400),
            depends: ["ffffffff-0000-4000-8000-000000000001", blocker, blocker],
            annotations: [
                MemoAnnotation(entry: Timestamp(secondsSince1970: 1_800_000_000), description: "first: with\nlines and 9:colons"),
                MemoAnnotation(entry: Timestamp(secondsSince1970: 1_800_000_060), description: "ünïcode 🎉"),
            ],
            extra: ["estimate": "\"3h\"", "points": "5", "nested": "{\"a\":[1,2]}"])
    }
}
