// `import CommonCrypto` on Linux: the one-shot digests (CommonDigest.h), HMAC (CommonHMAC.h) and
// `CCCrypt` with AES (CommonCryptor.h), with the C signatures and constants as Swift imports them
// (`var CC_SHA256_DIGEST_LENGTH: Int32`, `var kCCSuccess: Int`), so `CC_SHA256($0.baseAddress,
// CC_LONG(data.count), &digest)` compiles as on iOS. Digests and HMAC are computed by swift-crypto
// (Apple's open implementation of CryptoKit), SHA-224, which it does not offer, and AES by this module
// (SHA224.swift, AES.swift): swift-crypto's AES-CBC is in `_CryptoExtras`, which checks
// `#if canImport(CommonCrypto)` and would take this module for Apple's when rebuilt next to it.
// Not provided: the incremental `…_Init`/`_Update`/`_Final` and `CCCryptor…` calls, and ciphers
// other than AES (`CCCrypt` answers kCCUnimplemented for them).
@_exported import AnimaticUIKit
import Crypto

public typealias CC_LONG = UInt32
public typealias CC_LONG64 = UInt64

// CommonDigest.h's `#define`s, which Swift imports as Int32.
public var CC_MD5_DIGEST_LENGTH: Int32 { 16 }
public var CC_SHA1_DIGEST_LENGTH: Int32 { 20 }
public var CC_SHA224_DIGEST_LENGTH: Int32 { 28 }
public var CC_SHA256_DIGEST_LENGTH: Int32 { 32 }
public var CC_SHA384_DIGEST_LENGTH: Int32 { 48 }
public var CC_SHA512_DIGEST_LENGTH: Int32 { 64 }
public var CC_MD5_BLOCK_BYTES: Int32 { 64 }
public var CC_SHA1_BLOCK_BYTES: Int32 { 64 }
public var CC_SHA224_BLOCK_BYTES: Int32 { 64 }
public var CC_SHA256_BLOCK_BYTES: Int32 { 64 }
public var CC_SHA384_BLOCK_BYTES: Int32 { 128 }
public var CC_SHA512_BLOCK_BYTES: Int32 { 128 }

/// The `len` bytes at `data` (which may be nil when `len` is 0) as a buffer.
func bytes(_ data: UnsafeRawPointer?, _ count: Int) -> UnsafeRawBufferPointer {
    UnsafeRawBufferPointer(start: count > 0 ? data : nil, count: count > 0 ? count : 0)
}

/// Writes `digest` to `md` and returns `md`, as the C functions do.
private func write(_ digest: some Sequence<UInt8>, _ md: UnsafeMutablePointer<UInt8>?) -> UnsafeMutablePointer<UInt8>? {
    guard let md else { return nil }
    for (offset, byte) in digest.enumerated() { md[offset] = byte }
    return md
}

@available(
    iOS, deprecated: 13.0,
    message: """
        This function is cryptographically broken and should not be used in security contexts. \
        Clients should migrate to SHA256 (or stronger).
        """
)
@discardableResult
public func CC_MD5(_ data: UnsafeRawPointer!, _ len: CC_LONG, _ md: UnsafeMutablePointer<UInt8>!)
    -> UnsafeMutablePointer<UInt8>!
{
    write(Insecure.MD5.hash(data: bytes(data, Int(len))), md)
}

@discardableResult
public func CC_SHA1(_ data: UnsafeRawPointer!, _ len: CC_LONG, _ md: UnsafeMutablePointer<UInt8>!)
    -> UnsafeMutablePointer<UInt8>!
{
    write(Insecure.SHA1.hash(data: bytes(data, Int(len))), md)
}

@discardableResult
public func CC_SHA224(_ data: UnsafeRawPointer!, _ len: CC_LONG, _ md: UnsafeMutablePointer<UInt8>!)
    -> UnsafeMutablePointer<UInt8>!
{
    write(SHA224.hash(bytes(data, Int(len))), md)
}

@discardableResult
public func CC_SHA256(_ data: UnsafeRawPointer!, _ len: CC_LONG, _ md: UnsafeMutablePointer<UInt8>!)
    -> UnsafeMutablePointer<UInt8>!
{
    write(SHA256.hash(data: bytes(data, Int(len))), md)
}

@discardableResult
public func CC_SHA384(_ data: UnsafeRawPointer!, _ len: CC_LONG, _ md: UnsafeMutablePointer<UInt8>!)
    -> UnsafeMutablePointer<UInt8>!
{
    write(SHA384.hash(data: bytes(data, Int(len))), md)
}

@discardableResult
public func CC_SHA512(_ data: UnsafeRawPointer!, _ len: CC_LONG, _ md: UnsafeMutablePointer<UInt8>!)
    -> UnsafeMutablePointer<UInt8>!
{
    write(SHA512.hash(data: bytes(data, Int(len))), md)
}

// CommonHMAC.h's algorithms: an anonymous enum, so Swift imports them as Int.
public typealias CCHmacAlgorithm = UInt32
public var kCCHmacAlgSHA1: Int { 0 }
public var kCCHmacAlgMD5: Int { 1 }
public var kCCHmacAlgSHA256: Int { 2 }
public var kCCHmacAlgSHA384: Int { 3 }
public var kCCHmacAlgSHA512: Int { 4 }
public var kCCHmacAlgSHA224: Int { 5 }

/// The HMAC (RFC 2104) of the data under the key, written to `macOut` (the algorithm's digest
/// length); nothing is written for an algorithm CommonHMAC.h does not list.
public func CCHmac(
    _ algorithm: CCHmacAlgorithm, _ key: UnsafeRawPointer!, _ keyLength: Int, _ data: UnsafeRawPointer!,
    _ dataLength: Int, _ macOut: UnsafeMutableRawPointer!
) {
    let key = bytes(key, keyLength), message = bytes(data, dataLength)
    func mac<H: HashFunction>(_: H.Type) -> [UInt8] {
        Array(HMAC<H>.authenticationCode(for: message, using: SymmetricKey(data: key)))
    }
    let code: [UInt8]
    switch Int(algorithm) {
    case kCCHmacAlgSHA1: code = mac(Insecure.SHA1.self)
    case kCCHmacAlgMD5: code = mac(Insecure.MD5.self)
    case kCCHmacAlgSHA256: code = mac(SHA256.self)
    case kCCHmacAlgSHA384: code = mac(SHA384.self)
    case kCCHmacAlgSHA512: code = mac(SHA512.self)
    case kCCHmacAlgSHA224: code = SHA224.hmac(key: Array(key), message: Array(message))
    default: return
    }
    guard let macOut else { return }
    macOut.copyMemory(from: code, byteCount: code.count)
}
