/// Current iPhones and iPads as a canvas: the screen in points, portrait, and its pixels per
/// point (Apple's Human Interface Guidelines, Layout, device screen sizes). A scene names one
/// with `canvas: {device: iphone-16-pro}`.
public struct DevicePreset: Sendable, Equatable {
    public var id: String
    public var name: String
    public var size: Size
    public var scale: Double

    public static let all: [DevicePreset] = [
        DevicePreset(id: "iphone-se-3", name: "iPhone SE (3rd generation)", size: Size(375, 667), scale: 2),
        DevicePreset(id: "iphone-13-mini", name: "iPhone 13 mini", size: Size(375, 812), scale: 3),
        DevicePreset(id: "iphone-14", name: "iPhone 14", size: Size(390, 844), scale: 3),
        DevicePreset(id: "iphone-16", name: "iPhone 16, iPhone 15", size: Size(393, 852), scale: 3),
        DevicePreset(id: "iphone-16-plus", name: "iPhone 16 Plus, iPhone 15 Plus", size: Size(430, 932), scale: 3),
        DevicePreset(id: "iphone-16-pro", name: "iPhone 16 Pro", size: Size(402, 874), scale: 3),
        DevicePreset(id: "iphone-16-pro-max", name: "iPhone 16 Pro Max", size: Size(440, 956), scale: 3),
        DevicePreset(id: "ipad-mini-6", name: "iPad mini (6th generation)", size: Size(744, 1133), scale: 2),
        DevicePreset(id: "ipad-10", name: "iPad (10th generation)", size: Size(820, 1180), scale: 2),
        DevicePreset(id: "ipad-pro-11", name: "iPad Pro 11-inch (M4)", size: Size(834, 1210), scale: 2),
        DevicePreset(id: "ipad-air-13", name: "iPad Air 13-inch (M2)", size: Size(1024, 1366), scale: 2),
        DevicePreset(id: "ipad-pro-13", name: "iPad Pro 13-inch (M4)", size: Size(1032, 1376), scale: 2),
    ]

    public static func named(_ id: String) -> DevicePreset? { all.first { $0.id == id } }
}
