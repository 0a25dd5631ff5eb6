import Testing
@testable import MemoStore
import TestSupport

/// Filters with `or`, `xor`, `not`, attribute-modifier and id terms: each engine's SQL agrees with
/// `MemoFilterExpression.matches`, for many random trees.
extension RepositoryFilterTests {
    @Test(arguments: TodoEngine.allCases)
    func test_page_agreesWithMatches_forRandomExpressions(_ engine: TodoEngine) throws {
        try begin(on: engine)
        // given the mixed store of the other filter tests
        var random = SeededRandom(seed: 37)
        let (user, memos) = try makeMixedStore(&random)
        var matchedPart = 0
        // when / then
        for round in 0..<300 {
            var filter = Int.random(in: 0..<3, using: &random) == 0 ? randomFilter(&random) : MemoFilter.all
            filter.now = Timestamp(secondsSince1970: 1_800_000_000)
            filter.expression = randomExpression(depth: 3, &random)
            let request = MemoPageRequest(
                filter: filter, sort: MemoSort.allCases.randomElement(using: &random)!, limit: 300, offset: 0)
            let page = try store.page(request, for: user)
            let expected = reference(memos, request)
            if !expected.memos.isEmpty && expected.memos.count < memos.count { matchedPart += 1 }
            #expect(page.memos.map(\.id) == expected.memos.map(\.id), "seed 37 round \(round): \(filter.expression!)")
        }
        // The trees are not all empty or all full: many rounds match some memos, not every one.
        #expect(matchedPart > 80, "\(matchedPart)")
    }

    @Test(arguments: TodoEngine.allCases)
    func test_regex_matchesTheTitleOrAnAnnotation_notTheStoredMoments(_ engine: TodoEngine) throws {
        try begin(on: engine)
        let user = try store.logIn(userName: "alice")
        let moment = Timestamp(secondsSince1970: 1_800_000_000)
        let noted = try store.create(MemoDraft(title: "Buy milk", annotations: [
            MemoAnnotation(entry: moment, description: "from the farm"), MemoAnnotation(entry: moment, description: "two bottles"),
        ]), for: user)
        let plain = try store.create(MemoDraft(title: "Call the farm"), for: user)
        func found(_ pattern: String) throws -> [Int64] {
            var filter = MemoFilter.all
            filter.expression = .term(.regex(pattern))
            return try store.page(MemoPageRequest(filter: filter, sort: .created, limit: 10), for: user).memos.map(\.id)
        }
        #expect(try found("milk") == [noted.id])
        #expect(try found("farm$") == [plain.id, noted.id])
        #expect(try found("^two b") == [noted.id], "each annotation is matched on its own")
        #expect(try found("^from.*bottles") == [], "annotations are not matched joined")
        #expect(try found("1800") == [], "the moments stored beside the notes are not matched")
        #expect(try found("B|C") == [plain.id, noted.id])
        #expect(try found("buy") == [], "case-sensitive, as Taskwarrior by default")
    }

    @Test(arguments: TodoEngine.allCases)
    func test_uuid_matchesTheMemosWhoseUUIDBeginsWithIt_asMatchesDoes(_ engine: TodoEngine) throws {
        try begin(on: engine)
        let user = try store.logIn(userName: "alice")
        let other = try store.logIn(userName: "bob")
        let memos = try (0..<12).map { try store.create(MemoDraft(title: "memo \($0)", isDone: $0 % 3 == 0), for: user) }
        let bobs = try store.create(MemoDraft(title: "bob's"), for: other)
        // By creation, and by urgency, which reads the memos named by their ids and uuids
        // (`namesMemos`) rather than class by class.
        func found(_ expression: MemoFilterExpression) throws -> [Int64] {
            var filter = MemoFilter.all
            filter.expression = expression
            let created = try store.page(MemoPageRequest(filter: filter, sort: .created, limit: 100), for: user).memos.map(\.id).sorted()
            let urgent = try store.page(MemoPageRequest(filter: filter, limit: 100), for: user).memos.map(\.id).sorted()
            #expect(urgent == created, "\(expression)")
            return created
        }
        func reference(_ expression: MemoFilterExpression) -> [Int64] {
            memos.filter { expression.matches($0, now: Timestamp(secondsSince1970: 1_800_000_000)) }.map(\.id).sorted()
        }
        let whole = memos[4].uuid
        for expression: MemoFilterExpression in [
            .term(.uuid(whole)), .term(.uuid(String(whole.prefix(8)))), .term(.uuid(String(memos[9].uuid.prefix(23)))),
            .not(.term(.uuid(whole))), .or([.term(.uuid(whole)), .term(.uuid(memos[0].uuid)), .term(.ids(memos[7].id...memos[7].id))]),
            .term(.uuid(bobs.uuid)), .term(.uuid("ffffffff")),
        ] {
            #expect(try found(expression) == reference(expression), "\(expression)")
        }
        #expect(try found(.term(.uuid(whole))) == [memos[4].id])
        #expect(try found(.term(.uuid(bobs.uuid))) == [], "another user's memo is not the user's")
        // A short uuid finds its memo, and any other whose uuid begins alike (version 7: made within the same 65 s).
        #expect(try found(.term(.uuid(String(whole.prefix(8))))).contains(memos[4].id))
    }

    @Test(arguments: TodoEngine.allCases)
    func test_tagContaining_matchesAMemoWithATagHoldingTheValue_asMatchesDoes(_ engine: TodoEngine) throws {
        // given memos whose tags hold `home` whole, inside one, or not at all
        try begin(on: engine)
        let user = try store.logIn(userName: "alice")
        let home = try store.create(MemoDraft(title: "home", tags: ["home"]), for: user)
        let homework = try store.create(MemoDraft(title: "homework", tags: ["homework", "@phone"]), for: user)
        let work = try store.create(MemoDraft(title: "work", tags: ["work", "shop"]), for: user)
        let none = try store.create(MemoDraft(title: "none"), for: user)
        let memos = [home, homework, work, none]
        func found(_ expression: MemoFilterExpression) throws -> [Int64] {
            var filter = MemoFilter.all
            filter.expression = expression
            return try store.page(MemoPageRequest(filter: filter, sort: .created, limit: 10), for: user).memos.map(\.id).sorted()
        }
        // when Taskwarrior's `tags.has:` and `tags.hasnt:` are asked of the engine
        // then it selects what `matches` does: a tag holding the value, not text running over two of them
        for expression: MemoFilterExpression in [
            .term(.tagContaining("home")), .term(.tagContaining("om")), .term(.tagContaining("@ph")),
            .not(.term(.tagContaining("om"))), .term(.tagContaining("workshop")),
            .or([.term(.tagContaining("sho")), .term(.tagContaining("mew"))]),
        ] {
            let expected = memos.filter { expression.matches($0, now: Timestamp(secondsSince1970: 1_800_000_000)) }.map(\.id).sorted()
            #expect(try found(expression) == expected, "\(expression)")
        }
        #expect(try found(.term(.tagContaining("home"))) == [home.id, homework.id])
        #expect(try found(.not(.term(.tagContaining("om")))) == [work.id, none.id])
    }

    // MARK: - Private

    private func randomExpression(depth: Int, _ random: inout SeededRandom) -> MemoFilterExpression {
        let choice = depth == 0 ? Int.random(in: 0..<2, using: &random) : Int.random(in: 0..<6, using: &random)
        switch choice {
        case 0:
            var leaf = randomFilter(&random)
            leaf.now = nil
            return .filter(leaf)
        case 1: return .term(randomTerm(&random))
        case 2: return .and((0..<Int.random(in: 0...3, using: &random)).map { _ in randomExpression(depth: depth - 1, &random) })
        case 3: return .or((0..<Int.random(in: 0...3, using: &random)).map { _ in randomExpression(depth: depth - 1, &random) })
        case 4: return .xor(randomExpression(depth: depth - 1, &random), randomExpression(depth: depth - 1, &random))
        default: return .not(randomExpression(depth: depth - 1, &random))
        }
    }

    private func randomTerm(_ random: inout SeededRandom) -> MemoTerm {
        let day: Int64 = 86_400
        func moment(_ random: inout SeededRandom) -> Timestamp? {
            Bool.random(using: &random) ? nil
                : Timestamp(secondsSince1970: 1_800_000_000 + Int64.random(in: -5...5, using: &random) * day)
        }
        switch Int.random(in: 0..<6, using: &random) {
        case 0:
            let field: MemoTermField = Bool.random(using: &random) ? .description : .project
            let value = (field == .description ? ["memo", "memo 1", "even", "odd", "1 odd", "created last", "é"]
                : ["home", "work", "work.q4", "wörk", "q4", "x", "ome.gar"]).randomElement(using: &random)!
            return .text(field, MemoTextMatch.allCases.randomElement(using: &random)!, value)
        case 1:
            return .present(MemoTermField.allCases.randomElement(using: &random)!)
        case 2:
            let field = MemoTermField.allCases.filter(\.isDate).randomElement(using: &random)!
            return .date(field, from: moment(&random), before: moment(&random))
        case 3:
            return .regex(["^memo 1", "even$", "note [0-9]+$", "o+d", "^note 1", "[24]7", "last|odd"].randomElement(using: &random)!)
        case 4:
            // The title or a note: the notes hold "note N" and their stored moments digits.
            let value = ["note", "note 1", "memo", "odd", "1 odd", "7", "00"].randomElement(using: &random)!
            return .described(MemoTextMatch.allCases.randomElement(using: &random)!, value)
        default:
            let first = Int64.random(in: 1...40, using: &random)
            return .ids(first...(first + Int64.random(in: 0...12, using: &random)))
        }
    }
}
