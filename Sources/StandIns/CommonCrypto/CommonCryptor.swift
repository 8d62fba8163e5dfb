// CommonCryptor.h's one-shot `CCCrypt` for AES in CBC (the default) or ECB mode, with or without
// PKCS#7 padding, answering CommonCryptoError.h's codes as CommonCrypto-600035's CommonCryptor.c
// does: the needed length in `dataOutMoved` with kCCBufferTooSmall, kCCKeySizeError for a key AES
// does not take, kCCAlignmentError for input that is not whole blocks where padding cannot help.
// kCCDecodeError, which the header describes for bad padding, is not returned, as there.

public typealias CCCryptorStatus = Int32
public typealias CCStatus = Int32
public typealias CCOperation = UInt32
public typealias CCAlgorithm = UInt32
public typealias CCOptions = UInt32

// Anonymous enums in the headers, so Swift imports them as Int (apps write `CCOperation(kCCEncrypt)`).
public var kCCSuccess: Int { 0 }
public var kCCParamError: Int { -4300 }
public var kCCBufferTooSmall: Int { -4301 }
public var kCCMemoryFailure: Int { -4302 }
public var kCCAlignmentError: Int { -4303 }
public var kCCDecodeError: Int { -4304 }
public var kCCUnimplemented: Int { -4305 }
public var kCCOverflow: Int { -4306 }
public var kCCRNGFailure: Int { -4307 }
public var kCCUnspecifiedError: Int { -4308 }
public var kCCCallSequenceError: Int { -4309 }
public var kCCKeySizeError: Int { -4310 }
public var kCCInvalidKey: Int { -4311 }

public var kCCEncrypt: Int { 0 }
public var kCCDecrypt: Int { 1 }

public var kCCAlgorithmAES128: Int { 0 }
public var kCCAlgorithmAES: Int { 0 }
public var kCCAlgorithmDES: Int { 1 }
public var kCCAlgorithm3DES: Int { 2 }
public var kCCAlgorithmCAST: Int { 3 }
public var kCCAlgorithmRC4: Int { 4 }
public var kCCAlgorithmRC2: Int { 5 }
public var kCCAlgorithmBlowfish: Int { 6 }

public var kCCOptionPKCS7Padding: Int { 0x0001 }
public var kCCOptionECBMode: Int { 0x0002 }

public var kCCKeySizeAES128: Int { 16 }
public var kCCKeySizeAES192: Int { 24 }
public var kCCKeySizeAES256: Int { 32 }
public var kCCKeySizeDES: Int { 8 }
public var kCCKeySize3DES: Int { 24 }
public var kCCBlockSizeAES128: Int { 16 }
public var kCCBlockSizeDES: Int { 8 }
public var kCCBlockSize3DES: Int { 8 }

/// Encrypts or decrypts `dataInLength` bytes into `dataOut` (which may be `dataIn` itself). A nil
/// IV is all zeros in CBC mode, as CommonCryptor.h says; ECB ignores it. Ciphers other than AES
/// are not provided: kCCUnimplemented.
public func CCCrypt(
    _ op: CCOperation, _ alg: CCAlgorithm, _ options: CCOptions, _ key: UnsafeRawPointer!, _ keyLength: Int,
    _ iv: UnsafeRawPointer!, _ dataIn: UnsafeRawPointer!, _ dataInLength: Int, _ dataOut: UnsafeMutableRawPointer!,
    _ dataOutAvailable: Int, _ dataOutMoved: UnsafeMutablePointer<Int>!
) -> CCCryptorStatus {
    func status(_ code: Int) -> CCCryptorStatus { CCCryptorStatus(code) }
    guard op <= 1, alg <= 6, dataInLength >= 0 else { return status(kCCParamError) }
    guard Int(alg) == kCCAlgorithmAES else { return status(kCCUnimplemented) }
    guard [kCCKeySizeAES128, kCCKeySizeAES192, kCCKeySizeAES256].contains(keyLength),
        let cipher = AES(key: Array(bytes(key, keyLength)))
    else { return status(kCCKeySizeError) }
    let encrypting = Int(op) == kCCEncrypt
    let padded = Int(options) & kCCOptionPKCS7Padding != 0, ecb = Int(options) & kCCOptionECBMode != 0
    let block = kCCBlockSizeAES128
    // CommonCryptor.c's output length for the whole input (ccpkcs7_padlen, ccnopad_padlen).
    let needed =
        padded ? (encrypting ? (dataInLength / block + 1) * block : dataInLength) : dataInLength / block * block
    dataOutMoved?.pointee = needed
    guard needed <= dataOutAvailable else { return status(kCCBufferTooSmall) }
    guard dataInLength % block == 0 || padded && encrypting else { return status(kCCAlignmentError) }

    var input = Array(bytes(dataIn, dataInLength))
    if padded && encrypting { input += [UInt8](repeating: UInt8(needed - dataInLength), count: needed - dataInLength) }
    var chain =
        ecb
        ? [] : iv.map { Array(UnsafeRawBufferPointer(start: $0, count: block)) } ?? Array(repeating: 0, count: block)
    var output: [UInt8] = []
    output.reserveCapacity(input.count)
    for start in stride(from: 0, to: input.count, by: block) {
        var piece = Array(input[start..<(start + block)])
        if encrypting {
            if !ecb { piece = zip(piece, chain).map { $0 ^ $1 } }
            cipher.encrypt(&piece)
            if !ecb { chain = piece }
        } else {
            let ciphertext = piece
            cipher.decrypt(&piece)
            if !ecb { (piece, chain) = (zip(piece, chain).map { $0 ^ $1 }, ciphertext) }
        }
        output += piece
    }
    if padded && !encrypting, let last = output.last {
        // No padding error, as on iOS: corecrypto's ccpad_pkcs7_decode, behind CommonCryptor.c's
        // decrypt_pad, takes off as many bytes as the last one says when that is 1 to 16 and none
        // otherwise, and "purposely" does not report it. A wrong key gives kCCSuccess and wrong bytes.
        if (1...block).contains(Int(last)) { output.removeLast(Int(last)) }
    }
    if !output.isEmpty { dataOut.copyMemory(from: output, byteCount: output.count) }
    dataOutMoved?.pointee = output.count
    return status(kCCSuccess)
}
