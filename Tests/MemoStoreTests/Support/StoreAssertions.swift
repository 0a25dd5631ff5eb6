import XCTest
@testable import MemoStore

/// Asserts that `expression` throws exactly `expected`.
func assertThrows<T, E: Error & Equatable>(
    _ expected: E, _ expression: @autoclosure () throws -> T,
    file: StaticString = #filePath, line: UInt = #line
) {
    do {
        let value = try expression()
        XCTFail("expected \(expected) to be thrown, got \(value)", file: file, line: line)
    } catch let error as E {
        XCTAssertEqual(error, expected, file: file, line: line)
    } catch {
        XCTFail("expected \(expected), got \(error)", file: file, line: line)
    }
}

/// Asserts that `expression` throws a `MemoStoreError` for which `matches` is true.
func assertStoreError<T>(
    _ expression: @autoclosure () throws -> T, file: StaticString = #filePath, line: UInt = #line,
    _ matches: (MemoStoreError) -> Bool
) {
    do {
        let value = try expression()
        XCTFail("expected a MemoStoreError, got \(value)", file: file, line: line)
    } catch let error as MemoStoreError {
        XCTAssertTrue(matches(error), "unexpected \(error)", file: file, line: line)
    } catch {
        XCTFail("expected a MemoStoreError, got \(error)", file: file, line: line)
    }
}

/// Feeds `drafts` to `importMemos` one at a time.
func draftFeed(_ drafts: [MemoDraft]) -> () throws -> MemoDraft? {
    var iterator = drafts.makeIterator()
    return { iterator.next() }
}
