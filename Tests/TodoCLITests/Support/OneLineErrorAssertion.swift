import TestSupport

/// Fails unless `result` is exit `status`, nothing on stdout and one line on stderr starting
/// `todo: `.
func assertOneLineError(
    _ result: TodoResult, status: Int32, _ context: Any, file: StaticString = #filePath, line: UInt = #line
) {
    if result.status != status {
        recordFailure("\(context): exit \(result.status), not \(status): \(result.stderr)", file: file, line: line)
    }
    if result.stdout != "" { recordFailure("\(context): stdout \(result.stdout.debugDescription)", file: file, line: line) }
    if !result.stderr.hasPrefix("todo: ") || result.stderr.filter({ $0 == "\n" }).count != 1 {
        recordFailure("\(context): not one line starting todo: \(result.stderr.debugDescription)", file: file, line: line)
    }
}
