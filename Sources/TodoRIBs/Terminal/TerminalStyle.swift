/// Colour for text on the screen, applied only where the screen allows it.
@MainActor
struct TerminalStyle {
    let allowsColor: Bool

    init(screen: Screen?) {
        allowsColor = screen?.allowsColor ?? false
    }

    func bold(_ text: String) -> String { paint(text, "1") }
    func dim(_ text: String) -> String { paint(text, "2") }
    func green(_ text: String) -> String { paint(text, "32") }
    func red(_ text: String) -> String { paint(text, "31") }
    func inverse(_ text: String) -> String { paint(text, "7") }

    // MARK: - Private

    private func paint(_ text: String, _ code: String) -> String {
        allowsColor ? "\u{1B}[\(code)m\(text)\u{1B}[0m" : text
    }
}
