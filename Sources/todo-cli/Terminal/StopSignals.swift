#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import MemoUseCases

/// SIGINT and SIGTERM as something to poll(2): from `init` on, either signal only writes a
/// byte to a pipe whose read end is `descriptor`, so a loop that waits on it ends between two
/// pieces of work instead of in the middle of one.
final class StopSignals {
    /// Installs the handlers (and unblocks both signals, which a parent may have blocked).
    /// - throws: a runtime failure when no pipe can be made.
    init() throws {
        var ends: [Int32] = [-1, -1]
        guard pipe(&ends) == 0 else { throw SyncCommandError.failure("cannot wait for signals: \(String(cString: strerror(errno)))") }
        for end in ends { _ = fcntl(end, F_SETFL, fcntl(end, F_GETFL) | O_NONBLOCK) }
        for end in ends { _ = fcntl(end, F_SETFD, FD_CLOEXEC) }
        descriptor = ends[0]
        stopSignalPipe = ends[1]
        for signal in [SIGINT, SIGTERM] {
            var action = sigaction()
            action.__sigaction_handler.sa_handler = { _ in
                var byte: UInt8 = 1
                _ = write(stopSignalPipe, &byte, 1)
            }
            sigemptyset(&action.sa_mask)
            sigaction(signal, &action, nil)
        }
        var set = sigset_t()
        sigemptyset(&set)
        sigaddset(&set, SIGINT)
        sigaddset(&set, SIGTERM)
        pthread_sigmask(SIG_UNBLOCK, &set, nil)
    }

    /// Readable once a signal came.
    let descriptor: Int32

    /// Whether SIGINT or SIGTERM came since `init`; never waits.
    var wasRaised: Bool {
        var byte: UInt8 = 0
        if read(descriptor, &byte, 1) == 1 { raised = true }
        return raised
    }

    // MARK: - Private

    private var raised = false
}

/// The pipe the signal handler writes to: a handler can reach only globals.
nonisolated(unsafe) private var stopSignalPipe: Int32 = -1
