import MemoInterchange
import MemoStore
import MemoUseCases
import TodoLanguage

/// The text forms of memos, listings and history entries that screens and commands print.
///
/// Everything that came from a store or a file is passed through `terminalSafe`.
@MainActor
enum MemoText {
    /// The rows of a listing; `decorated` adds the shell's heading and its note on what is
    /// not shown. Given a `width`, every row fits it.
    static func listing(_ listing: MemoListing, style: TerminalStyle, clock: LocalClock, decorated: Bool, width: Int? = nil) -> String {
        var bytes: [UInt8] = []
        // Most rows are under 128 bytes: one growth or none for the whole listing.
        bytes.reserveCapacity(listing.memos.count * 128 + 256)
        if decorated { bytes.append(contentsOf: (style.bold(heading(for: listing)) + "\n").utf8) }
        forEachRow(of: listing, style: style, clock: clock, width: width) { appendRow in appendRow(&bytes) }
        if decorated, listing.more > 0 {
            // The shell pages a listing, a search or the history with `more` (ListPaging).
            let count = listing.moreIsExact ? "\(listing.more)" : "\(listing.more)+"
            bytes.append(contentsOf: (style.dim("  … \(count) more; type more to see them") + "\n").utf8)
        }
        return String(decoding: bytes, as: UTF8.self)
    }

    /// Writes the rows of `listing` to `screen` as `listing(_:style:clock:decorated:width:)`
    /// makes them undecorated, a row at a time in place: a listing of thousands is never a
    /// `String` of its own (its bytes were 390 KB at 8,000 memos, touched twice to make one).
    static func write(_ listing: MemoListing, style: TerminalStyle, clock: LocalClock, width: Int?, to screen: Screen) {
        forEachRow(of: listing, style: style, clock: clock, width: width) { appendRow in screen.write(appending: appendRow) }
    }

    /// Calls `body` with the rows of `listing` in order, `rowsAtATime` at a time (handing each
    /// row over on its own cost a screen's write a hundred instructions a row), as what appends
    /// them, each with its line break, to UTF-8 bytes.
    private static func forEachRow(
        of listing: MemoListing, style: TerminalStyle, clock: LocalClock, width: Int?, _ body: ((inout [UInt8]) -> Void) -> Void
    ) {
        let (childCounts, parents) = (listing.childCounts, listing.parents)
        let tree = MemoTree.order(of: listing.memos)
        // One instant for every row: each row's own reading of the clock cost a system call.
        let now = clock.now()
        // Through the buffer, each memo read where it lies: the array's subscript copied every
        // memo (a retain and a release of each of its fields).
        listing.memos.withUnsafeBufferPointer { memos in
            guard let first = memos.baseAddress else { return }
            for start in stride(from: 0, to: memos.count, by: rowsAtATime) {
                body { bytes in
                    for position in start..<min(start + rowsAtATime, memos.count) {
                        let (index, depth) = tree?[position] ?? (position, 0)
                        // Most listings have no subtasks: no uuid is hashed for tables that are empty.
                        let family = MemoRowFamily(
                            depth: depth, progress: childCounts.isEmpty ? nil : childCounts[memos[index].uuid],
                            hiddenParent: parents.isEmpty ? nil : memos[index].parent.flatMap { parents[$0] })
                        appendRow(at: first + index, style: style, clock: clock, now: now, width: width, family: family, to: &bytes)
                        bytes.append(UInt8(ascii: "\n"))
                    }
                }
            }
        }
    }

    /// How many rows `forEachRow` hands over at once: a few kilobytes.
    private static let rowsAtATime = 128

    /// The memos a bulk write is about to change, a row each, shown before it asks: at most
    /// `confirmationRows`, then how many more.
    static func confirmationRows(_ memos: [Memo], clock: LocalClock, width: Int?) -> String {
        let style = TerminalStyle(screen: nil)
        var text = memos.prefix(confirmationRows).map { row($0, style: style, clock: clock, width: width) + "\n" }.joined()
        if memos.count > confirmationRows {
            text += "  … and \(memos.count - confirmationRows) more\n"
        }
        return text
    }

    /// How many memos a bulk write's question lists by name.
    static let confirmationRows = 20

    /// For an empty listing narrowed by a context, the note that says so and how to lift it:
    /// `; context work is selected (context none lifts it)`; empty otherwise.
    static func contextNote(for listing: MemoListing) -> String {
        guard listing.memos.isEmpty, let context = listing.context else { return "" }
        return "; context \(context.terminalSafe) is selected (context none lifts it)"
    }

    /// What a listing that stopped at its limit leaves out, and how to see it; `nil` when nothing.
    static func moreLine(for listing: MemoListing) -> String? {
        guard listing.more > 0 else { return nil }
        let count = listing.moreIsExact ? "\(listing.more)" : "\(listing.more)+"
        let shown = listing.memos.count
        switch listing.source {
        case .page(let request):
            let enough = min(request.offset + shown + listing.more, Vocabulary.maxLimit)
            guard enough > request.limit else { return "… \(count) more; narrow the filter, or see them all with export" }
            return "… \(count) more; see them with --limit \(enough)"
        case .search(_, _, let limit):
            return "… \(count) more; narrow the search\(limit < Vocabulary.maxLimit ? " or raise --limit" : "")"
        }
    }

    /// The detail of an opened memo: `detail(_:dependencyIDs:family:style:clock:)` with its
    /// parent and children.
    static func detail(_ opened: OpenedMemo, style: TerminalStyle, clock: LocalClock) -> String {
        detail(opened.memo, dependencyIDs: opened.dependencyIDs, family: (opened.parent, opened.children), style: style, clock: clock)
    }

    /// Every field of a memo, one to a line, times in the clock's zone, the body last. The
    /// memos it waits on are named by their ids in `dependencyIDs` (by uuid), as people typed
    /// them; one not there (deleted, or never imported) by its uuid.
    /// Its parent and children come from `family` (an opened memo's).
    static func detail(
        _ memo: Memo, dependencyIDs: [String: Int64] = [:], family: (parent: MemoReference?, children: [Memo]) = (nil, []),
        style: TerminalStyle, clock: LocalClock
    ) -> String {
        let zone = clock.timeZone
        var text = "\(style.bold("#\(memo.id) \(memo.title.terminalSafe)"))\n"
        if memo.isDone {
            let end = memo.end ?? memo.updated
            let ago = DueText.span(seconds: clock.now().secondsSince1970 - end.secondsSince1970)
            text += "status:   \(style.green("done")) \(MomentText.text(end, in: zone)) (\(ago) ago)\n"
        } else {
            text += "status:   \(isWaiting(memo, clock: clock) ? "waiting" : "open")\n"
        }
        if let due = memo.due {
            if memo.isDone {
                text += "due:      \(MomentText.dateText(due, in: zone))\n"
            } else {
                let relative = DueText.relative(due: due, now: clock.now(), zone: zone)
                let shown = DueText.isOverdue(memo, now: clock.now()) ? style.red(relative) : relative
                text += "due:      \(MomentText.dateText(due, in: zone)) (\(shown))\n"
            }
        }
        if let wait = memo.wait { text += "wait:     \(MomentText.dateText(wait, in: zone, startsDay: true))\n" }
        if let priority = memo.priority { text += "priority: \(priority.rawValue)\n" }
        if let project = memo.project { text += "project:  \(project.terminalSafe)\n" }
        if let owner = memo.owner { text += "owner:    @\(owner.terminalSafe)\n" }
        if !memo.tags.isEmpty { text += "tags:     \(memo.tags.map(\.terminalSafe).joined(separator: " "))\n" }
        if let recur = memo.recur { text += "recur:    \(recur)\n" }
        if let start = memo.start { text += "started:  \(MomentText.text(start, in: zone))\n" }
        if let scheduled = memo.scheduled { text += "scheduled: \(MomentText.dateText(scheduled, in: zone, startsDay: true))\n" }
        if let until = memo.until {
            let expired = until < clock.now() ? " (expired)" : ""
            text += "until:    \(MomentText.dateText(until, in: zone))\(expired)\n"
        }
        if !memo.depends.isEmpty {
            let named = memo.depends.map { uuid in (id: dependencyIDs[uuid], uuid: uuid) }
                .sorted { ($0.id ?? .max, $0.uuid) < ($1.id ?? .max, $1.uuid) }
                .map { $0.id.map(String.init) ?? $0.uuid.terminalSafe }
            text += "depends:  \(named.joined(separator: " "))\n"
        }
        if let parentUUID = memo.parent {
            text += "parent:   \(family.parent.map { "#\($0.id) \($0.title.terminalSafe)" } ?? parentUUID.terminalSafe + " (not here)")\n"
        }
        if !family.children.isEmpty {
            text += "children: \(family.children.filter(\.isDone).count)/\(family.children.count) done\n"
            for child in family.children {
                text += "  #\(child.id) \(child.isDone ? style.green("[x]") : "[ ]") \(child.title.terminalSafe)\n"
            }
        }
        for key in memo.extra.keys.sorted() {
            text += "\(key.terminalSafe): \(extraValue(memo.extra[key] ?? "").terminalSafe)\n"
        }
        text += "created:  \(MomentText.text(memo.created, in: zone))\n"
        text += "updated:  \(MomentText.text(memo.updated, in: zone))\n"
        text += "uuid:     \(memo.uuid.terminalSafe)\n"
        if !memo.body.isEmpty {
            let body = memo.body.split(separator: "\n", omittingEmptySubsequences: false)
                .map { String($0).terminalSafe }
                .joined(separator: "\n")
            text += "\n\(body)\n"
        }
        if !memo.annotations.isEmpty {
            text += "\n"
            for annotation in memo.annotations {
                let lines = annotation.description.split(separator: "\n", omittingEmptySubsequences: false)
                    .map { String($0).terminalSafe }
                    .joined(separator: "\n    ")
                text += "\(style.dim(MomentText.text(annotation.entry, in: zone)))  \(lines)\n"
            }
        }
        return text
    }

    /// An extra field's JSON value as a person reads it: a string without its quotes.
    private static func extraValue(_ json: String) -> String {
        guard json.count >= 2, json.first == "\"", json.last == "\"", !json.dropFirst().dropLast().contains("\\") else {
            return json
        }
        return String(json.dropFirst().dropLast())
    }

    /// What a command did, a line a memo: `done #12 Buy milk`, then `next #13 …` for each
    /// recurring memo's next occurrence.
    static func changes(_ kind: MemoChangeKind, _ memos: [Memo], created: [Memo]) -> String {
        memos.map { change(kind, $0) + "\n" }.joined()
            + created.map { "next #\($0.id) \($0.title.terminalSafe)\n" }.joined()
    }

    /// Memos a command of `kind` left as they were, a line each: `start #12 Buy milk: no change`.
    static func unchanged(_ kind: MemoChangeKind, _ memos: [Memo]) -> String {
        memos.map { change(kind, $0) + ": no change\n" }.joined()
    }

    /// What a command did to a memo: `done #12 Buy milk`.
    static func change(_ kind: MemoChangeKind, _ memo: Memo) -> String {
        "\(kind.rawValue) #\(memo.id) \(memo.title.terminalSafe)"
    }

    /// A history entry in words: `add #12 "Buy milk"`, `import 1000 memos`.
    static func summary(of change: MemoChange) -> String {
        MemoChangeText.summary(change).terminalSafe
    }

    /// What an undo did: `undid modify #1 "Pay rent"`, and the fields it left as a sync left
    /// them (`; left priority alone: it changed elsewhere since`), without a line break.
    static func undone(_ change: MemoChange) -> String {
        var undid = "undid \(summary(of: change))"
        if !change.keptArrivals.isEmpty {
            // The newest entry was not this command: say what stayed, and why.
            undid += ", your last command; kept what arrived by sync since from " + listed(change.keptArrivals).terminalSafe
        }
        guard !change.leftAlone.isEmpty else { return undid }
        let names = change.leftAlone.map(\.name)
        return undid + "; left \(listed(names)) alone: \(names.count == 1 ? "it" : "they") changed elsewhere since"
    }

    /// The history, newest first: `2026-11-22T09:47:26Z  add #12 "Buy milk"` a line.
    static func history(_ changes: [MemoChange], style: TerminalStyle) -> String {
        changes.map { "\(style.dim($0.time.iso8601))  \(summary(of: $0))\n" }.joined()
    }

    /// The history as a JSON array of command records.
    static func historyJSON(_ changes: [MemoChange]) -> String {
        "[" + changes.map(historyJSON).joined(separator: ",") + "]\n"
    }

    /// Projects or tags with their counts: `work.q4  3 open, 1 done` a line.
    static func names(_ counts: [NameCount]) -> String {
        let width = counts.map(\.name.count).max() ?? 0
        return counts.map {
            let name = $0.name.terminalSafe
            return name + String(repeating: " ", count: max(0, width - $0.name.count)) + "  \($0.open) open, \($0.done) done\n"
        }.joined()
    }

    /// Projects or tags as a JSON array of `{"name":…,"open":…,"done":…}`.
    static func namesJSON(_ counts: [NameCount]) -> String {
        "[" + counts.map { "{\"name\":\(MemoJSON.string($0.name)),\"open\":\($0.open),\"done\":\($0.done)}" }
            .joined(separator: ",") + "]\n"
    }

    // MARK: - Private

    /// `a`, `a and b`, `a, b and c`.
    private static func listed(_ names: [String]) -> String {
        names.count <= 1 ? names.joined() : names.dropLast().joined(separator: ", ") + " and " + names[names.count - 1]
    }

    /// Whether `memo` is open and hidden from the default listing by its wait date.
    static func isWaiting(_ memo: Memo, clock: LocalClock) -> Bool {
        guard !memo.isDone, let wait = memo.wait else { return false }
        return isWaiting(until: wait, now: clock.now())
    }

    /// Whether an open memo that waits until `wait` is still hidden by it at `now`.
    static func isWaiting(until wait: Timestamp, now: Timestamp) -> Bool {
        wait > now
    }

    private static func heading(for listing: MemoListing) -> String {
        let counts = "\(listing.counts.open) open, \(listing.counts.done) done"
        switch listing.source {
        case .search(let query, _, _):
            let note = listing.memos.isEmpty ? contextNote(for: listing) : ""
            return "search \"\(query.terminalSafe)\": \(listing.memos.count) shown (\(counts))" + note
        case .page(let request):
            // How many this listing can show, pages before and after included: the user's
            // counts alone would promise memos a filter or a wait date keeps out.
            let status = request.filter.status
            let kind = status == .all ? "" : "\(status.rawValue) "
            let matching = request.offset + listing.memos.count + listing.more
            guard matching > 0 else { return "no \(kind)memos (\(counts))" + contextNote(for: listing) }
            let number = listing.moreIsExact ? "\(matching)" : "\(matching)+"
            return "\(number) \(kind)\(matching == 1 ? "memo" : "memos") (\(counts))"
        }
    }

    private static func historyJSON(_ change: MemoChange) -> String {
        "{\"id\":\(change.id),\"kind\":\"\(change.kind.rawValue)\",\"summary\":\(MemoJSON.string(MemoChangeText.summary(change))),"
            + "\"memos\":\(change.memoCount),\"time\":\"\(change.time.iso8601)\",\"origin\":\(change.origin.map(MemoJSON.string) ?? "null")}"
    }
}
