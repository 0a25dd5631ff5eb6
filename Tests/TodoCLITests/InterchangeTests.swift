import Foundation
import Testing
import TestSupport

/// Export and import through the binary, in all three formats, and bad import files.
final class InterchangeTests: EngineSuite {
    @Test(arguments: TodoEngine.allCases)
    func test_exportThenImportIntoAnEmptyStoreThenExport_givesTheSameMemos_json(_ engine: TodoEngine) throws {
        try begin(on: engine)
        let source = try storeWithTrickyMemos()
        let first = try source.run(["export"])
        let target = try makeTodo()

        let imported = try target.run(["import", "-"], stdin: Data(first.stdout.utf8))
        let second = try target.run(["export"])

        #expect(imported.stdout == "imported 4 memos; read as JSON Lines (--format to choose)\n")
        #expect(try fields(second.stdout) == fields(first.stdout))
        #expect(first.stdout.split(separator: "\n").count == 4)
    }

    @Test(arguments: TodoEngine.allCases)
    func test_exportThroughAFilter_writesWhatListAllFinds_doneAndWaitingToo_oldestFirst(_ engine: TodoEngine) throws {
        try begin(on: engine)
        let todo = try makeTodo()
        try todo.run(["add", "Milk", "+errand"])
        try todo.run(["add", "Letter"])
        try todo.run(["add", "Bank", "+errand", "wait:2030-01-01"])
        try todo.run(["add", "Shoes", "+errand"])
        try todo.run(["done", "4"])
        let ids = { (output: String) throws -> [Int] in
            try output.split(separator: "\n").map { try #require(try JSONSerialization.jsonObject(with: Data($0.utf8)) as? [String: Any])["id"] as? Int ?? 0 }
        }

        let filtered = try todo.run(["+errand", "export"])
        let after = try todo.run(["export", "+errand", "--format", "taskwarrior"])
        let searched = try todo.run(["export", "milk"])
        let none = try todo.run(["export", "+nothing"])

        #expect(try ids(filtered.stdout) == [1, 3, 4], "\(filtered.stderr)")
        let tasks = try #require(try JSONSerialization.jsonObject(with: Data(after.stdout.utf8)) as? [[String: Any]])
        #expect(tasks.map { $0["description"] as? String } == ["Milk", "Bank", "Shoes"], "\(after.stderr)")
        #expect(tasks.map { $0["status"] as? String } == ["pending", "pending", "completed"])
        #expect(tasks.map { $0["wait"] != nil } == [false, true, false])
        #expect(try ids(searched.stdout) == [1], "\(searched.stderr)")
        #expect(none.status == 0 && none.stdout == "" && none.stderr == "", "\(none)")
        #expect(try todo.run(["export"]).stdout.split(separator: "\n").count == 4)
    }

    @Test(arguments: TodoEngine.allCases)
    func test_listJSON_importedIntoAnEmptyStore_givesTheSameMemos_once(_ engine: TodoEngine) throws {
        try begin(on: engine)
        let source = try storeWithTrickyMemos()
        try source.run(["modify", "1", "+home", "due:2030-01-15", "pri:H", "project:house"])
        try source.run(["annotate", "3", "called once"])
        let listed = try source.run(["list", "--all", "--json"]).stdout
        let target = try makeTodo()

        let imported = try target.run(["import", "-"], stdin: Data(listed.utf8))
        let again = try target.run(["import", "--format", "json", "-"], stdin: Data(listed.utf8))

        #expect(imported.stdout == "imported 4 memos; read as a JSON array of memos (--format to choose)\n", "\(imported.stderr)")
        #expect(again.stdout == "imported 0 memos, skipped 4 already present\n", "\(again.stderr)")
        let exported = try target.run(["export"]).stdout
        #expect(try byUUID(fields(exported)) == byUUID(fields(source.run(["export"]).stdout)))
    }

    @Test(arguments: TodoEngine.allCases)
    func test_JSONLinesAfterAStrayFirstLine_areRefused_notImportedAsTodoTxtTitles(_ engine: TodoEngine) throws {
        try begin(on: engine)
        let todo = try makeTodo()
        try todo.run(["add", "Kept"])
        let before = try todo.run(["export"]).stdout
        let file = "# my memos\n{\"title\":\"Buy milk\"}\n{\"title\":\"Call mom\"}\n"

        let result = try todo.run(["import", "-"], stdin: Data(file.utf8))

        #expect(result.status == 1)
        #expect(result.stdout == "")
        #expect(result.stderr.hasPrefix("todo: line 2: a JSON object, not a todo.txt task"), "\(result.stderr)")
        #expect(result.stderr.hasSuffix("nothing was imported\n"), "\(result.stderr)")
        #expect(try todo.run(["export"]).stdout == before)
    }

    @Test(arguments: TodoEngine.allCases)
    func test_exportThenImportRoundTrip_todotxt(_ engine: TodoEngine) throws {
        try begin(on: engine)
        let source = try storeWithTrickyMemos()
        let first = try source.run(["export", "--format", "todotxt"])
        let target = try makeTodo()
        let file = target.directory.appendingPathComponent("todo.txt")
        try Data(first.stdout.utf8).write(to: file)

        let imported = try target.run(["import", file.path, "--format", "todotxt"])
        let second = try target.run(["export", "--format", "todotxt"])

        #expect(imported.status == 0, "\(imported.stderr)")
        #expect(second.stdout == first.stdout)
    }

    @Test(arguments: TodoEngine.allCases)
    func test_exportThenImportRoundTrip_taskwarrior_isOneArray(_ engine: TodoEngine) throws {
        try begin(on: engine)
        let source = try storeWithTrickyMemos()
        let first = try source.run(["export", "--format", "taskwarrior"])
        let target = try makeTodo()

        let imported = try target.run(["import", "--format", "taskwarrior"], stdin: Data(first.stdout.utf8))
        let second = try target.run(["export", "--format", "taskwarrior"])

        #expect(imported.stdout == "imported 4 memos\n", "\(imported.stderr)")
        #expect(try JSONSerialization.jsonObject(with: Data(first.stdout.utf8)) as? [[String: Any]] != nil, "\(first.stdout)")
        #expect(second.stdout == first.stdout)
    }

    @Test(arguments: TodoEngine.allCases)
    func test_exportTodoTxt_saysOnceHowManyMemosHadFieldsItCannotCarry(_ engine: TodoEngine) throws {
        try begin(on: engine)
        let todo = try makeTodo()
        for title in ["plain", "noted", "started"] { try todo.run(["add", title]) }
        try todo.run(["annotate", "2", "a", "note"])
        try todo.run(["start", "3"])

        let todotxt = try todo.run(["export", "--format", "todotxt"])
        let json = try todo.run(["export"])

        #expect(todotxt.status == 0)
        #expect(todotxt.stdout.split(separator: "\n").count == 3)
        #expect(todotxt.stderr == ("todo: 2 memos had fields todotxt cannot carry "
            + "(start, scheduled, until, depends, annotations, extra); --format json keeps every field\n"))
        #expect(json.stderr == "")
    }

    @Test(arguments: TodoEngine.allCases)
    func test_exportTaskwarrior_ofAnEmptyStore_isAnEmptyArray(_ engine: TodoEngine) throws {
        try begin(on: engine)
        let todo = try makeTodo()
        #expect(try todo.run(["add", "gone"]).status == 0)
        #expect(try todo.run(["rm", "1"]).status == 0)

        let result = try todo.run(["export", "--format", "taskwarrior"])

        #expect(result.status == 0, "\(result.stderr)")
        #expect(result.stdout == "[\n]\n")
    }

    @Test(arguments: TodoEngine.allCases)
    func test_exportFormat_unknown_isAUsageErrorNamingTheFormats(_ engine: TodoEngine) throws {
        try begin(on: engine)
        let result = try makeTodo().run(["export", "--format", "csv"])

        #expect(result.status == 2)
        #expect(result.stderr.contains("json"), "\(result.stderr)")
        #expect(result.stderr.contains("taskwarrior"), "\(result.stderr)")
    }

    @Test(arguments: TodoEngine.allCases)
    func test_importOfOneMemo_isCountedInTheSingular_inItsLineAndInHistory(_ engine: TodoEngine) throws {
        try begin(on: engine)
        let todo = try makeTodo()

        let imported = try todo.run(["import"], stdin: Data("{\"title\":\"only one\"}\n".utf8))
        let history = try todo.run(["history"])
        let undone = try todo.run(["undo"])

        #expect(imported.stdout == "imported 1 memo; read as JSON Lines (--format to choose)\n", "\(imported.stderr)")
        #expect(history.stdout.hasSuffix("  import 1 memo\n"), "\(history.stdout)")
        #expect(undone.stdout == "undid import 1 memo\n", "\(undone.stderr)")
    }

    @Test(arguments: TodoEngine.allCases)
    func test_importTwice_addsNothingTheSecondTime(_ engine: TodoEngine) throws {
        try begin(on: engine)
        let source = try storeWithTrickyMemos()
        let export = Data(try source.run(["export"]).stdout.utf8)
        let target = try makeTodo()

        try target.run(["import"], stdin: export)
        let again = try target.run(["import"], stdin: export)

        #expect(again.stdout == "imported 0 memos, skipped 4 already present; read as JSON Lines (--format to choose)\n")
    }

    @Test(arguments: TodoEngine.allCases)
    func test_reimportOfANewerExport_updatesTheChangedMemo_andSaysHowMany(_ engine: TodoEngine) throws {
        try begin(on: engine)
        let source = try storeWithTrickyMemos()
        let export = try source.run(["export"]).stdout
        let target = try makeTodo()
        try target.run(["import"], stdin: Data(export.utf8))
        // One memo changed since, elsewhere: a later "updated" and another priority.
        var lines = export.split(separator: "\n").map(String.init)
        let updated = try #require(lines[0].range(of: #""updated":"[^"]*""#, options: .regularExpression))
        lines[0].replaceSubrange(updated, with: #""updated":"2099-01-01T00:00:00Z""#)
        let priority = try #require(lines[0].range(of: #""priority":[^,]*"#, options: .regularExpression))
        lines[0].replaceSubrange(priority, with: #""priority":"L""#)

        let again = try target.run(["import"], stdin: Data((lines.joined(separator: "\n") + "\n").utf8))
        let shown = try target.run(["show", "1", "--json"])
        let undone = try target.run(["undo"])

        #expect(again.stdout == "imported 0 memos, updated 1, skipped 3 already present; read as JSON Lines (--format to choose)\n", "\(again.stderr)")
        #expect(shown.stdout.contains(#""priority":"L""#), "\(shown.stdout)")
        #expect(undone.stdout == "undid import 1 memo\n", "\(undone.stderr)")
        #expect(try target.run(["export"]).stdout == export)
    }

    @Test(arguments: TodoEngine.allCases)
    func test_importTaskwarriorExport_mapsStatusDatesAndAnnotations(_ engine: TodoEngine) throws {
        try begin(on: engine)
        let todo = try makeTodo()
        let tasks = """
            [{"id":1,"description":"Pay rent","entry":"20261101T080000Z","modified":"20261102T090000Z","status":"pending","uuid":"0b0e0c0a-0000-4000-8000-000000000001","annotations":[{"entry":"20261101T080100Z","description":"landlord wants cash"}]},
            {"id":0,"description":"Old chore","entry":"20261001T080000Z","end":"20261005T080000Z","status":"completed","uuid":"0b0e0c0a-0000-4000-8000-000000000002"},
            {"id":0,"description":"Gone","entry":"20261001T080000Z","status":"deleted","uuid":"0b0e0c0a-0000-4000-8000-000000000003"}]
            """

        let imported = try todo.run(["import", "--format", "taskwarrior"], stdin: Data(tasks.utf8))
        let memos = try todo.run(["list", "--all", "--sort", "created", "--json"])

        #expect(imported.stdout == "imported 2 memos; 1 deleted task left out\n", "\(imported.stderr)")
        let decoded = try #require(JSONSerialization.jsonObject(with: Data(memos.stdout.utf8)) as? [[String: Any]])
        #expect(decoded.map { $0["title"] as? String } == ["Old chore", "Pay rent"])
        #expect(decoded.map { $0["done"] as? Bool } == [true, false])
        #expect(decoded[1]["body"] as? String == "")
        let annotations = decoded[1]["annotations"] as? [[String: String]]
        #expect(annotations ?? [] == [["entry": "2026-11-01T08:01:00Z", "description": "landlord wants cash"]])
        #expect(decoded[1]["created"] as? String == "2026-11-01T08:00:00Z")
        #expect(decoded[1]["updated"] as? String == "2026-11-02T09:00:00Z")
    }

    @Test(arguments: TodoEngine.allCases)
    func test_importWithOneBadLine_importsNothingAndNamesTheLine(_ engine: TodoEngine) throws {
        try begin(on: engine)
        let todo = try makeTodo()
        let lines = "{\"title\":\"good\"}\n\n{\"title\": }\n{\"title\":\"also good\"}\n"

        let result = try todo.run(["import"], stdin: Data(lines.utf8))

        #expect(result.status == 1)
        #expect(result.stderr.hasPrefix("todo: line 3: invalid JSON"), "\(result.stderr)")
        #expect(result.stderr.hasSuffix("nothing was imported\n"), "\(result.stderr)")
        #expect(try todo.run(["list", "--all"]).stdout == "")
    }

    @Test(arguments: TodoEngine.allCases)
    func test_importFromAFile_readAsItIsWritten_stillImportsNothingPastABadLine_andNamesIt(_ engine: TodoEngine) throws {
        try begin(on: engine)
        let todo = try makeTodo()
        try todo.run(["add", "Kept"])
        let before = try todo.run(["export"]).stdout
        let file = todo.directory.appendingPathComponent("memos.jsonl")
        let own = "00000000-0000-4000-8000-000000000001"
        let refused = "{\"title\":\"a\",\"uuid\":\"\(own)\",\"parent\":\"\(own)\"}"

        var errors: [String] = []
        for bad in ["{\"title\": }", refused] {
            try Data("{\"title\":\"good\"}\n\n\(bad)\n{\"title\":\"also good\"}\n".utf8).write(to: file)
            let result = try todo.run(["import", file.path])
            #expect(result.status == 1)
            errors.append(result.stderr)
        }

        #expect(errors == [
            "todo: line 3: invalid JSON at column 11: unexpected character; nothing was imported\n",
            "todo: line 3: invalid parent: a memo cannot be its own parent; nothing was imported\n",
        ])
        #expect(try todo.run(["export"]).stdout == before)
    }

    @Test(arguments: TodoEngine.allCases)
    func test_importOfAnEmptyTitle_namesTheLineAndImportsNothing(_ engine: TodoEngine) throws {
        try begin(on: engine)
        let todo = try makeTodo()

        let result = try todo.run(["import"], stdin: Data("{\"title\":\"ok\"}\n{\"title\":\"  \"}\n".utf8))

        #expect(result.status == 1)
        #expect(result.stderr == "todo: line 2: invalid title: only whitespace; nothing was imported\n")
    }

    @Test(arguments: TodoEngine.allCases)
    func test_importWithoutFormat_recognisesTaskwarriorAndTodoTxtByContent_orSaysWhichFormatItNeeds(_ engine: TodoEngine) throws {
        try begin(on: engine)
        let todo = try makeTodo()
        let taskwarrior = #"[{"description":"Pay rent","status":"pending","entry":"20261101T080000Z"}]"#
        let todoTxt = "(B) Call mom +family\nx 2026-11-02 2026-11-01 Buy milk\n"

        let fromTask = try todo.run(["import"], stdin: Data(taskwarrior.utf8))
        let fromTodoTxt = try todo.run(["import"], stdin: Data(todoTxt.utf8))
        let neither = try todo.run(["import"], stdin: Data("{\"name\":\"x\"}\n".utf8))

        #expect(fromTask.status == 0, "\(fromTask.stderr)")
        #expect(fromTask.stdout == "imported 1 memo; read as a Taskwarrior export (--format to choose)\n")
        #expect(fromTodoTxt.status == 0, "\(fromTodoTxt.stderr)")
        #expect(fromTodoTxt.stdout == "imported 2 memos; read as todo.txt (--format to choose); todo.txt has no subtasks: parent links are not carried\n")
        let titles = try JSONSerialization.jsonObject(with: Data(try todo.run(["list", "--all", "--json"]).stdout.utf8)) as? [[String: Any]]
        #expect(Set(titles?.compactMap { $0["title"] as? String } ?? []) == ["Pay rent", "Call mom", "Buy milk"])
        #expect(neither.status == 1)
        #expect(neither.stderr.hasPrefix("todo: line 1: cannot tell the format"), "\(neither.stderr)")
        #expect(neither.stderr.contains("--format json or --format taskwarrior"), "\(neither.stderr)")
    }

    @Test(arguments: TodoEngine.allCases)
    func test_importOfJunk_unreadableAndMissingFiles_failWithOneLine(_ engine: TodoEngine) throws {
        try begin(on: engine)
        let todo = try makeTodo()
        var junk = Data((0..<2048).map { UInt8(($0 * 7919) % 256) })
        junk.append(contentsOf: [0xFF, 0xFE, 0x0A])
        let junkFile = todo.directory.appendingPathComponent("junk.bin")
        try junk.write(to: junkFile)

        for arguments in [["import", junkFile.path], ["import", junkFile.path, "--format", "todotxt"],
                          ["import", junkFile.path, "--format", "taskwarrior"],
                          ["import", todo.directory.appendingPathComponent("missing").path],
                          ["import", todo.directory.path]] {
            let result = try todo.run(arguments)
            #expect(result.status == 1, "\(arguments): \(result.stderr)")
            #expect(result.stderr.filter { $0 == "\n" }.count == 1, "\(arguments): \(result.stderr)")
            #expect(result.stdout == "")
        }
        #expect(try todo.run(["list", "--all"]).stdout == "")
    }

    @Test(arguments: TodoEngine.allCases)
    func test_exportThenImportRoundTrip_ical_keepsEveryField_andExportsTheSameFileAgain(_ engine: TodoEngine) throws {
        try begin(on: engine)
        let source = try storeWithTrickyMemos()
        try source.run(["add", "Pay rent", "due:2026-12-01", "recur:monthly", "pri:H", "project:house", "+bills",
                        "scheduled:2026-11-28T10:00", "wait:2026-11-25", "until:2027-01-01"])
        try source.run(["add", "After rent", "depends:5"])
        try source.run(["annotate", "5", "landlord, wants; cash"])
        try source.run(["start", "1"])
        let first = try source.run(["export", "--format", "ical"])
        let target = try makeTodo()
        let file = target.directory.appendingPathComponent("memos.ics")
        try Data(first.stdout.utf8).write(to: file)

        let imported = try target.run(["import", file.path, "--format", "ical"])
        let again = try target.run(["import", file.path])
        let second = try target.run(["export", "--format", "ical"])

        #expect(first.status == 0, "\(first.stderr)")
        #expect(first.stderr == "")
        #expect(first.stdout.hasPrefix("BEGIN:VCALENDAR\r\nVERSION:2.0\r\nPRODID:"), "\(first.stdout)")
        #expect(imported.stdout == "imported 6 memos\n", "\(imported.stderr)")
        #expect(again.stdout == "imported 0 memos, skipped 6 already present; read as iCalendar (--format to choose)\n", "\(again.stderr)")
        #expect(second.stdout == first.stdout)
        #expect(try fields(try target.run(["export"]).stdout) == fields(try source.run(["export"]).stdout))
    }

    @Test(arguments: TodoEngine.allCases)
    func test_importIcal_readsTodosOnly_andSaysWhatItLeftOut(_ engine: TodoEngine) throws {
        try begin(on: engine)
        let todo = try makeTodo()
        let calendar = """
            BEGIN:VCALENDAR\r
            VERSION:2.0\r
            BEGIN:VEVENT\r
            UID:event-1@example.com\r
            SUMMARY:Team lunch\r
            DTSTART:20261203T120000Z\r
            END:VEVENT\r
            BEGIN:VTODO\r
            UID:ABC-123@example.com\r
            SUMMARY:Book the room\r
            DUE;VALUE=DATE:20261202\r
            END:VTODO\r
            END:VCALENDAR\r

            """

        let result = try todo.run(["import"], stdin: Data(calendar.utf8))
        let shown = try todo.run(["list", "--json"])

        #expect(result.status == 0, "\(result.stderr)")
        #expect(result.stdout == "imported 1 memo; read as iCalendar (--format to choose); 1 VEVENT component left out (todo reads VTODO)\n")
        #expect(shown.stdout.contains("\"title\":\"Book the room\""), "\(shown.stdout)")
        let exported = try todo.run(["export", "--format", "ical"])
        #expect(exported.stdout.contains("\r\nUID:ABC-123@example.com\r\n"), "\(exported.stdout)")
    }

    @Test(arguments: TodoEngine.allCases)
    func test_importIcal_withAMalformedTodo_importsNothingAndNamesTheLine(_ engine: TodoEngine) throws {
        try begin(on: engine)
        let todo = try makeTodo()
        let calendar = "BEGIN:VCALENDAR\nBEGIN:VTODO\nSUMMARY:good\nEND:VTODO\nBEGIN:VTODO\nSUMMARY:bad\n"
            + "DUE:2026-12-01\nEND:VTODO\nEND:VCALENDAR\n"

        let result = try todo.run(["import", "--format", "ical", "-"], stdin: Data(calendar.utf8))

        #expect(result.status == 1)
        #expect(result.stderr == ("todo: line 7: DUE is not a date (20261122) or date-time (20261122T094726Z): "
            + "\"2026-12-01\"; nothing was imported\n"))
        #expect(result.stdout == "")
        #expect(try todo.run(["list", "--all"]).stdout == "")
    }

    // MARK: - Private

    private func storeWithTrickyMemos() throws -> TodoProcess {
        let todo = try makeTodo()
        try todo.run(["add", "Quotes \" and 'single' and \\ backslash", "--body", "two\nlines and 100% sure"])
        try todo.run(["add", "Emoji 🥛 and עברית", "--body", "tab\there"])
        try todo.run(["add", "(A) Call mom  twice"])
        try todo.run(["add", "'; DROP TABLE memos; --"])
        try todo.run(["done", "2"])
        return todo
    }

    /// `records` in the order of their uuids, for stores that hold the same memos in another order.
    private func byUUID(_ records: [NSDictionary]) -> [NSDictionary] {
        records.sorted { ($0["uuid"] as? String ?? "") < ($1["uuid"] as? String ?? "") }
    }

    /// Each exported record without its id, which the target store assigns anew.
    private func fields(_ export: String) throws -> [NSDictionary] {
        try export.split(separator: "\n").map { line in
            let object = try #require(JSONSerialization.jsonObject(with: Data(line.utf8)) as? [String: Any])
            return object.filter { $0.key != "id" } as NSDictionary
        }
    }
}
