import Foundation
import XCTest
@testable import MemoInterchange
import MemoStore
import TestSupport

/// Our Taskwarrior export against the real `task import`, and the real `task export` against
/// our import: every field, both ways.
final class TaskwarriorBinaryTests: XCTestCase {
    private typealias F = InterchangeFixtures

    /// Whole seconds, some days from now, so Taskwarrior generates one instance of a recurrence.
    private func daysFromNow(_ days: Int64, plus seconds: Int64 = 0) -> Timestamp {
        Timestamp(secondsSince1970: (Timestamp.now().secondsSince1970 / 86_400 + days) * 86_400 + seconds)
    }

    private func memos() -> [Memo] {
        let created = daysFromNow(-10, plus: 3_723)
        let updated = daysFromNow(-2, plus: 45_296)
        return [
            Memo(id: 1, uuid: F.uuid(1), title: "Buy \"milk\" 🥛 שלום é\tnow", body: "two litres\noat, not cow", isDone: false,
                 created: created, updated: updated, due: daysFromNow(5, plus: 86_399), wait: daysFromNow(3),
                 priority: .low, project: "home.kitchen", tags: ["food", "shop"], start: daysFromNow(-1, plus: 60),
                 scheduled: daysFromNow(4), until: daysFromNow(30), depends: [F.uuid(4)],
                 annotations: [MemoAnnotation(entry: daysFromNow(-3, plus: 5), description: "asked the shop"),
                               MemoAnnotation(entry: daysFromNow(-2, plus: 7), description: "oat: out of stock")],
                 extra: ["estimate": "\"3h\"", "points": "5"]),
            Memo(id: 2, uuid: F.uuid(2), title: "Pay rent", body: "", isDone: false, created: created, updated: updated,
                 due: daysFromNow(20, plus: 86_399), priority: .high, project: "house", tags: ["bills"],
                 recur: Recurrence("monthly")),
            Memo(id: 3, uuid: F.uuid(3), title: "Filed taxes", body: "kept\n\nreceipts", isDone: true, created: created,
                 updated: updated, priority: .medium),
            Memo(id: 4, uuid: F.uuid(4), title: "Plain", body: "", isDone: false, created: created, updated: created),
            Memo(id: 5, uuid: F.uuid(5), title: "Every fortnight", body: "note", isDone: false, created: created,
                 updated: updated, due: daysFromNow(9), recur: Recurrence(count: 2, unit: .week)),
        ]
    }

    private func exportFile(_ memos: [Memo]) -> Data {
        var writer = MemoExportWriter(format: .taskwarrior)
        var text = writer.begin()
        for memo in memos { text += writer.element(memo) }
        return Data((text + writer.end()).utf8)
    }

    func test_taskImport_acceptsOurExport_withEveryFieldIntact() throws {
        let task = try TaskBinary()
        let memos = memos()
        let path = task.directory.file("ours.json")
        try exportFile(memos).write(to: URL(fileURLWithPath: path))

        try task.run(["import", path])
        let tasks = try task.export().tasks

        for memo in memos {
            let found = try XCTUnwrap(tasks.first { $0["uuid"] as? String == memo.uuid }, memo.title)
            let isSeries = memo.recur != nil && !memo.isDone
            XCTAssertEqual(found["description"] as? String, memo.title)
            XCTAssertEqual(found["status"] as? String, memo.isDone ? "completed" : "pending", memo.title)
            XCTAssertEqual(found["entry"] as? String, Taskwarrior.basicISO(memo.created), memo.title)
            XCTAssertEqual(found["end"] as? String, memo.isDone ? Taskwarrior.basicISO(memo.updated) : nil, memo.title)
            XCTAssertEqual(found["due"] as? String, memo.due.map(Taskwarrior.basicISO), memo.title)
            XCTAssertEqual(found["wait"] as? String, memo.wait.map(Taskwarrior.basicISO), memo.title)
            XCTAssertEqual(found["priority"] as? String, memo.priority?.rawValue, memo.title)
            XCTAssertEqual(found["project"] as? String, memo.project, memo.title)
            XCTAssertEqual((found["tags"] as? [String] ?? []).sorted(), memo.tags, memo.title)
            XCTAssertEqual(found["recur"] as? String, memo.recur?.description, memo.title)
            XCTAssertEqual(found["body"] as? String ?? "", memo.body, memo.title)
            XCTAssertEqual(found["start"] as? String, memo.start.map(Taskwarrior.basicISO), memo.title)
            XCTAssertEqual(found["scheduled"] as? String, memo.scheduled.map(Taskwarrior.basicISO), memo.title)
            XCTAssertEqual(found["until"] as? String, memo.until.map(Taskwarrior.basicISO), memo.title)
            XCTAssertEqual(found["depends"] as? [String] ?? [], memo.depends, memo.title)
            let annotations = (found["annotations"] as? [[String: Any]] ?? []).map {
                [$0["entry"] as? String ?? "", $0["description"] as? String ?? ""]
            }
            XCTAssertEqual(annotations, memo.annotations.map { [Taskwarrior.basicISO($0.entry), $0.description] }, memo.title)
            XCTAssertEqual(found["estimate"] as? String, memo.extra["estimate"].map { String($0.dropFirst().dropLast()) }, memo.title)
            XCTAssertEqual((found["points"] as? NSNumber)?.intValue, memo.extra["points"].flatMap { Int($0) }, memo.title)
            XCTAssertEqual(found["modified"] as? String, Taskwarrior.basicISO(memo.updated), memo.title)
            if isSeries {
                // The memo is the first instance of a template written with it: Taskwarrior makes it no other.
                let template = Taskwarrior.templateUUID(for: memo.uuid)
                XCTAssertEqual(found["parent"] as? String, template, memo.title)
                XCTAssertEqual((found["imask"] as? NSNumber)?.intValue, 0, memo.title)
                let series = try XCTUnwrap(tasks.first { $0["uuid"] as? String == template }, memo.title)
                XCTAssertEqual(series["status"] as? String, "recurring")
                XCTAssertEqual(series["mask"] as? String, "-")
                XCTAssertEqual(series["due"] as? String, memo.due.map(Taskwarrior.basicISO), memo.title)
                XCTAssertEqual(tasks.filter { $0["parent"] as? String == template }.count, 1, memo.title)
            }
        }
    }

    func test_ourExport_throughTaskImportAndTaskExport_readsBackAsTheSameMemos() throws {
        let task = try TaskBinary()
        let memos = memos()
        try task.run(["import", "-"], input: exportFile(memos))

        let drafts = try F.importAll(.taskwarrior, Array(try task.export().data))

        let expected = memos.map {
            MemoDraft(uuid: $0.uuid, title: $0.title, body: $0.body, isDone: $0.isDone, created: $0.created, updated: $0.updated,
                      due: $0.due, wait: $0.wait, priority: $0.priority, project: $0.project, tags: $0.tags, recur: $0.recur,
                      start: $0.start, scheduled: $0.scheduled, until: $0.until, depends: $0.depends,
                      annotations: $0.annotations, extra: $0.extra, end: $0.end ?? ($0.isDone ? $0.updated : nil))
        }
        let byUUID: (MemoDraft, MemoDraft) -> Bool = { $0.uuid! < $1.uuid! }
        // Taskwarrior writes a numeric attribute back as the text of a number ("5.000000"):
        // the same number, compared as one; every other field exactly.
        func withoutPoints(_ draft: MemoDraft) -> MemoDraft {
            var draft = draft
            draft.extra["points"] = nil
            return draft
        }
        XCTAssertEqual(drafts.sorted(by: byUUID).map(withoutPoints), expected.sorted(by: byUUID).map(withoutPoints))
        let points = drafts.first { $0.uuid == F.uuid(1) }?.extra["points"]
        XCTAssertEqual(points.flatMap { Double($0.trimmingCharacters(in: CharacterSet(charactersIn: "\""))) }, 5)
    }

    func test_terminalControlsEscapedInOurExport_taskImportReadsTheSameText() throws {
        let task = try TaskBinary()
        let text = "csi \u{9B}2J \u{202E}override \u{2066}isolate\u{2069} \u{200F}mark \u{85}next"
        let created = daysFromNow(-1)
        let memo = Memo(id: 1, uuid: F.uuid(1), title: text, body: text, isDone: false, created: created, updated: created)
        let file = exportFile([memo])
        XCTAssertFalse(String(decoding: file, as: UTF8.self).unicodeScalars.contains { (0x80...0x9F).contains($0.value) || (0x2000...0x206F).contains($0.value) })

        try task.run(["import", "-"], input: file)

        let found = try XCTUnwrap(try task.export().tasks.first { $0["uuid"] as? String == memo.uuid })
        XCTAssertEqual((found["description"] as? String).map { Array($0.utf8) }, Array(text.utf8))
        XCTAssertEqual((found["body"] as? String).map { Array($0.utf8) }, Array(text.utf8))
    }

    func test_tasksMadeWithTask_importWithEveryField_andARecurrenceAsItsInstance() throws {
        let task = try TaskBinary()
        try task.run(["add", "Pay rent", "due:2030-01-07", "+home", "+bills", "project:house", "priority:H", "recur:weekly"])
        try task.run(["add", "Buy milk", "due:2030-01-02T15:30", "wait:2029-12-30", "+shop", "project:home.kitchen", "priority:L"])
        try task.run(["add", "Plan", "scheduled:2029-12-20", "until:2030-02-01", "estimate:3h", "points:5"])
        try task.run(["add", "Old", "priority:M"])
        try task.run(["add", "Gone"])
        try task.run(["list"])  // generates the recurring instance, as any report does
        let tasks = try task.export().tasks
        let uuid: (String) -> String = { title in (tasks.first { $0["description"] as? String == title && $0["parent"] == nil }?["uuid"] as? String) ?? "" }
        try task.run([uuid("Buy milk"), "annotate", "first note"])
        try task.run([uuid("Buy milk"), "annotate", "second note"])
        try task.run([uuid("Plan"), "start"])
        try task.run([uuid("Plan"), "modify", "depends:\(uuid("Buy milk"))"])
        try task.run([uuid("Old"), "done"])
        try task.run([uuid("Gone"), "delete"])

        let exported = try task.export()
        XCTAssertGreaterThan(exported.tasks.filter { $0["description"] as? String == "Pay rent" }.count, 1, "template and instance")
        let drafts = try F.importAll(.taskwarrior, Array(exported.data))

        XCTAssertEqual(drafts.map(\.title).sorted(), ["Buy milk", "Old", "Pay rent", "Plan"])
        let rent = try XCTUnwrap(drafts.first { $0.title == "Pay rent" })
        let instance = exported.tasks.first { $0["description"] as? String == "Pay rent" && $0["parent"] != nil }
        XCTAssertEqual(rent.uuid, try XCTUnwrap(instance?["uuid"] as? String))
        XCTAssertEqual(rent.extra[Taskwarrior.templateKey].flatMap(KeptTemplate.init)?.uuid, uuid("Pay rent"))
        XCTAssertEqual(rent.due?.iso8601, "2030-01-07T00:00:00Z")
        XCTAssertEqual(rent.recur, Recurrence("weekly"))
        XCTAssertEqual(rent.priority, .high)
        XCTAssertEqual(rent.project, "house")
        XCTAssertEqual(rent.tags.sorted(), ["bills", "home"])
        XCTAssertFalse(rent.isDone)
        let milk = try XCTUnwrap(drafts.first { $0.title == "Buy milk" })
        XCTAssertEqual(milk.due?.iso8601, "2030-01-02T15:30:00Z")
        XCTAssertEqual(milk.wait?.iso8601, "2029-12-30T00:00:00Z")
        XCTAssertEqual(milk.priority, .low)
        XCTAssertEqual(milk.project, "home.kitchen")
        XCTAssertEqual(milk.tags, ["shop"])
        XCTAssertEqual(milk.annotations.map(\.description), ["first note", "second note"])
        XCTAssertEqual(milk.body, "")
        let plan = try XCTUnwrap(drafts.first { $0.title == "Plan" })
        XCTAssertNil(plan.wait)
        XCTAssertEqual(plan.scheduled?.iso8601, "2029-12-20T00:00:00Z")
        XCTAssertEqual(plan.until?.iso8601, "2030-02-01T00:00:00Z")
        XCTAssertNotNil(plan.start)
        XCTAssertEqual(plan.depends, [uuid("Buy milk")])
        XCTAssertEqual(plan.extra, ["estimate": "\"3h\"", "points": "5"])
        let old = try XCTUnwrap(drafts.first { $0.title == "Old" })
        XCTAssertTrue(old.isDone)
        XCTAssertEqual(old.priority, .medium)
    }
}
