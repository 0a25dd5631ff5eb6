@testable import MemoStore
import TestSupport

/// Asserts that `expression` throws a `MemoStoreError` for which `matches` is true.
func assertStoreError<T>(
    _ expression: @autoclosure () throws -> T, file: StaticString = #filePath, line: UInt = #line,
    _ matches: (MemoStoreError) -> Bool
) {
    do {
        let value = try expression()
        recordFailure("expected a MemoStoreError, got \(value)", file: file, line: line)
    } catch let error as MemoStoreError {
        if !matches(error) { recordFailure("unexpected \(error)", file: file, line: line) }
    } catch {
        recordFailure("expected a MemoStoreError, got \(error)", file: file, line: line)
    }
}
