/// A rectangle of a canvas, in cells: where one view controller draws.
public struct Region: Hashable, Sendable {
    /// The first row and column.
    public var row, column: Int
    /// How many rows and columns it spans (never negative).
    public var rows, columns: Int

    /// The region at `row`, `column` of `rows` by `columns` cells.
    public init(row: Int = 0, column: Int = 0, rows: Int, columns: Int) {
        self.row = row
        self.column = column
        self.rows = max(0, rows)
        self.columns = max(0, columns)
    }
}

extension Canvas {
    /// Writes `text` on line `line` of `region`, from `column` inside it, cut at the region's
    /// right edge by display width (a wide character that would straddle it is left out).
    /// A line outside the region is not drawn.
    func put(_ text: String, line: Int, in region: Region, column: Int = 0, style: CanvasStyle = []) {
        guard line >= 0, line < region.rows, column < region.columns else { return }
        let fitted = DisplayWidth.prefix(of: text, columns: region.columns - column)
        put(fitted, row: region.row + line, column: region.column + column, style: style)
    }

    /// Fills line `line` of `region` with spaces in `style` (the selected row's bar).
    func fill(line: Int, in region: Region, style: CanvasStyle) {
        put(String(repeating: " ", count: region.columns), line: line, in: region, style: style)
    }
}
