import MemoStore

extension FilterWordReader {
    /// `+TAG` for the virtual tag `tag`, as Taskwarrior 2.6's `Task::hasTag` answers it.
    /// `+PENDING` and `+COMPLETED` choose the status unless `--done` or an earlier word chose
    /// the other one; the tags that hold only for open memos ask for open memos in `finished()`.
    mutating func apply(_ tag: VirtualTag, word: String) throws(TodoLanguageError) {
        asksOpenMemos = asksOpenMemos || tag.holdsOnlyForOpenMemos
        if let field = tag.presentField {
            add(Self.presence(of: field, true))
            return
        }
        switch tag {
        case .overdue: filter.isOverdue = true
        case .waiting: filter.waiting = .only
        case .tagged, .recurring, .active, .annotated, .parent, .child: setFlag(of: tag, to: true)
        case .blocked: filter.isBlocked = true
        case .blocking: filter.isBlocking = true
        case .unblocked: try applyNegated(.blocked, word: word)
        // todo keeps no deleted memos.
        case .deleted: add(.or([]))
        case .ready:
            // A ready memo is not blocked: said on the filter too, where an index can use it.
            if filter.isBlocked == nil { filter.isBlocked = false }
            add(readyCondition)
        case .pending, .completed:
            let status: MemoStatus = tag == .pending ? .open : .done
            // `--done` or an earlier status word chose the other status; the default open list did not.
            if filter.status != status && filter.status != .all && (hasStatusWord || filter.status == .done) {
                throw TodoLanguageError(word: word, reason: .conflictingStatus)
            }
            filter.status = status
            hasStatusWord = true
        case .due, .yesterday, .today, .tomorrow, .week, .month, .quarter, .year:
            guard let range = tag.dueRange(now: now, zone: zone), let from = LocalDays.start(of: range.from, in: zone),
                  let before = LocalDays.start(of: range.before, in: zone)
            else { throw TodoLanguageError(word: word, reason: .dateOutOfRange) }
            filter.dueFrom = max(filter.dueFrom ?? from, from)
            filter.dueBefore = min(filter.dueBefore ?? before, before)
        case .scheduled, .until, .project, .priority:
            assertionFailure("\(tag) asks for its field, above")
        }
    }

    /// `-TAG` for the virtual tag `tag`: every memo `+TAG` does not match, done ones too
    /// (Taskwarrior's `-OVERDUE` keeps completed tasks), within the rest of the filter.
    mutating func applyNegated(_ tag: VirtualTag, word: String) throws(TodoLanguageError) {
        switch tag {
        case .waiting:
            filter.waiting = .hide
            hasWaitingWord = true
        case .tagged, .recurring, .active, .annotated, .parent, .child: setFlag(of: tag, to: false)
        case .unblocked: try apply(.blocked, word: word)
        // Every memo: none is deleted.
        case .deleted: break
        case .blocked, .blocking: negatedDependencyTags.append((tag, try condition(of: tag, word: word)))
        default: add(.not(try condition(of: tag, word: word)))
        }
    }

    /// `status:NAME`, Taskwarrior's statuses: pending (open, not waiting), completed, waiting,
    /// recurring (open and recurring) and deleted, which no memo is (todo keeps no deleted memos).
    mutating func applyStatus(_ value: String, word: String) throws(TodoLanguageError) {
        switch value.lowercased() {
        case "pending": try apply(.pending, word: word)
        case "completed": try apply(.completed, word: word)
        case "waiting":
            try apply(.pending, word: word)
            filter.waiting = .only
            hasWaitingWord = true
        case "recurring":
            try apply(.pending, word: word)
            filter.isRecurring = true
        case "deleted": try apply(.deleted, word: word)
        default: throw TodoLanguageError(word: word, reason: .badStatus)
        }
    }

    /// Whether `field` has a value (`present`) or has none: what `NAME.any:` and `NAME.none:`,
    /// Taskwarrior's empty `NAME:` and the tags `+PROJECT`, `+SCHEDULED`, … ask.
    static func presence(of field: MemoTermField, _ present: Bool) -> MemoFilterExpression {
        present ? .term(.present(field)) : .not(.term(.present(field)))
    }

    /// Open memos, done or waiting: the status the tags that hold only for open memos ask for.
    ///
    /// A condition within the expression, not the filter's status, so that a listing's status
    /// does not stand aside for it as it does for a status word (`FilterWords.widen`).
    static var openMemos: MemoFilterExpression {
        var open = MemoFilter.everyMemo
        open.status = .open
        return .filter(open)
    }

    // MARK: - Private

    /// Sets the filter's own flag that `tag` is (`+TAGGED`: `isTagged`), for the tags that are one.
    private mutating func setFlag(of tag: VirtualTag, to value: Bool) {
        switch tag {
        case .tagged: filter.isTagged = value
        case .recurring: filter.isRecurring = value
        case .active: filter.isActive = value
        case .annotated: filter.isAnnotated = value
        case .parent: filter.isParent = value
        case .child: filter.isChild = value
        default: assertionFailure("\(tag) is no flag of the filter")
        }
    }

    /// Taskwarrior's `+READY` (`Task::is_ready`): pending (open, not waiting), not blocked, and
    /// not scheduled, or scheduled before the moment the words are read.
    private var readyCondition: MemoFilterExpression {
        var pending = MemoFilter.everyMemo
        pending.status = .open
        pending.waiting = .hide
        var ready = MemoFilter.everyMemo
        ready.isBlocked = false
        ready.expression = .and([
            .filter(pending),
            .or([Self.presence(of: .scheduled, false), .term(.date(.scheduled, from: nil, before: now))]),
        ])
        return .filter(ready)
    }

    /// What `+TAG` alone selects among every memo: the condition `-TAG` negates.
    private func condition(of tag: VirtualTag, word: String) throws(TodoLanguageError) -> MemoFilterExpression {
        var reader = FilterWordReader(.everyMemo, now: now, zone: zone)
        try reader.apply(tag, word: word)
        return .filter(reader.finished())
    }
}
