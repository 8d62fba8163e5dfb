import Foundation
import Synchronization

/// Where images are written: data the app holds or a file, in one type, `count` images.
public final class CGImageDestination: @unchecked Sendable {
    enum Target {
        case data(CFMutableData)
        case file(URL)
    }
    let target: Target
    let typeIdentifier: String
    let count: Int
    /// The images added with the compression quality given with each, and whether the destination
    /// has been finalized. (`@unchecked Sendable`: `target`'s data object is the app's, written only
    /// by `CGImageDestinationFinalize`, under this lock.)
    let state = Mutex<(images: [(image: CGImage, quality: Double?)], finalized: Bool)>(([], false))

    init(_ target: Target, typeIdentifier: String, count: Int) {
        (self.target, self.typeIdentifier, self.count) = (target, typeIdentifier, count)
    }
}

/// The types ImageIO on iOS writes (`CGImageDestinationCopyTypeIdentifiers()` there lists these and a
/// few more specialised ones).
private let writableTypes = [
    "public.jpeg", "public.png", "com.compuserve.gif", "public.tiff", "public.heic", "public.heics",
    "com.microsoft.bmp", "com.microsoft.ico", "public.jpeg-2000",
]

public func CGImageDestinationCopyTypeIdentifiers() -> CFArray { writableTypes }

/// nil for a type ImageIO does not write or a count below 1.
public func CGImageDestinationCreateWithData(
    _ data: CFMutableData, _ type: CFString, _ count: Int, _ options: CFDictionary?
) -> CGImageDestination? {
    guard writableTypes.contains(type), count >= 1 else { return nil }
    return CGImageDestination(.data(data), typeIdentifier: type, count: count)
}

/// nil for a type ImageIO does not write, a count below 1 or a URL that is not a file's.
public func CGImageDestinationCreateWithURL(
    _ url: CFURL, _ type: CFString, _ count: Int, _ options: CFDictionary?
) -> CGImageDestination? {
    guard writableTypes.contains(type), count >= 1, url.isFileURL else { return nil }
    return CGImageDestination(.file(url), typeIdentifier: type, count: count)
}

/// Keeps the image (up to the destination's count, as ImageIO ignores more). The properties
/// (orientation, compression quality …) would go into the file's metadata; none is written here.
public func CGImageDestinationAddImage(_ idst: CGImageDestination, _ image: CGImage, _ properties: CFDictionary?) {
    idst.state.withLock { state in
        guard !state.finalized && state.images.count < idst.count else { return }
        state.images.append((image, imageIONumber(properties?[kCGImageDestinationLossyCompressionQuality])))
    }
}

/// Writes the file: a PNG through `UIImage.pngData()`, a JPEG through `jpegData(compressionQuality:)`
/// (at the quality given with the image; ImageIO does not document its default, 1 here). Animatic
/// encodes no image in memory, so both have no data (and report that in a recording), other types
/// are reported here, and the answer is false: nothing is written. False too without as many images
/// as the destination was made for, or when finalized before.
public func CGImageDestinationFinalize(
    _ idst: CGImageDestination, file: String = #fileID, line: Int = #line, column: Int = #column
) -> Bool {
    idst.state.withLock { state in
        defer { state.finalized = true }
        guard !state.finalized, state.images.count == idst.count, let first = state.images.first else { return false }
        let encoded: Data?
        switch idst.typeIdentifier {
        case "public.png": encoded = UIImage(cgImage: first.image).pngData()
        case "public.jpeg":
            encoded = UIImage(cgImage: first.image).jpegData(compressionQuality: CGFloat(first.quality ?? 1))
        default:
            imageIOReport(
                "CGImageDestinationFinalize: \(idst.typeIdentifier) images are not encoded in Animatic; false", file,
                line, column)
            encoded = nil
        }
        guard let encoded else { return false }
        switch idst.target {
        case .data(let data): data.setData(encoded)
        case .file(let url): return (try? encoded.write(to: url, options: .atomic)) != nil
        }
        return true
    }
}
