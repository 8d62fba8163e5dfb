import SwiftUI
import UniformTypeIdentifiers

// PhotosUI for SwiftUI (iOS 16's `PhotosPicker`, in PhotosUI's SwiftUI overlay): compiles and draws
// nothing, as every SwiftUI view here. There is no photo library, so no item is ever picked.

public struct PhotosPickerItem: Equatable, Hashable, Sendable {
    public enum EncodingDisambiguationPolicy: Hashable, Sendable { case automatic, current, compatible }
    public let itemIdentifier: String?
    public var supportedContentTypes: [UTType] { [] }
    public init(itemIdentifier: String) { self.itemIdentifier = itemIdentifier }
    /// Nothing to load: no library holds the item (iOS answers nil when the item cannot be loaded as `type`).
    public func loadTransferable<T>(type: T.Type) async throws -> T? { nil }
    public func loadTransferable<T>(type: T.Type, completionHandler: @escaping (Result<T?, any Error>) -> Void)
        -> Progress
    {
        completionHandler(.success(nil))
        return Progress(totalUnitCount: 1)
    }
}

public enum PhotosPickerSelectionBehavior: Hashable, Sendable {
    case `default`, ordered, continuous, continuousAndOrdered
}
public enum PhotosPickerStyle: Hashable, Sendable { case presentation, inline, compact }

public struct PhotosPicker<Label: View>: View {
    public typealias Body = Never
    public init(
        selection: Binding<PhotosPickerItem?>, matching filter: PHPickerFilter? = nil,
        preferredItemEncoding: PhotosPickerItem.EncodingDisambiguationPolicy = .automatic,
        @ViewBuilder label: () -> Label
    ) {}
    public init(
        selection: Binding<[PhotosPickerItem]>, maxSelectionCount: Int? = nil,
        selectionBehavior: PhotosPickerSelectionBehavior = .default, matching filter: PHPickerFilter? = nil,
        preferredItemEncoding: PhotosPickerItem.EncodingDisambiguationPolicy = .automatic,
        @ViewBuilder label: () -> Label
    ) {}
}

extension PhotosPicker where Label == Text {
    public init(
        _ titleKey: LocalizedStringKey, selection: Binding<PhotosPickerItem?>, matching filter: PHPickerFilter? = nil,
        preferredItemEncoding: PhotosPickerItem.EncodingDisambiguationPolicy = .automatic
    ) {}
    public init(
        _ titleKey: LocalizedStringKey, selection: Binding<[PhotosPickerItem]>, maxSelectionCount: Int? = nil,
        selectionBehavior: PhotosPickerSelectionBehavior = .default, matching filter: PHPickerFilter? = nil,
        preferredItemEncoding: PhotosPickerItem.EncodingDisambiguationPolicy = .automatic
    ) {}
}

extension View {
    public func photosPicker(
        isPresented: Binding<Bool>, selection: Binding<PhotosPickerItem?>, matching filter: PHPickerFilter? = nil,
        preferredItemEncoding: PhotosPickerItem.EncodingDisambiguationPolicy = .automatic
    ) -> some View { self }
    public func photosPicker(
        isPresented: Binding<Bool>, selection: Binding<[PhotosPickerItem]>, maxSelectionCount: Int? = nil,
        selectionBehavior: PhotosPickerSelectionBehavior = .default, matching filter: PHPickerFilter? = nil,
        preferredItemEncoding: PhotosPickerItem.EncodingDisambiguationPolicy = .automatic
    ) -> some View { self }
    public func photosPickerStyle(_ style: PhotosPickerStyle) -> some View { self }
}
