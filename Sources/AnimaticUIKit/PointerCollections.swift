import Foundation

// Foundation's pointer collections, which swift-corelibs-foundation does not have: an app keeps
// its weak delegates or pushed controllers in them (`NSPointerArray(options: .weakMemory)`,
// `NSHashTable<AnyObject>.weakObjects()`). Objects only: a pointer added is an object's
// (`Unmanaged.passUnretained(object).toOpaque()`), as every app the census met adds.

/// `NSPointerFunctions.Options` with Apple's values (NSPointerFunctions.h).
public enum NSPointerFunctions {
    public struct Options: OptionSet, Sendable {
        public let rawValue: UInt
        public init(rawValue: UInt) { self.rawValue = rawValue }
        public static let strongMemory = Options([])
        public static let opaqueMemory = Options(rawValue: 2)
        public static let mallocMemory = Options(rawValue: 3)
        public static let machVirtualMemory = Options(rawValue: 4)
        public static let weakMemory = Options(rawValue: 5)
        public static let objectPersonality = Options([])
        public static let opaquePersonality = Options(rawValue: 1 << 8)
        public static let objectPointerPersonality = Options(rawValue: 2 << 8)
        public static let cStringPersonality = Options(rawValue: 3 << 8)
        public static let structPersonality = Options(rawValue: 4 << 8)
        public static let integerPersonality = Options(rawValue: 5 << 8)
        public static let copyIn = Options(rawValue: 1 << 16)

        /// The memory option (the low byte), which decides whether an object is held weakly.
        var holdsWeakly: Bool { rawValue & 0xFF == 5 }
    }
}

/// One slot: an object held strongly or weakly, or nothing (a NULL pointer, or a weak object gone).
struct PointerSlot {
    private weak var weakObject: AnyObject?
    private var strongObject: AnyObject?

    init(_ object: AnyObject?, weakly: Bool) {
        if weakly { weakObject = object } else { strongObject = object }
    }
    var object: AnyObject? { strongObject ?? weakObject }
    var pointer: UnsafeMutableRawPointer? { object.map { Unmanaged.passUnretained($0).toOpaque() } }
}

open class NSPointerArray: NSObject {
    private let weakly: Bool
    private var slots: [PointerSlot] = []

    public init(options: NSPointerFunctions.Options) {
        weakly = options.holdsWeakly
        super.init()
    }
    public override convenience init() { self.init(options: .strongMemory) }
    open class func weakObjects() -> NSPointerArray { NSPointerArray(options: .weakMemory) }
    open class func strongObjects() -> NSPointerArray { NSPointerArray(options: .strongMemory) }

    /// Apple: setting a larger count adds NULLs, a smaller one drops the last slots.
    open var count: Int {
        get { slots.count }
        set {
            if newValue < slots.count {
                slots.removeLast(slots.count - newValue)
            } else {
                slots += Array(repeating: PointerSlot(nil, weakly: weakly), count: newValue - slots.count)
            }
        }
    }
    /// A weakly held object that is gone reads as NULL.
    open func pointer(at index: Int) -> UnsafeMutableRawPointer? { slots[index].pointer }
    open func addPointer(_ pointer: UnsafeMutableRawPointer?) { slots.append(slot(pointer)) }
    open func removePointer(at index: Int) { slots.remove(at: index) }
    open func insertPointer(_ item: UnsafeMutableRawPointer?, at index: Int) { slots.insert(slot(item), at: index) }
    open func replacePointer(at index: Int, withPointer item: UnsafeMutableRawPointer?) { slots[index] = slot(item) }
    /// Removes the NULLs, weak objects gone included, as documented (Apple's own `compact` has been
    /// reported to skip gone objects unless a NULL was added first; not reproduced).
    open func compact() { slots.removeAll { $0.object == nil } }
    open var allObjects: [Any] { slots.compactMap(\.object) }

    private func slot(_ pointer: UnsafeMutableRawPointer?) -> PointerSlot {
        PointerSlot(pointer.map { Unmanaged<AnyObject>.fromOpaque($0).takeUnretainedValue() }, weakly: weakly)
    }
}

/// A set of objects by identity, held strongly or weakly (`weakObjects()`: a multicast delegate's list).
open class NSHashTable<ObjectType: AnyObject>: NSObject, Sequence {
    private let weakly: Bool
    private var slots: [PointerSlot] = []

    public init(options: NSPointerFunctions.Options = .strongMemory, capacity: Int = 0) {
        weakly = options.holdsWeakly
        super.init()
    }
    public override convenience init() { self.init(options: .strongMemory) }
    open class func weakObjects() -> NSHashTable<ObjectType> { NSHashTable(options: .weakMemory) }

    private var live: [ObjectType] { slots.compactMap { $0.object as? ObjectType } }
    open var count: Int { live.count }
    open var allObjects: [ObjectType] { live }
    open var anyObject: ObjectType? { live.first }
    open func contains(_ object: ObjectType?) -> Bool { object.map { o in live.contains { $0 === o } } ?? false }
    open func member(_ object: ObjectType?) -> ObjectType? { contains(object) ? object : nil }
    open func add(_ object: ObjectType?) {
        guard let object, !contains(object) else { return }
        slots.removeAll { $0.object == nil }
        slots.append(PointerSlot(object, weakly: weakly))
    }
    open func remove(_ object: ObjectType?) { slots.removeAll { $0.object == nil || $0.object === object } }
    open func removeAllObjects() { slots.removeAll() }
    public func makeIterator() -> IndexingIterator<[ObjectType]> { live.makeIterator() }
}
