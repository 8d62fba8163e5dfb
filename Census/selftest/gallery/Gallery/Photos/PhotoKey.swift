// Census self-test (written for this project): a protocol whose own extension gives its conformers
// `==`, which no compiler error names, and a key adopting it whose closure keeps `==` from being
// synthesized: the key compiles only with the protocol's extension.
import Foundation

protocol PhotoIdentifiable: Equatable {
    var photoID: String { get }
}

extension PhotoIdentifiable {
    static func == (a: Self, b: Self) -> Bool { a.photoID == b.photoID }
}

struct PhotoKey: PhotoIdentifiable {
    let photoID: String
    let load: () -> Void
}
