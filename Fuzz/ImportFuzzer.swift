import Glibc

/// libFuzzer's entry point for the import readers, built by `scripts/fuzz` together with the
/// MemoStore sources (`swiftc -sanitize=fuzzer`): each input is read as JSON Lines, todo.txt
/// and Taskwarrior, through the same `MemoImportReader` and file descriptor path `todo import`
/// uses. A reader may refuse an input with an `InterchangeError`; it must never crash or hang.
@_cdecl("LLVMFuzzerTestOneInput")
public func importFuzzer(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
    let descriptor = inputFile
    precondition(ftruncate(descriptor, 0) == 0 && pwrite(descriptor, data, size, 0) == size, "cannot write the input")
    for format in InterchangeFormat.allCases {
        lseek(descriptor, 0, SEEK_SET)
        let reader = MemoImportReader(format: format, descriptor: descriptor)
        do {
            while let draft = try reader.next() {
                // Whatever a reader accepts, the store's own limits must be able to judge.
                _ = MemoLimits.problem(withTitle: draft.title)
                _ = MemoLimits.problem(withBody: draft.body)
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
