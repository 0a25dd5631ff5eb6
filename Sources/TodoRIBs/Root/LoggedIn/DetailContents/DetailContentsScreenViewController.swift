import MemoStore
import MemoUseCases
import TodoLanguage

/// The detail screen of `todo ui`: one memo in full (its fields, body and annotations, as
/// `show` prints them) and its history, drawn in the detail's region, scrolled with j/k.
///
/// Keys: Esc or q back to the list, `d` done (or open again), `e` every field in $EDITOR;
/// the keys it does not take (`u` undo, `a` add, `/`, `f`) go to the list below it.
final class DetailContentsScreenViewController: TerminalViewController, DetailContentsPresentable,
    DetailContentsViewControllable
{
    weak var listener: DetailContentsPresentableListener?

    /// Creates the detail screen, showing dates with `clock`.
    init(clock: LocalClock) {
        self.clock = clock
        super.init()
    }

    override func viewDidAppear() {
        super.viewDidAppear()
        listener?.requestShow()
        setNeedsDisplay()
    }

    override func viewWillDraw(in region: Region) {
        if needsHistory {
            needsHistory = false
            listener?.requestHistory()
        }
    }

    override func draw(on canvas: Canvas, in region: Region) {
        let isBeside = region.column > 0
        let text = Region(row: region.row, column: region.column + (isBeside ? 2 : 0), rows: region.rows - 1,
                          columns: region.columns - (isBeside ? 2 : 0))
        for line in 0..<region.rows where isBeside {
            canvas.put("│", line: line, in: region, style: .dim)
        }
        let lines = self.lines(width: text.columns)
        scroll = max(0, min(scroll, lines.count - text.rows))
        for (line, content) in lines.dropFirst(scroll).prefix(text.rows).enumerated() {
            canvas.put(content.text, line: line, in: text, style: content.style)
        }
        let footer = Region(row: region.row + region.rows - 1, column: text.column, rows: 1, columns: text.columns)
        canvas.put(" Esc back  d done  e edit  u undo  j k scroll", line: 0, in: footer, style: .dim)
    }

    override func handle(_ key: Key) -> Bool {
        switch key {
        case .escape, .character("q"): listener?.requestClose()
        case .down, .character("j"): scroll += 1
        case .up, .character("k"): scroll = max(0, scroll - 1)
        case .pageDown: scroll += 10
        case .pageUp: scroll = max(0, scroll - 10)
        case .home, .character("g"): scroll = 0
        case .end, .character("G"): scroll = Int.max / 2
        case .character("d"):
            if let memo { listener?.requestSetDone(!memo.isDone) }
        case .character("e"):
            listener?.requestEditForm()
            if let patch = pendingFormPatch {
                pendingFormPatch = nil
                listener?.requestModify(patch, kind: .modify)
            }
        case .enter:
            break
        default:
            return false
        }
        setNeedsDisplay()
        return true
    }

    // MARK: - DetailContentsPresentable

    func present(memo: Memo) {
        self.memo = memo
        needsHistory = true
        setNeedsDisplay()
    }

    func present(_ result: MemoResult) {
        switch result {
        case .opened(let opened):
            memo = opened.memo
            dependencyIDs = opened.dependencyIDs
        case .memoHistory(let history, let dependencyIDs):
            self.history = (history, dependencyIDs)
        case .changed(let kind, let memos, let created):
            screen?.write(MemoText.changes(kind, memos, created: created))
        case .unchanged(let kind, let memos):
            screen?.write(MemoText.unchanged(kind, memos))
        case .editing(let memo, let dependencyIDs):
            pendingFormPatch = readMemoForm(of: memo, dependencyIDs: dependencyIDs, clock: clock)
        default:
            break
        }
        setNeedsDisplay()
    }

    func showRemovedElsewhere() {
        guard let memo else { return }
        screen?.writeError("#\(memo.id) was deleted by another command; back to the list")
    }

    func showError(_ error: Error) {
        showErrorLine(error)
        setNeedsDisplay()
    }

    // MARK: - Private

    private let clock: LocalClock
    private var memo: Memo?
    private var dependencyIDs: [String: Int64] = [:]
    private var history: (MemoHistory, dependencyIDs: [String: Int64])?
    private var needsHistory = true
    private var scroll = 0
    /// What the edit form said to change, until `handle` sends it.
    private var pendingFormPatch: MemoPatch?

    /// The memo as `show` prints it, then its history, each line cut into pieces `width` wide.
    private func lines(width: Int) -> [(text: String, style: CanvasStyle)] {
        guard let memo else { return [] }
        let plain = TerminalStyle(screen: nil)
        var lines = MemoText.detail(memo, dependencyIDs: dependencyIDs, style: plain, clock: clock)
            .split(separator: "\n", omittingEmptySubsequences: false).map { (String($0), CanvasStyle()) }
        if let first = lines.first { lines[0] = (first.0, [.bold]) }
        if let (history, ids) = history, history.memoID == memo.id {
            lines.append(("", []))
            lines.append(("History", [.bold, .cyan]))
            lines += MemoHistoryText.text(history, dependencyIDs: ids, style: plain, clock: clock)
                .split(separator: "\n").map { (String($0), CanvasStyle()) }
        }
        return lines.flatMap { line in Self.wrap(line.0, width: width).map { ($0, line.1) } }
    }

    private static func wrap(_ text: String, width: Int) -> [String] {
        guard width > 0, DisplayWidth.of(text) > width else { return [text] }
        var pieces: [String] = []
        var rest = Substring(text)
        while !rest.isEmpty {
            let piece = DisplayWidth.prefix(of: String(rest), columns: width)
            guard !piece.isEmpty else { break }
            pieces.append(piece)
            rest = rest.dropFirst(piece.count)
        }
        return pieces
    }
}
