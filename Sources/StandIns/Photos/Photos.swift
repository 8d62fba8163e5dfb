// `import Photos` on Linux: there is no photo library. Authorization reads as denied, fetches
// are empty, and an image request answers nil, as on a device whose user said no.
@_exported import AnimaticUIKit

public enum PHAuthorizationStatus: Int, Sendable { case notDetermined, restricted, denied, authorized, limited }
public enum PHAccessLevel: Int, Sendable { case addOnly = 1, readWrite }
public enum PHAssetMediaType: Int, Sendable { case unknown, image, video, audio }
public enum PHImageContentMode: Int, Sendable {
    case aspectFit, aspectFill
    public static let `default` = PHImageContentMode.aspectFit
}
public enum PHAssetCollectionType: Int, Sendable { case album = 1, smartAlbum, moment }
public enum PHAssetCollectionSubtype: Int, Sendable {
    case albumRegular = 2, smartAlbumUserLibrary = 209, smartAlbumFavorites = 203, any = 2_147_483_647
}
public typealias PHImageRequestID = Int32
public let PHInvalidImageRequestID: PHImageRequestID = 0
public let PHImageResultIsDegradedKey = "PHImageResultIsDegradedKey"
public let PHImageResultRequestIDKey = "PHImageResultRequestIDKey"
public let PHImageManagerMaximumSize = CGSize(width: -1, height: -1)

open class PHObject: NSObject {
    public var localIdentifier: String { "" }
}

open class PHAsset: PHObject {
    public var mediaType: PHAssetMediaType { .unknown }
    public var pixelWidth: Int { 0 }
    public var pixelHeight: Int { 0 }
    public var duration: TimeInterval { 0 }
    public var creationDate: Date? { nil }
    public var isFavorite: Bool { false }
    public static func fetchAssets(with options: PHFetchOptions?) -> PHFetchResult<PHAsset> { PHFetchResult() }
    public static func fetchAssets(with mediaType: PHAssetMediaType, options: PHFetchOptions?) -> PHFetchResult<PHAsset>
    {
        PHFetchResult()
    }
    public static func fetchAssets(in collection: PHAssetCollection, options: PHFetchOptions?) -> PHFetchResult<PHAsset>
    {
        PHFetchResult()
    }
    public static func fetchAssets(withLocalIdentifiers ids: [String], options: PHFetchOptions?) -> PHFetchResult<
        PHAsset
    > {
        PHFetchResult()
    }
}

open class PHCollection: PHObject {
    public var localizedTitle: String? { nil }
}

open class PHAssetCollection: PHCollection {
    public var estimatedAssetCount: Int { 0 }
    public static func fetchAssetCollections(
        with type: PHAssetCollectionType, subtype: PHAssetCollectionSubtype, options: PHFetchOptions?
    ) -> PHFetchResult<PHAssetCollection> { PHFetchResult() }
}

open class PHFetchOptions: NSObject {
    public var sortDescriptors: [NSSortDescriptor]?
    public var predicate: NSPredicate?
    public var fetchLimit = 0
    public var includeHiddenAssets = false
}

/// Always empty: there is no library to fetch from.
open class PHFetchResult<ObjectType: AnyObject>: NSObject {
    public var count: Int { 0 }
    public var firstObject: ObjectType? { nil }
    public var lastObject: ObjectType? { nil }
    public func object(at index: Int) -> ObjectType { preconditionFailure("PHFetchResult is empty in Animatic") }
    public subscript(index: Int) -> ObjectType { object(at: index) }
    public func enumerateObjects(_ block: (ObjectType, Int, UnsafeMutablePointer<ObjCBool>) -> Void) {}
    public func index(of object: ObjectType) -> Int { NSNotFound }
    public func contains(_ object: ObjectType) -> Bool { false }
}

open class PHImageRequestOptions: NSObject {
    public enum DeliveryMode: Int, Sendable { case opportunistic, highQualityFormat, fastFormat }
    public enum ResizeMode: Int, Sendable { case none, fast, exact }
    public var deliveryMode: DeliveryMode = .opportunistic
    public var resizeMode: ResizeMode = .fast
    public var isNetworkAccessAllowed = false
    public var isSynchronous = false
    public var version = 0
}
open class PHVideoRequestOptions: NSObject {
    public var isNetworkAccessAllowed = false
}

open class PHImageManager: NSObject {
    public static func `default`() -> PHImageManager { PHImageManager() }
    /// No asset has pixels here: the handler gets nil, as for an asset that could not be loaded.
    @discardableResult
    open func requestImage(
        for asset: PHAsset, targetSize: CGSize, contentMode: PHImageContentMode, options: PHImageRequestOptions?,
        resultHandler: @escaping (UIImage?, [AnyHashable: Any]?) -> Void
    ) -> PHImageRequestID {
        resultHandler(nil, nil)
        return PHInvalidImageRequestID
    }
    @discardableResult
    open func requestPlayerItem(
        forVideo asset: PHAsset, options: PHVideoRequestOptions?,
        resultHandler: @escaping (AnyObject?, [AnyHashable: Any]?) -> Void
    ) -> PHImageRequestID {
        resultHandler(nil, nil)
        return PHInvalidImageRequestID
    }
    open func cancelImageRequest(_ requestID: PHImageRequestID) {}
}

open class PHCachingImageManager: PHImageManager {
    public var allowsCachingHighQualityImages = true
    public func startCachingImages(
        for assets: [PHAsset], targetSize: CGSize, contentMode: PHImageContentMode, options: PHImageRequestOptions?
    ) {}
    public func stopCachingImages(
        for assets: [PHAsset], targetSize: CGSize, contentMode: PHImageContentMode, options: PHImageRequestOptions?
    ) {}
    public func stopCachingImagesForAllAssets() {}
}

open class PHChange: NSObject {}

public protocol PHPhotoLibraryChangeObserver: AnyObject {
    func photoLibraryDidChange(_ changeInstance: PHChange)
}

open class PHPhotoLibrary: NSObject {
    public static func shared() -> PHPhotoLibrary { PHPhotoLibrary() }
    public static func authorizationStatus() -> PHAuthorizationStatus { .denied }
    public static func authorizationStatus(for accessLevel: PHAccessLevel) -> PHAuthorizationStatus { .denied }
    public static func requestAuthorization(_ handler: @escaping (PHAuthorizationStatus) -> Void) { handler(.denied) }
    public static func requestAuthorization(
        for accessLevel: PHAccessLevel, handler: @escaping (PHAuthorizationStatus) -> Void
    ) { handler(.denied) }
    public func register(_ observer: PHPhotoLibraryChangeObserver) {}
    public func unregisterChangeObserver(_ observer: PHPhotoLibraryChangeObserver) {}
    public func performChanges(_ changeBlock: @escaping () -> Void, completionHandler: ((Bool, Error?) -> Void)? = nil)
    {
        completionHandler?(false, nil)
    }
}

open class PHAssetChangeRequest: NSObject {
    public static func creationRequestForAsset(from image: UIImage) -> PHAssetChangeRequest { PHAssetChangeRequest() }
    public static func creationRequestForAssetFromVideo(atFileURL fileURL: URL) -> PHAssetChangeRequest? { nil }
}
