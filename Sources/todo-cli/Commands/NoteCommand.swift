import ArgumentParser
import MemoStore
import TodoLanguage
import TodoRIBs

/// `annotate ID... TEXT...` and `denotate ID... TEXT...`: a dated note added to memos, or
/// one removed, all or nothing, one undo step.
struct NoteCommand<Verb: NoteVerb>: WorkflowCommand {
    static var configuration: CommandConfiguration { Verb.configuration }

    @OptionGroup var options: GlobalOptions

    // Every word is taken, so a note may hold words that look like options after `--`.
    @Argument(parsing: .allUnrecognized, help: ArgumentHelp("The memos' ids, then the note.", valueName: "id-or-word"),
              completion: .custom(MemoIDCompletion.completeAny))
    var words: [String] = []

    func validate() throws {
        try CommandWords.refuseUnknownOptions(in: words, options: [])
        _ = try Self.command(words: words, verb: Verb.verb)
    }

    func memoCommand() throws -> MemoCommand {
        try Self.command(words: words, verb: Verb.verb)
    }

    /// What `verb`'s words ask for; the one reading both parsers use.
    static func command(words: [String], verb: NoteWords.Verb) throws -> MemoCommand {
        guard let (ids, patch) = try LanguageReading.read({ try NoteWords.patch(verb, words: words, now: .now()) }) else {
            throw ValidationError("say which memos and what note: todo \(NoteWords.usage(verb))")
        }
        return .modify(ids: ids, patch)
    }
}

/// Which note command `NoteCommand` is.
protocol NoteVerb {
    /// The command's name, help and examples.
    static var configuration: CommandConfiguration { get }
    /// What it does with the note.
    static var verb: NoteWords.Verb { get }
}

/// `todo annotate ID... TEXT...`.
typealias Annotate = NoteCommand<AnnotateVerb>
/// `todo denotate ID... TEXT...`.
typealias Denotate = NoteCommand<DenotateVerb>

enum AnnotateVerb: NoteVerb {
    static let configuration = CommandConfiguration(
        commandName: "annotate",
        abstract: "Add a dated note to memos (Taskwarrior's annotation), all or nothing. Prints each memo annotated.",
        discussion: "The body stays as it is; `show` lists the notes with their dates.\n\nExamples:\n  todo annotate 12 called the landlord\n  todo annotate 12 13 -- -5% discount")
    static let verb = NoteWords.Verb.annotate
}

enum DenotateVerb: NoteVerb {
    static let configuration = CommandConfiguration(
        commandName: "denotate",
        abstract: "Remove a note from memos: the one with exactly this text, else the oldest that contains it.",
        discussion: "Examples:\n  todo denotate 12 called the landlord\n  todo denotate 12 landlord")
    static let verb = NoteWords.Verb.denotate
}
