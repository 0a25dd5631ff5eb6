/// What builds a RIB: the marker of every `XBuildable` protocol, so tests can hand in mocks.
@MainActor
public protocol Buildable: AnyObject {}

/// The base of every builder: it keeps the dependency its RIB's component is made from.
@MainActor
open class Builder<DependencyType>: Buildable {
    /// The dependency received from the parent scope.
    public let dependency: DependencyType

    /// Creates a builder over its parent's dependency.
    public init(dependency: DependencyType) {
        self.dependency = dependency
    }
}
