import XCTest
@testable import TodoRIBs

@MainActor
final class LeakDetectorTests: XCTestCase {
    func test_expectDeallocate_whenTheObjectIsReleased_reportsDeallocated() async throws {
        // given
        var object: InteractorMock? = InteractorMock()
        let handle = LeakDetector.instance.expectDeallocate(object: object!)
        XCTAssertFalse(handle.isDeallocated)

        // when
        object = nil

        // then
        XCTAssertNil(object)
        XCTAssertTrue(handle.isDeallocated)
        XCTAssertEqual(LeakDetector.instance.leakingObjects(of: [handle]), [])
    }

    func test_expectDeallocate_whenTheObjectIsKeptAlive_reportsItLeaking() async throws {
        // given
        let object = InteractorMock()

        // when
        let handle = LeakDetector.instance.expectDeallocate(object: object)

        // then
        XCTAssertFalse(handle.isDeallocated)
        XCTAssertEqual(handle.objectDescription, "InteractorMock")
        XCTAssertEqual(LeakDetector.instance.leakingObjects(of: [handle]), ["InteractorMock"])
    }

    func test_expectDeallocate_doesNotRetainTheObject() async throws {
        // given
        var object: WorkerMock? = WorkerMock()
        weak let weakObject = object
        let handle = LeakDetector.instance.expectDeallocate(object: object!)

        // when
        object = nil

        // then
        XCTAssertNil(weakObject)
        XCTAssertTrue(handle.isDeallocated)
    }

    func test_detachedRouterSubtree_isReportedDeallocated() async throws {
        // given
        let parent = RouterMock(interactor: InteractorMock(name: "parent"))
        var handles: [LeakDetectionHandle] = []
        do {
            let child = RouterMock(interactor: InteractorMock(name: "child"))
            let grandchild = RouterMock(interactor: InteractorMock(name: "grandchild"))
            child.childrenToAttachOnLoad = [grandchild]
            parent.attachChild(child)
            child.childrenToAttachOnLoad = []
            handles = ([child, child.interactor, grandchild, grandchild.interactor] as [AnyObject])
                .map { LeakDetector.instance.expectDeallocate(object: $0) }

            // when
            parent.detachChild(child)
        }

        // then
        XCTAssertEqual(LeakDetector.instance.leakingObjects(of: handles), [])
    }

    func test_leakingObjects_reportsOnlyTheLiveOnes() async throws {
        // given
        let alive = WorkerMock()
        var released: InteractorMock? = InteractorMock()
        let handles = [
            LeakDetector.instance.expectDeallocate(object: alive),
            LeakDetector.instance.expectDeallocate(object: released!),
        ]

        // when
        released = nil

        // then
        XCTAssertNil(released)
        XCTAssertEqual(LeakDetector.instance.leakingObjects(of: handles), ["WorkerMock"])
    }
}
