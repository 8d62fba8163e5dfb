// Empty on purpose. The toolchain's swift-testing declares a cross-import overlay for UIKit:
// a file that imports both Testing and UIKit also loads `_Testing_UIKit`, which only Apple
// platforms ship. With Animatic's UIKit module on Linux, this stand-in lets such a test file
// (`import Testing` next to `import UIKit`) compile. Swift Testing's UIKit attachments are not
// provided.
