// `import UIKit` in an animator file on Linux: UIKit's names are AnimaticUIKit's, so the file
// compiles without the rewrite and `#if canImport(UIKit)` takes its iOS branch.
@_exported import AnimaticUIKit
