import Foundation
import XCTest
@testable import MemoInterchange
import MemoStore
import TestSupport

/// A subtask's parent in Taskwarrior's form: the `parenttask` attribute holding the parent's
/// uuid (Taskwarrior's own `parent` names a recurring template), written, read back, and
/// carried through `task import` and `task export` unchanged.
final class TaskwarriorParentTests: XCTestCase {
    private typealias F = InterchangeFixtures

    func test_aParent_isWrittenAsTheParenttaskAttribute_andReadBackAsTheParent() throws {
        let child = memo(2, "Pack books", parent: F.uuid(1))

        let object = Taskwarrior.object(child)
        let drafts = try F.importAll(.taskwarrior, Array(("[" + object + "]").utf8))

        XCTAssertTrue(object.contains(#""parenttask":"\#(F.uuid(1))""#), object)
        XCTAssertFalse(object.contains(#""parent":"#), object)
        XCTAssertEqual(drafts.map(\.parent), [F.uuid(1)])
        XCTAssertEqual(drafts.first?.extra, [:])
    }

    func test_aTaskwarriorRecurrenceInstance_stillMergesIntoItsTemplate_andHasNoParent() throws {
        let text = """
            [{"description":"Weekly","status":"recurring","recur":"weekly","due":"20261204T080000Z","uuid":"\(F.uuid(1))",\
            "entry":"20261120T080000Z","mask":"-"},
            {"description":"Weekly","status":"pending","recur":"weekly","due":"20261204T080000Z","uuid":"\(F.uuid(2))",\
            "entry":"20261120T080000Z","parent":"\(F.uuid(1))","imask":0}]
            """
        let drafts = try F.importAll(.taskwarrior, Array(text.utf8))

        XCTAssertEqual(drafts.count, 1)
        XCTAssertEqual(drafts.first?.parent, nil)
    }

    func test_taskImportAndExport_carryTheParentUntouched() throws {
        let task = try TaskBinary()
        let memos = [memo(1, "Move house"), memo(2, "Pack books", parent: F.uuid(1)), memo(3, "Tape boxes", parent: F.uuid(2))]
        var writer = MemoExportWriter(format: .taskwarrior)
        let file = writer.begin() + memos.map { writer.element($0) }.joined() + writer.end()
        _ = try task.run(["import", "-"], input: Data(file.utf8))

        let drafts = try F.importAll(.taskwarrior, Array(try task.export().data))

        let parents = Dictionary(uniqueKeysWithValues: drafts.map { ($0.uuid ?? "", $0.parent) })
        XCTAssertEqual(parents, [F.uuid(1): nil, F.uuid(2): F.uuid(1), F.uuid(3): F.uuid(2)])
    }

    // MARK: - Private

    private func memo(_ number: Int, _ title: String, parent: String? = nil) -> Memo {
        Memo(id: Int64(number), uuid: F.uuid(number), title: title, body: "", isDone: false, created: F.time, updated: F.time, parent: parent)
    }
}
