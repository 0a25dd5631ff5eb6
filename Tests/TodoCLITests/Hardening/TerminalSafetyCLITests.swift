import Foundation
import Testing
import TestSupport

/// Issue 13, items 4, 5, 8 and 9, through the binary, on each engine.
final class TerminalSafetyCLITests: EngineSuite {
    /// What must never reach a terminal from a store or a file.
    private static let hostile = "\u{1B}]52;c;aGk=\u{07}\u{1B}[2J\u{9B}31m\u{85}\u{202E}evil\u{2066}\u{2069}\u{7F}"

    @Test(arguments: TodoEngine.allCases)
    func test_controlsAndBidiOverrides_fromAStore_neverReachTheTerminal_inAnyField(_ engine: TodoEngine) throws {
        try begin(on: engine)
        let todo = try makeTodo()
        let record = "{\"title\":\(jsonString("title " + Self.hostile)),\"body\":\(jsonString("body " + Self.hostile + "\nline 2"))}\n"
        #expect(try todo.run(["import"], stdin: Data(record.utf8)).status == 0)
        todo.rawSQL("UPDATE memos SET uuid = 'x\u{1B}]52;c;aGk=\u{07}\u{9B}2J'")

        for command in [["list"], ["show", "1"], ["history"], ["search", "title"], ["undo"]] {
            let result = try todo.run(command)
            #expect(result.status == 0, "\(command): \(result.stderr)")
            assertTerminalSafe(result.stdout + result.stderr, "\(command)")
        }
    }

    @Test(arguments: TodoEngine.allCases)
    func test_machineOutput_escapesC1AndBidiControls_andStillRoundTrips(_ engine: TodoEngine) throws {
        try begin(on: engine)
        let todo = try makeTodo()
        let hostile = "\u{9B}2J\u{202E}evil\u{2066}\u{2069}\u{2028}\u{200F}\u{85}"
        let record = "{\"title\":\(jsonString("title " + hostile)),\"body\":\(jsonString("body " + hostile))}\n"
        #expect(try todo.run(["import"], stdin: Data(record.utf8)).status == 0)

        var exports: [String: String] = [:]
        #expect(try todo.run(["add", "one \u{202E}x"]).status == 0)
        for command in [["list", "--json"], ["show", "1", "--json"], ["history", "--json"], ["export"], ["export", "--format", "taskwarrior"], ["export", "--format", "todotxt"]] {
            let result = try todo.run(command)
            #expect(result.status == 0, "\(command): \(result.stderr)")
            assertTerminalSafe(result.stdout + result.stderr, "\(command)")
            if command[0] == "export" { exports[command.last!] = result.stdout }
        }

        for (format, text) in exports {
            let target = try makeTodo()
            let arguments = format == "export" ? ["import"] : ["import", "--format", format]
            #expect(try target.run(arguments, stdin: Data(text.utf8)).status == 0, "\(format)")
            let shown = try target.run(["show", "1", "--json"]).stdout
            #expect(shown.contains(#""title":"title \u009b2J\u202eevil\u2066\u2069\u2028\u200f\u0085""#), "\(format): \(shown)")
            #expect(shown.contains(#""body":"body \u009b2J\u202eevil\u2066\u2069\u2028\u200f\u0085""#), "\(format): \(shown)")
        }
    }

    @Test(arguments: TodoEngine.allCases)
    func test_shellUnknownCommand_withC1OrBidiControls_isShownSafely(_ engine: TodoEngine) throws {
        try begin(on: engine)
        let todo = try makeTodo()

        let result = try todo.run(["shell"], stdin: Data("\u{202E}abc\n\u{9B}2jx\nl\u{200F}st\n".utf8))

        #expect(result.status == 1, "\(result.stderr)")
        #expect(result.stderr == """
            unknown command '<U+202E>abc' (type help)
            unknown command '<U+009B>2jx' (type help)
            unknown command 'l<U+200F>st'; did you mean 'list'?

            """)
    }

    @Test(arguments: TodoEngine.allCases)
    func test_extremeStoredTimes_exportAndImportBack_unchanged(_ engine: TodoEngine) throws {
        try begin(on: engine)
        let source = try makeTodo()
        #expect(try source.run(["add", "old"]).status == 0)
        #expect(try source.run(["add", "new"]).status == 0)
        // The smallest and largest times each engine holds, a second before the calendar starts
        // and its last second.
        switch source.engine {
        case .sqlite:
            source.rawSQL("UPDATE memos SET created = -9223372036854775808, updated = -62135596801 WHERE id = 1;"
                          + "UPDATE memos SET created = 253402300799, updated = 9223372036854775807 WHERE id = 2")
        case .postgresql:
            source.rawSQL("UPDATE memos SET created = '4713-01-01 00:00:00+00 BC',"
                          + " updated = '0001-12-31 23:59:59+00 BC' WHERE id = 1;"
                          + "UPDATE memos SET created = '9999-12-31 23:59:59+00',"
                          + " updated = '294276-12-31 23:59:59+00' WHERE id = 2")
        }
        let exported = try source.run(["export"])
        #expect(exported.status == 0, "\(exported.stderr)")
        #expect(exported.stdout.contains("\"created\":\"0001-01-01T00:00:00Z\""), "\(exported.stdout)")
        #expect(exported.stdout.contains("\"updated\":\"9999-12-31T23:59:59Z\""), "\(exported.stdout)")

        let target = try makeTodo()
        let imported = try target.run(["import"], stdin: Data(exported.stdout.utf8))
        #expect(imported.status == 0, "\(imported.stderr)")
        #expect(try target.run(["export"]).stdout == exported.stdout)
    }
    @Test(arguments: TodoEngine.allCases)
    func test_infiniteStoredTimes_readAsTheCalendarsEnds(_ engine: TodoEngine) throws {
        try begin(on: engine)
        let todo = try makeTodo()
        #expect(try todo.run(["add", "forever"]).status == 0)
        // What each engine holds for a time without end, written by another program.
        switch todo.engine {
        case .sqlite:
            todo.rawSQL("UPDATE memos SET created = -9e999, updated = 9e999, due = 9e999")
        case .postgresql:
            todo.rawSQL("UPDATE memos SET created = '-infinity', updated = 'infinity', due = 'infinity'")
        }

        let exported = try todo.run(["export"])
        let list = try todo.run(["list", "--sort", "due"])

        #expect(exported.status == 0, "\(exported.stderr)")
        #expect(exported.stdout.contains(
            "\"created\":\"0001-01-01T00:00:00Z\",\"updated\":\"9999-12-31T23:59:59Z\",\"due\":\"9999-12-31T23:59:59Z\""), "\(exported.stdout)")
        #expect(list.status == 0, "\(list.stderr)")
        #expect(list.stdout.contains("forever"), "\(list.stdout)")
    }

    @Test(arguments: TodoEngine.allCases)
    func test_leapSecondAndOutOfRangeOffsets_areRefusedOnImport(_ engine: TodoEngine) throws {
        try begin(on: engine)
        let todo = try makeTodo()
        for time in ["9999-12-31T23:59:60Z", "0001-01-01T00:00:00+23:59", "9999-12-31T23:00:00-01:00"] {
            let result = try todo.run(["import"], stdin: Data("{\"title\":\"t\",\"created\":\"\(time)\"}\n".utf8))
            #expect(result.status == 1, "\(time): \(result.stderr)")
        }
        #expect(try todo.run(["list", "--all"]).stdout == "")
    }

    @Test(arguments: TodoEngine.allCases)
    func test_environmentThatIsNotUTF8_isAUsageError(_ engine: TodoEngine) throws {
        try begin(on: engine)
        let todo = try makeTodo()
        for script in ["TODO_USER=$(printf 'al\\377') \"$TODO\" list --db \"$DB\"",
                       "TODO_DB=$(printf '/tmp/\\377') \"$TODO\" list --user a",
                       "HOME=/nonexistent XDG_DATA_HOME=$(printf '/tmp/\\377') \"$TODO\" list --user a"] {
            let result = try todo.shell(script)
            #expect(result.status == 2, "\(script)")
            #expect(result.stderr.hasPrefix("todo: ") && result.stderr.hasSuffix("is not valid UTF-8\n"), "\(result.stderr)")
        }
    }

    @Test(arguments: TodoEngine.allCases)
    func test_userNames_spelledDecomposedOrPrecomposed_areOneUser(_ engine: TodoEngine) throws {
        try begin(on: engine)
        let todo = try makeTodo()
        todo.user = "Ren\u{65}\u{301}"
        #expect(try todo.run(["add", "shared"]).status == 0)
        todo.user = "Ren\u{e9}"
        #expect(try todo.run(["list"]).stdout == "    1 [ ] shared\n")
    }

    @Test(arguments: TodoEngine.allCases)
    func test_userNameStoredDecomposed_beforeNamesWereNormalised_isReachedByEitherSpelling(_ engine: TodoEngine) throws {
        try begin(on: engine)
        let todo = try makeTodo()
        todo.user = "placeholder"
        #expect(try todo.run(["add", "old memo"]).status == 0)
        // What a store written before names were normalised may hold.
        todo.rawSQL("UPDATE users SET name = 'Ren\u{65}\u{301}e' WHERE name = 'placeholder'")

        for spelling in ["Ren\u{e9}e", "Ren\u{65}\u{301}e"] {
            todo.user = spelling
            #expect(try todo.run(["list"]).stdout == "    1 [ ] old memo\n", "\(spelling)")
        }
        #expect(try todo.run(["add", "new memo"]).status == 0)
        todo.user = "Ren\u{e9}e"
        #expect(try todo.run(["list"]).stdout == "    1 [ ] old memo\n    2 [ ] new memo\n")
        todo.user = "Rene"
        #expect(try todo.run(["list"]).stdout == "")
    }

    // MARK: - Private

    private func jsonString(_ text: String) -> String {
        String(decoding: try! JSONSerialization.data(withJSONObject: text, options: .fragmentsAllowed), as: UTF8.self)
    }
}
