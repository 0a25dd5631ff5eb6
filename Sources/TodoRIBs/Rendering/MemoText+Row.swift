import MemoStore
import TodoLanguage

extension MemoText {
    /// One row of a listing: `   12 [ ] Pay rent  pri:H project:home +bills  due in 3d`.
    ///
    /// The fields are written as the words that set them, so what is read can be typed back;
    /// an overdue date is red on a terminal. A waiting memo says until when it waits; a done
    /// one says when it was done (the moment it was last changed) instead of when it was due.
    /// Given a `width`, the row fits it (`MemoRow`); without one it is one line.
    ///
    /// In a tree (`MemoTree`) a child is indented two columns a level; a parent shows its
    /// children's progress (`[2/5]`), and a child whose parent is not listed names it.
    static func row(
        _ memo: Memo, style: TerminalStyle, clock: LocalClock, width: Int? = nil, family: MemoRowFamily = MemoRowFamily()
    ) -> String {
        var bytes: [UInt8] = []
        appendRow(memo, style: style, clock: clock, width: width, family: family, to: &bytes)
        return String(decoding: bytes, as: UTF8.self)
    }

    /// Appends `row(_:style:clock:width:family:)` to `bytes` as UTF-8, without a line break.
    static func appendRow(
        _ memo: Memo, style: TerminalStyle, clock: LocalClock, width: Int?, family: MemoRowFamily, to bytes: inout [UInt8]
    ) {
        withUnsafePointer(to: memo) { memo in
            appendRow(at: memo, style: style, clock: clock, now: clock.now(), width: width, family: family, to: &bytes)
        }
    }

    /// Appends the row of the memo at `memo`, dated as of `now`, to `bytes` as UTF-8, without a
    /// line break: `appendRow(_:style:clock:width:family:to:)` for a listing, which reads each
    /// memo where its buffer holds it (a memo passed whole from there was copied for every row,
    /// a retain and a release of each of its fields) and the clock once.
    ///
    /// Without a width (what scripts read, a listing of thousands) the row is written straight
    /// into `bytes`, with no temporaries (bytes, because appending to a `String` costs a few
    /// hundred instructions a piece); only a row that must fit a width is laid out by `MemoRow`.
    static func appendRow(
        at memo: UnsafePointer<Memo>, style: TerminalStyle, clock: LocalClock, now: Timestamp, width: Int?, family: MemoRowFamily,
        to bytes: inout [UInt8]
    ) {
        let (id, isDone) = (memo.pointee.id, memo.pointee.isDone)
        guard let width else {
            appendPrefix(id: id, isDone: isDone, depth: family.depth, style: style, to: &bytes)
            bytes.appendTerminalSafe(memo.pointee.title)
            var isFirst = true
            forEachAttribute(of: memo, family: family, clock: clock, now: now) { attribute, startsGroup, paint in
                MemoRow.append(attribute, startsGroup: startsGroup, isFirst: isFirst, paint: paint, style: style, to: &bytes)
                isFirst = false
            }
            return
        }
        var plain: [UInt8] = []
        var painted: [UInt8] = []
        appendPrefix(id: id, isDone: isDone, depth: family.depth, style: TerminalStyle(screen: nil), to: &plain)
        appendPrefix(id: id, isDone: isDone, depth: family.depth, style: style, to: &painted)
        let prefix = (plain: String(decoding: plain, as: UTF8.self), painted: String(decoding: painted, as: UTF8.self))
        var attributes: [MemoRow.Attribute] = []
        forEachAttribute(of: memo, family: family, clock: clock, now: now) { attribute, startsGroup, paint in
            attributes.append(MemoRow.Attribute(text: attribute, startsGroup: startsGroup, paint: paint))
        }
        let row = MemoRow(prefix: prefix, title: memo.pointee.title.terminalSafe, attributes: attributes, style: style)
        bytes.append(contentsOf: row.text(width: width).utf8)
    }

    // MARK: - Private

    /// `   12 [ ] ` and two columns a level of `depth`: the id right-aligned in five columns
    /// (dim), the mark (green when done).
    private static func appendPrefix(id: Int64, isDone: Bool, depth: Int, style: TerminalStyle, to bytes: inout [UInt8]) {
        // The digits written in place: a `String` of the id cost more than the rest of the prefix.
        var length = id < 0 ? 2 : 1
        var rest = id.magnitude / 10
        while rest > 0 {
            length += 1
            rest /= 10
        }
        for _ in length..<max(length, 5) { bytes.append(UInt8(ascii: " ")) }
        style.append(.dim, to: &bytes) { $0.appendDecimal(id) }
        bytes.append(UInt8(ascii: " "))
        style.append(isDone ? .green : .plain, to: &bytes) { $0.append(isDone ? "[x]" : "[ ]" as StaticString) }
        bytes.append(UInt8(ascii: " "))
        for _ in 0..<depth * 2 { bytes.append(UInt8(ascii: " ")) }
    }

    /// Calls `body` with a row's attributes in order, each with whether it starts a group and
    /// its paint: the family's words (`[2/5]`, `parent:1 (Move house)`, bold); the fields as
    /// the words that set them (`pri:H project:home +bills recur:monthly`, dim); then the
    /// status: `done 3d ago` for a done memo; for an open one, `expired 2026-11-20` past its
    /// until, `waiting until 2026-12-05` while it waits, then when it is due (red when overdue).
    private static func forEachAttribute(
        of memo: UnsafePointer<Memo>, family: MemoRowFamily, clock: LocalClock, now: Timestamp,
        _ body: (String, Bool, TerminalStyle.Paint) -> Void
    ) {
        for word in family.words { body(word, true, .bold) }
        var isFirstField = true
        func field(_ word: String) {
            body(word, isFirstField, .dim)
            isFirstField = false
        }
        // Another user's memo, of a project shared with the reader, says whose first.
        if let owner = memo.pointee.owner { field("@" + owner.terminalSafe) }
        if let priority = memo.pointee.priority { field("pri:" + priority.rawValue) }
        if let project = memo.pointee.project { field("project:" + project.terminalSafe) }
        for tag in memo.pointee.tags { field("+" + tag.terminalSafe) }
        if let recur = memo.pointee.recur { field("recur:\(recur)") }
        // Taskwarrior's marks: work in progress, and how many notes the memo holds.
        if memo.pointee.start != nil { field("started") }
        if !memo.pointee.annotations.isEmpty { field("[\(memo.pointee.annotations.count)]") }

        if memo.pointee.isDone {
            let end = memo.pointee.end ?? memo.pointee.updated
            body(DueText.span(seconds: now.secondsSince1970 - end.secondsSince1970, after: "done ", before: " ago"), true, .green)
            return
        }
        if let until = memo.pointee.until, until <= now {
            // Only `--all` (or an until filter) lists it: it left every other listing.
            body("expired " + MomentText.dateText(until, in: clock.timeZone), true, .dim)
        }
        if let wait = memo.pointee.wait, isWaiting(until: wait, now: now) {
            body("waiting until " + MomentText.dateText(wait, in: clock.timeZone, startsDay: true), true, .plain)
        }
        if let due = memo.pointee.due {
            body(DueText.relative(due: due, now: now, zone: clock.timeZone), true, DueText.isOverdue(due: due, now: now) ? .red : .plain)
        }
    }
}
