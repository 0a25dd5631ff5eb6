#if DEBUG
    extension Router {
        /// Hands a detached child to `LeakDetector`: its router and interactor must be
        /// deallocated, and its view (if it has one) off the window, once the grace period
        /// has passed.
        func expectRelease(of child: Routing) {
            let detector = LeakDetector.instance
            var handles = [
                detector.expectDeallocate(object: child, registrar: self),
                detector.expectDeallocate(object: child.interactable, registrar: self),
            ]
            if let viewable = child as? ViewableRouting {
                handles.append(
                    detector.expectViewControllerDisappear(
                        viewController: viewable.viewControllable.terminalViewController, registrar: self))
            }
            detachedChildExpectations.append(DetachedChildExpectations(child: child, handles: handles))
        }

        /// Withdraws the expectations on `child`: a child attached again is not expected to go away.
        func withdrawReleaseExpectations(of child: Routing) {
            // Matched through a weak reference: a new child at a released one's address is another child.
            for expectations in detachedChildExpectations where expectations.child === child {
                expectations.handles.forEach { $0.cancel() }
            }
        }

        /// Lets `LeakDetector` judge the children this router detached whose grace period has passed.
        func checkDetachedChildren() {
            LeakDetector.instance.checkExpired(registeredBy: self)
            detachedChildExpectations.removeAll { !$0.handles.contains(where: \.isPending) }
        }
    }

    /// What a router's `LeakDetector` expectations are about: one child it detached.
    @MainActor
    struct DetachedChildExpectations {
        weak var child: Routing?
        let handles: [LeakDetectionHandle]
    }
#endif
