import TodoLanguage
import TodoRIBs

/// Runs a reading of the todo language (or of `CommandReading`) and turns its error into the
/// command line's usage error (`CommandWordsError`, exit 2) naming the word.
enum LanguageReading {
    static func read<Value>(_ body: () throws -> Value) throws -> Value {
        do {
            return try body()
        } catch let error as TodoLanguageError {
            throw CommandWordsError(error.description)
        }
    }
}
