// `import CoreImage` on Linux. Core Image's names are in AnimaticUIKit (Sources/AnimaticUIKit/CoreImage.swift),
// because on iOS `import UIKit` makes them visible too: an app's file that imports only UIKit makes a
// `CIFilter` and compiles.
@_exported import AnimaticUIKit
