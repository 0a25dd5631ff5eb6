/// Splits a typed line into words as a POSIX shell does, so `add "Buy milk" +home` in the
/// shell means what `todo add "Buy milk" +home` means on the command line.
///
/// Whitespace separates words; `'…'` keeps everything literally; `"…"` keeps everything but a
/// backslash before `"`, `\` or `$`, which stands for that character; outside quotes a
/// backslash takes the next character literally. Adjacent parts join (`a"b c"` is one word),
/// and `""` is an empty word. Nothing is expanded. A quote that is never closed is an ordinary
/// character (`add Don't forget` keeps its apostrophe), since no next line can close it.
enum ShellQuoting {
    /// The words of `line`.
    static func words(_ line: String) -> [String] {
        let characters = Array(line)
        var state = State()
        // Where the open quote began, and the state just before it, to go back to when the
        // line ends inside it. Once a quote is found unclosed no later one of its kind exists,
        // so this happens at most twice and the split stays linear.
        var opened: (index: Int, state: State)?
        var index = 0
        while index < characters.count || state.quote != nil {
            guard index < characters.count else {
                guard let (start, before) = opened else { break }
                state = before
                state.append(characters[start])
                opened = nil
                index = start + 1
                continue
            }
            let character = characters[index]
            index += 1
            if state.escaped {
                if state.quote == "\"", !"\"\\$".contains(character) { state.word.append("\\") }
                state.append(character)
                state.escaped = false
                continue
            }
            switch (state.quote, character) {
            case ("'", "'"), ("\"", "\""):
                state.quote = nil
                opened = nil
            case ("'", _):
                state.word.append(character)
            case (_, "\\"):
                state.escaped = true
                state.inWord = true
            case ("\"", _):
                state.word.append(character)
            case (nil, "'"), (nil, "\""):
                opened = (index - 1, state)
                state.quote = character
                state.inWord = true
            case (nil, _) where character.isWhitespace:
                state.endWord()
            default:
                state.append(character)
            }
        }
        if state.escaped { state.append("\\") }
        state.endWord()
        return state.words
    }

    /// `word` as a line must spell it for `words` to give it back: unchanged when nothing in
    /// it is special, else in single quotes (a `'` in it as `'\''`).
    static func quoted(_ word: String) -> String {
        guard word.isEmpty || word.contains(where: { $0.isWhitespace || "'\"\\".contains($0) }) else { return word }
        return "'" + word.replacing("'", with: "'\\''") + "'"
    }

    // MARK: - Private

    private struct State {
        var words: [String] = []
        var word = ""
        var inWord = false
        var quote: Character?
        var escaped = false

        mutating func append(_ character: Character) {
            word.append(character)
            inWord = true
        }

        mutating func endWord() {
            if inWord { words.append(word) }
            word = ""
            inWord = false
        }
    }
}
