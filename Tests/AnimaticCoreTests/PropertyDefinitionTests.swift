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

    /// A value of the property's kind unlike any default, written by hand per kind.
    static func distinctive(_ kind: ValueKind) -> AnimatableValue {
        switch kind {
        case .number: .number(0.375)
        case .point: .point(Point(0.125, 7))
        case .size: .size(Size(3, -9))
        case .rect: .rect(Rect(0.25, 0.5, 0.125, 0.0625))
        case .color: .color(Color(red: 0.1, green: 0.2, blue: 0.3, alpha: 0.4))
        case .transform: .transform(.translation(5, 6, 7))
        case .bool: .bool(true)
        case .numbers: .numbers([0.25, 0.75])
        case .colors: .colors([.black, .white])
        case .path: .path(ShapePath([.move(Point(1, 2)), .line(Point(3, 4))]))
        }
    }

    /// Every property is stored in a place of its own: writing it reads back what was written
    /// and leaves every other property as it was (two rows sharing a key path would fail).
    @Test(arguments: LayerProperty.allCases)
    func everyPropertyIsStoredOnItsOwn(property: LayerProperty) {
        let kind: ViewKind = property.requiredKind ?? .view
        let before = ViewState(id: "v", kind: kind)
        var after = before
        var value = Self.distinctive(property.kind)
        if property == .isDoubleSided { value = .bool(false) }
        property.set(value, in: &after)
        #expect(property.value(in: after) == value)
        #expect(property.value(in: before) != value, "the distinctive value is \(property)'s default")
        for other in LayerProperty.allCases where other != property {
            #expect(other.value(in: after) == other.value(in: before), "writing \(property) changed \(other)")
        }
    }

    /// The presentation holds the model's layer values as they are: what is drawn is what was set.
    @Test func aLayerIsDrawnWithTheModelsValues() {
        var view = ViewState(id: "v")
        view.cornerRadius = 12
        view.shadow.radius = 9
        view.allowsEdgeAntialiasing = true
        view.transformFunctions.rotation[2] = 90
        let layer = ModelTree.layer(for: view)
        #expect(layer.cornerRadius == 12)
        #expect(layer.shadow.radius == 9)
        #expect(layer.allowsEdgeAntialiasing)
        let turned = layer.transform.apply(Point(1, 0))
        #expect(abs(turned.x) < 1e-12 && abs(abs(turned.y) - 1) < 1e-12, "the drawn transform includes rotation.z")
    }
}
