// iOS 14's document picker initializers take `UTType`s, so on iOS they come with this module too.
extension UIDocumentPickerViewController {
    public convenience init(forOpeningContentTypes contentTypes: [UTType], asCopy: Bool) {
        self.init(openingTypeIdentifiers: contentTypes.map(\.identifier), asCopy: asCopy)
    }
    public convenience init(forOpeningContentTypes contentTypes: [UTType]) {
        self.init(forOpeningContentTypes: contentTypes, asCopy: false)
    }
}
