// `import MobileCoreServices` on Linux: the uniform type identifiers apps pass to pickers.
@_exported import AnimaticUIKit

public let kUTTypeImage: CFString = "public.image"
public let kUTTypeJPEG: CFString = "public.jpeg"
public let kUTTypePNG: CFString = "public.png"
public let kUTTypeMovie: CFString = "public.movie"
public let kUTTypeVideo: CFString = "public.video"
public let kUTTypeText: CFString = "public.text"
public let kUTTypePlainText: CFString = "public.plain-text"
public let kUTTypeURL: CFString = "public.url"
public let kUTTypePDF: CFString = "com.adobe.pdf"
public let kUTTypeData: CFString = "public.data"
public let kUTTypeItem: CFString = "public.item"
