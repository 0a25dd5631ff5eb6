/// Where each view controller of a full-screen window's stack draws: the root the status line
/// (the last row), the first screen above it (the list) the rest; a screen presented on it
/// (the detail) takes the right half beside it on a wide terminal and covers it on a narrow
/// one, as a split view collapses on a phone. Deeper screens cover everything but the status line.
enum ScreenLayout {
    /// The smallest canvas the layout draws on: a row of the list, its heading and its line of keys, and the status line.
    static let minimumRows = 4
    static let minimumColumns = 20
    /// From this width on, the detail is drawn beside the list.
    static let splitColumns = 120

    /// Whether `size` is large enough for the layout.
    static func fits(_ size: Region) -> Bool {
        size.rows >= minimumRows && size.columns >= minimumColumns
    }

    /// The region of each of `depth` view controllers, root first, and whether another
    /// covers it (it is not drawn, but still loads what it would show: the status line says it).
    static func regions(for depth: Int, on size: Region) -> [(region: Region, isCovered: Bool)] {
        let status = Region(row: max(0, size.rows - 1), rows: 1, columns: size.columns)
        let main = Region(rows: size.rows - 1, columns: size.columns)
        var regions = [(status, false)] + Array(repeating: (main, true), count: max(0, depth - 1))
        guard depth > 1 else { return Array(regions.prefix(depth)) }
        regions[depth - 1].1 = false
        if depth == 3, size.columns >= splitColumns {
            let listColumns = size.columns / 2
            regions[1] = (Region(rows: main.rows, columns: listColumns), false)
            regions[2] = (Region(column: listColumns, rows: main.rows, columns: size.columns - listColumns), false)
        }
        return regions
    }
}
