import MemoInterchange

/// A line typed inside a full-screen view (`a`, `/`, `f` in `todo ui`): its text, its cursor,
/// and the keys that edit it, as a line editor's: arrows, Home/End, Backspace/Delete, Ctrl-A,
/// Ctrl-E, Ctrl-U, Ctrl-W; Enter takes the line, Esc drops it.
struct LineField {
    /// What a key did to the line.
    enum Outcome: Equatable {
        case editing
        /// Enter: the line typed.
        case entered(String)
        /// Esc: nothing is to be done.
        case cancelled
    }

    /// What is shown before the text (`add: `).
    let prompt: String
    private(set) var text: [Character] = []
    private(set) var cursorIndex = 0

    init(prompt: String, text: String = "") {
        self.prompt = prompt
        self.text = Array(text)
        cursorIndex = self.text.count
    }

    /// Edits the line with `key`.
    mutating func handle(_ key: Key) -> Outcome {
        switch key {
        case .enter: return .entered(String(text))
        case .escape: return .cancelled
        case .left: cursorIndex = max(0, cursorIndex - 1)
        case .right: cursorIndex = min(text.count, cursorIndex + 1)
        case .home, .character("\u{01}"): cursorIndex = 0
        case .end, .character("\u{05}"): cursorIndex = text.count
        case .backspace, .character("\u{08}"):
            if cursorIndex > 0 {
                text.remove(at: cursorIndex - 1)
                cursorIndex -= 1
            }
        case .delete:
            if cursorIndex < text.count { text.remove(at: cursorIndex) }
        case .character("\u{15}"):
            text.removeSubrange(0..<cursorIndex)
            cursorIndex = 0
        case .character("\u{17}"):
            var start = cursorIndex
            while start > 0, text[start - 1] == " " { start -= 1 }
            while start > 0, text[start - 1] != " " { start -= 1 }
            text.removeSubrange(start..<cursorIndex)
            cursorIndex = start
        case .character(let character) where Self.isTypeable(character):
            text.insert(character, at: cursorIndex)
            cursorIndex += 1
        default:
            break
        }
        return .editing
    }

    /// Draws the prompt and the text on `line` of `region`, scrolled so the cursor shows;
    /// returns where the cursor is.
    @MainActor func draw(on canvas: Canvas, line: Int, in region: Region) -> (row: Int, column: Int) {
        let promptWidth = DisplayWidth.of(prompt)
        let room = max(1, region.columns - promptWidth - 1)
        var start = 0
        while DisplayWidth.of(String(text[start..<cursorIndex])) > room { start += 1 }
        canvas.fill(line: line, in: region, style: [])
        canvas.put(prompt, line: line, in: region, style: .bold)
        canvas.put(String(text[start...]), line: line, in: region, column: promptWidth)
        return (region.row + line, region.column + promptWidth + DisplayWidth.of(String(text[start..<cursorIndex])))
    }

    // MARK: - Private

    /// Control characters and bidi marks are never typed in: a title shows what it says.
    private static func isTypeable(_ character: Character) -> Bool {
        !character.unicodeScalars.contains { $0.value < 0x20 || $0.value == 0x7F || $0.isUnsafeOnTerminal }
    }
}
