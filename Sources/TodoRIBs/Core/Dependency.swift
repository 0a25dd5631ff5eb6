/// What a RIB needs from its parent's scope, declared as a protocol of properties.
///
/// A RIB's builder receives its dependency; the parent's component satisfies it, usually
/// through a `ParentComponent+Child` extension, so the DI edges of the tree are visible.
@MainActor
public protocol Dependency: AnyObject {}

/// The dependency of a RIB that needs nothing from its parent, such as the root.
@MainActor
public protocol EmptyDependency: Dependency {}
