import MemoStore
import MemoUseCases
import TodoLanguage

/// Taskwarrior's order through a filter on the list screen (`+errand modify pri:L`): the
/// filter's memos are listed first, as `list` lists them, and the write runs on their ids.
extension TodoListViewController {
    /// Lists the memos `write`'s filter matches, as `list` would, after checking its own words
    /// on a stand-in id so a mistyped change is told before anything is asked.
    func find(_ write: FilteredWrite) {
        do {
            switch write.command {
            case "modify":
                guard try ShellWords.modify(["1"] + write.rest, clock: clock) != nil else {
                    return showUsage("FILTER... modify ATTRIBUTE...")
                }
            case "annotate", "denotate", "append", "prepend":
                let verb = TextCommandWords.Verb(rawValue: write.command) ?? .annotate
                guard try ShellWords.text(verb, ["1"] + write.rest, clock: clock) != nil else {
                    return showUsage(CommandTable.usage(of: write.command))
                }
            default:
                // `TaskwarriorOrder` has refused any word after the others.
                break
            }
            let action: MemoAction
            switch try ShellWords.list(write.listWords, clock: clock) {
            case .page(var request):
                request.limit = CommandReading.maxListLimit
                action = .list(request)
            case .search(let query, let filter, _):
                action = .search(query: query, filter: filter, limit: CommandReading.maxListLimit)
            }
            pendingWrite = write
            listener?.request(action)
        } catch {
            showError(error)
        }
    }

    /// Runs `write` on the memos of `listing`, in id order, asking first when they are more
    /// than the threshold; nothing is changed unless it runs. A command of one memo (`info`)
    /// opens the one memo found: the screen shows one, so a filter that finds more lists them and says so.
    func run(_ write: FilteredWrite, on listing: MemoListing) {
        if write.runsPerMemo, listing.memos.count > 1, listing.more == 0 {
            screen?.write(MemoText.confirmationRows(listing.memos, clock: clock, width: screen?.width ?? 80))
            return showFailure("\(listing.memos.count) memos match; \(write.command) opens one: ID \(write.command)")
        }
        do {
            if try !write.mayGoAhead(on: listing, threshold: FilteredWrite.shellThreshold, canAsk: screen?.isInteractive == true) {
                guard let screen else { return }
                let count = listing.memos.count
                screen.write(MemoText.confirmationRows(listing.memos, clock: clock, width: screen.width))
                let answer = screen.readLine(prompt: "\(write.command) \(count) memos? [y/N] ")?.lowercased()
                guard answer == "y" || answer == "yes" else { return showFailure("nothing changed") }
            }
        } catch {
            return showFailure(error.description)
        }
        _ = handle(write.line(ids: listing.memos.map(\.id).sorted()))
    }
}
