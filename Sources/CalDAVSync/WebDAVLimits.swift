/// What one CalDAV server may make a sync hold: bytes kept per answer and per task, and time
/// per request. A server (or anyone answering for it) that sends more, or for longer, ends the
/// request with one line instead of exhausting memory or holding the sync.
public struct WebDAVLimits: Sendable, Equatable {
    /// The most bytes one answer's body may have, counted after decoding (gzip, deflate): the
    /// transfer stops as soon as it passes them.
    public var answerBytes: Int
    /// The most bytes one task's calendar data may have; a bigger one is a task todo cannot
    /// read, counted and named, and the rest syncs.
    public var taskBytes: Int
    /// The most seconds one request may take, however steadily the server keeps sending.
    public var requestSeconds: Int

    /// Creates limits; see each property.
    public init(answerBytes: Int, taskBytes: Int, requestSeconds: Int) {
        self.answerBytes = answerBytes
        self.taskBytes = taskBytes
        self.requestSeconds = requestSeconds
    }

    /// A sync's: 32 MiB an answer (a multiget of 200 ordinary tasks is well under 1 MiB),
    /// 4 MiB a task (a memo's largest fields written as iCalendar are under 1 MiB), 120 s a
    /// request.
    public static let standard = WebDAVLimits(answerBytes: 32 << 20, taskBytes: 4 << 20, requestSeconds: 120)
}
