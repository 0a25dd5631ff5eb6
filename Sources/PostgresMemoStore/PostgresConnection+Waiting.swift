#if canImport(Glibc)
import Glibc
#endif
import CLibPQ

/// Every wait on the server, as poll(2) on libpq's socket with a deadline: connecting, and
/// reading a statement's results. libpq's own blocking calls would wait forever on a server
/// that took the connection and then stopped answering.
extension PostgresConnection {
    /// Drives a connection started with `PQconnectStartParams` (or `PQresetStart`) to its
    /// end with `step`, within `connectLimit` and the budget.
    func finishConnecting(_ handle: OpaquePointer, _ step: (OpaquePointer?) -> PostgresPollingStatusType) throws {
        let start = Self.now()
        let deadline = deadline(afterMilliseconds: connectLimit)
        guard PQstatus(handle) != CONNECTION_BAD else { throw connectError(handle) }
        var state = PGRES_POLLING_WRITING
        while true {
            switch state {
            case PGRES_POLLING_OK:
                return
            case PGRES_POLLING_READING, PGRES_POLLING_WRITING:
                guard try waitForSocket(of: handle, writing: state == PGRES_POLLING_WRITING, until: deadline) else {
                    throw PostgresError(sqlState: "08001", message: Self.noAnswer(since: start))
                }
            default:
                throw connectError(handle)
            }
            state = step(handle)
        }
    }

    /// The result of the statement just sent, as `PQexec` would give it (the last one, or the
    /// first error); throws when the server stays silent past the read timeout or the budget,
    /// leaving the session abandoned.
    func awaitResult(_ handle: OpaquePointer, sql: String?) throws -> OpaquePointer? {
        var kept: OpaquePointer?
        while true {
            while PQisBusy(handle) == 1 {
                let start = Self.now()
                let deadline = deadline(afterMilliseconds: timeouts.read)
                guard try waitForSocket(of: handle, writing: false, until: deadline) else {
                    if let kept { PQclear(kept) }
                    isAbandoned = true
                    throw PostgresError(sqlState: "08006", message: Self.noAnswer(since: start), sql: sql)
                }
                guard PQconsumeInput(handle) == 1 else {
                    if let kept { PQclear(kept) }
                    throw lastError(sql: sql)
                }
            }
            guard let result = PQgetResult(handle) else { return kept }
            let status = PQresultStatus(result)
            if let kept, PQresultStatus(kept) == PGRES_FATAL_ERROR {
                PQclear(result)
            } else {
                if let kept { PQclear(kept) }
                kept = result
            }
            if status == PGRES_COPY_IN || status == PGRES_COPY_OUT || status == PGRES_COPY_BOTH { return kept }
        }
    }

    /// Milliseconds on the monotonic clock.
    static func now() -> Int64 {
        var time = timespec()
        clock_gettime(CLOCK_MONOTONIC, &time)
        return Int64(time.tv_sec) * 1_000 + Int64(time.tv_nsec) / 1_000_000
    }

    // MARK: - Private

    /// The end of a wait of `milliseconds` (0: none) from now, cut short by the budget.
    private func deadline(afterMilliseconds milliseconds: Int) -> Int64? {
        let own = milliseconds > 0 ? Self.now() + Int64(milliseconds) : nil
        guard let budgetEnd else { return own }
        return min(own ?? budgetEnd, budgetEnd)
    }

    /// Waits until libpq's socket can be read (or written); false when `deadline` came first.
    private func waitForSocket(of handle: OpaquePointer, writing: Bool, until deadline: Int64?) throws -> Bool {
        let socket = PQsocket(handle)
        guard socket >= 0 else { throw lastError(sql: nil) }
        var descriptor = pollfd(fd: socket, events: Int16(writing ? POLLOUT : POLLIN), revents: 0)
        while true {
            let timeout = deadline.map { Int32(clamping: max(0, $0 - Self.now())) } ?? -1
            let ready = poll(&descriptor, 1, timeout)
            if ready > 0 { return true }
            if ready == 0 { return false }
            guard errno == EINTR else { throw PostgresError(sqlState: "", message: String(cString: strerror(errno))) }
        }
    }

    private func connectError(_ handle: OpaquePointer) -> PostgresError {
        let message = PQerrorMessage(handle).map { String(cString: $0) } ?? "cannot connect"
        return PostgresError(sqlState: "08001", message: redaction.clean(message))
    }

    /// `no answer from the server after 10.0 s`.
    private static func noAnswer(since start: Int64) -> String {
        let tenths = (now() - start + 50) / 100
        return "no answer from the server after \(tenths / 10).\(tenths % 10) s"
    }
}
