// Census self-test (written for this project): a protocol whose own extension gives its conformers
// `==`, which no compiler error names, and a key adopting it whose closure keeps `==` from being
// synthesized: the key compiles only with the protocol's extension. Its ID is trimmed by a
// property wrapper declared in a file of its own (Trimmed.swift).
import Foundation

protocol PhotoIdentifiable: Equatable {
    var photoID: String { get }
}

extension PhotoIdentifiable {
    static func == (a: Self, b: Self) -> Bool { a.photoID == b.photoID }
}

struct PhotoKey: PhotoIdentifiable {
    @Trimmed var photoID: String
    let load: () -> Void
}
