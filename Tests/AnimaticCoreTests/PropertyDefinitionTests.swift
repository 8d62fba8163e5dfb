import Foundation
import Testing
@testable import AnimaticCore

/// A layer property is defined once (`LayerProperty.definition`): the key paths scenes write,
/// the one `values` reports and the value kind all come from its row.
@Suite struct PropertyDefinitionTests {
    /// Every property is written as `layer.` and its CALayer key path, and reads back as itself.
    @Test(arguments: LayerProperty.allCases)
    func everyPropertyResolvesFromItsOwnKeyPaths(property: LayerProperty) throws {
        let written = try #require(PropertyPath.resolve("layer." + property.definition.layerKeyPath))
        #expect(written.root == .layer(property))
        #expect(written.valueKind == property.kind)
        let reported = try #require(PropertyPath.resolve(property.keyPath))
        #expect(reported.root == .layer(property), "values reports \(property) as '\(property.keyPath)'")
    }

    /// The spellings scenes accept, as they were before the table replaced the hand-kept list (and
    /// `layer.allowsEdgeAntialiasing`, added since).
    @Test func theAcceptedRootsAreUnchanged() {
        let roots = Set(PropertyPath.roots.map(\.0))
        let expected: Set<String> = [
            "alpha", "backgroundColor", "bounds", "center", "clipsToBounds", "frame", "hidden", "isHidden",
            "layer.allowsEdgeAntialiasing", "layer.anchorPoint", "layer.anchorPointZ", "layer.backgroundColor",
            "layer.borderColor",
            "layer.borderWidth",
            "layer.bounds", "layer.colors", "layer.contentsRect", "layer.cornerRadius", "layer.doubleSided",
            "layer.endPoint", "layer.fillColor", "layer.hidden", "layer.isDoubleSided", "layer.lineDashPattern",
            "layer.lineDashPhase", "layer.lineWidth", "layer.locations", "layer.masksToBounds", "layer.miterLimit",
            "layer.opacity", "layer.path", "layer.position", "layer.preserves3D", "layer.shadowColor",
            "layer.shadowOffset", "layer.shadowOpacity", "layer.shadowPath", "layer.shadowRadius", "layer.startPoint",
            "layer.strokeColor", "layer.strokeEnd", "layer.strokeStart", "layer.sublayerTransform", "layer.transform",
            "layer.transform.rotation", "layer.transform.rotation.x", "layer.transform.rotation.y",
            "layer.transform.rotation.z", "layer.transform.scale", "layer.transform.scale.x", "layer.transform.scale.y",
            "layer.transform.scale.z", "layer.transform.translation", "layer.transform.translation.x",
            "layer.transform.translation.y", "layer.transform.translation.z", "layer.zPosition", "transform",
        ]
        #expect(roots == expected)
        #expect(PropertyPath.roots.count == roots.count, "a spelling is listed twice")
    }
}
