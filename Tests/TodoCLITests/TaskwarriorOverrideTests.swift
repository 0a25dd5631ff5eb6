import Foundation
import Testing
import TestSupport

/// `rc.KEY=VALUE`, Taskwarrior's overrides that scripts pass: a setting for the run, or nothing,
/// or refused; never a word of the command. How the line is read does not depend on the engine.
final class TaskwarriorOverrideTests: EngineSuite {
    @Test
    func test_overrides_areNeverTitleTextOrFilterWords() throws {
        try begin(on: .sqlite)
        let todo = try makeTodo()
        for title in ["Milk", "Letter", "Bank", "Stamps"] { try todo.run(["add", title, "+errand"]) }

        let modified = try todo.run(["1", "modify", "pri:L", "rc.verbose=nothing"])
        let added = try todo.run(["add", "rcy", "rc.confirmation=off"])
        let annotated = try todo.run(["rc.verbose:nothing", "2", "annotate", "see", "the", "list"])
        let listed = try todo.run(["rc.verbose=nothing", "list", "+errand"])
        let exported = try todo.run(["export", "rc.json.array=off"])
        // After `--` a word is text, whatever it looks like; so is an option's value.
        let kept = try todo.run(["add", "config", "--body", "rc.verbose=nothing", "--", "rc.verbose=nothing"])

        #expect(modified.status == 0 && modified.stdout == "modify #1 Milk\n", "\(modified.stderr)")
        #expect(added.stdout == "5\n", "\(added.stderr)")
        let memos = try todo.run(["export"]).stdout.split(separator: "\n").map {
            try #require(try JSONSerialization.jsonObject(with: Data($0.utf8)) as? [String: Any])
        }
        #expect(memos.map { $0["title"] as? String } == ["Milk", "Letter", "Bank", "Stamps", "rcy", "config rc.verbose=nothing"])
        #expect(memos[0]["priority"] as? String == "L")
        #expect(annotated.status == 0, "\(annotated.stderr)")
        #expect(((memos[1]["annotations"] as? [[String: Any]])?.first?["description"] as? String) == "see the list")
        #expect(listed.stdout.split(separator: "\n").count == 4, "\(listed.stdout)\(listed.stderr)")
        #expect(exported.stdout.split(separator: "\n").count == 5, "\(exported.stderr)")
        #expect(kept.stdout == "6\n", "\(kept.stderr)")
        #expect(try todo.run(["show", "6", "--json"]).stdout.contains(#""body":"rc.verbose=nothing""#))
    }

    @Test
    func test_bulk_isTaskwarriorsBulk_zeroNeverAsks_andWinsOverTheEnvironment() throws {
        try begin(on: .sqlite)
        let todo = try makeTodo()
        for title in ["Milk", "Letter", "Bank", "Stamps"] { try todo.run(["add", title, "+errand"]) }

        // Taskwarrior's bulk=4: four memos ask (here, without a terminal, refuse); bulk=5 does not.
        let four = try todo.run(["+errand", "modify", "pri:H", "rc.bulk=4"])
        let five = try todo.run(["+errand", "modify", "pri:M", "rc.bulk=5"])
        let never = try todo.run(["rc.bulk=0", "+errand", "modify", "pri:L"], environment: ["TODO_BULK": "0"])

        #expect(four.status == 2 && four.stderr == "todo: modify would change 4 memos: add --yes to go ahead\n", "\(four.stderr)")
        #expect(five.status == 0, "\(five.stderr)")
        #expect(never.status == 0, "\(never.stderr)")
        #expect(try todo.run(["list", "pri:L"]).stdout.split(separator: "\n").count == 4)
    }

    @Test
    func test_overridesTodoCannotHonour_areRefused_andChangeNothing() throws {
        try begin(on: .sqlite)
        let todo = try makeTodo()
        try todo.run(["add", "Milk"])
        let before = try todo.storeSnapshot()

        let cases: [([String], String)] = [
            (["1", "modify", "pri:L", "rc.data.location=/tmp/x"],
             "todo: 'rc.data.location=/tmp/x': todo does not take Taskwarrior's setting data.location (a word: put it after --)\n"),
            (["rc:/tmp/taskrc", "list"],
             "todo: 'rc:/tmp/taskrc' names a Taskwarrior configuration file; todo reads $XDG_CONFIG_HOME/todo/config (a word: put it after --)\n"),
            (["export", "rc.json.array=on"], "todo: rc.json.array=on: todo's export prints JSON Lines; list --json prints an array\n"),
            (["rc.bulk=many", "list"], "todo: rc.bulk is a number of memos, 0 or more (0 never asks), not 'many'\n"),
            (["rc.sort=size", "list"], "todo: rc.sort is urgency, due, priority, created, oldest or end, not 'size'\n"),
        ]
        for (arguments, message) in cases {
            let result = try todo.run(arguments)
            #expect(result.status == 2, "\(arguments)")
            #expect(result.stderr == message, "\(arguments)")
            #expect(result.stdout.isEmpty, "\(arguments)")
        }
        #expect(try todo.storeSnapshot() == before)
    }
}

/// Help and version words after a command's text: refused, so a script never takes help for a stored memo.
final class HelpAmongWordsTests: EngineSuite {
    @Test
    func test_helpOrVersionAfterText_isRefused_storesNothing_andBeforeItIsHelp() throws {
        try begin(on: .sqlite)
        let todo = try makeTodo()
        try todo.run(["add", "Milk"])
        let before = try todo.storeSnapshot()

        let cases: [([String], String)] = [
            (["add", "call", "mom", "-h"], "todo: -h after add's words: for help, todo add --help; to keep it as a word, put it after --\n"),
            (["add", "fix", "--version", "flag"], "todo: --version after add's words: for help, todo add --help; to keep it as a word, put it after --\n"),
            (["1", "annotate", "see", "--help"], "todo: --help after annotate's words: for help, todo annotate --help; to keep it as a word, put it after --\n"),
            (["modify", "1", "pri:H", "-h"], "todo: -h after modify's words: for help, todo modify --help; to keep it as a word, put it after --\n"),
        ]
        for (arguments, message) in cases {
            let result = try todo.run(arguments)
            #expect(result.status == 2 && result.stdout.isEmpty, "\(arguments)")
            #expect(result.stderr == message, "\(arguments)")
        }
        #expect(try todo.storeSnapshot() == before)

        let help = try todo.run(["add", "--body", "x", "--help"])
        let listHelp = try todo.run(["list", "+x", "-h"])
        let kept = try todo.run(["add", "call", "mom", "--", "-h"])
        #expect(help.status == 0 && help.stdout.hasPrefix("OVERVIEW: Add a memo"), "\(help.stderr)")
        #expect(listHelp.status == 0 && listHelp.stdout.hasPrefix("OVERVIEW: List memos"), "\(listHelp.stderr)")
        #expect(kept.stdout == "2\n", "\(kept.stderr)")
        #expect(try todo.run(["info", "2"]).stdout.hasPrefix("#2 call mom -h\n"))
    }
}
