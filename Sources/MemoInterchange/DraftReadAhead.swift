#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import MemoStore

/// A `MemoImportReader`'s drafts read on a thread of their own, a few chunks ahead of the one
/// taking them: decoding the input (a tenth of a large import's work) runs on a second core
/// while the store inserts what was decoded before.
///
/// Guarantees: `next()` hands out the reader's drafts in their order, each with its line
/// (`lineOfLastDraft`), and an error the reader threw where the reader threw it, after every
/// draft before it. At most `chunksAhead` chunks of `chunkSize` drafts wait at once, so memory
/// stays flat whatever the input's size. `finish()` (also run by `deinit`) stops the thread
/// and waits for it; after it the reader belongs to the caller again. Until then the caller
/// must not touch the reader.
public final class DraftReadAhead: @unchecked Sendable {
    /// Drafts a chunk holds: the lock is taken once a chunk, not once a draft.
    public static let chunkSize = 256
    /// Chunks read ahead at most.
    public static let chunksAhead = 4

    /// The line of the draft `next()` returned last (`MemoImportReader.lineOfLastDraft`, as it
    /// was then); `lineBefore` until the first.
    public private(set) var lineOfLastDraft: Int

    /// Starts reading `reader` from where it stands; `lineBefore` is its `lineOfLastDraft`
    /// now (for a first draft already taken from it, which the caller hands out itself).
    public init(reader: MemoImportReader, lineBefore: Int) {
        self.reader = reader
        lineOfLastDraft = lineBefore
        let context = Unmanaged.passRetained(self).toOpaque()
        var thread = pthread_t()
        isRunning = pthread_create(&thread, nil, { context in
            guard let context else { return nil }
            Unmanaged<DraftReadAhead>.fromOpaque(context).takeRetainedValue().produce()
            return nil
        }, context) == 0
        self.thread = thread
        if !isRunning {
            // No thread: read in the taker's thread instead, as `next()` does then.
            Unmanaged<DraftReadAhead>.fromOpaque(context).release()
        }
    }

    /// The next draft, or `nil` at the end of the input.
    /// - throws: the reader's `InterchangeError`, once every draft before it was taken.
    public func next() throws(InterchangeError) -> MemoDraft? {
        guard isRunning else {
            let draft = try reader.next()
            lineOfLastDraft = reader.lineOfLastDraft
            return draft
        }
        while true {
            // Moved out, not copied: the chunk's drafts are held last first.
            if let (draft, line) = current.drafts.popLast() {
                lineOfLastDraft = line
                return draft
            }
            if let failure = current.failure { throw failure }
            if current.isLast { return nil }
            // Nil only once stopped, which only `finish()` does.
            current = chunks.take() ?? Chunk(isLast: true)
            current.drafts.reverse()
        }
    }

    /// Stops reading ahead and waits for the thread to end; the reader is the caller's again.
    public func finish() {
        guard isRunning else { return }
        isRunning = false
        chunks.stop()
        pthread_join(thread, nil)
    }

    deinit {
        if isRunning && pthread_equal(pthread_self(), thread) != 0 {
            // The thread let go of the last reference: it is ending, and cannot wait for itself.
            pthread_detach(thread)
        } else {
            finish()
        }
    }

    // MARK: - Private

    /// Drafts read in a row with their lines, and whether the input ended or failed after them.
    private struct Chunk {
        var drafts: [(MemoDraft, Int)] = []
        var failure: InterchangeError?
        var isLast = false
    }

    private let reader: MemoImportReader
    private var thread = pthread_t()
    private var isRunning = false
    private let chunks = ChunkHandoff<Chunk>(chunksAhead: DraftReadAhead.chunksAhead)
    // The taker's own.
    private var current = Chunk()

    /// The thread's loop: a chunk read, then handed over when there is room, until the input
    /// ends or fails or the taker stops.
    private func produce() {
        while !chunks.wasStopped {
            var chunk = Chunk()
            chunk.drafts.reserveCapacity(Self.chunkSize)
            do {
                while chunk.drafts.count < Self.chunkSize {
                    guard let draft = try reader.next() else {
                        chunk.isLast = true
                        break
                    }
                    chunk.drafts.append((draft, reader.lineOfLastDraft))
                }
            } catch {
                chunk.failure = error
                chunk.isLast = true
            }
            let isLast = chunk.isLast
            guard chunks.put(chunk), !isLast else { return }
        }
    }
}
