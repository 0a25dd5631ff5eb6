import XCTest
@testable import MemoInterchange
import MemoStore
import TestSupport

/// Taskwarrior's fields both ways, recurring series, and the bounded array reader.
final class TaskwarriorFieldTests: XCTestCase {
    private typealias F = InterchangeFixtures

    private func drafts(_ text: String) throws -> [MemoDraft] {
        try F.importAll(.taskwarrior, Array(text.utf8))
    }

    private func day(_ text: String) -> Timestamp? {
        Taskwarrior.time(text)
    }

    func test_read_mapsEveryField_scheduledIsItsOwn_andUnknownKeysAreKeptAsExtra() throws {
        let result = try drafts("""
            [{"description":"Buy milk","due":"20261202T153000Z","wait":"20261130T000000Z","scheduled":"20261129T000000Z",\
            "priority":"L","project":"home.kitchen","tags":["shop","food"],"status":"pending","uuid":"\(F.uuid(1))",\
            "entry":"20261123T160000Z","modified":"20261123T160100Z","start":"20261123T170000Z","until":"20261231T000000Z",\
            "depends":["\(F.uuid(7).uppercased())"],"estimate":"3h","points":1.50,"ctx":{"a":[1,"\\u202e"]},\
            "id":4,"urgency":8.1,"body":"kept\\nas body",\
            "annotations":[{"entry":"20261123T160000Z","description":"first"},{"entry":"20261123T160001Z","description":"second"}]},
            {"description":"sched","scheduled":"20261203T000000Z","status":"waiting","priority":"H","depends":"\(F.uuid(1)),\(F.uuid(2))"}]
            """)
        XCTAssertEqual(result, [
            MemoDraft(uuid: F.uuid(1), title: "Buy milk", body: "kept\nas body", created: day("20261123T160000Z"),
                      updated: day("20261123T160100Z"), due: day("20261202T153000Z"), wait: day("20261130T000000Z"),
                      priority: .low, project: "home.kitchen", tags: ["shop", "food"], start: day("20261123T170000Z"),
                      scheduled: day("20261129T000000Z"), until: day("20261231T000000Z"), depends: [F.uuid(7)],
                      annotations: [MemoAnnotation(entry: day("20261123T160000Z")!, description: "first"),
                                    MemoAnnotation(entry: day("20261123T160001Z")!, description: "second")],
                      extra: ["estimate": "\"3h\"", "points": "1.50", "ctx": #"{"a":[1,"\u202e"]}"#]),
            MemoDraft(title: "sched", priority: .high, scheduled: day("20261203T000000Z"), depends: [F.uuid(1), F.uuid(2)]),
        ])
    }

    func test_read_aTagWithWhitespace_becomesOneWordJoinedByUnderscores_notAFailure() throws {
        let result = try drafts("""
            [{"description":"x","status":"pending","tags":["two words","  padded ","a\\tb  c","   ","plain"]}]
            """)
        XCTAssertEqual(result.map(\.tags), [["two_words", "padded", "a_b_c", "plain"]])
    }

    func test_read_aProjectWithWhitespace_becomesOneWordJoinedByUnderscores_notAFailure() throws {
        // given projects as `task add x "project:My Project"` makes them, among a plain one
        let text = """
            [{"description":"x","status":"pending","project":"My Project"},
            {"description":"y","status":"pending","project":" Home  and\\tgarden.q4 "},
            {"description":"z","status":"pending","project":"   "},
            {"description":"w","status":"pending","project":"work"}]
            """
        // when the file is imported
        let result = try drafts(text)
        // then every task is read, each run of whitespace in a project one `_`
        XCTAssertEqual(result.map(\.project), ["My_Project", "Home_and_garden.q4", nil, "work"])
        // and the project goes back to Taskwarrior as it is now kept
        let memo = Memo(result[0], id: 1, uuid: F.uuid(1), now: F.time)
        XCTAssertTrue(Taskwarrior.object(memo).contains(#""project":"My_Project""#), Taskwarrior.object(memo))
    }

    func test_read_tagsStartingWithAtUnderscoreOrHash_areKept_asTaskExportWritesThem() throws {
        // given `task add x +@phone +_a +#b` exported
        let text = """
            [{"description":"x","status":"pending","tags":["#b","@phone","_a"]}]
            """
        // when it is imported, then each tag is kept as it came
        XCTAssertEqual(try drafts(text).map(\.tags), [["#b", "@phone", "_a"]])
    }

    func test_read_eachInstanceIsAMemoOfItsOwn_theLastDueCarriesTheRecurrenceAndTheTemplate() throws {
        let template = F.uuid(0xA)
        let templateText = #"{"description":"Pay rent","status":"recurring","uuid":"\#(template)","due":"20261001T000000Z","recur":"monthly","entry":"20261001T000000Z","modified":"20261123T160000Z","project":"house","mask":"+--X"}"#
        let text = """
            [
            {"description":"Pay rent","status":"pending","parent":"\(template.uppercased())","uuid":"\(F.uuid(3))","due":"20261201T000000Z","recur":"monthly","entry":"20261123T160000Z","modified":"20261124T000000Z","project":"house","imask":2,"rtype":"periodic"},
            \(templateText.dropLast()),"id":0,"urgency":2.5},
            {"description":"Pay rent","status":"completed","parent":"\(template)","uuid":"\(F.uuid(1))","due":"20261001T000000Z","recur":"monthly","entry":"20261002T000000Z","end":"20261003T000000Z","project":"house","imask":0},
            {"description":"Pay rent (moved)","status":"pending","parent":"\(template)","uuid":"\(F.uuid(2))","due":"20261102T000000Z","recur":"1mo","entry":"20261002T000000Z","modified":"20261105T000000Z","project":"house","imask":1},
            {"description":"Pay rent","status":"deleted","parent":"\(template)","uuid":"\(F.uuid(4))","due":"20260101T000000Z","recur":"monthly","imask":3},
            {"description":"Other","status":"pending","uuid":"\(F.uuid(5))"}
            ]
            """
        let result = try drafts(text)

        XCTAssertEqual(result.map(\.uuid), [F.uuid(1), F.uuid(2), F.uuid(5), F.uuid(3)])
        XCTAssertTrue(result[0].isDone)
        XCTAssertEqual(result[0].extra, ["parent": "\"\(template)\"", "imask": "0"])
        XCTAssertEqual(result[0].recur, Recurrence("monthly"))
        let earlier = result[1]
        XCTAssertEqual(earlier.title, "Pay rent (moved)")
        XCTAssertFalse(earlier.isDone)
        XCTAssertEqual(earlier.due, day("20261102T000000Z"))
        XCTAssertNil(earlier.recur, "doing an earlier occurrence adds none")
        XCTAssertEqual(earlier.extra, ["parent": "\"\(template)\"", "imask": "1", "recur": "\"1mo\""])
        let last = result[3]
        XCTAssertEqual(last.due, day("20261201T000000Z"))
        XCTAssertEqual(last.created, day("20261123T160000Z"))
        XCTAssertEqual(last.recur, Recurrence("monthly"))
        XCTAssertEqual(last.extra, ["parent": "\"\(template.uppercased())\"", "imask": "2", "rtype": "\"periodic\"",
                                    Taskwarrior.templateKey: templateText])
    }

    func test_read_aTemplateAlone_getsTheInstanceItMakesNext_unlessItsSeriesEnded_andOrphanInstancesAreMemos() throws {
        let alone = #"{"description":"alone","status":"recurring","uuid":"\#(F.uuid(1))","due":"20261101T000000Z","recur":"2w","mask":"++","wait":"20261031T000000Z"}"#
        let result = try drafts("""
            \(alone)
            {"description":"new","status":"recurring","uuid":"\(F.uuid(4))","due":"20261101T000000Z","recur":"weekly"}
            {"description":"ended","status":"recurring","uuid":"\(F.uuid(5))","due":"20261101T000000Z","recur":"weekly","mask":"+","until":"20261105T000000Z"}
            {"description":"late","status":"pending","parent":"\(F.uuid(9))","uuid":"\(F.uuid(3))","due":"20261201T000000Z","recur":"weekly"}
            {"description":"early","status":"pending","parent":"\(F.uuid(9))","uuid":"\(F.uuid(2))","due":"20261101T000000Z","recur":"weekly"}
            """)
        XCTAssertEqual(result.map(\.title), ["early", "alone", "new", "late"])
        let made = [NameBasedUUID.uuid(for: "taskwarrior instance \(F.uuid(1)) 2"), NameBasedUUID.uuid(for: "taskwarrior instance \(F.uuid(4)) 0")]
        XCTAssertEqual(result.map(\.uuid), [F.uuid(2)] + made + [F.uuid(3)])
        XCTAssertEqual(result.map(\.recur), [nil, Recurrence(count: 2, unit: .week), Recurrence("weekly"), Recurrence("weekly")])
        XCTAssertEqual(result[1].due, day("20261129T000000Z"), "two occurrences made: the third is next")
        XCTAssertEqual(result[1].wait, day("20261128T000000Z"))
        XCTAssertEqual(result[1].extra, ["parent": "\"\(F.uuid(1))\"", "imask": "2", Taskwarrior.templateKey: alone])
        XCTAssertEqual(result[2].due, day("20261101T000000Z"))
        XCTAssertEqual(try drafts(alone).map(\.uuid), [made[0]], "the same memo, import after import")
    }

    func test_read_taskwarriorPeriods_mapToRecurrences_andUnsupportedOnesAreRefused() throws {
        let periods = ["biweekly": "2w", "quarterly": "3m", "2wks": "2w", "3months": "3m", "P1W": "weekly", "1yr": "yearly",
                       "fortnight": "2w", "10d": "10d", "annual": "yearly", "P1M": "monthly", "P1D": "daily", "P3M": "3m",
                       "bimonthly": "2m", "semiannual": "6m", "biannual": "2y", "biyearly": "2y", "3days": "3d", "1q": "3m",
                       "P2Y": "2y", "2mos": "2m", "weekdays": "weekdays"]
        for (period, expected) in periods {
            for format: InterchangeFormat? in [.taskwarrior, nil] {
                let read = try F.importAll(format, Array(#"[{"description":"x","due":"20261101T000000Z","recur":"\#(period)"}]"#.utf8))
                XCTAssertEqual(read.map { $0.recur?.description }, [expected], period)
            }
        }
        for period in ["1h", "5min", "PT1H", "P1DT2H"] {
            assertInterchangeError(try drafts(#"[{"description":"x","due":"20261101T000000Z","recur":"\#(period)"}]"#)) {
                $0.description.contains("unsupported \"recur\" \"\(period)\"") && $0.description.contains("not by hours")
            }
        }
    }

    func test_write_twoYears_isBiannual_whichTaskwarriorRepeatsByCalendarYears_andReadsBack() throws {
        let memo = Memo(id: 1, uuid: F.uuid(1), title: "x", body: "", isDone: false, created: F.time, updated: F.time, due: F.time,
                        recur: Recurrence(count: 2, unit: .year))
        var writer = MemoExportWriter(format: .taskwarrior)
        let text = writer.begin() + writer.element(memo) + writer.end()
        XCTAssertTrue(text.contains(#""recur":"biannual""#), text)
        XCTAssertFalse(text.contains(#""recur":"2y""#), text)
        XCTAssertEqual(try drafts(text).last?.recur, Recurrence(count: 2, unit: .year))
    }

    func test_write_everyField_asTaskImportReadsIt() {
        let memo = Memo(
            id: 1, uuid: F.uuid(1), title: "Pay \"rent\"", body: "one\ntwo", isDone: false, created: F.time,
            updated: Timestamp(secondsSince1970: F.time.secondsSince1970 + 60), due: Timestamp(iso8601: "2026-12-01T22:59:59Z"),
            wait: Timestamp(iso8601: "2026-11-30T00:00:00Z"), priority: .high, project: "house", tags: ["home", "bills"],
            recur: Recurrence("monthly"), start: F.time, scheduled: Timestamp(iso8601: "2026-11-29T00:00:00Z"),
            until: Timestamp(iso8601: "2027-01-01T00:00:00Z"), depends: [F.uuid(3), F.uuid(2)],
            annotations: [MemoAnnotation(entry: F.time, description: "first"),
                          MemoAnnotation(entry: Timestamp(secondsSince1970: F.time.secondsSince1970 + 1), description: "second")],
            extra: ["points": "1.50", "estimate": "\"3h\""])
        XCTAssertEqual(Taskwarrior.object(memo), #"{"uuid":"\#(F.uuid(1))","description":"Pay \"rent\"","status":"pending","#
            + #""entry":"20261122T094726Z","modified":"20261122T094826Z","due":"20261201T225959Z","wait":"20261130T000000Z","#
            + #""priority":"H","project":"house","tags":["bills","home"],"recur":"monthly","start":"20261122T094726Z","#
            + #""scheduled":"20261129T000000Z","until":"20270101T000000Z","depends":["\#(F.uuid(2))","\#(F.uuid(3))"],"#
            + #""annotations":[{"entry":"20261122T094726Z","description":"first"},{"entry":"20261122T094727Z","description":"second"}],"#
            + #""body":"one\ntwo","estimate":"3h","points":1.50}"#)
        let done = Memo(id: 2, uuid: F.uuid(2), title: "t", body: "a\n\nb", isDone: true, created: F.time, updated: F.time)
        XCTAssertEqual(Taskwarrior.object(done), #"{"uuid":"\#(F.uuid(2))","description":"t","status":"completed","#
            + #""entry":"20261122T094726Z","modified":"20261122T094726Z","end":"20261122T094726Z","body":"a\n\nb"}"#)
    }

    func test_writer_makesOneArray_oneTaskALine() {
        var writer = MemoExportWriter(format: .taskwarrior)
        let text = writer.begin() + writer.element(F.memo(uuid: F.uuid(1))) + writer.element(F.memo(uuid: F.uuid(2))) + writer.end()
        let lines = text.split(separator: "\n", omittingEmptySubsequences: false)
        XCTAssertEqual(lines.count, 5)
        XCTAssertEqual(lines.first, "[")
        XCTAssertTrue(lines[1].hasSuffix("},"))
        XCTAssertEqual(lines[3], "]")
        let empty = MemoExportWriter(format: .taskwarrior)
        XCTAssertEqual(empty.begin() + empty.end(), "[\n]\n")
    }

    func test_arrayReader_taskOverTheLimit_failsAtItsLine_withoutReadingTheRest() throws {
        // An unterminated string that never ends: the reader stops at the limit, it does not
        // hold the whole input.
        var text = Array("[\n{\"description\":\"a\"},\n{\"description\":\"".utf8)
        text += [UInt8](repeating: UInt8(ascii: "x"), count: JSONArrayReader.maxElementLength + 10)
        assertThrows(
            InterchangeError.invalidLine(line: 3, reason: "task 2 is longer than \(JSONArrayReader.maxElementLength) bytes"),
            try F.importAll(.taskwarrior, text))
    }

    func test_arrayReader_compactArrayOnOneLongLine_isReadTaskByTask() throws {
        var text = "["
        for index in 0..<20_000 { text += (index > 0 ? "," : "") + #"{"description":"task \#(index)","status":"pending"}"# }
        text += "]"
        let result = try drafts(text)
        XCTAssertEqual(result.count, 20_000)
        XCTAssertEqual(result.last?.title, "task 19999")
    }

    func test_arrayReader_syntaxBetweenAndInsideTasks_namesTheLine() {
        let cases: [(String, Int, String)] = [
            ("[\n{\"description\":\"a\"}\n{\"description\":\"b\"}]", 3, "expected ',' or ']' after task 1"),
            ("[\n{\"description\":\"a\"},\n]", 3, "trailing comma"),
            ("[\n{\"description\":\"a\"}]\nx", 3, "unexpected text after the task array"),
            ("[\n{\"description\":\"a\",\n\"x\":tru}]", 3, "task 1: invalid JSON"),
            ("[\n{\"description\":\"a\"},\n", 2, "unexpected end of input"),
        ]
        for (text, line, reason) in cases {
            assertInterchangeError(try drafts(text)) { error in
                guard case .invalidLine(let found, let message) = error else { return false }
                return found == line && message.contains(reason)
            }
        }
    }
}
