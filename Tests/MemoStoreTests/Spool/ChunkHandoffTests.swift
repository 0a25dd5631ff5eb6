import Foundation
import MemoStore
import XCTest

/// Chunks handed between two threads arrive in order, once each; the queue stays bounded;
/// stopping wakes whichever side waits.
final class ChunkHandoffTests: XCTestCase {
    func test_take_returnsWhatAnotherThreadPut_inOrder_throughASmallQueue() {
        // given a queue of two chunks and a thread putting many more
        let handoff = ChunkHandoff<Int>(chunksAhead: 2)
        let producer = DispatchGroup()
        DispatchQueue.global().async(group: producer) {
            for chunk in 0..<1_000 { handoff.put(chunk) }
        }
        // when every chunk is taken
        let taken = (0..<1_000).compactMap { _ in handoff.take() }
        // then each came once, in order, and the producer finished
        XCTAssertEqual(taken, Array(0..<1_000))
        XCTAssertEqual(producer.wait(timeout: .now() + 10), .success)
    }

    func test_stop_wakesAPutWaitingForRoom_whichDropsItsChunk() {
        // given a full queue and a thread waiting to put one more
        let handoff = ChunkHandoff<Int>(chunksAhead: 1)
        XCTAssertTrue(handoff.put(1))
        let answer = Answer()
        let producer = DispatchGroup()
        DispatchQueue.global().async(group: producer) { answer.put = handoff.put(2) }
        // when the taker stops instead of taking
        handoff.stop()
        // then the waiting put returns false, and nothing is taken any more
        XCTAssertEqual(producer.wait(timeout: .now() + 10), .success)
        XCTAssertEqual(answer.put, false)
        XCTAssertNil(handoff.take())
        XCTAssertFalse(handoff.put(3))
        XCTAssertTrue(handoff.wasStopped)
    }

    func test_stop_wakesATakeWaitingForAChunk() {
        let handoff = ChunkHandoff<Int>(chunksAhead: 4)
        let answer = Answer()
        let taker = DispatchGroup()
        DispatchQueue.global().async(group: taker) { answer.taken = handoff.take() ?? -1 }
        handoff.stop()
        XCTAssertEqual(taker.wait(timeout: .now() + 10), .success)
        XCTAssertEqual(answer.taken, -1)
    }

    func test_anEmptyQueue_takesAChunkLargerThanItsBytes_andAFullOneWaitsForThem() {
        // given a queue of ten chunks but five bytes
        let handoff = ChunkHandoff<String>(chunksAhead: 10, bytesAhead: 5)
        // when a chunk of more bytes than that is put: it is queued at once
        XCTAssertTrue(handoff.put("large", bytes: 100))
        // then the next put waits until it is taken
        let answer = Answer()
        let producer = DispatchGroup()
        DispatchQueue.global().async(group: producer) { answer.put = handoff.put("small", bytes: 1) }
        XCTAssertEqual(producer.wait(timeout: .now() + 0.2), .timedOut, "a put past the bytes waits")
        XCTAssertEqual(handoff.take(), "large")
        XCTAssertEqual(producer.wait(timeout: .now() + 10), .success)
        XCTAssertEqual(answer.put, true)
        XCTAssertEqual(handoff.take(), "small")
    }

    /// What a thread answered, read once it finished.
    private final class Answer: @unchecked Sendable {
        var put: Bool?
        var taken: Int?
    }
}
