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
        case .home, .character("g"): scrolling.jump(toFirst: true)
        case .end, .character("G"): scrolling.jump(toFirst: false)
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
    }

    /// What a line typed in place is for.
    enum FieldPurpose {
        case add, search, filter
    }

    let clock: LocalClock
    let userName: String
    private(set) var query = Query.all
    private(set) var scrolling = ListScrolling()
    /// The memos read last, from position `pageTop`, for a screen of `pageRows` rows: the screen
    /// above, the screen shown and the one below, so moving a screen either way reads nothing.
    private(set) var memos: [Memo] = []
    private(set) var pageTop = 0
    private var pageRows = 0
    var needsPage = true
    private(set) var counts: MemoCounts?
    /// Whether `scrolling.count` is all the list has: the store counts at most
    /// `MemoPage.moreCountLimit` memos past a page, so G reaches further each time.
    private(set) var isCountExact = true
    private(set) var context: String?
    /// The memo to keep selected when the page is read again after a change, wherever it moved.
    private var followedMemoID: Int64?
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

    private func loadPage() {
        let top = max(0, scrolling.top - scrolling.rows)
        let rows = 3 * scrolling.rows
        let action: MemoAction
        switch query {
        case .all:
            action = .list(MemoPageRequest(limit: rows, offset: top))
        case .filter(var request, _):
            request.offset = top
            request.limit = rows
            action = .list(request)
        case .search(let text, let filter, _):
            // A search has no offset in the store: read up to the page's end, show its rows.
            action = .search(query: text, filter: filter, limit: min(top + rows, CommandReading.maxListLimit))
        }
        requestedPage = (top, scrolling.rows)
        listener?.request(action)
        // After the answer: a change noticed while it was read is in it already.
        needsPage = false
    }

    /// The page asked for last, for the answer of a search, which has no offset of its own.
    private var requestedPage = (top: 0, rows: 0)

    private func take(_ listing: MemoListing) {
        counts = listing.counts
        context = listing.context
        pageTop = requestedPage.top
        pageRows = requestedPage.rows
        switch listing.source {
        case .page(let request):
            pageTop = request.offset
            memos = listing.memos
        case .search:
            memos = Array(listing.memos.dropFirst(pageTop))
        }
        scrolling.resize(count: pageTop + memos.count + listing.more)
        isCountExact = listing.moreIsExact
        // Followed until it is back (done, then undone) or the person moves.
        if let id = followedMemoID, let index = memos.firstIndex(where: { $0.id == id }) {
            scrolling.select(pageTop + index)
            followedMemoID = nil
        }
    }

    func apply(_ query: Query) {
        self.query = query
        followedMemoID = nil
        scrolling.reset()
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
