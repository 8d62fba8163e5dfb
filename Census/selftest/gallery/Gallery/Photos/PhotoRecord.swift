// Census self-test (written for this project): a stored model on a pod's base class, as Realm's
// models are (`class Item: Object { override static func primaryKey() … }`). The pod does not
// exist, so its class is stood in and the overrides override nothing (the eighteenth step).
import Foundation
import SomePod

final class PhotoRecord: SomePodObject {
    var photoID = ""

    override static func primaryKey() -> String? {
        return "photoID"
    }
}
