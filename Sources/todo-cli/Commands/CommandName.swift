/// A name a command answers to: how one command type is declared under
/// several names (`list`/`ls`/`next`, `show`/`info`), each a command of its own so completion
/// scripts and help offer it.
protocol CommandName {
    static var commandName: String { get }
}
