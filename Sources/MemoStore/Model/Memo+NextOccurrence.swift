extension Memo {
    /// The memo that follows this one once it is done, not yet stored (id 0): the same title,
    /// body, priority, project, tags, recur, extra fields and parent, open, not started, without
    /// annotations or dependencies, `due` advanced by `recur` in `zone` and `wait` and
    /// `scheduled` moved by the same span, `until` kept (it ends the series, as Taskwarrior's
    /// does), `created` and `updated` at `now`, and the uuid of that occurrence in this memo's
    /// series (`RecurrenceSeries`). `nil` when the memo does not recur, when its next due date
    /// would pass `until` (the series has ended) or the year 9999.
    public func nextOccurrence(at now: Timestamp, in zone: LocalTimeZone) -> Memo? {
        guard let recur, let due, let nextDue = recur.next(after: due, in: zone) else { return nil }
        if let until, nextDue > until { return nil }
        let span = nextDue.secondsSince1970 - due.secondsSince1970
        func moved(_ moment: Timestamp?) -> Timestamp? {
            moment.map { Timestamp(secondsSince1970: $0.secondsSince1970 + span) }
        }
        return Memo(
            id: 0, uuid: RecurrenceSeries(memoUUID: uuid).occurrenceUUID(due: nextDue), title: title, body: body,
            isDone: false, created: now, updated: now, due: nextDue, wait: moved(wait), priority: priority,
            project: project, tags: tags, recur: recur, scheduled: moved(scheduled), until: until, extra: extra, parent: parent)
    }

    /// Throws `.recurrenceOutOfRange` for the first of `memos` (the last due of each series
    /// being marked done) whose next occurrence would pass the year 9999: `done` refuses such
    /// a memo whole rather than end its series without a word.
    public static func checkNextOccurrences(of memos: [Memo], at now: Timestamp, in zone: LocalTimeZone) throws {
        for memo in memos {
            guard let recur = memo.recur, let due = memo.due, recur.next(after: due, in: zone) == nil else { continue }
            throw MemoStoreError.recurrenceOutOfRange(id: memo.id)
        }
    }

    /// Of the recurring memos in `memos`, the one due last in each series (the first given
    /// among equals), in the order their series first appear: marking them all done makes one
    /// next occurrence per series, whatever order the ids were typed in.
    public static func lastDueOfEachSeries(_ memos: [Memo]) -> [Memo] {
        var order: [RecurrenceSeries] = []
        var last: [RecurrenceSeries: Memo] = [:]
        for memo in memos {
            guard memo.recur != nil, let due = memo.due else { continue }
            let series = RecurrenceSeries(memoUUID: memo.uuid)
            if let kept = last[series] {
                if let keptDue = kept.due, due > keptDue { last[series] = memo }
            } else {
                order.append(series)
                last[series] = memo
            }
        }
        return order.compactMap { last[$0] }
    }
}
