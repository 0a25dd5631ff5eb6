/// Which rows of a long list are on a full-screen list and which one is selected: the page the
/// list asks for follows them, so only the rows shown are ever read.
struct ListScrolling: Equatable {
    /// The position, among every memo of the list, of the first row shown.
    private(set) var top = 0
    /// The position of the selected row.
    private(set) var selected = 0
    /// How many memos the list has (as far as it was counted).
    private(set) var count = 0
    /// How many rows are shown.
    private(set) var rows = 1

    /// Moves the selection by `delta` rows, scrolling to keep it shown.
    mutating func move(by delta: Int) {
        select(selected + delta)
    }

    /// Moves the view and the selection by `pages` screens.
    mutating func page(by pages: Int) {
        top += pages * rows
        select(selected + pages * rows)
    }

    /// Selects the first row (`first`) or the last one.
    mutating func jump(toFirst first: Bool) {
        select(first ? 0 : count - 1)
    }

    /// Selects the row at `position`, when it is in the list.
    mutating func select(_ position: Int) {
        selected = max(0, min(position, count - 1))
        keepSelectionShown()
    }

    /// Takes a new row count or list length, keeping the selection shown and the rows filled.
    mutating func resize(rows: Int? = nil, count: Int? = nil) {
        if let rows { self.rows = max(1, rows) }
        if let count { self.count = max(0, count) }
        select(selected)
    }

    /// Moves the rows shown, the selection and the count by `delta` positions: the same rows,
    /// numbered from another start.
    mutating func shift(by delta: Int) {
        top += delta
        selected += delta
        count = max(0, count + delta)
        select(selected)
    }

    /// Goes back to the start (a new filter or search).
    mutating func reset() {
        top = 0
        selected = 0
    }

    // MARK: - Private

    private mutating func keepSelectionShown() {
        if selected < top { top = selected }
        if selected >= top + rows { top = selected - rows + 1 }
        top = max(0, min(top, count - rows))
    }
}
