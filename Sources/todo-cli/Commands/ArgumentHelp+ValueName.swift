import ArgumentParser
import TodoRIBs

extension ArgumentHelp {
    /// No text, only the name ArgumentParser's refusals give `option`'s value (`--limit <n>`):
    /// help, the man page and completion are rendered from `CommandTable` by todo itself.
    static func valueName(of option: CommandOption) -> ArgumentHelp {
        ArgumentHelp(valueName: option.valueName)
    }

    /// The same for `option`, which every command takes.
    static func valueName(of option: GlobalOption) -> ArgumentHelp {
        ArgumentHelp(valueName: option.valueName)
    }
}
