extension MemoFilter {
    /// This filter within a context's (`context`): both must hold. Tags add up; of two projects
    /// the narrower is kept when one holds the other, else this filter's; dates take the
    /// tighter bound; status, priority and the waiting rule are this filter's, or the
    /// context's where this one leaves them at their default.
    public func narrowed(by context: MemoFilter) -> MemoFilter {
        var result = self
        result.requiredTags.formUnion(context.requiredTags)
        result.excludedTags.formUnion(context.excludedTags)
        if let inner = context.project {
            if let own = project {
                if inner.hasPrefix(own + ".") { result.project = inner }
            } else {
                result.project = inner
            }
        }
        result.priority = priority ?? context.priority
        if let from = context.dueFrom { result.dueFrom = max(dueFrom ?? from, from) }
        if let before = context.dueBefore { result.dueBefore = min(dueBefore ?? before, before) }
        result.isOverdue = isOverdue || context.isOverdue
        if waiting == .hide { result.waiting = context.waiting }
        result.isTagged = isTagged ?? context.isTagged
        result.isRecurring = isRecurring ?? context.isRecurring
        result.isActive = isActive ?? context.isActive
        result.isAnnotated = isAnnotated ?? context.isAnnotated
        result.isBlocked = isBlocked ?? context.isBlocked
        result.isBlocking = isBlocking ?? context.isBlocking
        result.isParent = isParent ?? context.isParent
        result.isChild = isChild ?? context.isChild
        result.parent = parent ?? context.parent
        if let from = context.scheduledFrom { result.scheduledFrom = max(scheduledFrom ?? from, from) }
        if let before = context.scheduledBefore { result.scheduledBefore = min(scheduledBefore ?? before, before) }
        if let from = context.untilFrom { result.untilFrom = max(untilFrom ?? from, from) }
        if let before = context.untilBefore { result.untilBefore = min(untilBefore ?? before, before) }
        result.includesExpired = includesExpired || context.includesExpired
        result.expression = .both(expression, context.expression)
        return result
    }
}
