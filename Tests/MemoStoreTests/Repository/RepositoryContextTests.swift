import Testing
@testable import MemoStore
import TestSupport

/// Contexts: named filter words per user, one selected, kept in the store.
final class RepositoryContextTests: RepositoryContract {
    private var alice: User!
    private var bob: User!

    override func begin(on engine: TodoEngine) throws {
        try super.begin(on: engine)
        alice = try store.logIn(userName: "alice")
        bob = try store.logIn(userName: "bob")
    }

    @Test(arguments: TodoEngine.allCases)
    func test_define_select_replace_delete_areTheUsersOwn_andSurviveReopening(_ engine: TodoEngine) throws {
        try begin(on: engine)
        let work = MemoContext(name: "work", filterWords: ["project:work", "+urgent", "with space"])
        try store.defineContext(work, for: alice)
        try store.defineContext(MemoContext(name: "home", filterWords: ["project:home"]), for: alice)
        try store.selectContext(named: "work", for: alice)

        #expect(try store.selectedContext(for: alice) == work)
        #expect(try store.selectedContext(for: bob) == nil)
        #expect(try store.contexts(for: bob).all == [])
        try reopen()
        #expect(try store.contexts(for: alice).all.map(\.name) == ["home", "work"])
        #expect(try store.contexts(for: alice).selected == "work")

        let narrower = MemoContext(name: "work", filterWords: ["project:work.q4"])
        try store.defineContext(narrower, for: alice)
        #expect(try store.selectedContext(for: alice) == narrower)

        try store.deleteContext(named: "work", for: alice)
        #expect(try store.selectedContext(for: alice) == nil)
        #expect(try store.contexts(for: alice).selected == nil)
        try store.selectContext(named: "home", for: alice)
        try store.selectContext(named: nil, for: alice)
        #expect(try store.selectedContext(for: alice) == nil)
    }

    @Test(arguments: TodoEngine.allCases)
    func test_unknownOrBadNames_areRefused_andChangeNothing(_ engine: TodoEngine) throws {
        try begin(on: engine)
        try store.defineContext(MemoContext(name: "work", filterWords: ["+x"]), for: alice)

        let missing: [(name: String, attempt: () throws -> Void)] = [
            ("gone", { try self.store.selectContext(named: "gone", for: self.alice) }),
            ("gone", { try self.store.deleteContext(named: "gone", for: self.alice) }),
            ("work", { try self.store.selectContext(named: "work", for: self.bob) }),
        ]
        for (name, attempt) in missing {
            #expect(throws: MemoStoreError.contextNotFound(name: name)) { try attempt() }
        }
        for attempt in [
            { try self.store.defineContext(MemoContext(name: "none", filterWords: ["+x"]), for: self.alice) },
            { try self.store.defineContext(MemoContext(name: "two words", filterWords: ["+x"]), for: self.alice) },
        ] {
            let error = #expect(throws: MemoStoreError.self) { try attempt() }
            if let error, case .invalidField("context", _) = error {} else { Issue.record("\(String(describing: error))") }
        }
        #expect(try store.contexts(for: alice).all.map(\.name) == ["work"])
        #expect(try store.contexts(for: alice).selected == nil)
    }
}
