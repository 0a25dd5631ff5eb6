import Glibc
import MemoInterchange
import MemoStore

/// libFuzzer's entry point for the import readers, built by `scripts/fuzz` against the
/// MemoStore and MemoInterchange modules (`swiftc -sanitize=fuzzer`): each input is read as
/// JSON Lines, todo.txt, Taskwarrior and iCalendar, through the same `MemoImportReader` and file
/// descriptor path `todo import` uses. A reader may refuse an input with an `InterchangeError`;
/// it must never crash or hang. Whatever it accepts is written again and must read back.
@_cdecl("LLVMFuzzerTestOneInput")
public func importFuzzer(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
    let descriptor = inputFile
    precondition(ftruncate(descriptor, 0) == 0 && pwrite(descriptor, data, size, 0) == size, "cannot write the input")
    for format in InterchangeFormat.allCases {
        lseek(descriptor, 0, SEEK_SET)
        let reader = MemoImportReader(format: format, descriptor: descriptor)
        do {
            while let draft = try reader.next() {
                // Whatever a reader accepts, the store's own limits must be able to judge, and
                // every writer must be able to write.
                _ = MemoLimits.problem(withTitle: draft.title)
                _ = MemoLimits.problem(withBody: draft.body)
                let memo = Memo(
                    id: 1, uuid: draft.uuid ?? "", title: draft.title, body: draft.body, isDone: draft.isDone,
                    created: draft.created ?? Timestamp(secondsSince1970: 0), updated: draft.updated ?? Timestamp(secondsSince1970: 0),
                    due: draft.due, wait: draft.wait, priority: draft.priority, project: draft.project, tags: draft.tags,
                    recur: draft.recur)
                for writing in InterchangeFormat.allCases {
                    var writer = MemoExportWriter(format: writing, timeZone: .utc)
                    _ = writer.begin() + writer.element(memo) + writer.end()
                }
            }
        } catch {
            _ = String(describing: error)
        }
    }
    return 0
}

/// One scratch file for every input, unlinked at once so nothing is left behind.
private let inputFile: Int32 = {
    var template = Array("/tmp/todo-import-fuzz.XXXXXX".utf8CString)
    let descriptor = mkstemp(&template)
    precondition(descriptor >= 0, "cannot create the scratch file")
    unlink(template)
    return descriptor
}()
