/// `value` as the protocol type `Target`, trying the class `KnownClass` first: a class cast
/// walks a short superclass chain, while a protocol cast scans every conformance record in the
/// binary, once per type, at every start. `upcast` converts the class to the protocol.
///
/// Stops the program when `value` conforms to neither, as RIBs does: a router cannot work
/// with an interactor or view that lacks the base protocol.
@MainActor
@inline(__always)
func classFirstCast<Value, KnownClass, Target>(
    _ value: Value,
    to target: Target.Type,
    tryingFirst knownClass: KnownClass.Type,
    upcast: (KnownClass) -> Target
) -> Target {
    if let object = value as? KnownClass {
        return upcast(object)
    }
    guard let conforming = value as? Target else {
        preconditionFailure("\(value) must conform to \(Target.self)")
    }
    return conforming
}
