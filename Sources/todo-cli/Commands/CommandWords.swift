import ArgumentParser

/// The free words of `add`, `modify`, `list` and `search`, as ArgumentParser leaves them.
///
/// They are captured with `.allUnrecognized` so that `-tag` and `+tag` reach the todo language;
/// the price is that an unknown `--option` arrives as a word too, so it is refused here.
/// Everything after a `--` word is text and is never refused.
enum CommandWords {
    /// Throws a usage error naming the first word that looks like an unknown long option.
    static func refuseUnknownOptions(in words: [String]) throws {
        for word in words {
            if word == "--" { return }
            if word.hasPrefix("--") {
                let name = word.split(separator: "=", maxSplits: 1).first.map(String.init) ?? word
                throw ValidationError("Unknown option '\(name)'")
            }
        }
    }
}
