import XCTest
@testable import TodoRIBs

@MainActor
private protocol Greeting: AnyObject {
    var text: String { get }
}

@MainActor
private final class Hello: Greeting {
    let text = "hello"
}

@MainActor
private final class Thing {}

@MainActor
private final class TestComponent: Component<EmptyComponent> {
    private(set) var thingFactoryCallCount = 0
    private(set) var otherThingFactoryCallCount = 0
    private(set) var optionalFactoryCallCount = 0
    private(set) var greetingFactoryCallCount = 0

    var thing: Thing {
        shared {
            thingFactoryCallCount += 1
            return Thing()
        }
    }

    var otherThing: Thing {
        shared {
            otherThingFactoryCallCount += 1
            return Thing()
        }
    }

    var optionalThing: Thing? {
        shared {
            optionalFactoryCallCount += 1
            return nil
        }
    }

    var greeting: Greeting {
        shared {
            greetingFactoryCallCount += 1
            return Hello()
        }
    }

    var unshared: Thing {
        Thing()
    }
}

@MainActor
final class ComponentTests: XCTestCase {
    func test_shared_returnsTheSameInstanceEachTimeThePropertyIsRead() async throws {
        // given
        let component = TestComponent(dependency: EmptyComponent())

        // when
        let first = component.thing
        let second = component.thing

        // then
        XCTAssertTrue(first === second)
    }

    func test_shared_callsTheFactoryOnceForManyReads() async throws {
        // given
        let component = TestComponent(dependency: EmptyComponent())

        // when
        for _ in 0..<5 {
            _ = component.thing
        }

        // then
        XCTAssertEqual(component.thingFactoryCallCount, 1)
    }

    func test_shared_keepsOneInstancePerProperty() async throws {
        // given
        let component = TestComponent(dependency: EmptyComponent())

        // when
        let thing = component.thing
        let otherThing = component.otherThing

        // then
        XCTAssertFalse(thing === otherThing)
        XCTAssertTrue(component.otherThing === otherThing)
        XCTAssertEqual(component.thingFactoryCallCount, 1)
        XCTAssertEqual(component.otherThingFactoryCallCount, 1)
    }

    func test_shared_keepsOneInstancePerComponent() async throws {
        // given
        let first = TestComponent(dependency: EmptyComponent())
        let second = TestComponent(dependency: EmptyComponent())

        // when
        let firstThing = first.thing
        let secondThing = second.thing

        // then
        XCTAssertFalse(firstThing === secondThing)
    }

    func test_unsharedProperty_returnsANewInstanceEachTime() async throws {
        // given
        let component = TestComponent(dependency: EmptyComponent())

        // when
        let first = component.unshared
        let second = component.unshared

        // then
        XCTAssertFalse(first === second)
    }

    func test_shared_optionalPropertyReturningNil_isCachedAndCallsTheFactoryOnce() async throws {
        // given
        let component = TestComponent(dependency: EmptyComponent())

        // when
        let first = component.optionalThing
        let second = component.optionalThing

        // then
        XCTAssertNil(first)
        XCTAssertNil(second)
        XCTAssertEqual(component.optionalFactoryCallCount, 1)
    }

    func test_shared_protocolTypedProperty_returnsTheSameInstanceAndCallsTheFactoryOnce() async throws {
        // given
        let component = TestComponent(dependency: EmptyComponent())

        // when
        let first = component.greeting
        let second = component.greeting

        // then
        XCTAssertTrue(first === second)
        XCTAssertEqual(first.text, "hello")
        XCTAssertEqual(component.greetingFactoryCallCount, 1)
    }

    func test_init_keepsTheDependency() async throws {
        // given
        let dependency = EmptyComponent()

        // when
        let component = TestComponent(dependency: dependency)

        // then
        XCTAssertTrue(component.dependency === dependency)
    }
}
