import AnimaticCore
import CCairo
import Foundation

/// Decodes a JPEG with libjpeg-turbo into an upright cairo surface: the Exif orientation is
/// applied as UIKit applies it to a UIImage (`imageOrientation`), so a photo stored sideways is drawn
/// as its camera saw it. The accurate integer IDCT and smooth chroma upsampling are libjpeg's
/// defaults, named here so a library update cannot change the pixels silently; Apple's decoder may
/// differ from them by a level or two per channel.
enum JPEGDecoder {
    static func surface(_ data: Data, header: ImageHeader, path: String) throws(RenderError) -> OpaquePointer {
        let (width, height) = (header.width, header.height)
        guard let surface = cairo_image_surface_create(CAIRO_FORMAT_ARGB32, Int32(width), Int32(height)) else {
            throw RenderError("cannot read image \(path): no memory for \(width)×\(height) pixels")
        }
        guard cairo_surface_status(surface) == CAIRO_STATUS_SUCCESS, let pixels = cairo_image_surface_get_data(surface)
        else {
            cairo_surface_destroy(surface)
            throw RenderError("cannot read image \(path): no memory for \(width)×\(height) pixels")
        }
        let stride = Int(cairo_image_surface_get_stride(surface))
        let failure: String?
        if header.orientation == 1 {
            // Already upright (nearly every file): decoded straight into the surface's rows.
            failure = decode(data, header: header, into: pixels, pitch: stride)
        } else {
            var stored = [UInt8](repeating: 0, count: header.storedWidth * header.storedHeight * 4)
            failure = stored.withUnsafeMutableBytes { out in
                decode(
                    data, header: header, into: out.bindMemory(to: UInt8.self).baseAddress,
                    pitch: header.storedWidth * 4)
            }
            if failure == nil { turnUpright(stored, header: header, into: pixels, stride: stride) }
        }
        if let failure {
            cairo_surface_destroy(surface)
            throw RenderError("cannot read image \(path): \(failure)")
        }
        cairo_surface_mark_dirty(surface)
        return surface
    }

    /// Decodes the stored (unturned) pixels as B, G, R, A bytes, which is cairo's ARGB32 on a
    /// little-endian machine (opaque, so already premultiplied), rows `pitch` bytes apart; why not, or nil.
    private static func decode(_ data: Data, header: ImageHeader, into out: UnsafeMutablePointer<UInt8>?, pitch: Int)
        -> String?
    {
        guard let handle = tjInitDecompress() else { return "no JPEG decoder" }
        defer { tjDestroy(handle) }
        return data.withUnsafeBytes { raw in
            guard let base = raw.baseAddress?.assumingMemoryBound(to: UInt8.self) else { return "it is empty" }
            var w: Int32 = 0, h: Int32 = 0, subsampling: Int32 = 0, colorspace: Int32 = 0
            guard tjDecompressHeader3(handle, base, UInt(raw.count), &w, &h, &subsampling, &colorspace) == 0 else {
                return String(cString: tjGetErrorStr2(handle))
            }
            guard Int(w) == header.storedWidth, Int(h) == header.storedHeight else {
                return "its frame header is \(w)×\(h) and \(header.storedWidth)×\(header.storedHeight)"
            }
            if colorspace == Int32(TJCS_CMYK.rawValue) || colorspace == Int32(TJCS_YCCK.rawValue) {
                return "a CMYK JPEG, which Animatic does not decode (iOS apps ship RGB)"
            }
            let status = tjDecompress2(
                handle, base, UInt(raw.count), out, w, Int32(pitch), h, Int32(TJPF_BGRA.rawValue), TJFLAG_ACCURATEDCT)
            // A warning (data cut short, a bad restart marker) still decodes the rest to gray, as
            // iOS draws such a file; only an error refuses it.
            if status != 0, tjGetErrorCode(handle) != Int32(TJERR_WARNING.rawValue) {
                return String(cString: tjGetErrorStr2(handle))
            }
            return nil
        }
    }

    /// The stored pixels turned by the Exif orientation into the surface's rows.
    private static func turnUpright(
        _ stored: [UInt8], header: ImageHeader, into pixels: UnsafeMutablePointer<UInt8>, stride: Int
    ) {
        let storedIndex = Orientation.storedIndex(
            header.orientation, storedWidth: header.storedWidth, storedHeight: header.storedHeight)
        stored.withUnsafeBytes { source in
            let words = source.assumingMemoryBound(to: UInt32.self)
            for v in 0..<header.height {
                let row = UnsafeMutableRawPointer(pixels).advanced(by: v * stride).assumingMemoryBound(to: UInt32.self)
                for u in 0..<header.width { row[u] = words[storedIndex(u, v)] }
            }
        }
    }

    /// Exif's orientations (CIPA DC-008, tag 0x0112): where the stored pixel of upright pixel
    /// (u, v) is. 6 is "rotate 90° clockwise to view": the upright top row is the stored left
    /// column read upwards.
    enum Orientation {
        static func storedIndex(_ orientation: Int, storedWidth w: Int, storedHeight h: Int) -> (Int, Int) -> Int {
            switch orientation {
            case 2: { u, v in v * w + (w - 1 - u) }
            case 3: { u, v in (h - 1 - v) * w + (w - 1 - u) }
            case 4: { u, v in (h - 1 - v) * w + u }
            case 5: { u, v in u * w + v }
            case 6: { u, v in (h - 1 - u) * w + v }
            case 7: { u, v in (h - 1 - u) * w + (w - 1 - v) }
            case 8: { u, v in u * w + (w - 1 - v) }
            default: { u, v in v * w + u }
            }
        }
    }
}
