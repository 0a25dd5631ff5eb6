import MemoStore

extension SQLiteSchema {
    /// The eight triggers that keep `memo_waits`, `blocked` and `blocking` in step (versions
    /// 8, 10 and 14) exist only in a store where some memo waits on another. SQLite parsed
    /// their 5 KB at every open and compiled them into every insert and update of a memo:
    /// about 1.5 M instructions of each command and 4 M of an `add`, in stores where they
    /// can change nothing (`memo_waits` is empty). Two short guards stand in for them: the
    /// first write that gives a memo dependencies is refused by its guard, and the store then
    /// installs the triggers and runs that write again (`SQLiteStatement.step`), inside the
    /// same transaction. So a store has the triggers, or no memo with dependencies.
    /// A store that has such memos keeps its triggers (`keepDependencyTriggersIfUsed`).
    static var version24: String {
        dependencyTriggerNames.map { "DROP TRIGGER \($0);" }.joined(separator: "\n") + "\n" + dependencyGuards
    }

    /// The dependency triggers, by name, in the order `dependencyTriggers` makes them.
    package static let dependencyTriggerNames = [
        "memos_blocker_added", "memos_blocker_done", "memos_blocker_removed",
        "memos_waits_added", "memos_waits_changed", "memos_waits_removed",
        "memos_waiter_done", "memos_blocking_added",
    ]

    /// The dependency triggers as version 14 left them.
    package static var dependencyTriggers: String {
        blockerTriggers(onlyWhenWaitedOn: true) + "\n" + waitsTriggers(keepingBlocking: true) + "\n" + waiterAndBlockingTriggers
    }

    /// What a guard's refusal says: also what a person writing dependencies with the sqlite3
    /// shell into a store that has none yet reads.
    static let dependencyGuardMessage = "todo: the first dependency of a store is written by todo (it installs their triggers)"

    /// The guard of new memos, which an import suspends with the other insert triggers.
    static let insertGuardName = "memos_first_depends_added"
    /// The guard of changed dependencies.
    static let updateGuardName = "memos_first_depends_changed"
    /// Both guards, by name.
    package static let dependencyGuardNames = [insertGuardName, updateGuardName]

    /// The guards: a write that gives a memo dependencies while the triggers are missing fails.
    static var dependencyGuards: String {
        """
        CREATE TRIGGER \(insertGuardName) BEFORE INSERT ON memos WHEN NEW.depends <> '' BEGIN
            SELECT RAISE(ABORT, '\(dependencyGuardMessage)');
        END;
        CREATE TRIGGER \(updateGuardName) BEFORE UPDATE OF depends ON memos WHEN NEW.depends <> '' BEGIN
            SELECT RAISE(ABORT, '\(dependencyGuardMessage)');
        END;
        """
    }

    /// Replaces the guards with the dependency triggers, in the transaction in progress.
    static func installDependencyTriggers(in connection: SQLiteConnection) throws {
        try connection.execute(dependencyGuardNames.map { "DROP TRIGGER \($0);\n" }.joined() + dependencyTriggers)
    }

    /// After version 24's SQL: a store where some memo waits on another gets its triggers back.
    static func keepDependencyTriggersIfUsed(_ connection: SQLiteConnection) throws {
        guard try connection.firstRow("SELECT 1 FROM memos WHERE depends <> '' LIMIT 1", [], { _ in true }) != nil else { return }
        try installDependencyTriggers(in: connection)
    }

    /// Installs the dependency triggers when the guards stand and a memo of `user` numbered
    /// `first`…`last` has dependencies: an import that suspended the insert guard (and did
    /// the triggers' work in bulk) leaves the store as a write one by one would have.
    static func installDependencyTriggersIfUsed(in connection: SQLiteConnection, user: User, from first: Int64, to last: Int64) throws {
        let guarded = try connection.firstRow(
            "SELECT 1 FROM sqlite_master WHERE type = 'trigger' AND name = ?", [.text(insertGuardName)], { _ in true }) != nil
        guard guarded, try connection.firstRow(
            "SELECT 1 FROM memos WHERE user_id = ? AND depends <> '' AND id BETWEEN ? AND ? LIMIT 1",
            [.integer(user.id), .integer(first), .integer(last)], { _ in true }) != nil
        else { return }
        try installDependencyTriggers(in: connection)
    }
}
