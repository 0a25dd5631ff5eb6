/// A name a command answers to: how one command type is declared under
/// several names (`list`/`ls`/`next`, `show`/`info`), each a command of its own, as
/// `CommandTable.names` lists each.
protocol CommandName {
    static var commandName: String { get }
}
