import Testing
import XCTest

/// Records a failure at `file`:`line` with whichever library runs the current test, so one
/// assertion helper serves XCTest cases and Swift Testing tests alike.
public func recordFailure(_ message: String, file: StaticString = #filePath, line: UInt = #line) {
    guard Test.current != nil else { return XCTFail(message, file: file, line: line) }
    Issue.record(Comment(rawValue: message), sourceLocation: SourceLocation(file, line))
}

extension SourceLocation {
    /// The place XCTest-style `file` and `line` arguments name (column 1; the file ID from the
    /// path's last two components, as a module and file name would be).
    init(_ file: StaticString, _ line: UInt) {
        let path = "\(file)"
        let fileID = path.split(separator: "/").suffix(2).joined(separator: "/")
        self.init(fileID: fileID, filePath: path, line: Int(line), column: 1)
    }
}

/// Asserts that `expression` throws exactly `expected`.
public func assertThrows<T, E: Error & Equatable>(
    _ expected: E, _ expression: @autoclosure () throws -> T,
    file: StaticString = #filePath, line: UInt = #line
) {
    do {
        let value = try expression()
        recordFailure("expected \(expected) to be thrown, got \(value)", file: file, line: line)
    } catch let error as E {
        if error != expected { recordFailure("expected \(expected), got \(error)", file: file, line: line) }
    } catch {
        recordFailure("expected \(expected), got \(error)", file: file, line: line)
    }
}
