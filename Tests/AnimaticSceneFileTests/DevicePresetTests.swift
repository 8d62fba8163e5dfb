import AnimaticCore
import AnimaticSceneFile
import Foundation
import Testing

/// `canvas: {device: …}` takes a device's screen and scale; `size` and `scale` override them.
@Suite struct DevicePresetTests {
    func canvas(_ fields: String) throws -> Canvas {
        try SceneLoader.parse(
            "canvas: {\(fields)}\nfrom: {id: home}\nto: {id: detail}\ntransition: {duration: 1, steps: []}",
            file: "device.yaml"
        ).canvas
    }

    @Test func aDeviceSetsTheCanvasSizeAndScale() throws {
        let pro = try canvas("device: iphone-16-pro")
        #expect(pro.size == Size(402, 874) && pro.scale == 3)
        #expect(pro.pixelWidth == 1206 && pro.pixelHeight == 2622)
        let ipad = try canvas("device: ipad-10, scale: 1")
        #expect(ipad.size == Size(820, 1180) && ipad.scale == 1)
    }

    @Test func anUnknownDeviceIsAnErrorThatListsTheKnownOnes() {
        let e = error(
            "canvas: {device: iphone-99}\nfrom: {id: home}\nto: {id: detail}\ntransition: {duration: 1, steps: []}")
        let text = e.map { "\($0)" } ?? ""
        #expect(text.contains("bad.yaml:1:18"), "\(text)")
        #expect(text.contains("unknown device 'iphone-99'; expected one of: iphone-se-3,"))
    }
}
