import MemoStore

/// Why `done` or `rm` of a parent was refused: the memos below it, which the command would
/// leave behind; nothing was changed.
public struct SubtaskRefusal: TodoFailure, Equatable {
    /// The parent.
    public let parent: Int64
    /// The ids of the memos below it that stop the command, lowest first.
    public let children: [Int64]
    /// Whether the command was `done` (open children stop it), else `rm` (any child does).
    public let isDone: Bool

    /// How many ids the line names before saying how many more.
    static let namedLimit = 10

    /// Creates a refusal.
    public init(parent: Int64, children: [Int64], isDone: Bool) {
        self.parent = parent
        self.children = children
        self.isDone = isDone
    }

    /// `#1 has open children #2 #3: …`, with the ways out.
    public var description: String {
        var named = children.prefix(Self.namedLimit).map { "#\($0)" }.joined(separator: " ")
        if children.count > Self.namedLimit { named += " and \(children.count - Self.namedLimit) more" }
        return isDone
            ? "#\(parent) has open children \(named): mark them done first, or add --yes to mark the whole subtree done"
            : "#\(parent) has children \(named): add --yes to remove them too, or --keep-children to move them up a level"
    }

    /// A usage error: the same command with a choice made succeeds.
    public var exitStatus: ExitStatus { ExitStatus.usage }
}
