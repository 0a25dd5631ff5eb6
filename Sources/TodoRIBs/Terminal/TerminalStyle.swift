/// Colour for text on the screen, applied only where the screen allows it.
@MainActor
struct TerminalStyle {
    let allowsColor: Bool

    init(screen: Screen?) {
        allowsColor = screen?.allowsColor ?? false
    }

    func bold(_ text: String) -> String { paint(text, .bold) }
    func dim(_ text: String) -> String { paint(text, .dim) }
    func green(_ text: String) -> String { paint(text, .green) }
    func red(_ text: String) -> String { paint(text, .red) }
    func inverse(_ text: String) -> String { paint(text, "7") }

    /// A colour named as a value, so a row's attributes can say theirs without a closure.
    enum Paint {
        case plain, bold, dim, green, red
    }

    /// `text` in `paint` between its escape sequences on a screen that allows colour; `text` as it is otherwise.
    func paint(_ text: String, _ paint: Paint) -> String {
        guard let code = code(of: paint) else { return text }
        return self.paint(text, code)
    }

    /// Appends the UTF-8 of `text` in `paint` to `buffer`: the same bytes as `paint(_:_:)`,
    /// without a temporary.
    func append(_ text: String, _ paint: Paint, to buffer: inout [UInt8]) {
        append(paint, to: &buffer) { $0.appendUTF8(text) }
    }

    /// Appends what `write` appends to `buffer`, in `paint` between its escape sequences on a
    /// screen that allows colour: a number or a piece of text painted without a `String` of it.
    func append(_ paint: Paint, to buffer: inout [UInt8], _ write: (inout [UInt8]) -> Void) {
        guard allowsColor, let code = code(of: paint) else {
            write(&buffer)
            return
        }
        buffer.append(contentsOf: "\u{1B}[".utf8)
        buffer.appendUTF8(code)
        buffer.append(UInt8(ascii: "m"))
        write(&buffer)
        buffer.append(contentsOf: "\u{1B}[0m".utf8)
    }

    // MARK: - Private

    private func code(of paint: Paint) -> String? {
        switch paint {
        case .plain: nil
        case .bold: "1"
        case .dim: "2"
        case .green: "32"
        case .red: "31"
        }
    }

    private func paint(_ text: String, _ code: String) -> String {
        allowsColor ? "\u{1B}[\(code)m\(text)\u{1B}[0m" : text
    }
}
