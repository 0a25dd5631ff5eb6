#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import MemoStore

/// The process's stdout, buffered, and stderr, unbuffered, written with write(2).
///
/// One buffer on the main actor instead of C's global `FILE` streams: results are written in
/// large chunks (an export of a million memos makes few system calls), and everything written
/// so far reaches the descriptor before an error line, a prompt, or the exit.
///
/// A failed write to stdout (a full disk, `> /dev/full`, an I/O error) is remembered, later
/// output is dropped, and `exit` turns a success into one line on stderr and status 1: a
/// truncated export must never look like a backup. A reader that closed the pipe ends the
/// process with SIGPIPE, as Unix tools do, unless the command has committed a change: then
/// the closed pipe is a failed write like the others, so the line says the change was made.
@MainActor
enum StandardStreams {
    /// Appends `text` to stdout's buffer, writing the buffer out once it is large.
    static func write(_ text: String) {
        guard outputFailure == nil else { return }
        if text.utf8.count >= bufferLimit {
            // A large text (a listing of thousands) goes out from its own storage: copied into
            // the buffer, it would touch as much memory again, and grow the buffer to hold it.
            flush()
            var text = text
            if outputFailure == nil, let failure = text.withUTF8({ writeAll(UnsafeRawBufferPointer($0), to: STDOUT_FILENO) }) {
                outputFailure = failure
            }
            return
        }
        outputBuffer.append(contentsOf: text.utf8)
        if outputBuffer.count >= bufferLimit {
            flush()
        }
    }

    /// Lets `append` add UTF-8 to stdout's buffer in place, then writes the buffer out once it
    /// is large: a stream of many pieces (an export) makes no `String` of each.
    static func write(appending append: (inout [UInt8]) -> Void) {
        guard outputFailure == nil else { return }
        append(&outputBuffer)
        if outputBuffer.count >= bufferLimit {
            flush()
        }
    }

    /// Writes everything buffered for stdout now.
    static func flush() {
        if outputFailure == nil, let failure = outputBuffer.withUnsafeBytes({ writeAll($0, to: STDOUT_FILENO) }) {
            outputFailure = failure
        }
        outputBuffer.removeAll(keepingCapacity: true)
    }

    /// Writes `text` to stderr at once, after whatever stdout holds.
    static func writeError(_ text: String) {
        flush()
        _ = Array(text.utf8).withUnsafeBytes { writeAll($0, to: STDERR_FILENO) }
    }

    /// Writes `text` to stderr after whatever stdout holds, unless stdout could not be written:
    /// a note on the output (`… 10 more`) would be a second line beside that failure's.
    static func writeNote(_ text: String) {
        flush()
        guard outputFailure == nil else { return }
        _ = Array(text.utf8).withUnsafeBytes { writeAll($0, to: STDERR_FILENO) }
    }

    /// Puts `/dev/null` on whichever of descriptors 0, 1 and 2 the process was started
    /// without (`<&-`), so no file opened later (the store, a spool) lands on one of them and
    /// is read as input or overwritten by output. A closed stdout still fails its first write
    /// (EBADF), as it would have; `isInputClosed` tells a closed stdin.
    static func guardClosedDescriptors() {
        for descriptor in [STDIN_FILENO, STDOUT_FILENO, STDERR_FILENO] where fcntl(descriptor, F_GETFD) == -1 && errno == EBADF {
            // open(2) gives the lowest free descriptor: this one.
            guard open("/dev/null", descriptor == STDIN_FILENO ? O_RDONLY : O_WRONLY) == descriptor else { continue }
            if descriptor == STDIN_FILENO { isInputClosed = true }
            if descriptor == STDOUT_FILENO { outputFailure = EBADF }
        }
    }

    /// Whether the process was started with its standard input closed.
    static private(set) var isInputClosed = false

    /// What the command committed to the store (`add #5`), said on stderr when its output
    /// could not be written, so a script does not take the failure for nothing done and
    /// make the change twice. Once set, SIGPIPE is ignored while stdout is written: a reader
    /// that closed the pipe makes the write fail (EPIPE) instead of ending the process
    /// without a word (and a program started later, an editor, still gets SIGPIPE as usual).
    static var committedChange: String?

    /// The errno of the first write to stdout that failed, or nil while all of them worked.
    static private(set) var outputFailure: Int32?

    /// Flushes stdout and ends the process with `status`, or with 1 and one line on stderr
    /// when `status` is success but stdout could not be written.
    static func exit(_ status: ExitStatus) -> Never {
        flush()
        var status = status
        if let failure = outputFailure, status == .success {
            let reason = String(cString: strerror(failure))
            let line = committedChange.map { "cannot write the output (\(reason)), but the change was made: \($0)" }
                ?? "cannot write the output: \(reason)"
            _ = Array("todo: \(line)\n".utf8).withUnsafeBytes { writeAll($0, to: STDERR_FILENO) }
            status = .failure
        }
        #if canImport(Glibc)
        Glibc.exit(status.rawValue)
        #else
        Darwin.exit(status.rawValue)
        #endif
    }

    // MARK: - Private

    private static var outputBuffer: [UInt8] = []

    /// How much stdout's buffer holds before it is written out.
    private static let bufferLimit = 64 * 1024

    /// Writes all of `buffer`; the errno of the failure, or nil.
    private static func writeAll(_ buffer: UnsafeRawBufferPointer, to descriptor: Int32) -> Int32? {
        let brokenPipeFails = committedChange != nil
        let disposition = brokenPipeFails ? signal(SIGPIPE, SIG_IGN) : nil
        defer { if brokenPipeFails { signal(SIGPIPE, disposition) } }
        var offset = 0
        while offset < buffer.count {
            let written = Glibc.write(descriptor, buffer.baseAddress! + offset, buffer.count - offset)
            if written < 0 {
                let failure = errno
                if failure == EINTR { continue }
                if failure == EPIPE, !brokenPipeFails { dieOfBrokenPipe() }
                return failure
            }
            offset += written
        }
        return nil
    }

    /// Ends the process as SIGPIPE would have, also when it was started with SIGPIPE ignored.
    private static func dieOfBrokenPipe() -> Never {
        signal(SIGPIPE, SIG_DFL)
        raise(SIGPIPE)
        Glibc._exit(141)
    }
}
