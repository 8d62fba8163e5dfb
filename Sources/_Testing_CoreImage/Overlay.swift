// Empty on purpose, as Sources/_Testing_UIKit: the toolchain's swift-testing declares a
// cross-import overlay for CoreImage, which a file importing both Testing and CoreImage loads and
// only Apple platforms ship. With Animatic's CoreImage stand-in on Linux, this lets such a test
// file compile. Swift Testing's Core Image attachments are not provided.
