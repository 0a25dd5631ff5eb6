#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Chunks of work handed from one thread to another, in order, through a queue of bounded
/// size: an import's stages on two cores (its input decoded ahead, its full-text index built
/// aside) without memory growing with the input.
///
/// Guarantees: `take()` returns the chunks `put` queued, in their order, each once. `put`
/// waits while `chunksAhead` chunks, or chunks of `bytesAhead` bytes, wait (an empty queue
/// takes any chunk, however large). After `stop()`, from either side, nothing waits: `put`
/// drops its chunk and returns false, and `take()` returns nil, whatever is still queued.
public final class ChunkHandoff<Chunk>: @unchecked Sendable {
    /// A queue for at most `chunksAhead` chunks (at least 1) of at most `bytesAhead` bytes in all.
    public init(chunksAhead: Int, bytesAhead: Int = .max) {
        self.chunksAhead = max(1, chunksAhead)
        self.bytesAhead = bytesAhead
        pthread_mutex_init(lock, nil)
        pthread_cond_init(chunkPut, nil)
        pthread_cond_init(chunkTaken, nil)
    }

    deinit {
        for condition in [chunkPut, chunkTaken] {
            pthread_cond_destroy(condition)
            condition.deallocate()
        }
        pthread_mutex_destroy(lock)
        lock.deallocate()
    }

    /// Queues `chunk`, counted as `bytes`, once there is room; false, dropping it, when the
    /// handoff is stopped (before or while waiting).
    @discardableResult
    public func put(_ chunk: Chunk, bytes: Int = 0) -> Bool {
        pthread_mutex_lock(lock)
        defer { pthread_mutex_unlock(lock) }
        while !isStopped && !waiting.isEmpty && (waiting.count >= chunksAhead || waitingBytes >= bytesAhead) {
            pthread_cond_wait(chunkTaken, lock)
        }
        guard !isStopped else { return false }
        waiting.append((chunk, bytes))
        waitingBytes += bytes
        pthread_cond_signal(chunkPut)
        return true
    }

    /// The first chunk queued, once there is one; nil when the handoff is stopped.
    public func take() -> Chunk? {
        pthread_mutex_lock(lock)
        defer { pthread_mutex_unlock(lock) }
        while !isStopped && waiting.isEmpty {
            pthread_cond_wait(chunkPut, lock)
        }
        guard !isStopped else { return nil }
        let (chunk, bytes) = waiting.removeFirst()
        waitingBytes -= bytes
        pthread_cond_signal(chunkTaken)
        return chunk
    }

    /// Stops the handoff for both sides and wakes whichever waits; the chunks queued are dropped.
    public func stop() {
        pthread_mutex_lock(lock)
        isStopped = true
        waiting.removeAll()
        waitingBytes = 0
        pthread_cond_broadcast(chunkPut)
        pthread_cond_broadcast(chunkTaken)
        pthread_mutex_unlock(lock)
    }

    /// Whether `stop()` was called.
    public var wasStopped: Bool {
        pthread_mutex_lock(lock)
        defer { pthread_mutex_unlock(lock) }
        return isStopped
    }

    // MARK: - Private

    private let chunksAhead: Int
    private let bytesAhead: Int
    // Under `lock` (allocated: a stored property has no fixed address).
    private let lock = UnsafeMutablePointer<pthread_mutex_t>.allocate(capacity: 1)
    private let chunkPut = UnsafeMutablePointer<pthread_cond_t>.allocate(capacity: 1)
    private let chunkTaken = UnsafeMutablePointer<pthread_cond_t>.allocate(capacity: 1)
    private var waiting: [(chunk: Chunk, bytes: Int)] = []
    private var waitingBytes = 0
    private var isStopped = false
}
