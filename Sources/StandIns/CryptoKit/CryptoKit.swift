// `import CryptoKit` on Linux is swift-crypto (github.com/apple/swift-crypto), Apple's open
// implementation of CryptoKit's API with its names and semantics: hashes, HMAC, keys, ciphers.
@_exported import AnimaticUIKit
@_exported import Crypto
