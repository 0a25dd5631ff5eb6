import MemoStore
import TodoLanguage

/// Turns a `MemoReport` into the one aggregate query of the repository that answers it, and
/// its counts into the report's days and periods in the clock's zone.
///
/// The store counts by equal slots with integer arithmetic (`MemoSlots`); which local day or
/// week each slot belongs to is worked out here (`LocalPeriods`), so the query needs no zone
/// and reads no memo.
struct MemoReportReader {
    let repository: MemoRepository
    let clock: LocalClock

    /// What `report` finds among `user`'s memos.
    func result(of report: MemoReport, for user: User) throws -> MemoReportResult {
        let now = clock.timeZone.components(of: clock.now())
        let today = LocalDateTime(year: now.year, month: now.month, day: now.day)
        switch report {
        case .summary(var filter):
            filter.status = .all
            return .summary(try repository.projectCounts(matching: filter, for: user))
        case .calendar(let year, let month, var filter):
            let periods = LocalPeriods.days(ofMonth: month, year: year, zone: clock.timeZone)
            // The month as a due range too, so the store reads only that range of the due index.
            filter.dueFrom = max(filter.dueFrom ?? periods.slots.start, periods.slots.start)
            filter.dueBefore = min(filter.dueBefore ?? periods.slots.end, periods.slots.end)
            let counts = try repository.slotCounts(of: [.due], matching: filter, in: periods.slots, for: user)[0]
            return .calendar(CalendarMonth(
                year: year, month: month, due: Self.byPeriod(counts, periods),
                today: today))
        case .burndown(let length, let count, var filter):
            filter.status = .all
            let periods = LocalPeriods.ending(with: today, count: count, length: length, zone: clock.timeZone)
            let counts = try repository.slotCounts(of: [.created, .completed], matching: filter, in: periods.slots, for: user)
            return .burndown(BurndownChart(length: length, periods: Self.burndown(counts[0], counts[1], periods)))
        case .count(let filter, let query?):
            return .count(try searched(query, filter, for: user).count)
        case .ids(let filter, let query?):
            return .ids(try searched(query, filter, for: user).map(\.id).sorted())
        case .count(let filter, nil):
            // One aggregate query: the counts by project, summed.
            return .count(try repository.projectCounts(matching: filter, for: user).reduce(0) { $0 + $1.open + $1.done })
        case .statistics(let filter, let query?):
            var statistics = MemoStatistics(now: clock.now())
            for memo in try searched(query, filter, for: user) where memo.owner == nil { statistics.add(memo) }
            return .statistics(statistics)
        case .statistics(let filter, nil):
            return .statistics(try statistics(of: filter, for: user))
        case .ids(let filter, nil):
            var ids: [Int64] = []
            try repository.reading { try forEachMemo(matching: filter, for: user) { ids.append($0.id) } }
            return .ids(ids)
        }
    }

    // MARK: - Private

    /// The statistics of the user's own memos `filter` matches, from one snapshot: every memo
    /// by one pass over them (as `export` reads) when the filter lets every one through.
    private func statistics(of filter: MemoFilter, for user: User) throws -> MemoStatistics {
        var statistics = MemoStatistics(now: clock.now())
        try repository.reading {
            if filter.matchesEveryMemo {
                try repository.exportMemos(for: user) { statistics.add($0) }
            } else {
                // Another user's memo, of a project shared with this one, is not theirs to count.
                try forEachMemo(matching: filter, for: user) { if $0.owner == nil { statistics.add($0) } }
            }
        }
        return statistics
    }

    /// Calls `body` with each memo `filter` matches, lowest id first, read a page at a time,
    /// each page after the last memo of the one before (an offset would read every page
    /// before it again).
    private func forEachMemo(matching filter: MemoFilter, for user: User, _ body: (Memo) -> Void) throws {
        var anchor = MemoPageAnchor.first
        while true {
            let page = try repository.page(
                MemoPageRequest(filter: filter, sort: .oldest, limit: Self.pageSize, anchor: anchor), for: user)
            page.memos.forEach(body)
            guard page.more > 0, let last = page.memos.last else { return }
            anchor = .after(last)
        }
    }

    /// How many memos `ids` and `stats` read a page, the most a listing reads at once.
    private static let pageSize = 10_000

    /// The memos of `filter` that have the words of `query`, as `search` finds them; at most
    /// `pageSize`, as a search reads.
    /// - throws: `MemoServiceError.searchTooLarge` when more have them.
    private func searched(_ query: String, _ filter: MemoFilter, for user: User) throws -> [Memo] {
        let found = try repository.search(query, filter: filter, limit: Self.pageSize + 1, for: user)
        guard found.count <= Self.pageSize else { throw MemoServiceError.searchTooLarge(limit: Self.pageSize) }
        return found
    }

    /// The slots' counts summed by period.
    private static func byPeriod(_ counts: SlotCounts, _ periods: LocalPeriods) -> [Int] {
        var sums = Array(repeating: 0, count: periods.days.count)
        for (slot, count) in counts.slots.enumerated() where count > 0 {
            if let period = periods.period(ofSlot: slot) { sums[period] += count }
        }
        return sums
    }

    /// Running totals at each period's end; the periods before the first with a memo are left
    /// out (the current one always stays).
    private static func burndown(_ created: SlotCounts, _ completed: SlotCounts, _ periods: LocalPeriods) -> [BurndownChart.Period] {
        let added = byPeriod(created, periods)
        let finished = byPeriod(completed, periods)
        var createdSoFar = created.before
        var doneSoFar = completed.before
        var result: [BurndownChart.Period] = []
        for index in periods.days.indices {
            createdSoFar += added[index]
            doneSoFar += finished[index]
            // A memo marked done at a time before its creation (an odd import) opens nothing.
            let open = max(0, createdSoFar - doneSoFar)
            guard open + doneSoFar > 0 || !result.isEmpty || index == periods.days.count - 1 else { continue }
            result.append(BurndownChart.Period(day: periods.days[index], start: periods.boundaries[index], open: open, done: doneSoFar))
        }
        return result
    }
}
