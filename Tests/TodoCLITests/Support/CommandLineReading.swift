import MemoInterchange
import MemoStore
import MemoUseCases
import TodoRIBs
@testable import todo_cli

/// What a command line makes `todo` do, in a form a test can compare with what it expects:
/// the store selection, the action, and the output format.
struct CommandLineReading: Equatable {
    /// A `MemoAction` compared by value (sets inside drafts and patches compare as sets, not
    /// in the order one description happened to print them), or what else `todo` would do.
    enum Action: Equatable {
        case add(MemoDraft)
        case list(MemoPageRequest)
        case open(id: Int64)
        case setDone(Bool, ids: [Int64])
        case modify(ids: [Int64], MemoPatch, kind: MemoChangeKind)
        case remove(ids: [Int64])
        case removeParents(ids: [Int64], keepingChildren: Bool)
        case completeSubtrees(ids: [Int64])
        case duplicate(ids: [Int64])
        case duplicateSubtrees(ids: [Int64])
        case context(ContextRequest)
        case search(query: String, filter: MemoFilter, limit: Int)
        case export(InterchangeFormat, filter: [String] = [])
        case importFile(String?, InterchangeFormat?)
        case undo
        case history(limit: Int)
        case memoHistory(id: Int64)
        case openForEditing(id: Int64)
        case editForm(id: Int64)
        case names(MemoNameKind)
        case report(MemoReport)
        case printText(String)
        case conflicts
        case resolveConflict(id: Int64, taking: Bool)
        case sync(url: String?, watch: Bool, interval: Int?)
        case changeAccess(StoreAccessChange.Action, role: String)
        case share(project: String, grantee: String, role: ShareRole)
        case unshare(project: String, grantee: String)
        case shares
        case filteredWrite(FilteredWrite)
        case each([CommandLineReading])
        case shell
        case ui

        init(_ command: MemoAction) {
            switch command {
            case let .add(draft): self = .add(draft)
            case let .list(request):
                // The filter's moment is the clock's when the words were read: left out.
                var request = request
                request.filter.now = nil
                self = .list(request)
            case let .open(id): self = .open(id: id)
            case let .setDone(isDone, ids): self = .setDone(isDone, ids: ids)
            case let .modify(ids, patch, kind):
                // `start` and `annotate` read the clock when they read the words: their moments are left out.
                var patch = patch
                if case .set = patch.start { patch.start = .set(Timestamp(secondsSince1970: 0)) }
                patch.addedAnnotations = patch.addedAnnotations.map { MemoAnnotation(entry: Timestamp(secondsSince1970: 0), description: $0.description) }
                self = .modify(ids: ids, patch, kind: kind)
            case let .remove(ids): self = .remove(ids: ids)
            case let .removeParents(ids, keepingChildren): self = .removeParents(ids: ids, keepingChildren: keepingChildren)
            case let .completeSubtrees(ids): self = .completeSubtrees(ids: ids)
            case let .duplicate(ids): self = .duplicate(ids: ids)
            case let .duplicateSubtrees(ids): self = .duplicateSubtrees(ids: ids)
            case let .context(request): self = .context(request)
            case let .search(query, filter, limit):
                var filter = filter
                filter.now = nil
                self = .search(query: query, filter: filter, limit: limit)
            case .undo: self = .undo
            case let .history(limit): self = .history(limit: limit)
            case let .memoHistory(id): self = .memoHistory(id: id)
            case let .openForEditing(id): self = .openForEditing(id: id)
            case let .names(kind): self = .names(kind)
            case let .report(report): self = .report(report)
            case .conflicts: self = .conflicts
            case let .resolveConflict(id, taking): self = .resolveConflict(id: id, taking: taking)
            case let .changeAccess(action, role): self = .changeAccess(action, role: role)
            case let .share(project, grantee, role): self = .share(project: project, grantee: grantee, role: role)
            case let .unshare(project, grantee): self = .unshare(project: project, grantee: grantee)
            case .shares: self = .shares
            case .export, .importMemos, .sync:
                preconditionFailure("the command line never makes \(command) a Workflow of its own")
            }
        }
    }

    let selection: StoreSelection
    let action: Action
    let format: OutputFormat

    /// The parser's reading of `arguments`.
    /// - throws: its refusal.
    @MainActor static func of(_ arguments: [String]) throws -> CommandLineReading {
        CommandLineReading(try CommandLineParser.invocation(of: arguments[...]))
    }

    /// The parser's refusal of `arguments`, as `todo` says it after `todo: `; nil when it reads them.
    @MainActor static func refusal(of arguments: [String]) -> String? {
        guard case .refused(let error) = CommandLineParser.reading(of: arguments[...]) else { return nil }
        return "\(error)"
    }

    /// A reading with the text format and no `--db` or `--user`.
    init(_ action: Action, selection: StoreSelection = StoreSelection(), format: OutputFormat = .text) {
        self.selection = selection
        self.action = action
        self.format = format
    }

    private init(_ invocation: CommandLineParser.Invocation) {
        selection = invocation.selection
        switch invocation.action {
        case let .workflow(command, format):
            (action, self.format) = (Action(command), format)
        case let .export(format, filter): (action, self.format) = (.export(format, filter: filter), .text)
        case let .importFile(file, format): (action, self.format) = (.importFile(file, format), .text)
        case let .printText(text): (action, format) = (.printText(text), .text)
        case let .conflicts(command): (action, format) = (Action(command), .text)
        case let .editForm(id): (action, format) = (.editForm(id: id), .text)
        case let .sync(sync): (action, format) = (.sync(url: sync.url, watch: sync.watch, interval: sync.interval), .text)
        case let .changeAccess(change, role): (action, format) = (.changeAccess(change, role: role), .text)
        case let .share(command, format): (action, self.format) = (Action(command), format)
        case let .filteredWrite(write, format): (action, self.format) = (.filteredWrite(write), format)
        case let .each(invocations): (action, format) = (.each(invocations.map(CommandLineReading.init)), .text)
        case .shell: (action, format) = (.shell, .text)
        case .ui: (action, format) = (.ui, .text)
        }
    }
}
