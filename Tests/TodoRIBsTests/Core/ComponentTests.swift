import XCTest
@testable import TodoRIBs

@MainActor
final class ComponentTests: XCTestCase {
    func test_shared_returnsOneInstancePerProperty_andCallsTheFactoryOnce() async {
        let component = CountingComponent()

        let first = component.object
        let second = component.object
        let other = component.otherObject

        XCTAssertTrue(first === second)
        XCTAssertFalse(first === other)
        XCTAssertEqual(component.factoryCalls["object"], 1)
    }

    func test_shared_cachesNil_forOptionalProperties() async {
        let component = CountingComponent()

        XCTAssertNil(component.optionalObject)
        XCTAssertNil(component.optionalObject)

        XCTAssertEqual(component.factoryCalls["optionalObject"], 1)
    }

    func test_shared_worksForProtocolTypedProperties() async {
        let component = CountingComponent()

        XCTAssertTrue(component.protocolObject === component.protocolObject)
        XCTAssertEqual(component.factoryCalls["protocolObject"], 1)
    }

    func test_shared_isPerComponent() async {
        XCTAssertFalse(CountingComponent().object === CountingComponent().object)
    }

    func test_dependency_isTheOneGiven() async {
        let parent = EmptyComponent()

        XCTAssertTrue(CountingComponent(dependency: parent).dependency === parent)
    }
}

@MainActor
private protocol Marker: AnyObject {}

@MainActor
private final class Thing: Marker {}

@MainActor
private final class CountingComponent: Component<EmptyComponent> {
    var factoryCalls: [String: Int] = [:]

    override init(dependency: EmptyComponent = EmptyComponent()) {
        super.init(dependency: dependency)
    }

    var object: Thing { shared { count("object"); return Thing() } }
    var otherObject: Thing { shared { count("otherObject"); return Thing() } }
    var optionalObject: Thing? { shared { count("optionalObject"); return nil } }
    var protocolObject: Marker { shared { count("protocolObject"); return Thing() } }

    private func count(_ name: String) {
        factoryCalls[name, default: 0] += 1
    }
}
