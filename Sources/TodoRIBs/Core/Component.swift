/// A RIB's dependency-injection scope: the objects its builder wires together, created once.
///
/// Subclasses expose properties; a property wrapped in `shared` yields the same instance every
/// time it is read on this component, the way a scoped singleton should. The tree is confined
/// to the main actor (see `Core/README.md`), so `shared` is free of races by construction: the
/// compiler refuses calls from any other thread.
@MainActor
open class Component<DependencyType>: Dependency {
    /// The dependency received from the parent scope.
    public let dependency: DependencyType

    /// Creates a component over its parent's dependency.
    public init(dependency: DependencyType) {
        self.dependency = dependency
    }

    /// Returns the instance `factory` made the first time this property was read on this
    /// component, making it now if it is the first time. One instance per component and
    /// property name, whatever its type, `nil` included for optional properties.
    /// - parameter __function: the name of the calling property; leave it to the compiler.
    /// - parameter factory: makes the instance; called at most once per property.
    /// - returns: the property's one instance.
    public final func shared<T>(__function function: String = #function, _ factory: () -> T) -> T {
        if let instance = sharedInstances[function] {
            // A cached `Optional.none` is stored boxed as `T`, so the cast also restores nil.
            if let typed = instance as? T {
                return typed
            }
        }
        let instance = factory()
        sharedInstances[function] = instance
        return instance
    }

    // MARK: - Private

    private var sharedInstances: [String: Any] = [:]
}

/// The component of a RIB whose parent provides nothing: the root's parent scope.
@MainActor
open class EmptyComponent: EmptyDependency {
    /// Creates the empty scope.
    public init() {}
}
