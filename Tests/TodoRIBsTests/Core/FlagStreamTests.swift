import OpenCombine
import XCTest
@testable import TodoRIBs

final class FlagStreamTests: XCTestCase {
    func test_subscribe_replaysTheCurrentValue() {
        // given
        let stream = FlagStream(true)

        // when
        let subscriber = DemandSubscriber(demand: .unlimited, stream.publisher)

        // then
        XCTAssertEqual(subscriber.values, [true])
    }

    func test_send_emitsEachChangeOnce_dropsDuplicates() {
        // given
        let stream = FlagStream(false)
        let subscriber = DemandSubscriber(demand: .unlimited, stream.publisher)

        // when
        stream.send(false)
        stream.send(true)
        stream.send(true)
        stream.send(false)

        // then
        XCTAssertEqual(subscriber.values, [false, true, false])
        XCTAssertFalse(subscriber.isFinished)
    }

    func test_subscribe_withoutDemand_sendsNothing_untilAsked() {
        // given
        let stream = FlagStream(true)
        let subscriber = DemandSubscriber(demand: .none, stream.publisher)
        XCTAssertEqual(subscriber.values, [])

        // when
        subscriber.request(.max(1))

        // then
        XCTAssertEqual(subscriber.values, [true])
    }

    func test_send_beyondDemand_holdsTheLatestValue_untilAsked() {
        // given
        let stream = FlagStream(false)
        let subscriber = DemandSubscriber(demand: .max(1), stream.publisher)

        // when
        stream.send(true)
        stream.send(false)
        stream.send(true)

        // then
        XCTAssertEqual(subscriber.values, [false])
        subscriber.request(.max(1))
        XCTAssertEqual(subscriber.values, [false, true])
    }

    func test_send_beyondDemand_backToTheValueSentLast_sendsNothing() {
        // given
        let stream = FlagStream(false)
        let subscriber = DemandSubscriber(demand: .max(1), stream.publisher)

        // when
        stream.send(true)
        stream.send(false)
        subscriber.request(.max(1))

        // then
        XCTAssertEqual(subscriber.values, [false])
    }

    func test_cancel_stopsDelivery() {
        // given
        let stream = FlagStream(false)
        let subscriber = DemandSubscriber(demand: .unlimited, stream.publisher)

        // when
        subscriber.cancel()
        stream.send(true)
        stream.finish()

        // then
        XCTAssertEqual(subscriber.values, [false])
        XCTAssertFalse(subscriber.isFinished)
    }

    func test_finish_finishesSubscribers_nowAndLater() {
        // given
        let stream = FlagStream(false)
        let early = DemandSubscriber(demand: .unlimited, stream.publisher)

        // when
        stream.finish()
        stream.send(true)
        let late = DemandSubscriber(demand: .unlimited, stream.publisher)

        // then
        XCTAssertEqual(early.values, [false])
        XCTAssertTrue(early.isFinished)
        XCTAssertEqual(late.values, [])
        XCTAssertTrue(late.isFinished)
        XCTAssertFalse(stream.value)
    }

    func test_send_changedBackBySubscriber_laterSubscribersSeeOnlyTheCurrentValue() {
        // given
        let stream = FlagStream(false)
        let flipper = DemandSubscriber(demand: .unlimited, stream.publisher) { value in
            if value { stream.send(false) }
        }
        let later = DemandSubscriber(demand: .unlimited, stream.publisher)

        // when
        stream.send(true)

        // then
        XCTAssertEqual(flipper.values, [false, true, false])
        XCTAssertEqual(later.values, [false])
        XCTAssertFalse(stream.value)
    }
}

/// A subscriber that asks for `demand` when it subscribes, then only when told to.
private final class DemandSubscriber: Subscriber {
    typealias Input = Bool
    typealias Failure = Never

    init(demand: Subscribers.Demand, _ publisher: AnyPublisher<Bool, Never>, onValue: ((Bool) -> Void)? = nil) {
        self.initialDemand = demand
        self.onValue = onValue
        publisher.subscribe(self)
    }

    private(set) var values: [Bool] = []
    private(set) var isFinished = false

    func request(_ demand: Subscribers.Demand) {
        subscription?.request(demand)
    }

    func cancel() {
        subscription?.cancel()
    }

    func receive(subscription: Subscription) {
        self.subscription = subscription
        if initialDemand > .none {
            subscription.request(initialDemand)
        }
    }

    func receive(_ input: Bool) -> Subscribers.Demand {
        values.append(input)
        onValue?(input)
        return .none
    }

    func receive(completion: Subscribers.Completion<Never>) {
        isFinished = true
    }

    // MARK: - Private

    private let initialDemand: Subscribers.Demand
    private let onValue: ((Bool) -> Void)?
    private var subscription: Subscription?
}
