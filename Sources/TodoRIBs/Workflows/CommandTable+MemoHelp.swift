extension CommandTable {
    /// The help of the commands that add and change memos: `add`, `done`, `modify`, `annotate`…
    /// nil for a command not among them.
    static func memoHelp(_ name: String) -> CommandHelp? {
        switch name {
        case "add":
            CommandHelp(
                "Add a memo and print its id.",
                discussion: """
                The words, joined by spaces, are the title. Words like due:DATE, wait:DATE, pri:H|M|L, project:NAME, \
                +tag, recur:PERIOD and parent:ID (a subtask of memo ID, or of a uuid) set fields instead; after -- \
                every word is title text.

                DATE: 2026-12-01, 2026-12-01T15:30, 20261201T100000Z, today, tomorrow, yesterday, mon…sun and \
                jan…dec (the next one), eod, eow, eom, eoy, sod, sow, som, soy, now, later, +3d, +2w, 3days, 1mo, \
                1hr, P1D, PT2H, and date math such as today+2d or eow+1w, read in your time zone; a day means \
                its end (for wait: and scheduled:, its start).

                PERIOD: daily, weekly, monthly, yearly, weekdays (Monday to Friday), a count and d, w, m or y \
                (2w), or Taskwarrior's spellings (biweekly, quarterly, 3days, 2wks, P1M); not hours or minutes.

                Examples:
                  todo add Buy milk
                  todo add Pay rent due:eom pri:H project:home +bills recur:monthly
                  todo add "Call mom" --body "about Sunday lunch" --due sun
                  todo add -- due:later is part of this title
                """,
                operand: CommandHelp.Operand("words", "The title, with attribute words."))
        case "log":
            CommandHelp(
                "Add a memo that is already done (something finished) and print its id.",
                discussion: """
                The same words and options as add, but recur: (a memo logged done makes no next
                one; Taskwarrior's log refuses it too).

                Examples:
                  todo log Called the plumber
                  todo log Paid rent project:home +bills
                """,
                operand: CommandHelp.Operand("words", "The title, with attribute words."))
        case "done":
            CommandHelp(
                "Mark memos done, all or nothing; a recurring memo gets its next one. Prints each memo marked.",
                discussion: """
                A memo with open children is refused, naming them; --yes marks its whole subtree done, as one step \
                undo takes back.

                Examples:
                  todo done 12
                  todo done 12 13 14
                  todo done 12 --yes
                """,
                operand: CommandHelp.Operand("ids", "The memos' ids."))
        case "undone":
            CommandHelp(
                "Mark memos open again, all or nothing. Prints each memo marked.",
                discussion: """
                Examples:
                  todo undone 12
                  todo undone 12 13
                """,
                operand: CommandHelp.Operand("ids", "The memos' ids."))
        case "edit":
            CommandHelp(
                "Change a memo's title and/or body and print the change; with no option, every field in your editor.",
                discussion: """
                With --title or --body, prints the change (edit #12 Buy oat milk). With neither, opens every field of \
                the memo in $VISUAL (else $EDITOR, else vi), as Taskwarrior's task edit does; saving applies what \
                changed as one command (one undo step). A form that cannot be read is reported line by line and \
                changes nothing; so does an editor that fails. In Taskwarrior's order, ids or a filter come first \
                (todo 12 edit, todo +home edit) and each memo is edited in turn, an undo step each.

                Examples:
                  todo edit 12 --title "Buy oat milk"
                  todo edit 12 --body ""        (clears the body)
                  todo edit 12                  (every field, in your editor)
                """,
                operand: CommandHelp.Operand("id", "The memo's id."),
                options: [
                    .body: "The new body; an empty string clears it.",
                ])
        case "rm", "delete":
            CommandHelp(
                aliasAbstract(name)
                    ?? "Delete memos, all or nothing (`todo undo` brings them back, with the same ids). Prints each memo "
                    + "deleted.",
                discussion: """
                A memo with children is refused, naming them: --yes removes its whole subtree, --keep-children moves \
                its children up a level.

                Examples:
                  todo \(name) 12
                  todo \(name) 12 13
                  todo \(name) 12 --keep-children
                """,
                operand: CommandHelp.Operand("ids", "The memos' ids."),
                options: [
                    .yes: "Remove the whole subtree of a memo with children.",
                ])
        case "modify":
            CommandHelp(
                "Change fields of memos, all or nothing, and print each as changed.",
                discussion: """
                The ids come first, then what to change: due:DATE, wait:DATE, pri:H|M|L, project:NAME, recur:PERIOD \
                set a field and the same word with nothing after the colon clears it; +tag adds a tag and -tag \
                removes it; other words replace the title.

                Examples:
                  todo modify 12 due:fri pri:H
                  todo modify 12 13 +urgent -someday
                  todo modify 12 due: recur:
                """,
                operand: CommandHelp.Operand("id-or-word", "The ids, then what to change."))
        case "start":
            CommandHelp(
                "Start memos: mark them as in progress (+active) from now, all or nothing. Prints each memo started.",
                discussion: """
                A memo already started keeps the time it was first started; done stops it.

                Examples:
                  todo start 12
                  todo start 12 13
                """,
                operand: CommandHelp.Operand("ids", "The memos' ids."))
        case "stop":
            CommandHelp(
                "Stop memos: no longer in progress, all or nothing. Prints each memo stopped.",
                discussion: """
                Examples:
                  todo stop 12
                  todo stop 12 13
                """,
                operand: CommandHelp.Operand("ids", "The memos' ids."))
        case "annotate":
            CommandHelp(
                "Add a dated note to memos (Taskwarrior's annotation), all or nothing. Prints each memo annotated.",
                discussion: """
                The body stays as it is; `show` lists the notes with their dates.

                Examples:
                  todo annotate 12 called the landlord
                  todo annotate 12 13 -- -5% discount
                """,
                operand: CommandHelp.Operand("id-or-word", "The memos' ids, then the note."))
        case "denotate":
            CommandHelp(
                "Remove a note from memos: the one with exactly this text, else the oldest that contains it.",
                discussion: """
                Examples:
                  todo denotate 12 called the landlord
                  todo denotate 12 landlord
                """,
                operand: CommandHelp.Operand("id-or-word", "The memos' ids, then the note."))
        case "append":
            CommandHelp(
                "Add words at the end of memos' titles, all or nothing. Prints each memo changed.",
                discussion: """
                The words are read as modify reads them, as Taskwarrior's append does: title words are \
                added, and +tag, -tag and attributes (pri:H, due:fri) change those fields in the same step; \
                after -- every word is text.

                Examples:
                  todo append 12 and bread
                  todo append 12 and bread +errand pri:H
                  todo append 12 13 -- --urgent
                """,
                operand: CommandHelp.Operand("id-or-word", "The memos' ids, then the note."))
        case "prepend":
            CommandHelp(
                "Add words at the start of memos' titles, all or nothing. Prints each memo changed.",
                discussion: """
                The words are read as append's are: title words are added, and +tag, -tag and attributes \
                change those fields in the same step; after -- every word is text.

                Examples:
                  todo prepend 12 Urgent:
                """,
                operand: CommandHelp.Operand("id-or-word", "The memos' ids, then the note."))
        case "duplicate":
            CommandHelp(
                "Add a copy of each memo (open, not started, a new uuid) and print each new id.",
                discussion: """
                --subtree copies the memos below it too, each under the copy of its parent.

                Examples:
                  todo duplicate 12
                  todo duplicate 12 13
                  todo duplicate 12 --subtree
                """,
                operand: CommandHelp.Operand("ids", "The memos' ids."))
        default: nil
        }
    }
}
