import Foundation
import AnimaticCore

/// The look shared by sheets and plots: iOS's grouped-background grays, Inter, and a
/// categorical palette (Tableau 10, reordered so neighbours differ in lightness too) whose
/// colors stay apart for the common forms of color blindness.
public enum ReviewStyle {
    public static let background = Color(hex: "#F2F2F7")!
    public static let card = Color.white
    public static let hairline = Color(hex: "#D1D1D6")!
    public static let grid = Color(hex: "#E5E5EA")!
    public static let text = Color(hex: "#1C1C1E")!
    public static let secondaryText = Color(hex: "#6C6C70")!
    public static let duration = Color(hex: "#8E8E93")!
    public static let completion = Color(hex: "#AF52DE")!

    public static let palette: [Color] = [
        "#4E79A7", "#F28E2B", "#59A14F", "#E15759", "#B07AA1",
        "#76B7B2", "#9C755F", "#FF9DA7", "#EDC948", "#BAB0AC",
    ].map { Color(hex: $0)! }

    public static func color(_ index: Int) -> Color { palette[index % palette.count] }

    /// "0.250 s": milliseconds are what designers tune.
    public static func seconds(_ t: Double) -> String {
        let ms = (t * 1000).rounded() / 1000
        return String(format: "%.3f s", ms == 0 ? 0 : ms)
    }
}
