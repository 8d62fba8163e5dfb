/// SHA-224 (FIPS 180-4): SHA-256's compression (6.2) from SHA-224's initial hash value (5.3.2),
/// the digest its first 28 bytes (6.3). swift-crypto's Crypto has no SHA-224, and CommonCrypto
/// offers it as a digest and an HMAC.
enum SHA224 {
    static func hash(_ message: some Collection<UInt8>) -> [UInt8] {
        var h: [UInt32] = [
            0xc105_9ed8, 0x367c_d507, 0x3070_dd17, 0xf70e_5939, 0xffc0_0b31, 0x6858_1511, 0x64f9_8fa7, 0xbefa_4fa4,
        ]
        // Padding (5.1.1): a one bit, zeros to 56 bytes mod 64, the length in bits as 64 big-endian bits.
        var bytes = Array(message)
        let bitCount = UInt64(bytes.count) &* 8
        bytes.append(0x80)
        bytes += [UInt8](repeating: 0, count: (120 - bytes.count % 64) % 64)
        bytes += (0..<8).map { UInt8(truncatingIfNeeded: bitCount >> (56 - 8 * UInt64($0))) }
        var w = [UInt32](repeating: 0, count: 64)
        for block in stride(from: 0, to: bytes.count, by: 64) {
            for t in 0..<16 {
                w[t] = bytes[(block + 4 * t)..<(block + 4 * t + 4)].reduce(0) { $0 << 8 | UInt32($1) }
            }
            for t in 16..<64 {
                let s0 = rotate(w[t - 15], 7) ^ rotate(w[t - 15], 18) ^ (w[t - 15] >> 3)
                let s1 = rotate(w[t - 2], 17) ^ rotate(w[t - 2], 19) ^ (w[t - 2] >> 10)
                w[t] = w[t - 16] &+ s0 &+ w[t - 7] &+ s1
            }
            var v = h
            for t in 0..<64 {
                let s1 = rotate(v[4], 6) ^ rotate(v[4], 11) ^ rotate(v[4], 25)
                let choice = (v[4] & v[5]) ^ (~v[4] & v[6])
                let t1 = v[7] &+ s1 &+ choice &+ k[t] &+ w[t]
                let s0 = rotate(v[0], 2) ^ rotate(v[0], 13) ^ rotate(v[0], 22)
                let majority = (v[0] & v[1]) ^ (v[0] & v[2]) ^ (v[1] & v[2])
                v = [t1 &+ s0 &+ majority, v[0], v[1], v[2], v[3] &+ t1, v[4], v[5], v[6]]
            }
            for i in 0..<8 { h[i] &+= v[i] }
        }
        return h.prefix(7).flatMap { word in (0..<4).map { UInt8(truncatingIfNeeded: word >> (24 - 8 * UInt32($0))) } }
    }

    /// HMAC (RFC 2104) over SHA-224, whose block is 64 bytes.
    static func hmac(key: [UInt8], message: [UInt8]) -> [UInt8] {
        var block = key.count > 64 ? hash(key) : key
        block += [UInt8](repeating: 0, count: 64 - block.count)
        let inner = hash(block.map { $0 ^ 0x36 } + message)
        return hash(block.map { $0 ^ 0x5c } + inner)
    }

    private static func rotate(_ x: UInt32, _ n: UInt32) -> UInt32 { x >> n | x << (32 - n) }

    /// SHA-256's constants (4.2.2): the first 32 bits of the fractional parts of the cube roots of
    /// the first 64 primes.
    private static let k: [UInt32] = [
        0x428a_2f98, 0x7137_4491, 0xb5c0_fbcf, 0xe9b5_dba5, 0x3956_c25b, 0x59f1_11f1, 0x923f_82a4, 0xab1c_5ed5,
        0xd807_aa98, 0x1283_5b01, 0x2431_85be, 0x550c_7dc3, 0x72be_5d74, 0x80de_b1fe, 0x9bdc_06a7, 0xc19b_f174,
        0xe49b_69c1, 0xefbe_4786, 0x0fc1_9dc6, 0x240c_a1cc, 0x2de9_2c6f, 0x4a74_84aa, 0x5cb0_a9dc, 0x76f9_88da,
        0x983e_5152, 0xa831_c66d, 0xb003_27c8, 0xbf59_7fc7, 0xc6e0_0bf3, 0xd5a7_9147, 0x06ca_6351, 0x1429_2967,
        0x27b7_0a85, 0x2e1b_2138, 0x4d2c_6dfc, 0x5338_0d13, 0x650a_7354, 0x766a_0abb, 0x81c2_c92e, 0x9272_2c85,
        0xa2bf_e8a1, 0xa81a_664b, 0xc24b_8b70, 0xc76c_51a3, 0xd192_e819, 0xd699_0624, 0xf40e_3585, 0x106a_a070,
        0x19a4_c116, 0x1e37_6c08, 0x2748_774c, 0x34b0_bcb5, 0x391c_0cb3, 0x4ed8_aa4a, 0x5b9c_ca4f, 0x682e_6ff3,
        0x748f_82ee, 0x78a5_636f, 0x84c8_7814, 0x8cc7_0208, 0x90be_fffa, 0xa450_6ceb, 0xbef9_a3f7, 0xc671_78f2,
    ]
}
