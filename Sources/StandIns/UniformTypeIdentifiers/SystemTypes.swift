import AnimaticUIKit

// The system-declared types apps name, with the parents, extensions and MIME types Apple
// declares for them (UTCoreTypes.h and Apple's "System-declared uniform type identifiers").
extension UTType {
    static let ordered: [UTType] = [
        UTType("public.item", parents: []),
        UTType("public.content", parents: []),
        UTType("public.composite-content", parents: ["public.content"]),
        UTType("public.data", parents: ["public.item"]),
        UTType("public.directory", parents: ["public.item"]),
        UTType("public.folder", parents: ["public.directory"]),
        UTType("public.text", parents: ["public.data", "public.content"]),
        UTType("public.plain-text", parents: ["public.text"], extensions: ["txt", "text"], mime: ["text/plain"]),
        UTType("public.utf8-plain-text", parents: ["public.plain-text"]),
        UTType("public.utf16-plain-text", parents: ["public.plain-text"]),
        UTType("public.html", parents: ["public.text"], extensions: ["html", "htm"], mime: ["text/html"]),
        UTType("public.xml", parents: ["public.text"], extensions: ["xml"], mime: ["application/xml", "text/xml"]),
        UTType("public.json", parents: ["public.text"], extensions: ["json"], mime: ["application/json"]),
        UTType("public.delimited-values-text", parents: ["public.text"]),
        UTType(
            "public.comma-separated-values-text", parents: ["public.delimited-values-text"], extensions: ["csv"],
            mime: ["text/csv", "text/comma-separated-values"]),
        UTType("public.rtf", parents: ["public.text"], extensions: ["rtf"], mime: ["text/rtf"]),
        UTType("com.apple.property-list", parents: ["public.data"], extensions: ["plist"]),
        UTType("public.url", parents: ["public.data"]),
        UTType("public.file-url", parents: ["public.url"]),
        UTType("public.image", parents: ["public.data", "public.content"]),
        UTType("public.jpeg", parents: ["public.image"], extensions: ["jpeg", "jpg", "jpe"], mime: ["image/jpeg"]),
        UTType("public.png", parents: ["public.image"], extensions: ["png"], mime: ["image/png"]),
        UTType("com.compuserve.gif", parents: ["public.image"], extensions: ["gif"], mime: ["image/gif"]),
        UTType("public.heif-standard", parents: ["public.image"]),
        UTType("public.heic", parents: ["public.heif-standard"], extensions: ["heic"], mime: ["image/heic"]),
        UTType("public.heif", parents: ["public.heif-standard"], extensions: ["heif"], mime: ["image/heif"]),
        UTType("public.tiff", parents: ["public.image"], extensions: ["tiff", "tif"], mime: ["image/tiff"]),
        UTType("org.webmproject.webp", parents: ["public.image"], extensions: ["webp"], mime: ["image/webp"]),
        UTType("public.svg-image", parents: ["public.image"], extensions: ["svg"], mime: ["image/svg+xml"]),
        UTType("com.microsoft.bmp", parents: ["public.image"], extensions: ["bmp"], mime: ["image/bmp"]),
        UTType("com.apple.live-photo", parents: ["public.item"]),
        UTType("public.audiovisual-content", parents: ["public.data", "public.content"]),
        UTType("public.movie", parents: ["public.audiovisual-content"]),
        UTType("public.video", parents: ["public.movie"]),
        UTType("public.audio", parents: ["public.audiovisual-content"]),
        UTType(
            "com.apple.quicktime-movie", parents: ["public.movie"], extensions: ["mov", "qt"],
            mime: ["video/quicktime"]),
        UTType("public.mpeg-4", parents: ["public.movie"], extensions: ["mp4", "mpg4"], mime: ["video/mp4"]),
        UTType("public.mp3", parents: ["public.audio"], extensions: ["mp3"], mime: ["audio/mpeg"]),
        UTType(
            "public.mpeg-4-audio", parents: ["public.mpeg-4", "public.audio"], extensions: ["m4a"],
            mime: ["audio/mp4"]),
        UTType(
            "com.adobe.pdf", parents: ["public.data", "public.composite-content"], extensions: ["pdf"],
            mime: ["application/pdf"]),
        UTType("public.archive", parents: ["public.data"]),
        UTType("public.zip-archive", parents: ["public.archive"], extensions: ["zip"], mime: ["application/zip"]),
        UTType("public.contact", parents: ["public.item"]),
        UTType(
            "public.vcard", parents: ["public.contact", "public.text"], extensions: ["vcf", "vcard"],
            mime: ["text/vcard"]),
        UTType("public.spreadsheet", parents: ["public.content"]),
        UTType("public.presentation", parents: ["public.composite-content"]),
    ]
    static let system: [String: UTType] = Dictionary(uniqueKeysWithValues: ordered.map { ($0.identifier, $0) })

    private static func known(_ identifier: String) -> UTType { system[identifier]! }

    public static var item: UTType { known("public.item") }
    public static var content: UTType { known("public.content") }
    public static var compositeContent: UTType { known("public.composite-content") }
    public static var data: UTType { known("public.data") }
    public static var directory: UTType { known("public.directory") }
    public static var folder: UTType { known("public.folder") }
    public static var text: UTType { known("public.text") }
    public static var plainText: UTType { known("public.plain-text") }
    public static var utf8PlainText: UTType { known("public.utf8-plain-text") }
    public static var utf16PlainText: UTType { known("public.utf16-plain-text") }
    public static var html: UTType { known("public.html") }
    public static var xml: UTType { known("public.xml") }
    public static var json: UTType { known("public.json") }
    public static var delimitedText: UTType { known("public.delimited-values-text") }
    public static var commaSeparatedText: UTType { known("public.comma-separated-values-text") }
    public static var rtf: UTType { known("public.rtf") }
    public static var propertyList: UTType { known("com.apple.property-list") }
    public static var url: UTType { known("public.url") }
    public static var fileURL: UTType { known("public.file-url") }
    public static var image: UTType { known("public.image") }
    public static var jpeg: UTType { known("public.jpeg") }
    public static var png: UTType { known("public.png") }
    public static var gif: UTType { known("com.compuserve.gif") }
    public static var heic: UTType { known("public.heic") }
    public static var heif: UTType { known("public.heif") }
    public static var tiff: UTType { known("public.tiff") }
    public static var webP: UTType { known("org.webmproject.webp") }
    public static var svg: UTType { known("public.svg-image") }
    public static var bmp: UTType { known("com.microsoft.bmp") }
    public static var livePhoto: UTType { known("com.apple.live-photo") }
    public static var audiovisualContent: UTType { known("public.audiovisual-content") }
    public static var movie: UTType { known("public.movie") }
    public static var video: UTType { known("public.video") }
    public static var audio: UTType { known("public.audio") }
    public static var quickTimeMovie: UTType { known("com.apple.quicktime-movie") }
    public static var mpeg4Movie: UTType { known("public.mpeg-4") }
    public static var mp3: UTType { known("public.mp3") }
    public static var mpeg4Audio: UTType { known("public.mpeg-4-audio") }
    public static var pdf: UTType { known("com.adobe.pdf") }
    public static var archive: UTType { known("public.archive") }
    public static var zip: UTType { known("public.zip-archive") }
    public static var contact: UTType { known("public.contact") }
    public static var vCard: UTType { known("public.vcard") }
    public static var spreadsheet: UTType { known("public.spreadsheet") }
    public static var presentation: UTType { known("public.presentation") }
}
