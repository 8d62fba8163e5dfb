import CommonCrypto
import Foundation
import Testing

/// CommonCrypto's C calls, written as apps write them, against published test vectors: RFC 1321
/// (MD5), FIPS 180-2's examples (SHA-1, SHA-224, SHA-256, SHA-384, SHA-512), RFC 2202 and RFC 4231
/// (HMAC), FIPS 197 appendix C (the AES block) and NIST SP 800-38A (ECB and CBC).
struct CommonCryptoTests {
    @Test func digestsMatchThePublishedVectors() {
        #expect(digest("", CC_MD5, CC_MD5_DIGEST_LENGTH) == "d41d8cd98f00b204e9800998ecf8427e")
        #expect(digest("abc", CC_MD5, CC_MD5_DIGEST_LENGTH) == "900150983cd24fb0d6963f7d28e17f72")
        #expect(digest("abc", CC_SHA1, CC_SHA1_DIGEST_LENGTH) == "a9993e364706816aba3e25717850c26c9cd0d89d")
        #expect(
            digest("abc", CC_SHA224, CC_SHA224_DIGEST_LENGTH)
                == "23097d223405d8228642a477bda255b32aadbce4bda0b3f7e36c9da7")
        // Two blocks: the padding crosses into a second one.
        #expect(
            digest("abcdbcdecdefdefgefghfghighijhijkijkljklmklmnlmnomnopnopq", CC_SHA224, CC_SHA224_DIGEST_LENGTH)
                == "75388b16512776cc5dba5da1fd890150b0c6455cb4f58b1952522525")
        #expect(
            digest("abc", CC_SHA256, CC_SHA256_DIGEST_LENGTH)
                == "ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad")
        #expect(
            digest("abc", CC_SHA384, CC_SHA384_DIGEST_LENGTH)
                == "cb00753f45a35e8bb5a03d699ac65007272c32ab0eded1631a8b605a43ff5bed8086072ba1e7cc2358baeca134c825a7")
        #expect(
            digest("abc", CC_SHA512, CC_SHA512_DIGEST_LENGTH)
                == "ddaf35a193617abacc417349ae20413112e6fa4e89a97ea20a9eeee64b55d39a"
                + "2192992a274fc1a836ba3c23a3feebbd454d4423643ce80e2a9ac94fa54ca49f")
    }

    @Test func theDigestCallsCompileAsAppsWriteThem() {
        let data = Data("abc".utf8)
        // A buffer's base address and `&digest`, the returned pointer discarded.
        var digest = [UInt8](repeating: 0, count: Int(CC_SHA256_DIGEST_LENGTH))
        _ = data.withUnsafeBytes { CC_SHA256($0.baseAddress, CC_LONG(data.count), &digest) }
        #expect(hex(digest).hasPrefix("ba7816bf"))
        // The result in a Data of the digest's length, through typed pointers.
        var md5 = Data(count: Int(CC_MD5_DIGEST_LENGTH))
        _ = md5.withUnsafeMutableBytes { out in
            data.withUnsafeBytes { input in
                CC_MD5(input.baseAddress, CC_LONG(input.count), out.bindMemory(to: UInt8.self).baseAddress)
            }
        }
        #expect(hex([UInt8](md5)) == "900150983cd24fb0d6963f7d28e17f72")
    }

    @Test func hmacMatchesRFC4231TestCase2() {
        // Key "Jefe", data "what do ya want for nothing?" (RFC 4231 4.3; RFC 2202 for MD5 and SHA-1).
        let expected: [(Int, Int32, String)] = [
            (kCCHmacAlgMD5, CC_MD5_DIGEST_LENGTH, "750c783e6ab0b503eaa86e310a5db738"),
            (kCCHmacAlgSHA1, CC_SHA1_DIGEST_LENGTH, "effcdf6ae5eb2fa2d27416d5f184df9c259a7c79"),
            (kCCHmacAlgSHA224, CC_SHA224_DIGEST_LENGTH, "a30e01098bc6dbbf45690f3a7e9e6d0f8bbea2a39e6148008fd05e44"),
            (
                kCCHmacAlgSHA256, CC_SHA256_DIGEST_LENGTH,
                "5bdcc146bf60754e6a042426089575c75a003f089d2739839dec58b964ec3843"
            ),
            (
                kCCHmacAlgSHA384, CC_SHA384_DIGEST_LENGTH,
                "af45d2e376484031617f78d2b58a6b1b9c7ef464f5a01b47e42ec3736322445e8e2240ca5e69e2c78b3239ecfab21649"
            ),
            (
                kCCHmacAlgSHA512, CC_SHA512_DIGEST_LENGTH,
                "164b7a7bfcf819e2e395fbe73b56e0a387bd64222e831fd610270cd7ea250554"
                    + "9758bf75c05a994a6d034f65f8f0e6fdcaeab1a34d4a6b4b636e070a38bce737"
            ),
        ]
        let key = "Jefe", message = "what do ya want for nothing?"
        for (algorithm, length, mac) in expected {
            var out = [UInt8](repeating: 0, count: Int(length))
            CCHmac(CCHmacAlgorithm(algorithm), key, key.utf8.count, message, message.utf8.count, &out)
            #expect(hex(out) == mac, "algorithm \(algorithm)")
        }
    }

    @Test func aesBlocksMatchFIPS197AndSP80038A() {
        // FIPS 197 C.1 and C.3: one block, ECB, no padding.
        #expect(
            crypt(
                kCCEncrypt, kCCOptionECBMode, key: "000102030405060708090a0b0c0d0e0f", iv: nil,
                "00112233445566778899aabbccddeeff") == (0, "69c4e0d86a7b0430d8cdb78070b4c55a"))
        #expect(
            crypt(
                kCCEncrypt, kCCOptionECBMode,
                key: "000102030405060708090a0b0c0d0e0f101112131415161718191a1b1c1d1e1f", iv: nil,
                "00112233445566778899aabbccddeeff") == (0, "8ea2b7ca516745bfeafc49904b496089"))
        #expect(
            crypt(
                kCCDecrypt, kCCOptionECBMode, key: "000102030405060708090a0b0c0d0e0f", iv: nil,
                "69c4e0d86a7b0430d8cdb78070b4c55a") == (0, "00112233445566778899aabbccddeeff"))
        // SP 800-38A F.2.1 and F.2.5: CBC, four blocks, the default mode (no options).
        let iv = "000102030405060708090a0b0c0d0e0f"
        #expect(
            crypt(kCCEncrypt, 0, key: "2b7e151628aed2a6abf7158809cf4f3c", iv: iv, Self.plaintext)
                == (
                    0,
                    "7649abac8119b246cee98e9b12e9197d5086cb9b507219ee95db113a917678b2"
                        + "73bed6b8e3c1743b7116e69e222295163ff1caa1681fac09120eca307586e1a7"
                ))
        #expect(
            crypt(
                kCCEncrypt, 0, key: "603deb1015ca71be2b73aef0857d77811f352c073b6108d72d9810a30914dff4", iv: iv,
                Self.plaintext)
                == (
                    0,
                    "f58c4c04d6e5f1ba779eabfb5f7bfbd69cfc4e967edb808d679f777bc6702c7d"
                        + "39f23369a9d9bacfa530e26304231461b2eb05e2c39be9fcda6c19078c6a9d1b"
                ))
        #expect(
            crypt(
                kCCDecrypt, 0, key: "2b7e151628aed2a6abf7158809cf4f3c", iv: iv,
                "7649abac8119b246cee98e9b12e9197d5086cb9b507219ee95db113a917678b2")
                == (0, String(Self.plaintext.prefix(64))))
    }

    @Test func pkcs7PaddingAddsABlockAndIsCheckedOnDecrypt() {
        let key = "2b7e151628aed2a6abf7158809cf4f3c", iv = "000102030405060708090a0b0c0d0e0f"
        let block = String(Self.plaintext.prefix(32))
        // A whole block gains a block of sixteen 0x10s; its first block is F.2.1's.
        let (status, ciphertext) = crypt(kCCEncrypt, kCCOptionPKCS7Padding, key: key, iv: iv, block)
        #expect(status == 0 && ciphertext.count == 64 && ciphertext.hasPrefix("7649abac8119b246cee98e9b12e9197d"))
        #expect(crypt(kCCDecrypt, kCCOptionPKCS7Padding, key: key, iv: iv, ciphertext) == (0, block))
        // F.2.1's first ciphertext block decrypts to its plaintext, which ends in 0x2a: not padding, and
        // not an error either (corecrypto's ccpad_pkcs7_decode, under CommonCrypto: nothing is taken off).
        #expect(
            crypt(kCCDecrypt, kCCOptionPKCS7Padding, key: key, iv: iv, "7649abac8119b246cee98e9b12e9197d")
                == (0, "6bc1bee22e409f96e93d7e117393172a"))
        // A last byte of 3 takes three bytes off, whatever the two before it are.
        let endsIn3 = "00112233445566778899aabbccddee03"
        let (_, encrypted) = crypt(kCCEncrypt, kCCOptionECBMode, key: key, iv: nil, endsIn3)
        #expect(
            crypt(kCCDecrypt, kCCOptionECBMode | kCCOptionPKCS7Padding, key: key, iv: nil, encrypted)
                == (0, "00112233445566778899aabbcc"))
    }

    @Test func statusCodesAsCommonCryptorAnswers() {
        let key = [UInt8](repeating: 7, count: kCCKeySizeAES256), input = [UInt8](repeating: 1, count: 20)
        var out = [UInt8](repeating: 0, count: 16)
        var moved = 0
        // 20 bytes padded need 32: too small, with the length needed.
        var status = CCCrypt(
            CCOperation(kCCEncrypt), CCAlgorithm(kCCAlgorithmAES), CCOptions(kCCOptionPKCS7Padding), key, key.count,
            nil, input, input.count, &out, out.count, &moved)
        #expect(status == CCCryptorStatus(kCCBufferTooSmall) && moved == 32)
        out = [UInt8](repeating: 0, count: 32)
        status = CCCrypt(
            CCOperation(kCCEncrypt), CCAlgorithm(kCCAlgorithmAES), CCOptions(0), key, key.count, nil, input,
            input.count, &out, out.count, &moved)
        #expect(status == CCCryptorStatus(kCCAlignmentError))
        status = CCCrypt(
            CCOperation(kCCEncrypt), CCAlgorithm(kCCAlgorithmAES128), CCOptions(kCCOptionPKCS7Padding), key, 15, nil,
            input, input.count, &out, out.count, &moved)
        #expect(status == CCCryptorStatus(kCCKeySizeError))
        status = CCCrypt(
            CCOperation(kCCEncrypt), CCAlgorithm(kCCAlgorithmDES), CCOptions(kCCOptionPKCS7Padding), key,
            kCCKeySizeDES, nil, input, input.count, &out, out.count, &moved)
        #expect(status == CCCryptorStatus(kCCUnimplemented))
        #expect(kCCBlockSizeAES128 == 16 && kCCKeySizeAES128 == 16 && kCCSuccess == 0)
    }

    /// SP 800-38A's four plaintext blocks (F.1, F.2).
    static let plaintext =
        "6bc1bee22e409f96e93d7e117393172aae2d8a571e03ac9c9eb76fac45af8e51"
        + "30c81c46a35ce411e5fbc1191a0a52eff69f2445df4f9b17ad2b417be66c3710"
}

private func hex(_ bytes: [UInt8]) -> String { bytes.map { String(format: "%02x", $0) }.joined() }

private func bytes(hex: String) -> [UInt8] {
    let digits = Array(hex)
    return stride(from: 0, to: digits.count, by: 2).map { UInt8(String(digits[$0...$0 + 1]), radix: 16)! }
}

private func digest(
    _ text: String,
    _ function: (UnsafeRawPointer?, CC_LONG, UnsafeMutablePointer<UInt8>?) -> UnsafeMutablePointer<UInt8>?,
    _ length: Int32
) -> String {
    let input = Array(text.utf8)
    var out = [UInt8](repeating: 0, count: Int(length))
    _ = function(input, CC_LONG(input.count), &out)
    return hex(out)
}

/// `CCCrypt` with AES over hex strings: its status and what it wrote.
private func crypt(_ op: Int, _ options: Int, key: String, iv: String?, _ input: String) -> (Int32, String) {
    let key = bytes(hex: key), input = bytes(hex: input), iv = iv.map { bytes(hex: $0) }
    var out = [UInt8](repeating: 0, count: input.count + kCCBlockSizeAES128)
    var moved = 0
    func run(_ iv: UnsafeRawPointer?) -> Int32 {
        CCCrypt(
            CCOperation(op), CCAlgorithm(kCCAlgorithmAES), CCOptions(options), key, key.count, iv, input, input.count,
            &out, out.count, &moved)
    }
    let status = iv.map { iv in iv.withUnsafeBytes { run($0.baseAddress) } } ?? run(nil)
    return (status, hex(Array(out.prefix(moved))))
}
