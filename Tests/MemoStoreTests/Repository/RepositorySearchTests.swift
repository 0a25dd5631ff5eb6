import Testing
@testable import MemoStore
import TestSupport

/// Full-text search, kept in step with every change.
final class RepositorySearchTests: RepositoryContract {
    private var user: User!

    override func begin(on engine: TodoEngine) throws {
        try super.begin(on: engine)
        user = try store.logIn(userName: "alice")
    }

    private func titles(_ query: String, limit: Int = 50) throws -> [String] {
        try store.search(query, limit: limit, for: user).map(\.title)
    }

    @Test(arguments: TodoEngine.allCases)
    func test_search_findsTitleAndBodyWords_newestFirst(_ engine: TodoEngine) throws {
        try begin(on: engine)
        _ = try store.create(MemoDraft(title: "Buy milk"), for: user)
        _ = try store.create(MemoDraft(title: "Call mum", body: "about the milk"), for: user)
        _ = try store.create(MemoDraft(title: "Unrelated"), for: user)
        #expect(try titles("milk") == ["Call mum", "Buy milk"])
    }

    @Test(arguments: TodoEngine.allCases)
    func test_search_everyWordMustMatch(_ engine: TodoEngine) throws {
        try begin(on: engine)
        _ = try store.create(MemoDraft(title: "red apple"), for: user)
        _ = try store.create(MemoDraft(title: "green apple"), for: user)
        _ = try store.create(MemoDraft(title: "red car"), for: user)
        #expect(try titles("red apple") == ["red apple"])
        #expect(try titles("apple red") == ["red apple"])
    }

    @Test(arguments: TodoEngine.allCases)
    func test_search_lastWordMatchesAsPrefix_earlierWordsDoNot(_ engine: TodoEngine) throws {
        try begin(on: engine)
        _ = try store.create(MemoDraft(title: "groceries for dinner"), for: user)
        #expect(try titles("groc") == ["groceries for dinner"])
        #expect(try titles("groceries din") == ["groceries for dinner"])
        #expect(try titles("groc dinner") == [])
    }

    @Test(arguments: TodoEngine.allCases)
    func test_search_aWordRepeatedFiftyThousandTimes_isLookedForOnce(_ engine: TodoEngine) throws {
        try begin(on: engine)
        // given
        _ = try store.create(MemoDraft(title: "Buy milk"), for: user)
        _ = try store.create(MemoDraft(title: "Buy bread"), for: user)
        // when the same word is typed fifty thousand times (it once took 1.7 GB, and
        // PostgreSQL ran out of stack), then the last word typed still matches as a prefix
        #expect(try titles(Array(repeating: "milk", count: 50_000).joined(separator: " ")) == ["Buy milk"])
        #expect(try titles(Array(repeating: "buy", count: 50_000).joined(separator: " ") + " mi") == ["Buy milk"])
    }

    @Test(arguments: TodoEngine.allCases)
    func test_search_isCaseAndDiacriticInsensitive(_ engine: TodoEngine) throws {
        try begin(on: engine)
        _ = try store.create(MemoDraft(title: "Café Résumé"), for: user)
        #expect(try titles("cafe") == ["Café Résumé"])
        #expect(try titles("RESUME") == ["Café Résumé"])
    }

    @Test(arguments: TodoEngine.allCases)
    func test_search_limit_capsResults(_ engine: TodoEngine) throws {
        try begin(on: engine)
        for index in 0..<5 { _ = try store.create(MemoDraft(title: "note \(index)"), for: user) }
        #expect(try titles("note", limit: 2) == ["note 4", "note 3"])
        #expect(try titles("note", limit: 0) == [])
        #expect(try titles("note", limit: -1) == [])
    }

    @Test(arguments: TodoEngine.allCases)
    func test_search_emptyOrWhitespaceQuery_returnsNothing(_ engine: TodoEngine) throws {
        try begin(on: engine)
        _ = try store.create(MemoDraft(title: "anything"), for: user)
        #expect(try titles("") == [])
        #expect(try titles("  \t\n") == [])
    }

    @Test(arguments: TodoEngine.allCases)
    func test_search_rightAfterUpdate_findsNewWordsNotOldOnes(_ engine: TodoEngine) throws {
        try begin(on: engine)
        let memo = try store.create(MemoDraft(title: "alpha", body: "beta"), for: user)
        _ = try store.edit(id: memo.id, title: "gamma", body: nil, for: user)
        #expect(try titles("alpha") == [])
        #expect(try titles("gamma") == ["gamma"])
        #expect(try titles("beta") == ["gamma"])
        _ = try store.edit(id: memo.id, title: nil, body: "delta", for: user)
        #expect(try titles("beta") == [])
        #expect(try titles("delta") == ["gamma"])
    }

    @Test(arguments: TodoEngine.allCases)
    func test_search_findsAnnotationWords_keptInStepWithAnnotateDenotateEditImportAndUndo(_ engine: TodoEngine) throws {
        try begin(on: engine)
        let memo = try store.create(MemoDraft(title: "Call mum"), for: user)
        _ = try store.create(MemoDraft(title: "Buy milk"), for: user)
        func annotate(_ text: String) throws {
            var patch = MemoPatch()
            patch.addedAnnotations = [MemoAnnotation(entry: .now(), description: text)]
            _ = try store.modify(ids: [memo.id], with: patch, for: user)
        }

        try annotate("about the oat milk")
        try annotate("Sunday lunch")
        #expect(try titles("oat") == ["Call mum"])
        #expect(try titles("milk") == ["Buy milk", "Call mum"])
        #expect(try titles("mum lunch") == ["Call mum"], "every word, from the title and a note")
        // A word of several terms is a phrase: it runs within a note, never from one into the next.
        #expect(try titles("oat,milk") == ["Call mum"])
        #expect(try titles("milk,sunday") == [])
        _ = try store.edit(id: memo.id, title: "Call dad", body: nil, for: user)
        #expect(try titles("oat") == ["Call dad"])
        var denotate = MemoPatch()
        denotate.removedAnnotation = "oat"
        _ = try store.modify(ids: [memo.id], with: denotate, for: user)
        #expect(try titles("oat") == [])
        #expect(try titles("lunch") == ["Call dad"])
        _ = try store.undoLastChange(for: user)
        #expect(try titles("oat") == ["Call dad"])
        _ = try store.undoLastChange(for: user)
        #expect(try titles("oat") == ["Call mum"])
        _ = try store.delete(id: memo.id, for: user)
        #expect(try titles("oat") == [])
        _ = try store.undoLastChange(for: user)
        #expect(try titles("lunch") == ["Call mum"])
        var imported = MemoDraft(title: "Imported")
        imported.annotations = [MemoAnnotation(entry: .now(), description: "zebra crossing")]
        _ = try store.importMemos(for: user, from: draftFeed([imported]))
        #expect(try titles("zebra") == ["Imported"])
        _ = try store.undoLastChange(for: user)
        #expect(try titles("zebra") == [])
    }

    @Test(arguments: TodoEngine.allCases)
    func test_search_holdsNotesUpTo400000Bytes_wholeNotesOldestFirst(_ engine: TodoEngine) throws {
        try begin(on: engine)
        // Five notes of 100,000 characters (a word, then filler): four fit, the fifth would not.
        let filler = String(repeating: "x ", count: 50_000)
        var draft = MemoDraft(title: "Long notes")
        draft.annotations = ["alpha", "bravo", "charlie", "delta", "echo"].enumerated().map { index, word in
            MemoAnnotation(entry: Timestamp(secondsSince1970: 1_800_000_000 + Int64(index)), description: String((word + " " + filler).prefix(100_000)))
        }
        #expect(draft.annotations.allSatisfy { $0.description.utf8.count == 100_000 })
        let memo = try store.create(draft, for: user)

        #expect(try titles("delta") == ["Long notes"])
        #expect(try titles("echo") == [])
        // Taking the first note away brings the fifth within the bound.
        var denotate = MemoPatch()
        denotate.removedAnnotation = "alpha"
        _ = try store.modify(ids: [memo.id], with: denotate, for: user)
        #expect(try titles("echo") == ["Long notes"])
        #expect(try titles("alpha") == [])
        #expect(FullTextTerms.searchedNotes(of: draft.annotations).count == 4)
    }

    @Test(arguments: TodoEngine.allCases)
    func test_search_rightAfterDelete_findsNothing(_ engine: TodoEngine) throws {
        try begin(on: engine)
        let memo = try store.create(MemoDraft(title: "ephemeral"), for: user)
        _ = try store.delete(id: memo.id, for: user)
        #expect(try titles("ephemeral") == [])
    }

    @Test(arguments: TodoEngine.allCases)
    func test_search_afterSetDone_stillFindsMemo(_ engine: TodoEngine) throws {
        try begin(on: engine)
        let memo = try store.create(MemoDraft(title: "finish report"), for: user)
        _ = try store.markDone(true, id: memo.id, for: user)
        #expect(try store.search("report", limit: 5, for: user).map(\.isDone) == [true])
    }

    @Test(arguments: TodoEngine.allCases)
    func test_search_followsUndoOfEditDeleteAddAndImport(_ engine: TodoEngine) throws {
        try begin(on: engine)
        let memo = try store.create(MemoDraft(title: "original"), for: user)
        _ = try store.edit(id: memo.id, title: "changed", body: nil, for: user)
        _ = try store.undoLastChange(for: user)
        #expect(try titles("original") == ["original"])
        #expect(try titles("changed") == [])
        _ = try store.delete(id: memo.id, for: user)
        _ = try store.undoLastChange(for: user)
        #expect(try titles("original") == ["original"])
        _ = try store.importMemos(for: user, from: draftFeed([MemoDraft(title: "imported zebra")]))
        #expect(try titles("zebra") == ["imported zebra"])
        _ = try store.undoLastChange(for: user)
        #expect(try titles("zebra") == [])
        _ = try store.undoLastChange(for: user)
        #expect(try titles("original") == [])
    }

    @Test(arguments: TodoEngine.allCases)
    func test_search_importedMemos_areIndexed(_ engine: TodoEngine) throws {
        try begin(on: engine)
        _ = try store.importMemos(for: user, from: draftFeed((0..<30).map { MemoDraft(title: "bulk \($0)", body: "word\($0)") }))
        #expect(try titles("word17") == ["bulk 17"])
        #expect(try titles("bulk", limit: 100).count == 30)
    }

    @Test(arguments: TodoEngine.allCases)
    func test_search_syntaxCharacters_neverThrow(_ engine: TodoEngine) throws {
        try begin(on: engine)
        _ = try store.create(MemoDraft(title: "say \"hi\" (to) AND * everyone OR NOT near"), for: user)
        let queries = [
            "\"", "\"\"", "\"hi", "hi\"", "(", ")", "(to", "to)", "AND", "OR", "NOT", "AND OR NOT",
            "*", "**", "hi*", "*hi", "NEAR(hi to)", "title:hi", "body:x", "-hi", "+hi", "^hi", "hi AND",
            "{title}: hi", "'", "';--", "\\", "%", ":", ".", "a\u{0}b", "😀", "hi ( AND \" * )",
        ]
        for query in queries {
            #expect(throws: Never.self, "query \(query)") { try store.search(query, limit: 10, for: user) }
        }
    }

    @Test(arguments: TodoEngine.allCases)
    func test_search_queryWithNUL_doesNotThrowAndSplitsWords(_ engine: TodoEngine) throws {
        try begin(on: engine)
        // given
        let memo = try store.create(MemoDraft(title: "nul\u{0}in\u{0}the middle"), for: user)
        // when / then: the NUL must not cut the FTS5 query short ("unterminated string")
        #expect(try store.search("nul\u{0}in", limit: 5, for: user) == [memo])
        #expect(try store.search("\u{0}", limit: 5, for: user) == [])
        #expect(try store.search("midd\u{0}", limit: 5, for: user) == [memo])
    }

    @Test(arguments: TodoEngine.allCases)
    func test_search_operatorWords_areTakenAsWords(_ engine: TodoEngine) throws {
        try begin(on: engine)
        _ = try store.create(MemoDraft(title: "cats AND dogs"), for: user)
        _ = try store.create(MemoDraft(title: "cats only"), for: user)
        #expect(try titles("cats AND") == ["cats AND dogs"])
        #expect(try titles("NOT") == [])
        #expect(try titles("\"cats\"") == ["cats only", "cats AND dogs"])
        #expect(try titles("(dogs)") == ["cats AND dogs"])
    }
}

/// What search promises beyond whole words: word stems in Korean, words inside Japanese and
/// Chinese text, accents either way, prefixes only when exact words leave the page short, and
/// never another user's memo.
final class RepositorySearchLanguageTests: RepositoryContract {
    private var user: User!

    override func begin(on engine: TodoEngine) throws {
        try super.begin(on: engine)
        user = try store.logIn(userName: "alice")
    }

    private func titles(_ query: String, limit: Int = 50) throws -> [String] {
        try store.search(query, limit: limit, for: user).map(\.title)
    }

    @Test(arguments: TodoEngine.allCases)
    func test_search_koreanWord_findsItWithAParticle(_ engine: TodoEngine) throws {
        try begin(on: engine)
        _ = try store.create(MemoDraft(title: "우유를 사야 함"), for: user)
        _ = try store.create(MemoDraft(title: "빵은 있음"), for: user)
        #expect(try titles("우유") == ["우유를 사야 함"])
        #expect(try titles("빵") == ["빵은 있음"])
    }

    @Test(arguments: TodoEngine.allCases)
    func test_search_accents_foldedInMemoAndQuery(_ engine: TodoEngine) throws {
        try begin(on: engine)
        _ = try store.create(MemoDraft(title: "resume draft"), for: user)
        _ = try store.create(MemoDraft(title: "Crème brûlée"), for: user)
        #expect(try titles("résumé") == ["resume draft"])
        #expect(try titles("CREME brulee") == ["Crème brûlée"])
    }

    @Test(arguments: TodoEngine.allCases)
    func test_search_japaneseAndChinese_findWordsInsideTextWithoutSpaces(_ engine: TodoEngine) throws {
        try begin(on: engine)
        _ = try store.create(MemoDraft(title: "全角テストの結果", body: "明日まで"), for: user)
        _ = try store.create(MemoDraft(title: "我想喝牛奶"), for: user)
        #expect(try titles("テスト") == ["全角テストの結果"])
        #expect(try titles("全角テスト") == ["全角テストの結果"])
        #expect(try titles("明日") == ["全角テストの結果"])
        #expect(try titles("牛奶") == ["我想喝牛奶"])
        #expect(try titles("奶") == ["我想喝牛奶"])
        #expect(try titles("喝") == ["我想喝牛奶"])
        #expect(try titles("テスト 牛奶") == [])
        #expect(try titles("ストテ") == [])
    }

    @Test(arguments: TodoEngine.allCases)
    func test_search_exactWordsFillingThePage_leavePrefixMatchesOut(_ engine: TodoEngine) throws {
        try begin(on: engine)
        // given
        for index in 0..<3 { _ = try store.create(MemoDraft(title: "tea \(index)"), for: user) }
        _ = try store.create(MemoDraft(title: "teapot"), for: user)
        // when / then: three exact matches fill a page of three; a page of five takes the prefix too
        #expect(try titles("tea", limit: 3) == ["tea 2", "tea 1", "tea 0"])
        #expect(try titles("tea", limit: 5) == ["teapot", "tea 2", "tea 1", "tea 0"])
    }

    @Test(arguments: TodoEngine.allCases)
    func test_search_neverFindsAnotherUsersMemo_exactOrPrefix(_ engine: TodoEngine) throws {
        try begin(on: engine)
        // given
        let bob = try store.logIn(userName: "bob")
        _ = try store.create(MemoDraft(title: "milk for alice"), for: user)
        _ = try store.create(MemoDraft(title: "milk for bob"), for: bob)
        _ = try store.importMemos(for: bob, from: draftFeed([MemoDraft(title: "milkshake for bob")]))
        // when / then
        #expect(try titles("milk") == ["milk for alice"])
        #expect(try titles("mil") == ["milk for alice"])
        #expect(try store.search("mil", limit: 5, for: bob).map(\.title) == ["milkshake for bob", "milk for bob"])
    }
}
