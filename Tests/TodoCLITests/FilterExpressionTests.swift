import Foundation
import Testing
import TestSupport

/// Taskwarrior's filter grammar from the shell, on each engine: `or`, `xor`, `not`,
/// parentheses, attribute modifiers, `status:`, `description:`, `limit:` and `/regex/`.
final class FilterExpressionTests: EngineSuite {
    private func titles(_ todo: TodoProcess, _ words: [String]) throws -> [String] {
        let result = try todo.run(["list", "--all", "--sort", "created", "--json"] + words)
        #expect(result.status == 0, "\(words): \(result.stderr)")
        let objects = try #require(JSONSerialization.jsonObject(with: Data(result.stdout.utf8)) as? [[String: Any]])
        return objects.compactMap { $0["title"] as? String }.reversed()
    }

    @Test(arguments: TodoEngine.allCases)
    func test_operatorsAndModifiers_selectAsTaskwarriorDoes(_ engine: TodoEngine) throws {
        try begin(on: engine)
        let todo = try makeTodo()
        try todo.run(["add", "one", "+home", "project:work.q4"])
        try todo.run(["add", "two", "+paper", "project:workshop", "pri:H"])
        try todo.run(["add", "three", "wait:tomorrow", "due:today"])
        try todo.run(["add", "Four", "words", "here", "+home", "+paper", "scheduled:today"])
        try todo.run(["annotate", "1", "hello", "milk"])
        try todo.run(["done", "2"])

        // The answers `task 2.6.2 … export` gives for the same four tasks.
        #expect(try titles(todo, ["+home", "or", "+paper"]) == ["one", "two", "Four words here"])
        #expect(try titles(todo, ["+home", "xor", "+paper"]) == ["one", "two"])
        #expect(try titles(todo, ["+home", "+paper", "or", "project:workshop"]) == ["two", "Four words here"])
        #expect(try titles(todo, ["(", "+home", "or", "+paper", ")", "+paper"]) == ["two", "Four words here"])
        #expect(try titles(todo, ["(+home", "or", "+paper)", "and", "not", "+paper"]) == ["one"])
        #expect(try titles(todo, ["status:pending"]) == ["one", "Four words here"])
        #expect(try titles(todo, ["status:waiting"]) == ["three"])
        #expect(try titles(todo, ["status.not:pending"]) == ["two", "three"])
        #expect(try titles(todo, ["status:pending", "or", "status:waiting"]) == ["one", "three", "Four words here"])
        #expect(try titles(todo, ["description:Fo"]) == ["Four words here"])
        #expect(try titles(todo, ["description.contains:wor"]) == ["Four words here"])
        #expect(try titles(todo, ["description.word:words"]) == ["Four words here"])
        #expect(try titles(todo, ["description.endswith:ree"]) == ["three"])
        #expect(try titles(todo, ["project.isnt:work"]) == ["one", "two", "three", "Four words here"])
        #expect(try titles(todo, ["project.not:work.q4"]) == ["two", "three", "Four words here"])
        #expect(try titles(todo, ["project.hasnt:work"]) == ["three", "Four words here"])
        #expect(try titles(todo, ["priority.none:"]) == ["one", "three", "Four words here"])
        #expect(try titles(todo, ["pri.above:L"]) == ["two"])
        #expect(try titles(todo, ["tags.none:"]) == ["three"])
        #expect(try titles(todo, ["tags.hasnt:home"]) == ["two", "three"])
        #expect(try titles(todo, ["due.any:"]) == ["three"])
        #expect(try titles(todo, ["due.by:today"]) == ["three"])
        #expect(try titles(todo, ["/milk/"]) == ["one"])
        #expect(try titles(todo, ["/^F/", "or", "/^t/"]) == ["two", "three", "Four words here"])
        #expect(try titles(todo, ["limit:1", "+home"]) == ["Four words here"])

        // The default listing still hides done and waiting memos around an expression.
        let open = try todo.run(["list", "+home", "or", "+paper"])
        #expect(open.stdout.split(separator: "\n").count == 2, "\(open.stdout)")
    }

    @Test(arguments: TodoEngine.allCases)
    func test_badExpressions_areUsageErrorsNamingTheWord(_ engine: TodoEngine) throws {
        try begin(on: engine)
        let todo = try makeTodo()
        try todo.run(["add", "one", "+home"])
        for (words, line) in [
            (["+home", "or"], "todo: incomplete filter expression in 'or'"),
            (["+home", "and"], "todo: incomplete filter expression in 'and'"),
            (["and"], "todo: incomplete filter expression in 'and'"),
            (["and", "+home"], "todo: incomplete filter expression in 'and'"),
            (["+home", "AND", "and", "one"], "todo: incomplete filter expression in 'and'"),
            (["+home", "xor"], "todo: incomplete filter expression in 'xor'"),
            (["+home", "not"], "todo: incomplete filter expression in 'not'"),
            (["(", "+home"], "todo: incomplete filter expression in '('"),
            (["/(/"], "todo: bad regular expression in '/(/'"),
            (["status:open"], "todo: unknown status in 'status:open'"),
            (["limit:0"], "todo: bad limit in 'limit:0'"),
            (["tags.startswith:h"], "todo: unknown filter in 'tags.startswith:h'"),
        ] {
            let result = try todo.run(["list"] + words)
            #expect(result.status == 2, "\(words)")
            #expect(result.stderr.hasPrefix(line), "\(words): \(result.stderr)")
            #expect(result.stdout.isEmpty)
        }
    }
}
