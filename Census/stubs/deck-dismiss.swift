// Stand-in for DeckTransition's Constants (Source/Constants.swift).
import AnimaticUIKit
enum Constants { static let defaultAnimationDuration: TimeInterval = 0.3 }
