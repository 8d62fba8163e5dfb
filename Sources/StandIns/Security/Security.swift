// `import Security` on Linux: the keychain is AnimaticUIKit's (Security/SecBase.swift), in scope
// without the import as Foundation brings it on iOS; this module only re-exports it.
@_exported import AnimaticUIKit
