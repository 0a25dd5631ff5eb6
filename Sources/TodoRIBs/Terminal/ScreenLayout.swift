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

    /// The region of each of `depth` view controllers, root first; `nil` for one that is covered.
    static func regions(for depth: Int, on size: Region) -> [Region?] {
        guard fits(size), depth > 0 else { return Array(repeating: nil, count: depth) }
        let status = Region(row: size.rows - 1, rows: 1, columns: size.columns)
        let main = Region(rows: size.rows - 1, columns: size.columns)
        var regions: [Region?] = [status]
        if depth > 1 { regions.append(main) }
        if depth > 2 {
            if size.columns >= splitColumns {
                let listColumns = size.columns / 2
                regions[1] = Region(rows: main.rows, columns: listColumns)
                regions.append(Region(column: listColumns, rows: main.rows, columns: size.columns - listColumns))
            } else {
                regions[1] = nil
                regions.append(main)
            }
        }
        guard depth <= 3 else { return [status] + Array(repeating: nil, count: depth - 2) + [main] }
        return regions
    }
}
