/// The `Screen` of a full-screen window: a line written to it is the message on the status
/// line (so the shell's phrasing of results and errors is shown there), and the editor is the
/// canvas's. No line is read from it: a full-screen view reads keys.
@MainActor
final class CanvasScreen: Screen {
    weak var window: Window?

    init(canvas: Canvas) {
        self.canvas = canvas
    }

    func write(_ text: String) {
        post(text, isError: false)
    }

    func writeError(_ text: String) {
        post(text, isError: true)
    }

    func readLine(prompt: String) -> String? {
        nil
    }

    var isInteractive: Bool { true }

    /// The message is drawn by the status line, which colours it itself.
    var allowsColor: Bool { false }

    var width: Int { canvas?.size.columns ?? 80 }

    func editText(_ text: String) throws -> String? {
        defer { window?.setNeedsDisplay() }
        return try canvas?.editText(text)
    }

    // MARK: - Private

    private weak var canvas: Canvas?

    /// Keeps the lines of `text` as one message: several results (`done` of three memos)
    /// are joined with `; `.
    private func post(_ text: String, isError: Bool) {
        let lines = text.split(whereSeparator: \.isNewline).map { $0.trimmingCharacters(in: " ") }.filter { !$0.isEmpty }
        guard !lines.isEmpty else { return }
        window?.message = (lines.joined(separator: "; "), isError)
        window?.setNeedsDisplay()
    }
}

extension Substring {
    fileprivate func trimmingCharacters(in character: Character) -> String {
        String(drop { $0 == character }.reversed().drop { $0 == character }.reversed())
    }
}
