//  A layer whose managed properties are declared in an extension, as Core Data's generated
//  `+CoreDataProperties.swift` declares an entity's.
import UIKit

final class PulseLayer: CALayer {}

extension PulseLayer {
    @NSManaged var pulse: CGFloat  // how far the pulse has gone
    @NSManaged public var label: String?
}
