import MemoStore
import MemoUseCases
import TodoLanguage

/// The list screen of `todo ui`: the memos of a filter or a search as a scrolling list, one
/// selected, drawn in its region of the full-screen window. Only the rows around the screen are
/// read (`ListScrolling` says which: the screen, and one either side), again whenever the
/// stream says the store changed.
///
/// Keys: j/k and arrows move, PgUp/PgDn, g/G; Enter opens the memo (LoggedIn attaches the
/// detail screen); `a` add, `/` search, `f` filter (or `context NAME`) on a line typed in place
/// and read as the shell reads `add`, `search` and `list`; `d` done, `u` undo, `e` edit in
/// $EDITOR, `s` sync, `?` help, Esc back to the whole list.
final class TodoListScreenViewController: TerminalViewController, TodoListPresentable, TodoListViewControllable {
    weak var listener: TodoListPresentableListener?

    /// Creates the list of `userName`'s memos, reading and showing dates with `clock`.
    init(clock: LocalClock, userName: String) {
        self.clock = clock
        self.userName = userName
        super.init()
    }

    override var memoOwnerName: String? { userName }

    override var status: String? {
        guard let counts else { return nil }
        var parts = ["\(counts.open) open", "\(counts.done) done"]
        if let context { parts.append("context \(context.terminalSafe)") }
        if let label = query.label { parts.append(label) }
        return parts.joined(separator: " · ") + "  (? help)"
    }

    override var cursor: (row: Int, column: Int)? { field == nil ? nil : fieldCursor }

    override func viewDidAppear() {
        super.viewDidAppear()
        needsPage = true
        setNeedsDisplay()
    }

    override func viewWillDraw(in region: Region) {
        scrolling.resize(rows: Self.listRows(in: region))
        // A second page at most: the first may say the list is shorter than the view assumed.
        for _ in 0..<2 where needsPage || pageRows != scrolling.rows || !pageCoversScreen {
            loadPage()
        }
    }

    override func draw(on canvas: Canvas, in region: Region) {
        drawList(on: canvas, in: region)
    }

    override func idle() {
        listener?.requestChangesCheck()
    }

    override func handle(_ key: Key) -> Bool {
        if field != nil {
            editField(with: key)
            return true
        }
        if showsHelp {
            showsHelp = false
            setNeedsDisplay()
            if key == .escape || key == .character("?") || key == .character("q") { return true }
        }
        if Self.movingKeys.contains(key) {
            // The person moved: the selection is theirs again, not a memo being followed.
            followedMemoID = nil
        }
        switch key {
        case .down, .character("j"): scrolling.move(by: 1)
        case .up, .character("k"): scrolling.move(by: -1)
        case .pageDown: scrolling.page(by: 1)
        case .pageUp: scrolling.page(by: -1)
        case .home, .character("g"): jumpToStart()
        case .end, .character("G"):
            wantsEnd = query.readsByAnchor
            scrolling.jump(toFirst: false)
        case .enter:
            if let memo = selectedMemo { listener?.request(.open(id: memo.id)) }
        case .character("a"): startField(.add, prompt: "add: ")
        case .character("/"): startField(.search, prompt: "search: ", text: query.searchText)
        case .character("f"): startField(.filter, prompt: "filter: ", text: query.filterText)
        case .character("d"):
            if let memo = selectedMemo { listener?.request(.setDone(!memo.isDone, ids: [memo.id])) }
        case .character("u"): listener?.request(.undo)
        case .character("e"): edit()
        case .character("s"):
            screen?.write("syncing…")
            currentWindow?.display()
            listener?.request(.sync(hub: nil))
        case .character("?"): showsHelp = true
        case .escape:
            guard query != .all else { return false }
            apply(.all)
        default:
            return false
        }
        setNeedsDisplay()
        return true
    }

    // MARK: - TodoListPresentable

    func present(_ result: MemoResult) {
        switch result {
        case .listed(let listing):
            take(listing)
        case .added(let memo):
            followedMemoID = memo.id
            screen?.write("added #\(memo.id) \(memo.title.terminalSafe)")
        case .changed(let kind, let memos, let created):
            screen?.write(MemoText.changes(kind, memos, created: created))
        case .unchanged(let kind, let memos):
            screen?.write(MemoText.unchanged(kind, memos))
        case .undone(let change):
            screen?.write("undid \(MemoText.summary(of: change))")
        case .synced(let syncs):
            screen?.write(SyncText.lines(syncs))
        case .contexts(let listing):
            screen?.write(ContextText.text(listing))
        case .editing(let memo, let dependencyIDs):
            pendingFormPatch = readMemoForm(of: memo, dependencyIDs: dependencyIDs, clock: clock).map { (memo.id, $0) }
        default:
            break
        }
        setNeedsDisplay()
    }

    var showsStoreChanges: Bool { true }

    func storeDidChange() {
        needsPage = true
        if followedMemoID == nil { followedMemoID = selectedMemo?.id }
        setNeedsDisplay()
    }

    func showError(_ error: Error) {
        showErrorLine(error)
        setNeedsDisplay()
    }

    // MARK: - Private

    /// What the list shows: every open memo (as `list` with no words), a filter's page, or a search.
    enum Query: Equatable {
        case all
        case filter(MemoPageRequest, words: String)
        case search(query: String, filter: MemoFilter, words: String)

        var label: String? {
            switch self {
            case .all: nil
            case .filter(_, let words): "filter \(words.terminalSafe)"
            case .search(_, _, let words): "search \(words.terminalSafe)"
            }
        }

        var filterText: String {
            if case .filter(_, let words) = self { return words }
            return ""
        }

        var searchText: String {
            if case .search(_, _, let words) = self { return words }
            return ""
        }

        /// Whether its pages are read from anchors (`ListPageRead`): a filter's, in any order.
        var readsByAnchor: Bool {
            switch self {
            case .all, .filter: true
            case .search: false
            }
        }

        /// The order its pages are in.
        var sort: MemoSort {
            if case .filter(let request, _) = self { return request.sort }
            return .urgency
        }
    }

    /// What a line typed in place is for.
    enum FieldPurpose {
        case add, search, filter
    }

    let clock: LocalClock
    let userName: String
    private(set) var query = Query.all
    var scrolling = ListScrolling()
    /// The memos read last, from position `pageTop`, for a screen of `pageRows` rows: the screen
    /// above, the screen shown and the one below, so moving a screen either way reads nothing.
    var memos: [Memo] = []
    var pageTop = 0
    var pageRows = 0
    /// The page asked for last: where it starts and for how many rows, and how it is read.
    var requestedPage = (top: 0, rows: 0)
    var requestedRead = ListPageRead.end(limit: 1)
    /// The rows held that stay beside the page asked for (`ListPageRead.kept`).
    var requestedKept: [Memo] = []
    var needsPage = true
    var counts: MemoCounts?
    /// Whether `scrolling.count` is all the list has: the store counts at most
    /// `MemoPage.moreCountLimit` memos past a page read by offset, and one past a page read
    /// from an anchor.
    var isCountExact = true
    /// Whether positions count back from the list's end rather than from its start: after `G`
    /// on a list not counted to its end, until moving up reaches the start.
    var positionsFromEnd = false
    /// Whether the next page read is the list's last rows (`G`).
    var wantsEnd = false
    var context: String?
    /// The memo to keep selected when the page is read again after a change, wherever it moved.
    var followedMemoID: Int64?
    private static let movingKeys: Set<Key> = [
        .down, .up, .pageDown, .pageUp, .home, .end, .escape, .enter,
        .character("j"), .character("k"), .character("g"), .character("G"),
    ]
    var field: (purpose: FieldPurpose, line: LineField)?
    var fieldCursor: (row: Int, column: Int)?
    private(set) var showsHelp = false
    /// What the edit form of `e` said to change, until `edit()` sends it.
    private var pendingFormPatch: (id: Int64, patch: MemoPatch)?

    /// The selected memo, when its page is read.
    var selectedMemo: Memo? {
        let index = scrolling.selected - pageTop
        return memos.indices.contains(index) ? memos[index] : nil
    }

    /// The heading, the rows, and the line of keys (or the line being typed).
    static func listRows(in region: Region) -> Int {
        max(1, region.rows - 2)
    }

    /// Whether the rows shown are all in the page read (or it reaches the end of the list).
    private var pageCoversScreen: Bool {
        let pageEnd = pageTop + memos.count
        return scrolling.top >= pageTop && (scrolling.top + scrolling.rows <= pageEnd || pageEnd >= scrolling.count)
    }

    func apply(_ query: Query) {
        self.query = query
        followedMemoID = nil
        scrolling.reset()
        memos = []
        (pageTop, positionsFromEnd, wantsEnd) = (0, false, false)
        needsPage = true
    }

    /// `e`: the selected memo's form in the editor; what it says to change is one modify.
    private func edit() {
        guard let memo = selectedMemo else { return }
        listener?.request(.openForEditing(id: memo.id))
        guard let (id, patch) = pendingFormPatch else { return }
        pendingFormPatch = nil
        listener?.request(.modify(ids: [id], patch, kind: .modify))
    }
}
