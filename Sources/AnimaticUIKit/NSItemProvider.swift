// Foundation's NSItemProvider, which swift-corelibs-foundation does not have: the photo picker's
// results carry one (PhotosUI's stand-in), as drag and drop and sharing do. It is AnimaticUIKit's
// because UIKit brings Foundation's names on iOS. A provider holds the objects the app registers and
// hands them back; it loads nothing from elsewhere.

public let NSItemProviderErrorDomain = "NSItemProviderErrorDomain"

public protocol NSItemProviderReading: NSObjectProtocol {
    static var readableTypeIdentifiersForItemProvider: [String] { get }
    static func object(withItemProviderData data: Data, typeIdentifier: String) throws -> Self
}

public protocol NSItemProviderWriting: NSObjectProtocol {
    static var writableTypeIdentifiersForItemProvider: [String] { get }
    func loadData(
        withTypeIdentifier typeIdentifier: String,
        forItemProviderCompletionHandler completionHandler: @escaping @Sendable (Data?, Error?) -> Void
    ) -> Progress?
}

extension UIImage: NSItemProviderReading, NSItemProviderWriting {
    public static var readableTypeIdentifiersForItemProvider: [String] {
        ["public.png", "public.jpeg", "public.image"]
    }
    public static var writableTypeIdentifiersForItemProvider: [String] { ["public.png"] }
    public static func object(withItemProviderData data: Data, typeIdentifier: String) throws -> Self {
        guard let image = Self(data: data) else {
            throw NSError(domain: NSItemProviderErrorDomain, code: NSItemProviderUnavailableCoercionError)
        }
        return image
    }
    public func loadData(
        withTypeIdentifier typeIdentifier: String,
        forItemProviderCompletionHandler completionHandler: @escaping @Sendable (Data?, Error?) -> Void
    ) -> Progress? {
        completionHandler(pngData(), nil)
        return nil
    }
}

/// NSItemProvider.h's error codes.
public let NSItemProviderUnknownError = -1
public let NSItemProviderItemUnavailableError = -1000
public let NSItemProviderUnexpectedValueClassError = -1100
public let NSItemProviderUnavailableCoercionError = -1200

open class NSItemProvider: NSObject, @unchecked Sendable {
    private var items: [(typeIdentifier: String, value: Any)] = []
    open var suggestedName: String?

    public override init() {}
    public convenience init(item: Any?, typeIdentifier: String?) {
        self.init()
        if let item, let typeIdentifier { items.append((typeIdentifier, item)) }
    }
    public convenience init(object: NSItemProviderWriting) {
        self.init()
        for type in Swift.type(of: object).writableTypeIdentifiersForItemProvider { items.append((type, object)) }
    }
    public convenience init?(contentsOf fileURL: URL) {
        guard FileManager.default.fileExists(atPath: fileURL.path) else { return nil }
        self.init(item: fileURL, typeIdentifier: "public.file-url")
        suggestedName = fileURL.deletingPathExtension().lastPathComponent
    }

    open var registeredTypeIdentifiers: [String] { items.map(\.typeIdentifier) }
    open func hasItemConformingToTypeIdentifier(_ typeIdentifier: String) -> Bool {
        registeredTypeIdentifiers.contains(typeIdentifier)
    }
    open func hasRepresentationConforming(toTypeIdentifier typeIdentifier: String, fileOptions: Int = 0) -> Bool {
        hasItemConformingToTypeIdentifier(typeIdentifier)
    }
    open func registerObject(_ object: NSItemProviderWriting, visibility: Int) {
        for type in Swift.type(of: object).writableTypeIdentifiersForItemProvider { items.append((type, object)) }
    }

    /// True for an object of that class the app registered.
    open func canLoadObject(ofClass aClass: NSItemProviderReading.Type) -> Bool {
        items.contains { Swift.type(of: $0.value) == aClass }
    }
    /// The registered object of that class, or an unavailable-item error; called at once, where
    /// Foundation calls back later on another queue.
    @discardableResult
    open func loadObject(
        ofClass aClass: NSItemProviderReading.Type,
        completionHandler: @escaping @Sendable (NSItemProviderReading?, Error?) -> Void
    ) -> Progress {
        if let object = items.lazy.compactMap({ $0.value as? NSItemProviderReading })
            .first(where: { Swift.type(of: $0) == aClass })
        {
            completionHandler(object, nil)
        } else {
            completionHandler(nil, Self.unavailable)
        }
        return Self.done
    }
    @discardableResult
    open func loadDataRepresentation(
        forTypeIdentifier typeIdentifier: String, completionHandler: @escaping @Sendable (Data?, Error?) -> Void
    ) -> Progress {
        switch items.first(where: { $0.typeIdentifier == typeIdentifier })?.value {
        case let data as Data: completionHandler(data, nil)
        case let writing as NSItemProviderWriting:
            _ = writing.loadData(
                withTypeIdentifier: typeIdentifier, forItemProviderCompletionHandler: completionHandler)
        default: completionHandler(nil, Self.unavailable)
        }
        return Self.done
    }
    @discardableResult
    open func loadFileRepresentation(
        forTypeIdentifier typeIdentifier: String, completionHandler: @escaping @Sendable (URL?, Error?) -> Void
    ) -> Progress {
        let url = items.first { $0.typeIdentifier == typeIdentifier }?.value as? URL
        completionHandler(url, url == nil ? Self.unavailable : nil)
        return Self.done
    }
    @discardableResult
    open func loadInPlaceFileRepresentation(
        forTypeIdentifier typeIdentifier: String, completionHandler: @escaping @Sendable (URL?, Bool, Error?) -> Void
    ) -> Progress {
        let url = items.first { $0.typeIdentifier == typeIdentifier }?.value as? URL
        completionHandler(url, url != nil, url == nil ? Self.unavailable : nil)
        return Self.done
    }
    open func loadItem(
        forTypeIdentifier typeIdentifier: String, options: [AnyHashable: Any]? = nil,
        completionHandler: ((Any?, Error?) -> Void)? = nil
    ) {
        let item = items.first { $0.typeIdentifier == typeIdentifier }?.value
        completionHandler?(item, item == nil ? Self.unavailable : nil)
    }

    private static var unavailable: NSError {
        NSError(domain: NSItemProviderErrorDomain, code: NSItemProviderItemUnavailableError)
    }
    private static var done: Progress {
        let progress = Progress(totalUnitCount: 1)
        progress.completedUnitCount = 1
        return progress
    }
}
