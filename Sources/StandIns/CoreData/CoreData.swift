// `import CoreData` on Linux: an app's model objects and store compile; there is no store, so
// fetches are empty and saves keep nothing. Nothing here draws.
@_exported import AnimaticUIKit

open class NSEntityDescription: NSObject {
    public var name: String?
    public var managedObjectClassName: String?
    public static func entity(forEntityName entityName: String, in context: NSManagedObjectContext)
        -> NSEntityDescription?
    {
        let entity = NSEntityDescription()
        entity.name = entityName
        return entity
    }
    public static func insertNewObject(forEntityName entityName: String, into context: NSManagedObjectContext)
        -> NSManagedObject
    {
        NSManagedObject(entity: entity(forEntityName: entityName, in: context)!, insertInto: context)
    }
}

open class NSManagedObjectID: NSObject {}

/// A model object: its `@NSManaged` properties are stored in the object (the rewrite spells them
/// `@CAManaged`), as the properties of an object not yet saved are.
open class NSManagedObject: NSObject, AnimaticManagedValueStorage {
    /// The values of the `@NSManaged` properties its extensions declare (Core Data's generated
    /// `+CoreDataProperties.swift`), kept as an unsaved object's are.
    public var animaticManagedValues: [String: Any] = [:]
    public let entity: NSEntityDescription
    public private(set) weak var managedObjectContext: NSManagedObjectContext?
    public let objectID = NSManagedObjectID()
    public var isInserted: Bool { managedObjectContext != nil }
    public var isDeleted = false
    public var hasChanges: Bool { false }
    public init(entity: NSEntityDescription, insertInto context: NSManagedObjectContext?) {
        self.entity = entity
        managedObjectContext = context
    }
    public convenience init(context: NSManagedObjectContext) {
        self.init(entity: NSEntityDescription(), insertInto: context)
    }
    public override convenience init() { self.init(entity: NSEntityDescription(), insertInto: nil) }
    open class func entity() -> NSEntityDescription {
        let entity = NSEntityDescription()
        entity.name = String(describing: self)
        return entity
    }
    open class func fetchRequest() -> NSFetchRequest<NSFetchRequestResult> {
        NSFetchRequest(entityName: String(describing: self))
    }
    open func awakeFromInsert() {}
    open func awakeFromFetch() {}
    open func willSave() {}
    open func didSave() {}
}

public protocol NSFetchRequestResult: AnyObject {}
extension NSManagedObject: NSFetchRequestResult {}
extension NSDictionary: NSFetchRequestResult {}
extension NSNumber: NSFetchRequestResult {}
extension NSManagedObjectID: NSFetchRequestResult {}

open class NSPersistentStoreRequest: NSObject {}

open class NSFetchRequest<ResultType>: NSPersistentStoreRequest {
    public var entityName: String?
    public var predicate: NSPredicate?
    public var sortDescriptors: [NSSortDescriptor]?
    public var fetchLimit = 0
    public var fetchOffset = 0
    public var fetchBatchSize = 0
    public var returnsObjectsAsFaults = true
    public var relationshipKeyPathsForPrefetching: [String]?
    public init(entityName: String) { self.entityName = entityName }
    public override init() {}
}

public enum NSManagedObjectContextConcurrencyType: UInt, Sendable {
    case confinementConcurrencyType, privateQueueConcurrencyType, mainQueueConcurrencyType
}

open class NSManagedObjectContext: NSObject {
    public let concurrencyType: NSManagedObjectContextConcurrencyType
    public var parent: NSManagedObjectContext?
    public var persistentStoreCoordinator: NSPersistentStoreCoordinator?
    public var automaticallyMergesChangesFromParent = false
    public var mergePolicy: Any = NSObject()
    public var hasChanges: Bool { false }
    public init(concurrencyType: NSManagedObjectContextConcurrencyType) { self.concurrencyType = concurrencyType }
    /// There is no store: nothing is ever fetched.
    public func fetch<T>(_ request: NSFetchRequest<T>) throws -> [T] { [] }
    public func count<T>(for request: NSFetchRequest<T>) throws -> Int { 0 }
    public func save() throws {}
    public func delete(_ object: NSManagedObject) { object.isDeleted = true }
    public func insert(_ object: NSManagedObject) {}
    public func rollback() {}
    public func reset() {}
    public func refresh(_ object: NSManagedObject, mergeChanges flag: Bool) {}
    public func object(with objectID: NSManagedObjectID) -> NSManagedObject { NSManagedObject() }
    public func perform(_ block: @escaping () -> Void) { block() }
    public func performAndWait(_ block: () -> Void) { block() }
}

open class NSManagedObjectModel: NSObject {
    public init?(contentsOf url: URL) {}
    public override init() {}
    public static func mergedModel(from bundles: [Bundle]?) -> NSManagedObjectModel? { NSManagedObjectModel() }
}

open class NSPersistentStoreCoordinator: NSObject {
    public let managedObjectModel: NSManagedObjectModel
    public init(managedObjectModel model: NSManagedObjectModel) { managedObjectModel = model }
    @discardableResult
    public func addPersistentStore(
        ofType storeType: String, configurationName configuration: String?, at storeURL: URL?,
        options: [AnyHashable: Any]? = nil
    ) throws -> NSPersistentStore { NSPersistentStore() }
}

open class NSPersistentStore: NSObject {}
public let NSSQLiteStoreType = "SQLite"
public let NSInMemoryStoreType = "InMemory"
public let NSMigratePersistentStoresAutomaticallyOption = "NSMigratePersistentStoresAutomaticallyOption"
public let NSInferMappingModelAutomaticallyOption = "NSInferMappingModelAutomaticallyOption"

open class NSPersistentStoreDescription: NSObject {
    public var type = NSSQLiteStoreType
    public var url: URL?
    public var shouldMigrateStoreAutomatically = true
    public var shouldInferMappingModelAutomatically = true
    public init(url: URL) { self.url = url }
    public override init() {}
}

open class NSPersistentContainer: NSObject {
    public let name: String
    public let managedObjectModel: NSManagedObjectModel
    public let viewContext = NSManagedObjectContext(concurrencyType: .mainQueueConcurrencyType)
    public var persistentStoreDescriptions: [NSPersistentStoreDescription] = [NSPersistentStoreDescription()]
    public var persistentStoreCoordinator: NSPersistentStoreCoordinator {
        NSPersistentStoreCoordinator(managedObjectModel: managedObjectModel)
    }
    public init(name: String, managedObjectModel model: NSManagedObjectModel) {
        self.name = name
        managedObjectModel = model
    }
    public convenience init(name: String) { self.init(name: name, managedObjectModel: NSManagedObjectModel()) }
    public func loadPersistentStores(
        completionHandler block: @escaping (NSPersistentStoreDescription, Error?) -> Void
    ) {
        for description in persistentStoreDescriptions { block(description, nil) }
    }
    public func newBackgroundContext() -> NSManagedObjectContext {
        NSManagedObjectContext(concurrencyType: .privateQueueConcurrencyType)
    }
    public func performBackgroundTask(_ block: @escaping (NSManagedObjectContext) -> Void) {
        block(newBackgroundContext())
    }
}

public enum NSFetchedResultsChangeType: UInt, Sendable { case insert = 1, delete, move, update }

public protocol NSFetchedResultsSectionInfo {
    var name: String { get }
    var numberOfObjects: Int { get }
    var objects: [Any]? { get }
}

public protocol NSFetchedResultsControllerDelegate: AnyObject {}
extension NSFetchedResultsControllerDelegate {
    public func controllerWillChangeContent(_ controller: NSFetchedResultsController<NSFetchRequestResult>) {}
    public func controllerDidChangeContent(_ controller: NSFetchedResultsController<NSFetchRequestResult>) {}
}

open class NSFetchedResultsController<ResultType>: NSObject {
    public let fetchRequest: NSFetchRequest<ResultType>
    public let managedObjectContext: NSManagedObjectContext
    public weak var delegate: NSFetchedResultsControllerDelegate?
    public private(set) var fetchedObjects: [ResultType]?
    public init(
        fetchRequest: NSFetchRequest<ResultType>, managedObjectContext context: NSManagedObjectContext,
        sectionNameKeyPath: String?, cacheName name: String?
    ) {
        self.fetchRequest = fetchRequest
        managedObjectContext = context
    }
    public func performFetch() throws { fetchedObjects = try managedObjectContext.fetch(fetchRequest) }
    public var sections: [NSFetchedResultsSectionInfo]? { [] }
    public func object(at indexPath: IndexPath) -> ResultType { fetchedObjects![indexPath.item] }
    public func indexPath(forObject object: ResultType) -> IndexPath? { nil }
}

extension NSNotification.Name {
    public static let NSManagedObjectContextDidSave = NSNotification.Name("NSManagedObjectContextDidSaveNotification")
    public static let NSManagedObjectContextObjectsDidChange = NSNotification.Name(
        "NSManagedObjectContextObjectsDidChangeNotification")
}
