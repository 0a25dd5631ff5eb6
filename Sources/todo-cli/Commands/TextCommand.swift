import ArgumentParser
import MemoStore
import MemoUseCases
import TodoLanguage
import TodoRIBs

/// `annotate`, `denotate`, `append` and `prepend`: ids, then text, applied to every memo all
/// or nothing, one undo step.
struct TextCommand<Verb: TextVerb>: WorkflowCommand {
    static var configuration: CommandConfiguration { Verb.configuration }

    @OptionGroup var options: GlobalOptions

    // Every word is taken, so a note may hold words that look like options after `--`.
    @Argument(parsing: .allUnrecognized)
    var words: [String] = []

    func validate() throws {
        try CommandWords.refuseUnknownOptions(in: words, of: Self.spec)
        _ = try Self.command(words: words, verb: Verb.verb)
    }

    func memoCommand() throws -> MemoAction {
        try Self.command(words: words, verb: Verb.verb)
    }

    /// What `verb`'s words ask for; the one reading both parsers use.
    static func command(words: [String], verb: TextCommandWords.Verb) throws -> MemoAction {
        guard let (ids, patch) = try LanguageReading.read({ try TextCommandWords.patch(verb, words: words, now: .now()) }) else {
            throw CommandWordsError("say which memos and what text: todo \(CommandTable.usage(of: verb.rawValue))")
        }
        return .modify(ids: ids, patch, kind: .modify)
    }
}

/// Which of the commands `TextCommand` is.
protocol TextVerb {
    /// The command's name, help and examples.
    static var configuration: CommandConfiguration { get }
    /// What it does with the note.
    static var verb: TextCommandWords.Verb { get }
}

/// `todo annotate ID... TEXT...`.
typealias Annotate = TextCommand<AnnotateVerb>
/// `todo denotate ID... TEXT...`.
typealias Denotate = TextCommand<DenotateVerb>

enum AnnotateVerb: TextVerb {
    static let configuration = CommandConfiguration(commandName: "annotate")
    static let verb = TextCommandWords.Verb.annotate
}

enum DenotateVerb: TextVerb {
    static let configuration = CommandConfiguration(commandName: "denotate")
    static let verb = TextCommandWords.Verb.denotate
}

/// `todo append ID... WORDS...`.
typealias Append = TextCommand<AppendVerb>
/// `todo prepend ID... WORDS...`.
typealias Prepend = TextCommand<PrependVerb>

enum AppendVerb: TextVerb {
    static let configuration = CommandConfiguration(commandName: "append")
    static let verb = TextCommandWords.Verb.append
}

enum PrependVerb: TextVerb {
    static let configuration = CommandConfiguration(commandName: "prepend")
    static let verb = TextCommandWords.Verb.prepend
}
