import XCTest
@testable import TodoRIBs

@MainActor
final class FWLeakDetectorTests: XCTestCase {
    func test_expectDeallocate_whenTheObjectIsReleased_reportsDeallocated() async throws {
        // given
        var object: FWInteractorMock? = FWInteractorMock()
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
        let object = FWInteractorMock()

        // when
        let handle = LeakDetector.instance.expectDeallocate(object: object)

        // then
        XCTAssertFalse(handle.isDeallocated)
        XCTAssertEqual(handle.objectDescription, "FWInteractorMock")
        XCTAssertEqual(LeakDetector.instance.leakingObjects(of: [handle]), ["FWInteractorMock"])
    }

    func test_expectDeallocate_doesNotRetainTheObject() async throws {
        // given
        var object: FWWorkerMock? = FWWorkerMock()
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
        let parent = FWRouterMock(interactor: FWInteractorMock(name: "parent"))
        var handles: [LeakDetectionHandle] = []
        do {
            let child = FWRouterMock(interactor: FWInteractorMock(name: "child"))
            let grandchild = FWRouterMock(interactor: FWInteractorMock(name: "grandchild"))
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
        let alive = FWWorkerMock()
        var released: FWInteractorMock? = FWInteractorMock()
        let handles = [
            LeakDetector.instance.expectDeallocate(object: alive),
            LeakDetector.instance.expectDeallocate(object: released!),
        ]

        // when
        released = nil

        // then
        XCTAssertNil(released)
        XCTAssertEqual(LeakDetector.instance.leakingObjects(of: handles), ["FWWorkerMock"])
    }
}
