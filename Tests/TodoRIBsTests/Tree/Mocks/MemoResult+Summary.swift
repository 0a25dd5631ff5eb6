import MemoStore
import MemoUseCases
@testable import TodoRIBs

extension MemoResult {
    /// One line naming the case and the ids it carries, for assertions.
    var summary: String {
        switch self {
        case .added(let memo): return "added \(memo.id)"
        case .listed(let listing): return "listed \(listing.memos.map(\.id))"
        case .opened(let opened): return "opened \(opened.memo.id) \(opened.memo.title)"
        case .changed(let kind, let memos, let created): return "\(kind) \(memos.map(\.id)) created \(created.map(\.id))"
        case .unchanged(let kind, let memos): return "unchanged \(kind) \(memos.map(\.id))"
        case .undone(let change): return "undone \(change.id)"
        case .history(let changes): return "history \(changes.map(\.id))"
        case .memoHistory(let history, let ids): return "memoHistory \(history.memoID) \(history.entries.map(\.change.id)) ids \(ids.values.sorted())"
        case .editing(let memo, let ids): return "editing \(memo.id) ids \(ids.values.sorted())"
        case .names(let kind, let counts): return "\(kind) \(counts.map(\.name))"
        case .report(let report): return "report \(report)"
        case .imported(let summary): return "imported \(summary.added)"
        case .exported(let count): return "exported \(count)"
        case .contexts(let listing): return "contexts \(listing.all.map(\.name)) selected \(listing.selected ?? "none")"
        case .synced(let syncs): return "synced \(syncs.map(\.remote))"
        case .conflictResolved(let resolution): return "resolved \(resolution)"
        case .conflicts(let conflicts): return "conflicts \(conflicts.map(\.conflict.id))"
        case .accessChanged(let change): return "access \(change)"
        case .shareChanged(let change): return "share \(change)"
        case .shares(let shares, _): return "shares \(shares.map(\.project))"
        }
    }
}

extension MemoAction {
    /// One line naming the verb and its ids, for assertions.
    var summary: String {
        switch self {
        case .add(let draft): return "add \(draft.title)"
        case .list(let request): return "list \(request.filter.status) \(request.limit)"
        case .search(let query, _, let limit): return "search \(query) \(limit)"
        case .open(let id): return "open \(id)"
        case .modify(let ids, _, let kind): return "\(kind.rawValue) \(ids)"
        case .setDone(let isDone, let ids): return "setDone \(isDone) \(ids)"
        case .remove(let ids): return "remove \(ids)"
        case .duplicate(let ids): return "duplicate \(ids)"
        case .completeSubtrees(let ids): return "completeSubtrees \(ids)"
        case .removeParents(let ids, let keepingChildren): return "removeParents \(ids) \(keepingChildren)"
        case .duplicateSubtrees(let ids): return "duplicateSubtrees \(ids)"
        case .context(let request): return "context \(request)"
        case .undo: return "undo"
        case .history(let limit): return "history \(limit)"
        case .memoHistory(let id): return "memoHistory \(id)"
        case .openForEditing(let id): return "openForEditing \(id)"
        case .names(let kind): return "names \(kind)"
        case .report(let report): return "report \(report)"
        case .importMemos: return "importMemos"
        case .export: return "export"
        case .sync(let hub): return "sync \(hub ?? "remembered")"
        case .conflicts: return "conflicts"
        case .resolveConflict(let id, let taking): return "\(taking ? "take" : "dismiss") conflict \(id)"
        case .changeAccess(let action, let role): return "admin \(action.rawValue) \(role)"
        case .share(let project, let grantee, let role): return "share \(project) \(grantee) \(role.rawValue)"
        case .unshare(let project, let grantee): return "unshare \(project) \(grantee)"
        case .shares: return "shares"
        }
    }
}
