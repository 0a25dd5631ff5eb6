import OpenCombine
import XCTest
@testable import TodoRIBs

final class FlagSinkTests: XCTestCase {
    func test_sink_receivesEveryValue_thenFinished() {
        // given
        let subject = PassthroughSubject<Bool, Never>()
        var values: [Bool] = []
        var finishedCount = 0
        let cancellable = FlagSink.sink(subject.eraseToAnyPublisher(), finished: { finishedCount += 1 }) {
            values.append($0)
        }

        // when
        subject.send(true)
        subject.send(true)
        subject.send(false)
        subject.send(completion: .finished)

        // then
        XCTAssertEqual(values, [true, true, false])
        XCTAssertEqual(finishedCount, 1)
        cancellable.cancel()
    }

    func test_cancel_stopsValuesAndFinished() {
        // given
        let subject = PassthroughSubject<Bool, Never>()
        var values: [Bool] = []
        var finishedCount = 0
        let cancellable = FlagSink.sink(subject.eraseToAnyPublisher(), finished: { finishedCount += 1 }) {
            values.append($0)
        }
        subject.send(true)

        // when
        cancellable.cancel()
        subject.send(false)
        subject.send(completion: .finished)

        // then
        XCTAssertEqual(values, [true])
        XCTAssertEqual(finishedCount, 0)
    }

    func test_sink_onAFlagStream_getsTheCurrentValueAndItsChanges() {
        // given
        let stream = FlagStream(true)
        var values: [Bool] = []

        // when
        let cancellable = FlagSink.sink(stream.publisher) { values.append($0) }
        stream.send(false)

        // then
        XCTAssertEqual(values, [true, false])
        cancellable.cancel()
    }

    @MainActor
    func test_sinkActiveStateOf_anInteractor_followsItAndFinishesWhenItIsDeallocated() {
        // given
        var interactor: InteractorMock? = InteractorMock()
        weak let weakInteractor = interactor
        var values: [Bool] = []
        var finishedCount = 0
        let cancellable = FlagSink.sink(activeStateOf: interactor!, finished: { finishedCount += 1 }) {
            values.append($0)
        }

        // when
        interactor?.activate()
        interactor?.activate()
        interactor = nil

        // then
        XCTAssertNil(weakInteractor)
        XCTAssertEqual(values, [false, true, false])
        XCTAssertEqual(finishedCount, 1)
        cancellable.cancel()
    }
}
