import MemoStore
@testable import TodoRIBs

/// A canvas that is a grid of cells a test reads back: what each frame drew, and how.
@MainActor
final class GridCanvas: Canvas {
    var size: Region
    let allowsColor = true
    private(set) var frameCount = 0
    private(set) var cursor: (row: Int, column: Int)?
    /// What `editText` answers: the edited text, given the text the editor opened on.
    var editHandler: ((String) -> String)?

    init(columns: Int, rows: Int) {
        size = Region(rows: rows, columns: columns)
        cells = []
        erase()
    }

    /// Row `row` as text, without trailing blanks.
    func line(_ row: Int) -> String {
        guard cells.indices.contains(row) else { return "" }
        var text = cells[row].map(\.character).joined()
        while text.last == " " { text.removeLast() }
        return text
    }

    /// Every row as text.
    var lines: [String] { (0..<size.rows).map(line) }

    /// The style of the cell at `row`, `column`.
    func style(row: Int, column: Int) -> CanvasStyle {
        cells[row][column].style
    }

    func erase() {
        cells = Array(repeating: Array(repeating: Cell(character: " ", style: []), count: size.columns), count: size.rows)
    }

    func put(_ text: String, row: Int, column: Int, style: CanvasStyle) {
        guard cells.indices.contains(row) else { return }
        var column = column
        for character in text {
            let width = DisplayWidth.of(character)
            guard column + width <= size.columns else { return }
            cells[row][column] = Cell(character: String(character), style: style)
            // The second cell of a wide character holds nothing of its own.
            if width == 2 { cells[row][column + 1] = Cell(character: "", style: style) }
            column += width
        }
    }

    func show(cursor: (row: Int, column: Int)?) {
        self.cursor = cursor
        frameCount += 1
    }

    func readKey(timeout milliseconds: Int) -> Key? {
        nil
    }

    func editText(_ text: String) throws -> String? {
        editHandler?(text)
    }

    // MARK: - Private

    private struct Cell {
        var character: String
        var style: CanvasStyle
    }

    private var cells: [[Cell]]
}
