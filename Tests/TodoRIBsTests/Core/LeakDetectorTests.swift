import XCTest
@testable import TodoRIBs

@MainActor
final class LeakDetectorTests: XCTestCase {
    private var reports: [String] = []

    private func makeDetector(gracePeriod: Duration = .zero) -> LeakDetector {
        LeakDetector(gracePeriod: gracePeriod) { [weak self] in self?.reports.append($0) }
    }

    func test_expectDeallocate_whenTheObjectIsReleased_reportsNothing() async throws {
        // given
        let detector = makeDetector()
        var object: InteractorMock? = InteractorMock()
        weak let weakObject = object
        detector.expectDeallocate(object: object!)

        // when
        object = nil
        detector.flush()

        // then
        XCTAssertNil(weakObject)
        XCTAssertEqual(reports, [])
        XCTAssertEqual(detector.pendingCount, 0)
    }

    func test_expectDeallocate_whenTheObjectIsKeptAlive_reportsTheLeakOnce() async throws {
        // given
        let detector = makeDetector()
        let object = InteractorMock()
        let handle = detector.expectDeallocate(object: object)

        // when
        detector.flush()
        detector.flush()

        // then
        XCTAssertEqual(reports, ["InteractorMock was not deallocated: it leaked"])
        XCTAssertFalse(handle.isPending)
        XCTAssertEqual(detector.pendingCount, 0)
    }

    func test_expectDeallocate_withinTheGracePeriod_checksNothingYet() async throws {
        // given
        let detector = makeDetector(gracePeriod: .seconds(3600))
        let object = InteractorMock()
        let handle = detector.expectDeallocate(object: object)

        // when
        detector.flush()

        // then
        XCTAssertEqual(reports, [])
        XCTAssertTrue(handle.isPending)
        XCTAssertEqual(detector.pendingCount, 1)
    }

    func test_expectDeallocate_doesNotRetainTheObject() async throws {
        // given
        let detector = makeDetector()
        var object: WorkerMock? = WorkerMock()
        weak let weakObject = object
        detector.expectDeallocate(object: object!)

        // when
        object = nil

        // then
        XCTAssertNil(weakObject)
    }

    func test_cancel_withdrawsTheExpectation() async throws {
        // given
        let detector = makeDetector()
        let object = InteractorMock()
        let handle = detector.expectDeallocate(object: object)

        // when
        handle.cancel()
        let pendingAfterCancel = detector.pendingCount
        detector.flush()

        // then
        XCTAssertEqual(reports, [])
        XCTAssertTrue(handle.isCancelled)
        XCTAssertEqual(pendingAfterCancel, 0)
    }

    func test_flush_reportsOnlyTheObjectsStillAlive() async throws {
        // given
        let detector = makeDetector()
        let alive = WorkerMock()
        var released: InteractorMock? = InteractorMock()
        weak let weakReleased = released
        detector.expectDeallocate(object: alive)
        detector.expectDeallocate(object: released!)

        // when
        released = nil
        detector.flush()

        // then
        XCTAssertNil(weakReleased)
        XCTAssertEqual(reports, ["WorkerMock was not deallocated: it leaked"])
    }

    func test_checkExpired_judgesOnlyWhatThatRegistrarRegistered() async throws {
        // given
        let detector = makeDetector()
        let registrar = InteractorMock(name: "registrar")
        let other = InteractorMock(name: "other")
        let keptAlive = [WorkerMock(), WorkerMock()]
        detector.expectDeallocate(object: keptAlive[0], registrar: registrar)
        detector.expectDeallocate(object: keptAlive[1], registrar: other)

        // when
        detector.checkExpired(registeredBy: registrar)

        // then
        XCTAssertEqual(reports, ["WorkerMock was not deallocated: it leaked"])
        XCTAssertEqual(detector.pendingCount, 1)
    }

    func test_expectViewControllerDisappear_whenItStaysOnTheWindow_reportsIt() async throws {
        // given
        let detector = makeDetector()
        let window = Window(screen: ScreenMock(), mode: .command)
        let root = ViewControllerMock()
        window.rootViewController = root
        let modal = ViewControllerMock()
        root.present(modal)

        // when
        detector.expectViewControllerDisappear(viewController: modal)
        detector.flush()

        // then
        XCTAssertEqual(reports, ["ViewControllerMock is still on the window: its appearance leaked"])
    }

    func test_expectViewControllerDisappear_whenItWasDismissed_reportsNothing() async throws {
        // given
        let detector = makeDetector()
        let window = Window(screen: ScreenMock(), mode: .command)
        let root = ViewControllerMock()
        window.rootViewController = root
        let modal = ViewControllerMock()
        root.present(modal)
        detector.expectViewControllerDisappear(viewController: modal)

        // when
        root.dismiss()
        detector.flush()

        // then
        XCTAssertNil(modal.currentWindow)
        XCTAssertEqual(reports, [])
    }
}
