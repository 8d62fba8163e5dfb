extension Color {
    /// UIKit's named and system colors (light appearance, sRGB), so scenes can say `systemBlue`.
    public static let named: [String: Color] = {
        let hex: [String: String] = [
            "clear": "#00000000", "black": "#000000", "white": "#FFFFFF", "red": "#FF0000", "green": "#00FF00",
            "blue": "#0000FF", "gray": "#808080", "darkGray": "#555555", "lightGray": "#AAAAAA",
            "systemRed": "#FF3B30", "systemOrange": "#FF9500", "systemYellow": "#FFCC00", "systemGreen": "#34C759",
            "systemMint": "#00C7BE", "systemTeal": "#30B0C7", "systemCyan": "#32ADE6", "systemBlue": "#007AFF",
            "systemIndigo": "#5856D6", "systemPurple": "#AF52DE", "systemPink": "#FF2D55", "systemBrown": "#A2845E",
            "systemGray": "#8E8E93", "systemGray2": "#AEAEB2", "systemGray3": "#C7C7CC", "systemGray4": "#D1D1D6",
            "systemGray5": "#E5E5EA", "systemGray6": "#F2F2F7",
            "label": "#000000", "secondaryLabel": "#3C3C4399", "tertiaryLabel": "#3C3C434D",
            "quaternaryLabel": "#3C3C432E",
            "separator": "#3C3C434A", "opaqueSeparator": "#C6C6C8", "link": "#007AFF", "placeholderText": "#3C3C434D",
            "systemBackground": "#FFFFFF", "secondarySystemBackground": "#F2F2F7",
            "tertiarySystemBackground": "#FFFFFF",
            "systemGroupedBackground": "#F2F2F7", "secondarySystemGroupedBackground": "#FFFFFF",
            "tertiarySystemGroupedBackground": "#F2F2F7", "systemFill": "#78788033", "secondarySystemFill": "#78788029",
            "tertiarySystemFill": "#7676801F", "quaternarySystemFill": "#74748014", "darkText": "#000000",
            "lightText": "#FFFFFF99",
        ]
        return hex.compactMapValues { Color(hex: $0) }
    }()
}
