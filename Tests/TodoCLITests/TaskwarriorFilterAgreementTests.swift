import Foundation
import Testing
import TestSupport

/// The check against the real `task` (2.6): for a fixed set of tasks made in Taskwarrior and
/// imported from its export, `todo` selects the same tasks (by uuid) as `task` does for each
/// filter with `or`, `xor`, parentheses, attribute modifiers, `status:`, `/regex/` and ids, on each
/// engine. Under `CI=true` a missing `task` fails the test (`TaskBinary`).
final class TaskwarriorFilterAgreementTests: EngineSuite {
    @Test(arguments: TodoEngine.allCases)
    func test_todoSelectsWhatTaskSelects_forEachFilter(_ engine: TodoEngine) throws {
        let (task, todo, _) = try importedTasks(on: engine)

        var agreed = 0
        for filter in Self.filters {
            let (expected, selected) = try selections(filter, task: task, todo: todo)
            #expect(selected == expected, "todo and task disagree on: \(filter.joined(separator: " "))")
            if selected == expected && !expected.isEmpty && expected.count < 8 { agreed += 1 }
        }
        // Most filters select some of the tasks, not none or all, so agreeing says something.
        #expect(agreed > Self.filters.count * 3 / 4, "\(agreed) of \(Self.filters.count)")
    }

    /// Uuids as Taskwarrior's filters take them, whole or their first eight characters or more,
    /// alone, together, with ids and with other words: the imported tasks keep their uuids.
    @Test(arguments: TodoEngine.allCases)
    func test_todoSelectsWhatTaskSelects_forUUIDs(_ engine: TodoEngine) throws {
        let (task, todo, uuids) = try importedTasks(on: engine)
        try #require(uuids.count == 8)
        // Each filter of the first group names tasks only, so it selects some.
        let naming: [[String]] = [
            [uuids[1]], [String(uuids[2].prefix(8))], [String(uuids[3].prefix(13))], [String(uuids[4].prefix(9))],
            [uuids[0], uuids[5]], [uuids[7]], ["2", String(uuids[4].prefix(8))],
        ]
        // Not a uuid inside parentheses: `task` 2.6.2 fails on it ("The expression could not be evaluated").
        let mixed: [[String]] = [
            [uuids[6], "or", "+paper"], ["+home", String(uuids[0].prefix(8))], [String(uuids[3].prefix(8)), "priority:L"],
        ]
        try expectAgreement(naming: naming, mixed: mixed, task: task, todo: todo)
    }

    /// Taskwarrior's `uuid:` attribute, which matches from the left whatever the length, and its
    /// `.not`, alone and with other words.
    @Test(arguments: TodoEngine.allCases)
    func test_todoSelectsWhatTaskSelects_forTheUUIDAttribute(_ engine: TodoEngine) throws {
        let (task, todo, uuids) = try importedTasks(on: engine)
        try #require(uuids.count == 8)
        let naming: [[String]] = [
            ["uuid:" + uuids[1]], ["uuid:" + uuids[2].prefix(4)], ["uuid:" + uuids[3].prefix(1)], ["uuid:" + uuids[4].prefix(10)],
            ["uuid.not:" + uuids[0].prefix(8)],
        ]
        let mixed: [[String]] = [
            ["uuid:" + uuids[5].prefix(8), "uuid.not:" + uuids[5]], ["uuid:" + uuids[6].prefix(3), "or", "+paper"],
            ["+home", "uuid:" + uuids[0].prefix(2)], ["uuid.not:" + uuids[3].prefix(2), "priority:L"],
        ]
        try expectAgreement(naming: naming, mixed: mixed, task: task, todo: todo)
    }

    /// The difference README names: with a day, todo's `.by` and `.is` take the whole day, and
    /// `due.after` starts after it (a memo is due all its day), where Taskwarrior takes the day's
    /// first second; after a day on any other date starts there in both (`scheduled.after:`,
    /// `end.after:today`); a time is the same instant in both.
    @Test(arguments: TodoEngine.allCases)
    func test_aDayInADateModifier_isTheWholeDay_whereTaskTakesItsMidnight(_ engine: TodoEngine) throws {
        try begin(on: engine)
        let task = try TaskBinary()
        for (title, due) in [("midnight", "2030-01-15"), ("afternoon", "2030-01-15T15:30"), ("next day", "2030-01-16")] {
            try task.run(["add", title, "due:\(due)", "scheduled:\(due)"])
        }
        let todo = try makeTodo()
        try todo.run(["import", "--format", "taskwarrior", "-"], stdin: try task.export().data, environment: utc)
        func titles(_ data: Data, key: String) throws -> [String] {
            let objects = try #require(try JSONSerialization.jsonObject(with: data) as? [[String: Any]])
            return objects.compactMap { $0[key] as? String }.sorted()
        }
        func both(_ filter: String) throws -> (task: [String], todo: [String]) {
            let listed = try todo.run(["list", "--all", "--json", filter], environment: utc)
            return (try titles(try task.run([filter, "export"]), key: "description"), try titles(Data(listed.stdout.utf8), key: "title"))
        }

        #expect(try both("due.after:2030-01-15") == (["afternoon", "next day"], ["next day"]))
        #expect(try both("due.by:2030-01-15") == (["midnight"], ["afternoon", "midnight"]))
        #expect(try both("due.is:2030-01-15") == (["midnight"], ["afternoon", "midnight"]))
        for alike in ["due:2030-01-15", "due.before:2030-01-16", "due.after:2030-01-15T12:00", "due.by:2030-01-15T15:30",
                      "scheduled.after:2030-01-15", "scheduled.before:2030-01-16", "scheduled.after:2030-01-14",
                      "due.is:2030-01-15T15:30", "due.isnt:2030-01-15T15:30", "scheduled.is:2030-01-15T15:30"] {
            let answers = try both(alike)
            #expect(answers.task == answers.todo, "\(alike)")
        }
    }

    /// Tags Taskwarrior takes with `@`, `_` or `#` first (GTD's `@phone`) and a project with a
    /// space: the export imports whole, and the tags select as in `task`.
    @Test(arguments: TodoEngine.allCases)
    func test_tagsStartingWithAtUnderscoreOrHash_andAProjectWithASpace_importAndSelectAsInTask(_ engine: TodoEngine) throws {
        // given tasks made in `task` with such tags and a project named with a space
        try begin(on: engine)
        let task = try TaskBinary()
        try task.run(["add", "Call mom", "+@phone", "+_a"])
        try task.run(["add", "Read", "+#b", "project:My Project"])
        try task.run(["add", "Plain", "+phone"])
        let todo = try makeTodo()

        // when its export is imported
        let imported = try todo.run(["import", "--format", "taskwarrior", "-"], stdin: try task.export().data, environment: utc)

        // then every task is there, the project's space an underscore
        #expect(imported.stdout == "imported 3 memos\n", "\(imported.stderr)")
        let read = try todo.run(["list", "project:My_Project", "--json"], environment: utc)
        #expect(try Self.uuids(Data(read.stdout.utf8)).count == 1, "\(read.stderr)")
        // and the tags select what `task` selects, added or filtered from the command line too
        for filter in [["+@phone"], ["-@phone"], ["+_a"], ["+#b"], ["tags.has:@ph"], ["tags.has:phone"], ["-#b", "-_a"]] {
            let (expected, selected) = try selections(filter, task: task, todo: todo)
            #expect(selected == expected, "todo and task disagree on: \(filter.joined(separator: " "))")
            #expect(!expected.isEmpty, "\(filter)")
        }
        try todo.run(["add", "Text", "mom", "+@phone"])
        try todo.run(["3", "modify", "+@work"])
        let phone = try todo.run(["list", "+@phone"], environment: utc)
        #expect(phone.stdout.contains("Text mom  +@phone"), "\(phone.stdout)\(phone.stderr)")
        #expect(try todo.run(["list", "+@work"], environment: utc).stdout.contains("Plain"))
    }

    // MARK: - Private

    /// Filters both read alike. Not `!`/`not`: Taskwarrior 2.6.2 selects nothing or the
    /// un-negated tasks with it; `-tag`, `.isnt` and `.hasnt` say the same. Not `status.not:pending`
    /// (nor `.not:waiting`): a status filter without `completed` reads only the pending file there.
    private static let filters: [[String]] = [
        ["+home", "or", "+paper"], ["+home", "xor", "+paper"], ["+shop", "or", "+paper", "xor", "+home"],
        ["+home", "+shop", "or", "project:work"], ["(", "+home", "or", "+paper", ")", "priority:H"],
        ["(", "+bills", "or", "priority:L", ")", "or", "(", "+work", "and", "+paper", ")"], ["-home", "or", "-paper"],
        ["project.is:home"], ["project.isnt:home"], ["project.not:home"], ["description.not:Pay"], ["project.none:"], ["project.any:"], ["project.startswith:ho"],
        ["project.endswith:house"], ["project.has:ar"], ["project.hasnt:o"],
        ["description.has:the"], ["description.hasnt:the"], ["description.startswith:Pay"], ["description.endswith:er"],
        ["description.word:the"], ["description.noword:the"], ["description:Call"],
        // The annotations too, but for `.is:` and a plain `description:`; bare words as well.
        ["description.has:farm"], ["description.hasnt:farm"], ["description.word:sunday"], ["description.noword:sunday"],
        ["description.startswith:from"], ["description.endswith:edition"], ["description.is:sunday edition"], ["description:sunday"],
        ["farm", "or", "+bills"], ["(", "edition", ")"], ["farm"], ["sunday", "edition"],
        ["priority.none:"], ["priority.any:"], ["priority.isnt:H"], ["priority.above:L"], ["priority.below:H"],
        ["tags.none:"], ["tags.any:"], ["tags.has:home"], ["tags.hasnt:home"],
        // Within a tag, as Taskwarrior matches the list of them: `ho` is in home and in shop.
        ["tags.has:ho"], ["tags.contains:ape"], ["tags.hasnt:ho"], ["tags.has:ho", "or", "+work"],
        ["status:pending"], ["status:completed"], ["status:waiting"], ["status:completed", "or", "+home"], ["status:pending", "or", "status:waiting"],
        ["due.before:2030-02-01"], ["due.after:2030-02-01"], ["due.none:"], ["due.any:"], ["due.by:2030-02-01"],
        ["scheduled.any:"], ["wait.any:"],
        // Virtual tags and empty values (Taskwarrior's "has none").
        ["+SCHEDULED"], ["+PROJECT"], ["-PROJECT"], ["+PRIORITY", "or", "+paper"], ["-PENDING"], ["-COMPLETED"], ["+READY"],
        ["-READY"], ["+UNBLOCKED", "+home"], ["-OVERDUE", "+shop"], ["+DELETED", "or", "+bills"], ["-YEAR", "project:home"],
        ["project:"], ["priority:"], ["due:"], ["tags:"], ["scheduled:", "+paper"], ["wait:", "+home"], ["end:"],
        ["start:", "+work"],
        ["/milk/"], ["/^Pay/"], ["/farm/"], ["/edition$/", "or", "/rent$/"], ["+home", "or", "/paper/", "priority:H"],
        // Ids, as the import keeps Taskwarrior's order: the first six are its working set.
        ["1-3"], ["2", "4"], ["1,3"], ["2-3,5"], ["1", "or", "+paper"], ["+home", "1-4"],
        // A range written backwards, which Taskwarrior reads forwards.
        ["3-1"], ["5-2,1"], ["+home", "4-1"],
    ]

    /// `makeTasks` in `task`, imported into `todo` on `engine`, and the tasks' uuids in export order.
    private func importedTasks(on engine: TodoEngine) throws -> (TaskBinary, TodoProcess, [String]) {
        try begin(on: engine)
        let task = try TaskBinary()
        try makeTasks(task)
        let todo = try makeTodo()
        let exported = try task.export()
        let imported = try todo.run(["import", "--format", "taskwarrior", "-"], stdin: exported.data, environment: utc)
        #expect(imported.status == 0, "\(imported.stderr)")
        return (task, todo, exported.tasks.compactMap { $0["uuid"] as? String })
    }

    private let utc = ["TZ": "UTC"]

    /// The tasks `task` selects with `filter` and the memos `todo` lists with it, as sorted
    /// uuids; expects the listing to succeed.
    private func selections(_ filter: [String], task: TaskBinary, todo: TodoProcess) throws -> (task: [String], todo: [String]) {
        let expected = try Self.uuids(task.run(filter + ["export"]))
        let result = try todo.run(["list", "--all", "--limit", "10000", "--json"] + filter, environment: utc)
        #expect(result.status == 0, "\(filter): \(result.stderr)")
        return (expected, try Self.uuids(Data(result.stdout.utf8)))
    }

    /// Expects `todo` to select what `task` selects with each filter, and each of `naming`
    /// (filters that name tasks only) to select some.
    private func expectAgreement(naming: [[String]], mixed: [[String]], task: TaskBinary, todo: TodoProcess) throws {
        for filter in naming + mixed {
            let (expected, selected) = try selections(filter, task: task, todo: todo)
            #expect(selected == expected, "todo and task disagree on: \(filter.joined(separator: " "))")
            #expect(!expected.isEmpty || mixed.contains(filter), "\(filter)")
        }
    }

    /// Eight tasks: tags, projects and sub-projects, priorities, dates, a waiting one, two done,
    /// annotations.
    private func makeTasks(_ task: TaskBinary) throws {
        for words in [
            ["Buy milk at the shop", "+home", "+shop", "project:home", "priority:H", "due:2030-01-15"],
            ["Pay rent", "+bills", "project:home.house", "priority:M", "due:2030-02-01"],
            ["Call the plumber", "project:garden", "priority:L"],
            ["Read the paper", "+paper"],
            ["Write report", "+work", "+paper", "project:work", "due:2030-03-01", "scheduled:2030-02-20"],
            ["Wait for parcel", "+home", "wait:2030-06-01"],
            ["Filed taxes", "project:work", "priority:H"],
            ["Old errand", "+shop"],
        ] {
            try task.run(["add"] + words)
        }
        try task.run(["1", "annotate", "from the farm shop"])
        try task.run(["4", "annotate", "sunday edition"])
        try task.run(["8", "done"])
        try task.run(["7", "done"])
    }

    private static func uuids(_ data: Data) throws -> [String] {
        let objects = try #require(try JSONSerialization.jsonObject(with: data) as? [[String: Any]])
        return objects.compactMap { $0["uuid"] as? String }.sorted()
    }
}
