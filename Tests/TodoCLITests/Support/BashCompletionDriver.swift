import Foundation
import TestSupport

/// Runs todo's bash completion as bash's Tab would, without a terminal: the line typed up to
/// the cursor at its end, and the function `complete` names for `todo`.
enum BashCompletionDriver {
    /// What the script at `script` offers for each of `lines`, one string a line, candidates
    /// joined by spaces; with no lines, `complete -p todo`. `todo` calls back the binary under
    /// test, with neither `TODO_DB` nor `TODO_USER` set.
    static func offered(_ script: URL, lines: [String]) throws -> [String] {
        var driver = "source \(script.path)\ncomplete -p todo\n"
        for line in lines {
            driver += """
                COMP_LINE='\(line)'; COMP_POINT=${#COMP_LINE}; read -ra COMP_WORDS <<< "$COMP_LINE"
                COMP_WORDS[0]='\(TodoProcess.binary.path)'
                [[ "$COMP_LINE" == *" " ]] && COMP_WORDS+=("")
                COMP_CWORD=$((${#COMP_WORDS[@]} - 1)); COMPREPLY=()
                _todo todo "${COMP_WORDS[COMP_CWORD]}" "${COMP_WORDS[COMP_CWORD - 1]}"
                echo "${COMPREPLY[*]}"

                """
        }
        let bash = Process()
        bash.executableURL = URL(fileURLWithPath: "/bin/bash")
        bash.arguments = ["-c", driver]
        var environment = ProcessInfo.processInfo.environment
        environment["TODO_DB"] = nil
        environment["TODO_USER"] = nil
        bash.environment = environment
        let output = Pipe()
        bash.standardOutput = output
        let exit = ProcessExit(of: bash)
        try SignalMask.withNoneBlocked { try bash.run() }
        let text = String(decoding: output.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        exit.wait()
        let all = text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        return lines.isEmpty ? Array(all.prefix(1)) : Array(all.dropFirst().prefix(lines.count))
    }
}
