import TodoRIBs

/// Taskwarrior's command abbreviations: a command may be typed as any start of its name, two
/// letters or more, that fits no other command (`todo 1 mod pri:L`, `todo ann 2 called`).
///
/// The command word is the first word that is not an option (or an option's value), an id, a
/// filter word or a bare word fitting no command, as in Taskwarrior's order; the words after
/// it are never read here, so a title keeps its words. Pure: no I/O.
enum CommandAbbreviation {
    /// What reading `arguments` (without the program name) for an abbreviated command found.
    enum Reading: Equatable {
        /// No abbreviation: the arguments stand as they are.
        case unchanged
        /// The arguments with the abbreviation written out in full.
        case expanded([String])
        /// An abbreviation that fits several commands: the line that names them.
        case ambiguous(String)
    }

    /// How `arguments` read against the command `names` (aliases included).
    static func reading(of arguments: [String], names: [String]) -> Reading {
        guard arguments.first != "---completion" else { return .unchanged }
        var index = 0
        while index < arguments.count {
            let word = arguments[index]
            if let option = GlobalOption(startOf: word) {
                index += word == option.reading.name ? 2 : 1
                continue
            }
            index += 1
            guard !word.hasPrefix("-"), word.utf8.allSatisfy({ (0x61...0x7A).contains($0) }) else { continue }
            if names.contains(word) { return .unchanged }
            guard word.utf8.count >= 2 else { continue }
            let fitting = names.filter { $0.hasPrefix(word) }
            switch fitting.count {
            case 0: continue
            case 1:
                var expanded = arguments
                expanded[index - 1] = fitting[0]
                return .expanded(expanded)
            default:
                return .ambiguous(
                    "ambiguous command '\(word)': it starts \(fitting.sorted().joined(separator: ", ")); type more of it")
            }
        }
        return .unchanged
    }
}
