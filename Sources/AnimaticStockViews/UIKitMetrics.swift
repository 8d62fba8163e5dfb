import AnimaticCore

/// iOS metrics and colors the UIKit view kinds (`statusBar`, `navigationBar`, `tableView`, …)
/// are laid out with: the values of iOS 7–17 on iPhone in the light appearance, in points.
public enum UIKitMetrics {
    /// The classic status bar (before the notch).
    public static let statusBarHeight = 20.0
    /// A compact navigation bar; with the status bar above it the bar's background is 64 pt.
    public static let navigationBarHeight = 44.0
    public static let tabBarHeight = 49.0
    /// The default row height, and the height of a row with a subtitle.
    public static let rowHeight = 44.0
    public static let subtitleRowHeight = 64.0
    /// The leading and trailing margin of cells and bars (iOS 11 and later on iPhone).
    public static let margin = 16.0
    /// Separators start this far from the leading edge (or at the text, after an icon).
    public static let separatorInset = 16.0
    /// A hairline: one pixel at 2×.
    public static let hairline = 0.5
    /// The gap above a section of a grouped table, without and with header text.
    public static let groupedSectionGap = 35.0
    public static let groupedHeaderGap = 48.0
    /// The height of a plain table's section header.
    public static let plainHeaderHeight = 28.0
    /// The corner radius of an inset-grouped section.
    public static let insetGroupedCornerRadius = 10.0
    /// The back chevron: 13 × 21 pt, 8 pt from the leading edge; the back title starts after it.
    public static let backChevronSize = Size(13, 21)
    public static let backChevronX = 8.0
    public static let backTitleX = 27.0
    /// Space between bar button items.
    public static let barItemSpacing = 8.0
    /// The translucent bar background (UINavigationBar, UITabBar, UIToolbar on iOS 7+).
    public static let barBackground = Color(hex: "#F9F9F9F0")!
    /// The gray of a selected (highlighted) row.
    public static let selectedRowColor = Color(hex: "#D1D1D6")!
    /// A switch's track when off, and its knob.
    public static let switchOffTrack = Color(hex: "#E9E9EA")!
    /// Colors collection view items cycle through by default.
    public static let itemPalette: [Color] = [
        "systemBlue", "systemOrange", "systemGreen", "systemPink", "systemPurple",
        "systemTeal", "systemYellow", "systemRed", "systemIndigo",
    ].map { Color.named[$0]! }

    public static func color(_ name: String) -> Color { Color.named[name] ?? .black }

    // MARK: Text

    /// The width of `text` in the system font (Inter, which Animatic draws with) at `size`,
    /// from Inter's advance widths; kerning is ignored, so it errs a little on the wide side.
    /// Characters outside ASCII count as 0.6 em.
    public static func textWidth(_ text: String, size: Double, weight: FontWeight = .regular) -> Double {
        let table = advances(weight)
        var em = 0.0
        for scalar in text.unicodeScalars {
            let v = Int(scalar.value)
            em += (32...126).contains(v) ? Double(table[v - 32]) / 1000 : 0.6
        }
        return em * size
    }

    public static func textWidth(_ text: String, font: Font) -> Double {
        textWidth(text, size: font.size, weight: font.weight)
    }

    /// Inter's advance widths of ASCII 32…126 in thousandths of an em.
    static func advances(_ weight: FontWeight) -> [Int] {
        switch weight {
        case .ultraLight, .thin, .light, .regular: regular
        case .medium: medium
        case .semibold: semibold
        case .bold, .heavy, .black: bold
        }
    }

    static let regular = [
        281, 278, 403, 631, 638, 812, 639, 222, 362, 362, 500, 659, 280, 460, 276, 357, 625, 464, 605,
        636, 642, 608, 624, 571, 616, 624, 276, 280, 659, 659, 659, 507, 936, 676, 651, 727, 719, 598,
        587, 743, 740, 264, 543, 652, 562, 889, 753, 761, 635, 761, 639, 638, 642, 741, 676, 949, 642,
        665, 625, 362, 357, 362, 469, 452, 497, 564, 621, 558, 621, 582, 361, 609, 591, 237, 237, 544,
        237, 869, 585, 597, 609, 609, 372, 523, 364, 581, 557, 812, 540, 557, 541, 362, 327, 362, 659,
    ]
    static let medium = [
        265, 294, 400, 637, 643, 828, 651, 217, 378, 378, 522, 666, 288, 463, 283, 368, 646, 473, 613,
        644, 654, 620, 636, 579, 631, 636, 283, 288, 666, 666, 666, 526, 968, 700, 654, 735, 722, 603,
        586, 749, 742, 270, 552, 664, 564, 898, 747, 768, 639, 768, 645, 643, 651, 738, 700, 978, 666,
        685, 639, 378, 368, 378, 475, 460, 497, 569, 626, 568, 626, 587, 369, 617, 602, 249, 249, 556,
        249, 884, 597, 602, 617, 617, 384, 536, 372, 594, 566, 825, 551, 566, 551, 378, 342, 378, 666,
    ]
    static let semibold = [
        248, 309, 396, 643, 649, 844, 663, 213, 393, 393, 543, 673, 295, 466, 290, 379, 667, 481, 621,
        652, 666, 632, 648, 587, 646, 648, 290, 295, 673, 673, 673, 544, 999, 724, 657, 744, 724, 608,
        586, 755, 744, 275, 561, 677, 566, 906, 741, 775, 643, 776, 651, 649, 660, 734, 724, 1007, 690,
        705, 653, 393, 379, 393, 481, 468, 497, 575, 630, 577, 630, 593, 377, 625, 613, 261, 261, 569,
        261, 898, 610, 608, 625, 625, 397, 549, 380, 608, 576, 837, 562, 576, 562, 393, 358, 393, 673,
    ]
    static let bold = [
        232, 325, 392, 650, 655, 859, 674, 209, 409, 409, 565, 680, 303, 469, 298, 390, 688, 489, 630,
        659, 678, 645, 660, 595, 661, 660, 298, 303, 680, 680, 680, 562, 1031, 748, 661, 752, 727, 613,
        585, 761, 746, 281, 570, 690, 567, 915, 735, 782, 648, 783, 656, 655, 668, 729, 748, 1036, 714,
        724, 667, 409, 390, 409, 488, 477, 497, 580, 635, 587, 635, 598, 386, 633, 624, 272, 272, 582,
        272, 912, 622, 614, 632, 632, 409, 562, 388, 622, 586, 850, 574, 586, 572, 409, 374, 409, 680,
    ]
}
