/// Why a memo's edited form cannot be read: every problem found, each with its line.
public struct MemoFormError: Error, Sendable, Equatable, CustomStringConvertible {
    /// One line that cannot be read.
    public struct Problem: Sendable, Equatable {
        /// The line's number, from 1.
        public let line: Int
        /// What is wrong with it, lower-case, without the line number.
        public let message: String

        /// Creates a problem.
        public init(line: Int, message: String) {
            self.line = line
            self.message = message
        }
    }

    /// The problems, in the order of their lines.
    public let problems: [Problem]

    /// Creates an error of these problems.
    public init(problems: [Problem]) {
        self.problems = problems
    }

    /// `line 3: …` a problem, one a line.
    public var description: String {
        problems.map { "line \($0.line): \($0.message)" }.joined(separator: "\n")
    }
}
