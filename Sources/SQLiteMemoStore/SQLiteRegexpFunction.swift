import CSQLite
import MemoStore

/// `todo_regexp(pattern, title, annotations)`: 1 when the title or one of the stored
/// annotations (`StoredFieldText`) has a match of the pattern (`MemoPattern`), else 0; a
/// pattern that is no regular expression is an SQL error. The compiled pattern is kept with
/// the statement, so a query compiles it once, not once a row.
enum SQLiteRegexpFunction {
    /// Registers the function on `handle`; SQLite's result code.
    static func register(on handle: OpaquePointer) -> Int32 {
        sqlite3_create_function_v2(
            handle, "todo_regexp", 3, SQLITE_UTF8 | SQLITE_DETERMINISTIC, nil, function, nil, nil, nil)
    }

    // MARK: - Private

    private final class Compiled {
        let pattern: MemoPattern
        init(_ pattern: MemoPattern) { self.pattern = pattern }
    }

    private static let function: @convention(c) (OpaquePointer?, Int32, UnsafeMutablePointer<OpaquePointer?>?) -> Void = {
        context, _, arguments in
        guard let arguments else { return }
        func text(_ value: OpaquePointer?) -> String {
            sqlite3_value_text(value).map { String(cString: $0) } ?? ""
        }
        let compiled: Compiled
        if let kept = sqlite3_get_auxdata(context, 0) {
            compiled = Unmanaged<Compiled>.fromOpaque(kept).takeUnretainedValue()
        } else {
            guard let pattern = MemoPattern(text(arguments[0])) else {
                sqlite3_result_error(context, "not a regular expression", -1)
                return
            }
            compiled = Compiled(pattern)
            sqlite3_set_auxdata(context, 0, Unmanaged.passRetained(compiled).toOpaque(), release)
        }
        let annotations = StoredFieldText.annotations(text(arguments[2])).map(\.description)
        let matched = compiled.pattern.matches(title: text(arguments[1]), annotations: annotations)
        sqlite3_result_int(context, matched ? 1 : 0)
    }

    private static let release: @convention(c) (UnsafeMutableRawPointer?) -> Void = { pointer in
        guard let pointer else { return }
        Unmanaged<Compiled>.fromOpaque(pointer).release()
    }
}
