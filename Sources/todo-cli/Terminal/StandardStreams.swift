#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// The process's stdout, buffered, and stderr, unbuffered, written with write(2).
///
/// One buffer on the main actor instead of C's global `FILE` streams: results are written in
/// large chunks (an export of a million memos makes few system calls), and everything written
/// so far reaches the descriptor before an error line, a prompt, or the exit.
@MainActor
enum StandardStreams {
    /// Appends `text` to stdout's buffer, writing the buffer out once it is large.
    static func write(_ text: String) {
        outputBuffer.append(contentsOf: text.utf8)
        if outputBuffer.count >= 64 * 1024 {
            flush()
        }
    }

    /// Writes everything buffered for stdout now.
    static func flush() {
        writeAll(outputBuffer, to: STDOUT_FILENO)
        outputBuffer.removeAll(keepingCapacity: true)
    }

    /// Writes `text` to stderr at once, after whatever stdout holds.
    static func writeError(_ text: String) {
        flush()
        writeAll(Array(text.utf8), to: STDERR_FILENO)
    }

    /// Flushes stdout and ends the process with `status`.
    static func exit(_ status: Int32) -> Never {
        flush()
        #if canImport(Glibc)
        Glibc.exit(status)
        #else
        Darwin.exit(status)
        #endif
    }

    // MARK: - Private

    private static var outputBuffer: [UInt8] = []

    private static func writeAll(_ bytes: [UInt8], to descriptor: Int32) {
        bytes.withUnsafeBytes { buffer in
            var offset = 0
            while offset < buffer.count {
                let written = Glibc.write(descriptor, buffer.baseAddress! + offset, buffer.count - offset)
                if written < 0 {
                    if errno == EINTR { continue }
                    return  // A closed pipe: the reader is gone, nothing left to tell it.
                }
                offset += written
            }
        }
    }
}
