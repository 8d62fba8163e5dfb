// Stand-in for PopupDialog's AnimationDirection.
import AnimaticUIKit
internal enum AnimationDirection { case `in`, out }
