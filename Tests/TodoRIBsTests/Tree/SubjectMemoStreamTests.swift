import MemoStore
import MemoUseCases
import OpenCombine
import XCTest
@testable import TodoRIBs

@MainActor
final class SubjectMemoStreamTests: XCTestCase {
    func test_sinkOpenedMemo_getsWhatOpenedMemoPublishes_untilCancelled() async throws {
        // given
        let stream = SubjectMemoStream()
        stream.update(openedMemo: OpenedMemo(RecordingMemoRepository.memo(id: 1, title: "One")))
        let published = PublisherRecorder(stream.openedMemo)
        var sunk: [Int64?] = []

        // when
        let subscription = stream.sinkOpenedMemo { sunk.append($0?.memo.id) }
        stream.update(openedMemo: OpenedMemo(RecordingMemoRepository.memo(id: 2, title: "Two")))
        stream.update(openedMemo: nil)
        subscription.cancel()
        stream.update(openedMemo: OpenedMemo(RecordingMemoRepository.memo(id: 3, title: "Three")))

        // then
        XCTAssertEqual(sunk, [1, 2, nil])
        XCTAssertEqual(published.values.map { $0?.memo.id }, [1, 2, nil, 3])
    }
}
