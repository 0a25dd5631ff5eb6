import MemoStore

/// One of each condition the todo language can produce, and some together, named as a
/// person would type them: the filters the engines' query-plan tests hold to their indexes.
public func queryPlanFilters(now: Timestamp) -> [(String, MemoFilter)] {
    let day: Int64 = 86_400
    let later = Timestamp(secondsSince1970: now.secondsSince1970 + 7 * day)
    return [
        ("default", MemoFilter(now: now)),
        ("--done", MemoFilter(status: .done, waiting: .include, now: now)),
        ("--all", MemoFilter(status: .all, waiting: .include, now: now)),
        ("+tag", MemoFilter(requiredTags: ["home"], now: now)),
        ("+tag +tag --all", MemoFilter(status: .all, requiredTags: ["home", "car"], now: now)),
        ("-tag", MemoFilter(excludedTags: ["home"], now: now)),
        ("project:", MemoFilter(project: "work", now: now)),
        ("project: --all", MemoFilter(status: .all, project: "work", now: now)),
        ("pri:H", MemoFilter(priority: .high, now: now)),
        ("due:", MemoFilter(dueFrom: now, dueBefore: later, now: now)),
        ("due.before", MemoFilter(dueBefore: later, now: now)),
        ("due.after", MemoFilter(dueFrom: later, now: now)),
        ("+overdue", MemoFilter(isOverdue: true, now: now)),
        ("+waiting", MemoFilter(waiting: .only, now: now)),
        ("+TAGGED", MemoFilter(isTagged: true, now: now)),
        ("-TAGGED --all", MemoFilter(status: .all, waiting: .include, isTagged: false, now: now)),
        ("+RECURRING", MemoFilter(isRecurring: true, now: now)),
        ("-RECURRING pri:H", MemoFilter(priority: .high, isRecurring: false, now: now)),
        ("+DUE", MemoFilter(dueFrom: now, dueBefore: later, now: now)),
        ("+active", { var filter = MemoFilter(now: now); filter.isActive = true; return filter }()),
        ("+ANNOTATED", { var filter = MemoFilter(now: now); filter.isAnnotated = true; return filter }()),
        ("+blocked", { var filter = MemoFilter(now: now); filter.isBlocked = true; return filter }()),
        ("+blocking", { var filter = MemoFilter(now: now); filter.isBlocking = true; return filter }()),
        ("scheduled.before: until.after:", {
            var filter = MemoFilter(now: now)
            filter.scheduledBefore = later
            filter.untilFrom = now
            filter.includesExpired = true
            return filter
        }()),
        ("everything", MemoFilter(requiredTags: ["a"], excludedTags: ["b"], project: "work", priority: .low,
                                  dueBefore: later, isOverdue: true, isTagged: true, isRecurring: true, now: now)),
    ]
}
