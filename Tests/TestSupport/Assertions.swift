import XCTest

/// Asserts that `expression` throws exactly `expected`.
public func assertThrows<T, E: Error & Equatable>(
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
