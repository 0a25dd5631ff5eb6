#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import CCurses
import MemoStore
import TodoRIBs

/// The real terminal as `todo ui` draws on it: ncursesw (CCurses), loaded when the UI starts.
///
/// From `init` to `end()` the terminal is in ncurses' hands: the alternate screen, no echo,
/// keys one at a time. ncurses gives it back on SIGINT/SIGTERM, around Ctrl-Z and fg, and
/// CCurses on a crash; `end()` gives it back on the way out.
@MainActor
final class CursesCanvas: Canvas {
    let allowsColor: Bool

    /// Takes the terminal.
    /// - throws: `CursesCanvasError` when standard input or output is not a terminal, the
    ///   terminal cannot position the cursor, or ncursesw cannot be loaded.
    init(environment: Environment) throws {
        guard isatty(STDIN_FILENO) == 1, isatty(STDOUT_FILENO) == 1 else {
            throw CursesCanvasError(description: "ui needs a terminal (standard input and output)")
        }
        guard let term = environment["TERM"], !term.isEmpty, term != "dumb" else {
            throw CursesCanvasError(description: "ui needs a terminal that can move the cursor (TERM is \(environment["TERM"] ?? "unset"))")
        }
        if let problem = ccurses_load() {
            throw CursesCanvasError(description: "ui needs ncursesw: \(String(cString: problem))")
        }
        LineEditor.useWideCharacters()
        allowsColor = environment["NO_COLOR"] == nil
        self.environment = environment
        guard ccurses_start(allowsColor ? 1 : 0) == 0 else {
            throw CursesCanvasError(description: "ui cannot draw on the terminal \(term.terminalSafe)")
        }
    }

    /// Gives the terminal back as it was.
    func end() {
        ccurses_end()
    }

    var size: Region {
        Region(rows: Int(ccurses_rows()), columns: Int(ccurses_columns()))
    }

    func erase() {
        ccurses_erase()
    }

    func put(_ text: String, row: Int, column: Int, style: CanvasStyle) {
        var characters = Self.wideCharacters(of: text)
        ccurses_put(Int32(row), Int32(column), &characters, Int32(characters.count), Self.styleBits(style))
    }

    func show(cursor: (row: Int, column: Int)?) {
        ccurses_show(Int32(cursor?.row ?? -1), Int32(cursor?.column ?? 0))
    }

    func readKey(timeout milliseconds: Int) -> Key? {
        var character: UInt32 = 0
        switch Int(ccurses_read(Int32(milliseconds), &character)) {
        case Int(CCURSES_CHARACTER): return Unicode.Scalar(character).map { .character(Character($0)) }
        case Int(CCURSES_UP): return .up
        case Int(CCURSES_DOWN): return .down
        case Int(CCURSES_LEFT): return .left
        case Int(CCURSES_RIGHT): return .right
        case Int(CCURSES_PAGE_UP): return .pageUp
        case Int(CCURSES_PAGE_DOWN): return .pageDown
        case Int(CCURSES_HOME): return .home
        case Int(CCURSES_END): return .end
        case Int(CCURSES_BACKSPACE): return .backspace
        case Int(CCURSES_DELETE): return .delete
        case Int(CCURSES_ENTER): return .enter
        case Int(CCURSES_ESCAPE): return .escape
        case Int(CCURSES_RESIZE): return .resize
        default: return nil
        }
    }

    func editText(_ text: String) throws -> String? {
        ccurses_suspend()
        defer { ccurses_resume() }
        return try ExternalEditor(environment: environment).edit(text)
    }

    // MARK: - Private

    /// `text` as the wide characters curses takes: ASCII (most of a frame) a byte each, read in
    /// place; decoding every scalar cost a full-screen list about 0.6 M instructions a frame.
    private static func wideCharacters(of text: String) -> [wchar_t] {
        let ascii = text.utf8.withContiguousStorageIfAvailable { bytes in
            bytes.allSatisfy { $0 < 0x80 } ? bytes.map { wchar_t($0) } : nil
        }
        if let ascii = ascii ?? nil { return ascii }
        return text.unicodeScalars.map { wchar_t(bitPattern: $0.value) }
    }

    private let environment: Environment

    private static func styleBits(_ style: CanvasStyle) -> Int32 {
        let bits: [(CanvasStyle, Int)] = [
            (.bold, Int(CCURSES_BOLD)), (.dim, Int(CCURSES_DIM)), (.reverse, Int(CCURSES_REVERSE)),
            (.underline, Int(CCURSES_UNDERLINE)), (.red, Int(CCURSES_RED)), (.yellow, Int(CCURSES_YELLOW)),
            (.green, Int(CCURSES_GREEN)), (.cyan, Int(CCURSES_CYAN)),
        ]
        return Int32(bits.reduce(0) { style.contains($1.0) ? $0 | $1.1 : $0 })
    }
}

/// `todo ui` cannot take the terminal: a runtime failure, nothing was changed.
struct CursesCanvasError: TodoFailure {
    let description: String
    var exitStatus: ExitStatus { ExitStatus.failure }
}
