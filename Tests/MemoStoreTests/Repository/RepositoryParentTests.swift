import Testing
@testable import MemoStore
import TestSupport

/// Subtasks: a memo's `parent` is set by id or uuid and cleared, a cycle is refused naming its
/// ids, undo puts the old parent back, and the filters and family reads find children by
/// index, the same on both engines.
final class RepositoryParentTests: RepositoryContract {
    private var user: User!

    override func begin(on engine: TodoEngine) throws {
        try super.begin(on: engine)
        user = try store.logIn(userName: "alice")
    }

    @Test(arguments: TodoEngine.allCases)
    func test_parentByIDOrUUID_onAddAndModify_isTheParentsUUID_andAnEmptyOneClears(_ engine: TodoEngine) throws {
        try begin(on: engine)
        let house = try store.create(MemoDraft(title: "Move house"), for: user)
        let other = try store.create(MemoDraft(title: "Other project", project: "work"), for: user)
        var byID = MemoDraft(title: "Pack books", project: "home")
        byID.parentReference = .id(house.id)
        var byUUID = MemoDraft(title: "Pack kitchen")
        byUUID.parentReference = .uuid(house.uuid)

        let books = try store.create(byID, for: user)
        let kitchen = try store.create(byUUID, for: user)
        #expect(books.parent == house.uuid)
        #expect(try store.memo(id: kitchen.id, for: user).parent == house.uuid)

        // A parent in another project is allowed.
        var move = MemoPatch()
        move.parent = .set(.id(other.id))
        #expect(try store.modify(ids: [books.id], with: move, for: user).first?.parent == other.uuid)
        var clear = MemoPatch()
        clear.parent = .clear
        _ = try store.modify(ids: [books.id], with: clear, for: user)
        #expect(try store.memo(id: books.id, for: user).parent == nil)

        _ = try store.undoLastChange(for: user)
        #expect(try store.memo(id: books.id, for: user).parent == other.uuid)
    }

    @Test(arguments: TodoEngine.allCases)
    func test_aParentThatWouldCloseACycle_isRefusedNamingTheIds_andNothingChanges(_ engine: TodoEngine) throws {
        try begin(on: engine)
        let top = try store.create(MemoDraft(title: "top"), for: user)
        let middle = try child("middle", of: top)
        let bottom = try child("bottom", of: middle)
        var patch = MemoPatch()
        patch.parent = .set(.id(bottom.id))

        #expect(throws: MemoStoreError.invalidField(
            name: "parent", reason: "that would be a cycle: #\(top.id), which is a child of #\(bottom.id), which is a child of #\(middle.id), which is a child of #\(top.id)"
        )) { try self.store.modify(ids: [top.id], with: patch, for: self.user) }
        patch.parent = .set(.id(top.id))
        #expect(throws: MemoStoreError.invalidField(name: "parent", reason: "that would be a cycle: #\(top.id), which is a child of #\(top.id)")) {
            try self.store.modify(ids: [top.id], with: patch, for: self.user)
        }
        #expect(try store.memo(id: top.id, for: user).parent == nil)
        var unknown = MemoDraft(title: "orphan")
        unknown.parentReference = .uuid("00000000-0000-7000-8000-000000000000")
        #expect(throws: MemoStoreError.invalidField(name: "parent", reason: "no memo with uuid 00000000-0000-7000-8000-000000000000")) {
            try self.store.create(unknown, for: self.user)
        }
        unknown.parentReference = .id(9_999)
        #expect(throws: MemoStoreError.memoNotFound(id: 9_999)) { try self.store.create(unknown, for: self.user) }
    }

    @Test(arguments: TodoEngine.allCases)
    func test_depthHasNoLimit_andAMoveUnderADeepDescendantOfAnotherTreeIsAllowed(_ engine: TodoEngine) throws {
        try begin(on: engine)
        var chain = [try store.create(MemoDraft(title: "level 0"), for: user)]
        for level in 1...40 { chain.append(try child("level \(level)", of: chain[level - 1])) }
        let loose = try store.create(MemoDraft(title: "loose"), for: user)
        var patch = MemoPatch()
        patch.parent = .set(.uuid(chain[40].uuid))
        #expect(try store.modify(ids: [loose.id], with: patch, for: user).first?.parent == chain[40].uuid)
    }

    @Test(arguments: TodoEngine.allCases)
    func test_parentAndChildFilters_andTheChildrenOfOneMemo(_ engine: TodoEngine) throws {
        try begin(on: engine)
        let house = try store.create(MemoDraft(title: "Move house"), for: user)
        let books = try child("Pack books", of: house)
        let tape = try child("Tape boxes", of: books)
        let alone = try store.create(MemoDraft(title: "Alone"), for: user)

        func titles(_ filter: MemoFilter) throws -> Set<String> {
            Set(try store.page(MemoPageRequest(filter: filter, sort: .created, limit: 50), for: user).memos.map(\.title))
        }
        var parents = MemoFilter.all
        parents.isParent = true
        #expect(try titles(parents) == ["Move house", "Pack books"])
        parents.isParent = false
        #expect(try titles(parents) == ["Tape boxes", "Alone"])
        var children = MemoFilter.all
        children.isChild = true
        #expect(try titles(children) == ["Pack books", "Tape boxes"])
        children.isChild = false
        #expect(try titles(children) == ["Move house", "Alone"])
        var ofOne = MemoFilter.all
        ofOne.parent = .id(house.id)
        #expect(try titles(ofOne) == ["Pack books"])
        ofOne.parent = .uuid(books.uuid)
        #expect(try titles(ofOne) == ["Tape boxes"])
        ofOne.parent = .id(alone.id)
        #expect(try titles(ofOne).isEmpty)
        _ = tape
    }

    @Test(arguments: TodoEngine.allCases)
    func test_childCountsAndChildren_areTheGivenMemosOnly_openAndDoneCounted(_ engine: TodoEngine) throws {
        try begin(on: engine)
        let house = try store.create(MemoDraft(title: "Move house"), for: user)
        let books = try child("Pack books", of: house)
        let kitchen = try child("Pack kitchen", of: house)
        let plates = try child("Wrap plates", of: kitchen)
        _ = try store.markDone(true, id: plates.id, for: user)
        _ = try store.markDone(true, id: books.id, for: user)

        #expect(try store.childCounts(of: [house.uuid, kitchen.uuid, books.uuid], for: user) == [
            house.uuid: ChildCount(open: 1, done: 1), kitchen.uuid: ChildCount(open: 0, done: 1),
        ])
        #expect(try store.children(of: [house.uuid], for: user).map(\.id) == [books.id, kitchen.id])
        #expect(try store.children(of: [house.uuid, kitchen.uuid], for: user).map(\.id) == [books.id, kitchen.id, plates.id])
        #expect(try store.memos(uuids: [kitchen.uuid, "00000000-0000-7000-8000-000000000000"], for: user).mapValues(\.id) == [
            kitchen.uuid: kitchen.id,
        ])
        // Another user sees none of them.
        let bob = try store.logIn(userName: "bob")
        #expect(try store.childCounts(of: [house.uuid], for: bob).isEmpty)
        #expect(try store.children(of: [house.uuid], for: bob).isEmpty)
    }

    @Test(arguments: TodoEngine.allCases)
    func test_importKeepsAParentUUID_evenOneThatComesLaterInTheFile(_ engine: TodoEngine) throws {
        try begin(on: engine)
        let parentUUID = "0190a000-0000-7000-8000-000000000001"
        var drafts = [
            MemoDraft(uuid: "0190a000-0000-7000-8000-000000000002", title: "child", parent: parentUUID),
            MemoDraft(uuid: parentUUID, title: "parent"),
        ]
        _ = try store.importMemos(for: user) { drafts.isEmpty ? nil : drafts.removeFirst() }
        #expect(try allMemos(of: user).map(\.parent) == [parentUUID, nil])
        #expect(try store.childCounts(of: [parentUUID], for: user) == [parentUUID: ChildCount(open: 1, done: 0)])
    }

    // MARK: - Private

    private func child(_ title: String, of parent: Memo) throws -> Memo {
        var draft = MemoDraft(title: title)
        draft.parentReference = .id(parent.id)
        return try store.create(draft, for: user)
    }
}
