import XCTest
@testable import MemoStore
import TestSupport

/// Contexts: named filter words per user, one selected, kept in the store.
class RepositoryContextTests: RepositoryContractTestCase {
    private var alice: User!
    private var bob: User!

    override func setUpWithError() throws {
        try super.setUpWithError()
        alice = try store.logIn(userName: "alice")
        bob = try store.logIn(userName: "bob")
    }

    func test_define_select_replace_delete_areTheUsersOwn_andSurviveReopening() throws {
        let work = MemoContext(name: "work", filterWords: ["project:work", "+urgent", "with space"])
        try store.defineContext(work, for: alice)
        try store.defineContext(MemoContext(name: "home", filterWords: ["project:home"]), for: alice)
        try store.selectContext(named: "work", for: alice)

        XCTAssertEqual(try store.selectedContext(for: alice), work)
        XCTAssertNil(try store.selectedContext(for: bob))
        XCTAssertEqual(try store.contexts(for: bob).all, [])
        try reopen()
        XCTAssertEqual(try store.contexts(for: alice).all.map(\.name), ["home", "work"])
        XCTAssertEqual(try store.contexts(for: alice).selected, "work")

        let narrower = MemoContext(name: "work", filterWords: ["project:work.q4"])
        try store.defineContext(narrower, for: alice)
        XCTAssertEqual(try store.selectedContext(for: alice), narrower)

        try store.deleteContext(named: "work", for: alice)
        XCTAssertNil(try store.selectedContext(for: alice))
        XCTAssertEqual(try store.contexts(for: alice).selected, nil)
        try store.selectContext(named: "home", for: alice)
        try store.selectContext(named: nil, for: alice)
        XCTAssertNil(try store.selectedContext(for: alice))
    }

    func test_unknownOrBadNames_areRefused_andChangeNothing() throws {
        try store.defineContext(MemoContext(name: "work", filterWords: ["+x"]), for: alice)

        for attempt in [
            { try self.store.selectContext(named: "gone", for: self.alice) },
            { try self.store.deleteContext(named: "gone", for: self.alice) },
            { try self.store.selectContext(named: "work", for: self.bob) },
            { try self.store.defineContext(MemoContext(name: "none", filterWords: ["+x"]), for: self.alice) },
            { try self.store.defineContext(MemoContext(name: "two words", filterWords: ["+x"]), for: self.alice) },
        ] {
            XCTAssertThrowsError(try attempt()) { error in
                guard case MemoStoreError.invalidField("context", _) = error else { return XCTFail("\(error)") }
            }
        }
        XCTAssertEqual(try store.contexts(for: alice).all.map(\.name), ["work"])
        XCTAssertNil(try store.contexts(for: alice).selected)
    }
}
