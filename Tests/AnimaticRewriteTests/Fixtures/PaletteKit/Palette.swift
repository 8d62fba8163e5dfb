//  A file of the app's own module PaletteKit (a local pod or package target on iOS), compiled into
//  this target with the animator that imports it: AnimaticSources.txt says `@modules-in-target
//  PaletteKit`, so `import PaletteKit` names this target.
import UIKit

public enum Palette {
    /// sRGB (0x20, 0x60, 0xA0).
    public static let ink = UIColor(red: 0x20 / 255.0, green: 0x60 / 255.0, blue: 0xA0 / 255.0, alpha: 1)
}
