import MemoUseCases

extension CommandReading {
    /// What `done`, `rm`/`delete` and `duplicate` of `ids` ask with their own flags, the same
    /// on the command line and in the shell: `done --yes` the whole subtree, `rm --yes` the
    /// subtree, `rm --keep-children` the memo alone with its children moved up a level,
    /// `duplicate --subtree` the memo and everything below it. `nil` for another command.
    public static func idsAction(_ name: String, ids: [Int64], options: CommandOption.Set) -> MemoAction? {
        switch name {
        case "done": options.contains(.yes) ? .completeSubtrees(ids: ids) : .setDone(true, ids: ids)
        case "rm", "delete":
            options.contains(.keepChildren)
                ? .removeParents(ids: ids, keepingChildren: true)
                : options.contains(.yes) ? .removeParents(ids: ids, keepingChildren: false) : .remove(ids: ids)
        case "duplicate": options.contains(.subtree) ? .duplicateSubtrees(ids: ids) : .duplicate(ids: ids)
        default: nil
        }
    }
}
