import MemoStore
import XCTest

/// `MemoContexts`: which contexts may be stored, deleted and selected, written once for both
/// engines, proven over a storage in memory (the both-engine `RepositoryContextTests` prove
/// the engines).
final class MemoContextsTests: XCTestCase {
    private final class Storage: MemoContextStorage {
        var contexts: [String: [String]] = [:]
        var selected: String?

        func inOneWrite(for user: User, _ body: () throws -> Void) throws {
            try body()
        }

        func storeContext(_ context: MemoContext, for user: User) throws {
            contexts[context.name] = context.filterWords
        }

        func dropContext(named name: String, for user: User) throws -> Bool {
            guard contexts.removeValue(forKey: name) != nil else { return false }
            if selected == name { selected = nil }
            return true
        }

        func hasContext(named name: String, for user: User) throws -> Bool {
            contexts[name] != nil
        }

        func storeSelection(_ name: String?, for user: User) throws {
            selected = name
        }
    }

    private let user = User(id: 1, name: "ann")
    private let storage = Storage()

    func test_deleteOrSelect_ofAContextTheUserLacks_isContextNotFound_andChangesNothing() throws {
        try MemoContexts(storage).define(MemoContext(name: "home", filterWords: ["+home"]), for: user)
        try MemoContexts(storage).select(named: "home", for: user)

        XCTAssertThrowsError(try MemoContexts(storage).select(named: "work", for: user)) {
            XCTAssertEqual($0 as? MemoStoreError, .contextNotFound(name: "work"))
        }
        XCTAssertThrowsError(try MemoContexts(storage).delete(named: "work", for: user)) {
            XCTAssertEqual($0 as? MemoStoreError, .contextNotFound(name: "work"))
        }
        XCTAssertEqual(storage.selected, "home")

        try MemoContexts(storage).delete(named: "home", for: user)
        XCTAssertNil(storage.selected, "deleting the selected context unselects it")
    }

    func test_storeArrived_checksEveryContextBeforeStoringAny() throws {
        let contexts = [MemoContext(name: "home", filterWords: []), MemoContext(name: "", filterWords: [])]

        XCTAssertThrowsError(try MemoContexts(storage).store(contexts, deleting: [], for: user))
        XCTAssertTrue(storage.contexts.isEmpty)
    }
}
