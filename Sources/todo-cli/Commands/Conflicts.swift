import ArgumentParser
import MemoStore
import TodoLanguage
import TodoRIBs

struct Conflicts: TodoCommand {
    static let configuration = CommandConfiguration(
        commandName: "conflicts",
        abstract: "List what lost when a sync met the same change on both sides; take it, or dismiss it.",
        discussion: """
            When two machines changed the same field of a memo before syncing, the later change \
            wins everywhere and the other is kept here. `take N` gives the memo the losing value \
            (an ordinary change: undo takes it back, and the next sync carries it); `dismiss N` \
            forgets it.

            Examples:
              todo conflicts
              todo conflicts take 1
              todo conflicts dismiss 1
            """)

    @OptionGroup var options: GlobalOptions

    static let usage = CommandUsage(operands: .words)

    @Argument(help: ArgumentHelp("Nothing, take N, or dismiss N.", valueName: "words"))
    var words: [String] = []

    func validate() throws {
        _ = try action()
    }

    @MainActor func execute() throws {
        let environment = Environment.process
        guard case .file(let path) = try options.selection.storeLocation(in: environment) else {
            throw SyncCommandError.usage("conflicts are kept by a SQLite replica (--db PATH), where a sync found them")
        }
        guard StoreLocation.fileExists(at: path) else {
            throw MissingStoreError(path: path, exitStatus: try action() == nil ? 0 : 1)
        }
        let replica = try SQLiteMemoRepository(path: path)
        defer { replica.close() }
        let user = try replica.logIn(userName: try options.selection.userName(in: environment))
        let conflicts = try replica.conflicts(for: user, uuid: nil)
        guard let (verb, id) = try action() else {
            let ids = try replica.memoIDs(uuids: conflicts.map(\.uuid), for: user)
            let current = try Dictionary(ids.map { ($0.key, try replica.memo(id: $0.value, for: user)) }, uniquingKeysWith: { a, _ in a })
            if conflicts.isEmpty { StandardStreams.writeError("no conflicts\n") }
            for conflict in conflicts {
                StandardStreams.write(ConflictText.line(conflict, now: current[conflict.uuid]) + "\n")
            }
            return
        }
        guard let conflict = conflicts.first(where: { $0.id == id }) else {
            throw SyncCommandError.failure("no conflict \(id) (todo conflicts lists them)")
        }
        if verb == "take" {
            guard let memoID = try replica.memoIDs(uuids: [conflict.uuid], for: user)[conflict.uuid] else {
                throw SyncCommandError.failure("the memo of conflict \(id) is deleted; undo or sync may bring it back")
            }
            let memo = try replica.memo(id: memoID, for: user)
            switch conflict.subject {
            case .deletion:
                _ = try replica.delete(ids: [memoID], for: user)
            case .field(.done):
                _ = try replica.setDone(conflict.lost.isDone, ids: [memoID], timeZone: .system, for: user)
            case .field(let field):
                var patch = MemoPatch(taking: field, from: conflict.lost, onto: memo)
                if field == .depends {
                    let ids = try replica.memoIDs(uuids: conflict.lost.depends, for: user)
                    patch.clearsDependencies = true
                    patch.addedDependencyIDs = conflict.lost.depends.compactMap { ids[$0] }
                }
                _ = try replica.modify(ids: [memoID], with: patch, as: .modify, for: user)
            case .extra(let name):
                let patch = MemoPatch(takingExtra: name, from: conflict.lost, onto: memo)
                _ = try replica.modify(ids: [memoID], with: patch, as: .modify, for: user)
            }
            StandardStreams.write("took the losing \(conflict.subjectName) of #\(memoID)\n")
        } else {
            StandardStreams.write("dismissed conflict \(id)\n")
        }
        try replica.dismissConflict(id: id, for: user)
    }

    /// `take N` or `dismiss N`; nil for a listing.
    private func action() throws -> (String, Int64)? {
        let words = words.filter { $0 != "--" }
        guard !words.isEmpty else { return nil }
        guard words.count == 2, ["take", "dismiss"].contains(words[0]), let id = Int64(words[1]), id > 0 else {
            throw ValidationError("usage: todo conflicts [take N | dismiss N]")
        }
        return (words[0], id)
    }
}
