import CSQLite
import MemoStore

/// `todo_note_matches(match, value, annotations)`: 1 when one of the stored annotations'
/// notes (`StoredFieldText`) and the value are related as the `MemoTextMatch` named by its raw
/// value says, else 0; an unknown match is an SQL error. What `MemoTerm.described` asks of the
/// annotations, which SQL cannot read item by item.
enum SQLiteNoteMatchFunction {
    /// Registers the function on `handle`; SQLite's result code.
    static func register(on handle: OpaquePointer) -> Int32 {
        sqlite3_create_function_v2(
            handle, "todo_note_matches", 3, SQLITE_UTF8 | SQLITE_DETERMINISTIC, nil, function, nil, nil, nil)
    }

    // MARK: - Private

    private static let function: @convention(c) (OpaquePointer?, Int32, UnsafeMutablePointer<OpaquePointer?>?) -> Void = {
        context, _, arguments in
        guard let arguments else { return }
        func text(_ value: OpaquePointer?) -> String {
            // Read the length after the text: sqlite3_value_bytes counts the converted form.
            guard let bytes = sqlite3_value_text(value) else { return "" }
            return String(decoding: UnsafeBufferPointer(start: bytes, count: Int(sqlite3_value_bytes(value))), as: UTF8.self)
        }
        guard let match = MemoTextMatch(rawValue: text(arguments[0])) else {
            sqlite3_result_error(context, "todo_note_matches: no such match", -1)
            return
        }
        let value = text(arguments[1])
        let matched = StoredFieldText.annotations(text(arguments[2])).contains { match.holds($0.description, value) }
        sqlite3_result_int(context, matched ? 1 : 0)
    }
}
