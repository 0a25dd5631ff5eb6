import Foundation
import Testing
@testable import MemoStore
import TestSupport

/// `MemoLimits` on every write, and text that must come back byte for byte.
final class RepositoryLimitsTests: RepositoryContract {
    private var user: User!

    override func begin(on engine: TodoEngine) throws {
        try super.begin(on: engine)
        user = try store.logIn(userName: "alice")
    }

    private func isInvalidTitle(_ error: MemoStoreError) -> Bool {
        if case .invalidTitle = error { return true }
        return false
    }

    // MARK: - Titles and bodies

    @Test(arguments: TodoEngine.allCases)
    func test_create_emptyTitle_throwsInvalidTitleAndStoresNothing(_ engine: TodoEngine) throws {
        try begin(on: engine)
        assertThrows(MemoStoreError.invalidTitle("empty"), try store.create(MemoDraft(title: ""), for: user))
        #expect(try store.counts(for: user).total == 0)
        #expect(try store.history(limit: 5, for: user).isEmpty)
    }

    @Test(arguments: TodoEngine.allCases)
    func test_create_whitespaceTitle_throwsInvalidTitle(_ engine: TodoEngine) throws {
        try begin(on: engine)
        for title in [" ", "\t\n", "\u{3000}", "\u{A0} \r\n"] {
            assertThrows(MemoStoreError.invalidTitle("only whitespace"), try store.create(MemoDraft(title: title), for: user))
        }
        #expect(try store.counts(for: user).total == 0)
    }

    @Test(arguments: TodoEngine.allCases)
    func test_create_titleOf1000Characters_isAccepted(_ engine: TodoEngine) throws {
        try begin(on: engine)
        let title = String(repeating: "a", count: MemoLimits.maxTitleLength)
        #expect(try store.create(MemoDraft(title: title), for: user).title == title)
    }

    @Test(arguments: TodoEngine.allCases)
    func test_create_titleOf1001Characters_throwsInvalidTitle(_ engine: TodoEngine) throws {
        try begin(on: engine)
        let title = String(repeating: "a", count: MemoLimits.maxTitleLength + 1)
        assertStoreError(try store.create(MemoDraft(title: title), for: user), isInvalidTitle)
        #expect(try store.counts(for: user).total == 0)
    }

    @Test(arguments: TodoEngine.allCases)
    func test_create_titleOf1000MultiByteCharacters_isAccepted_1001Rejected(_ engine: TodoEngine) throws {
        try begin(on: engine)
        let family = "👨‍👩‍👧"
        let fits = String(repeating: family, count: MemoLimits.maxTitleLength)
        #expect(try store.create(MemoDraft(title: fits), for: user).title == fits)
        assertStoreError(try store.create(MemoDraft(title: fits + "é"), for: user), isInvalidTitle)
    }

    @Test(arguments: TodoEngine.allCases)
    func test_create_bodyOf100000Characters_isAccepted(_ engine: TodoEngine) throws {
        try begin(on: engine)
        let body = String(repeating: "b", count: MemoLimits.maxBodyLength)
        let memo = try store.create(MemoDraft(title: "t", body: body), for: user)
        #expect(try store.memo(id: memo.id, for: user).body == body)
    }

    @Test(arguments: TodoEngine.allCases)
    func test_create_bodyOf100001Characters_throwsInvalidBody(_ engine: TodoEngine) throws {
        try begin(on: engine)
        let body = String(repeating: "b", count: MemoLimits.maxBodyLength + 1)
        assertStoreError(try store.create(MemoDraft(title: "t", body: body), for: user)) {
            if case .invalidBody = $0 { return true }
            return false
        }
    }

    @Test(arguments: TodoEngine.allCases)
    func test_update_invalidTitleOrBody_throwsAndKeepsMemo(_ engine: TodoEngine) throws {
        try begin(on: engine)
        let memo = try store.create(MemoDraft(title: "keep", body: "keep body"), for: user)
        assertThrows(MemoStoreError.invalidTitle("only whitespace"), try store.edit(id: memo.id, title: "  ", body: nil, for: user))
        assertStoreError(try store.edit(id: memo.id, title: String(repeating: "x", count: 1_001), body: nil, for: user), isInvalidTitle)
        assertStoreError(try store.edit(id: memo.id, title: nil, body: String(repeating: "y", count: 100_001), for: user)) {
            if case .invalidBody = $0 { return true }
            return false
        }
        #expect(try store.memo(id: memo.id, for: user) == memo)
        #expect(try store.history(limit: 5, for: user).count == 1)
    }

    // MARK: - User names

    @Test(arguments: TodoEngine.allCases)
    func test_logIn_emptyName_throwsInvalidUserName(_ engine: TodoEngine) throws {
        try begin(on: engine)
        assertThrows(MemoStoreError.invalidUserName("empty"), try store.logIn(userName: ""))
        assertThrows(MemoStoreError.invalidUserName("empty"), try store.logIn(userName: "   "))
    }

    @Test(arguments: TodoEngine.allCases)
    func test_logIn_64Characters_isAccepted_65Rejected(_ engine: TodoEngine) throws {
        try begin(on: engine)
        let name = String(repeating: "n", count: MemoLimits.maxUserNameLength)
        #expect(try store.logIn(userName: name).name == name)
        assertThrows(MemoStoreError.invalidUserName("longer than \(MemoLimits.maxUserNameLength) characters"),
                     try store.logIn(userName: name + "n"))
    }

    @Test(arguments: TodoEngine.allCases)
    func test_logIn_controlCharacters_throwsInvalidUserName(_ engine: TodoEngine) throws {
        try begin(on: engine)
        for name in ["al\nice", "tab\there", "nul\u{0}", "esc\u{1B}[31m"] {
            assertThrows(MemoStoreError.invalidUserName("contains control characters"), try store.logIn(userName: name))
        }
    }

    @Test(arguments: TodoEngine.allCases)
    func test_logIn_unicodeName_roundTrips(_ engine: TodoEngine) throws {
        try begin(on: engine)
        let name = "Zoë 🦊 مرحبا"
        let created = try store.logIn(userName: name)
        try reopen()
        #expect(try store.logIn(userName: name) == created)
        #expect(created.name == name)
    }

    // MARK: - Hostile and unusual text

    private let awkwardTitles = [
        "say \"hello\" and 'bye'",
        "'; DROP TABLE memos; --",
        "\"); DELETE FROM users; --",
        "nul\u{0}in\u{0}the middle",
        "\u{0}",
        "emoji 😀👍🏽 🇯🇵 👨‍👩‍👧",
        "עברית ועוד RTL \u{200F}mark",
        "مرحبا بالعالم",
        "back\\slash and %d %s %@ and ?1 :name",
        "line\nbreak\r\ncrlf\ttab",
        "e\u{301} vs \u{E9}",
        "  leading and trailing  ",
    ]

    @Test(arguments: TodoEngine.allCases)
    func test_create_awkwardTitles_roundTripByteExactly_evenAfterReopen(_ engine: TodoEngine) throws {
        try begin(on: engine)
        var created: [Memo] = []
        for title in awkwardTitles {
            let memo = try store.create(MemoDraft(title: title, body: title + "\u{0}body"), for: user)
            #expect(Array(memo.title.utf8) == Array(title.utf8))
            created.append(memo)
        }
        try reopen()
        for (memo, title) in zip(created, awkwardTitles) {
            let stored = try store.memo(id: memo.id, for: user)
            #expect(Array(stored.title.utf8) == Array(title.utf8), "\(title)")
            #expect(Array(stored.body.utf8) == Array((title + "\u{0}body").utf8), "\(title)")
        }
        #expect(try allMemos(of: user).map { Array($0.title.utf8) } == awkwardTitles.map { Array($0.utf8) })
        #expect(try store.counts(for: user).total == awkwardTitles.count)
    }

    @Test(arguments: TodoEngine.allCases)
    func test_sqlInjectionTitle_leavesTablesIntact(_ engine: TodoEngine) throws {
        try begin(on: engine)
        let memo = try store.create(MemoDraft(title: "'; DROP TABLE memos; --"), for: user)
        _ = try store.edit(id: memo.id, title: "x'); DROP TABLE users; --", body: "' OR 1=1 --", for: user)
        _ = try store.create(MemoDraft(title: "still works"), for: user)
        #expect(try allMemos(of: user).count == 2)
        #expect(try store.search("DROP", limit: 10, for: user).map(\.id) == [memo.id])
    }

    @Test(arguments: TodoEngine.allCases)
    func test_update_awkwardText_roundTripsByteExactly(_ engine: TodoEngine) throws {
        try begin(on: engine)
        let memo = try store.create(MemoDraft(title: "plain"), for: user)
        for title in awkwardTitles {
            _ = try store.edit(id: memo.id, title: title, body: title, for: user)
            let stored = try store.memo(id: memo.id, for: user)
            #expect(Array(stored.title.utf8) == Array(title.utf8), "\(title)")
            #expect(Array(stored.body.utf8) == Array(title.utf8), "\(title)")
        }
    }

    @Test(arguments: TodoEngine.allCases)
    func test_import_awkwardTitles_roundTripByteExactly(_ engine: TodoEngine) throws {
        try begin(on: engine)
        _ = try store.importMemos(for: user, from: draftFeed(awkwardTitles.map { MemoDraft(title: $0) }))
        #expect(try allMemos(of: user).map { Array($0.title.utf8) } == awkwardTitles.map { Array($0.utf8) })
    }

    @Test(arguments: TodoEngine.allCases)
    func test_undo_awkwardTitles_restoresByteExactly(_ engine: TodoEngine) throws {
        try begin(on: engine)
        let memo = try store.create(MemoDraft(title: "nul\u{0}x 😀", body: "\u{0}"), for: user)
        _ = try store.edit(id: memo.id, title: "other", body: "other", for: user)
        _ = try store.undoLastChange(for: user)
        let restored = try store.memo(id: memo.id, for: user)
        #expect(Array(restored.title.utf8) == Array("nul\u{0}x 😀".utf8))
        #expect(Array(restored.body.utf8) == [0])
        _ = try store.delete(id: memo.id, for: user)
        _ = try store.undoLastChange(for: user)
        #expect(try store.memo(id: memo.id, for: user) == restored)
    }
}
