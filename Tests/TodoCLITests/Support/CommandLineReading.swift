import ArgumentParser
import MemoInterchange
import MemoStore
import MemoUseCases
import TodoRIBs
@testable import todo_cli

/// What a command line makes `todo` do, in a form two parsers' readings can be compared in:
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
        case duplicate(ids: [Int64])
        case context(ContextRequest)
        case search(query: String, filter: MemoFilter, limit: Int)
        case export(InterchangeFormat)
        case undo
        case history(limit: Int)
        case memoHistory(id: Int64)
        case openForEditing(id: Int64)
        case names(MemoNameKind)
        case report(MemoReport)
        case printLine(String)
        /// Something QuickParser never reads as: help, `shell`, `import`.
        case other(String)

        init(_ command: MemoAction) {
            switch command {
            case let .add(draft): self = .add(draft)
            case let .list(request): self = .list(request)
            case let .open(id): self = .open(id: id)
            case let .setDone(isDone, ids): self = .setDone(isDone, ids: ids)
            case let .modify(ids, patch, kind):
                // `start` and `annotate` read the clock when they read the words: two readings
                // may fall in different seconds, so their moments are left out of the comparison.
                var patch = patch
                if case .set = patch.start { patch.start = .set(Timestamp(secondsSince1970: 0)) }
                patch.addedAnnotations = patch.addedAnnotations.map { MemoAnnotation(entry: Timestamp(secondsSince1970: 0), description: $0.description) }
                self = .modify(ids: ids, patch, kind: kind)
            case let .remove(ids): self = .remove(ids: ids)
            case let .duplicate(ids): self = .duplicate(ids: ids)
            case let .context(request): self = .context(request)
            case let .search(query, filter, limit): self = .search(query: query, filter: filter, limit: limit)
            case .undo: self = .undo
            case let .history(limit): self = .history(limit: limit)
            case let .memoHistory(id): self = .memoHistory(id: id)
            case let .openForEditing(id): self = .openForEditing(id: id)
            case let .names(kind): self = .names(kind)
            case let .report(report): self = .report(report)
            case .export, .importMemos, .sync, .conflicts, .resolveConflict, .changeAccess, .share, .unshare, .shares, .completeSubtrees,
                 .removeParents, .duplicateSubtrees:
                self = .other(String(describing: command))
            }
        }
    }

    let selection: StoreSelection
    let action: Action
    let format: OutputFormat

    /// QuickParser's reading; nil when it leaves `arguments` to ArgumentParser.
    @MainActor static func quick(_ arguments: [String]) -> CommandLineReading? {
        guard let invocation = QuickParser.parse(arguments[...]) else { return nil }
        switch invocation.action {
        case let .workflow(command, format):
            return CommandLineReading(selection: invocation.selection, action: Action(command), format: format)
        case let .export(format):
            return CommandLineReading(selection: invocation.selection, action: .export(format), format: .text)
        case let .printLine(line):
            return CommandLineReading(selection: invocation.selection, action: .printLine(line), format: .text)
        case let .conflicts(command):
            return CommandLineReading(selection: invocation.selection, action: Action(command), format: .text)
        }
    }

    /// ArgumentParser's reading, of `arguments` as `todo` hands them over; nil when it
    /// refuses them.
    @MainActor static func argumentParser(_ arguments: [String]) throws -> CommandLineReading? {
        let parsed: ParsableCommand
        do {
            parsed = try Todo.parseAsRoot(Todo.movingGlobalOptionsAfterTheCommand(arguments))
        } catch {
            // `--version` and help are errors that `todo` prints to stdout, a line, and exits 0 on.
            guard Todo.exitCode(for: error) == .success else { return nil }
            return CommandLineReading(selection: StoreSelection(), action: .printLine(Todo.fullMessage(for: error)), format: .text)
        }
        switch parsed {
        case let export as Export:
            return CommandLineReading(selection: export.options.selection, action: .export(export.format), format: export.outputFormat)
        case let conflicts as Conflicts:
            return CommandLineReading(selection: conflicts.options.selection, action: Action(try conflicts.action()), format: .text)
        case let command as WorkflowCommand:
            return CommandLineReading(
                selection: command.options.selection, action: Action(try command.memoCommand()), format: command.outputFormat)
        default:
            return CommandLineReading(selection: StoreSelection(), action: .other("\(type(of: parsed))"), format: .text)
        }
    }
}
