// The Objective-C runtime's associated objects (objc/runtime.h), which apps use for stored
// properties in extensions (`objc_setAssociatedObject(self, &key, value, .OBJC_ASSOCIATION_RETAIN)`).
// Without that runtime the values live in the object itself: UIKit's and Core Animation's objects
// (views, controllers, layers, gesture recognizers, presentation controllers) hold them and drop
// them with themselves. On any other object the value is not kept; that is reported.

public enum objc_AssociationPolicy: UInt, Sendable {
    case OBJC_ASSOCIATION_ASSIGN = 0
    case OBJC_ASSOCIATION_RETAIN_NONATOMIC = 1
    case OBJC_ASSOCIATION_COPY_NONATOMIC = 3
    case OBJC_ASSOCIATION_RETAIN = 769
    case OBJC_ASSOCIATION_COPY = 771
}

@MainActor
private func withAssociations<Result>(
    of object: Any, _ body: (inout [UnsafeRawPointer: Any]) -> Result
) -> Result? {
    switch object {
    case let responder as UIResponder: return body(&responder.associatedObjects)
    case let layer as CALayer: return body(&layer.associatedObjects)
    case let recognizer as UIGestureRecognizer: return body(&recognizer.associatedObjects)
    case let controller as UIPresentationController: return body(&controller.associatedObjects)
    default: return nil
    }
}

/// Sets (or, with nil, removes) the value associated with `object` under `key`. `ASSIGN` keeps
/// the value strongly too: the difference is only in when it is released.
@preconcurrency @MainActor
public func objc_setAssociatedObject(
    _ object: Any, _ key: UnsafeRawPointer, _ value: Any?, _ policy: objc_AssociationPolicy,
    file: String = #fileID, line: Int = #line, column: Int = #column
) {
    let kept: Void? = withAssociations(of: object) { $0[key] = value }
    if kept == nil {
        Recording.recorder?.report(
            "objc_setAssociatedObject on a \(type(of: object)): associated objects are kept only on views, "
                + "controllers, layers and gesture recognizers in Animatic; this value is not kept",
            at: callSite(file, line, column))
    }
}

@preconcurrency @MainActor
public func objc_getAssociatedObject(_ object: Any, _ key: UnsafeRawPointer) -> Any? {
    withAssociations(of: object) { $0[key] } ?? nil
}

@preconcurrency @MainActor
public func objc_removeAssociatedObjects(_ object: Any) {
    _ = withAssociations(of: object) { $0.removeAll() }
}

/// `@synchronized`'s lock: a recording runs on one thread, so there is nothing to exclude.
@discardableResult public func objc_sync_enter(_ object: Any) -> Int32 { 0 }
@discardableResult public func objc_sync_exit(_ object: Any) -> Int32 { 0 }
