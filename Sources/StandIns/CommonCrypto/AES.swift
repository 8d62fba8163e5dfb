/// The AES block cipher (FIPS 197) for 128-, 192- and 256-bit keys: one 16-byte block at a time,
/// for `CCCrypt`'s modes. Written from the standard, table for table; not constant-time, which a
/// stand-in that renders an app's screens does not need.
struct AES {
    private let roundKeys: [UInt8]
    private let rounds: Int

    /// nil unless the key is 16, 24 or 32 bytes.
    init?(key: [UInt8]) {
        guard [16, 24, 32].contains(key.count) else { return nil }
        // Key expansion (5.2): Nk words of key, Nb · (Nr + 1) words in all.
        let nk = key.count / 4
        rounds = nk + 6
        var words = key
        var rcon: UInt8 = 1
        for i in nk..<(4 * (rounds + 1)) {
            var temp = Array(words[(4 * i - 4)..<(4 * i)])
            if i % nk == 0 {
                temp = [temp[1], temp[2], temp[3], temp[0]].map { AES.sBox[Int($0)] }
                temp[0] ^= rcon
                rcon = AES.double(rcon)
            } else if nk > 6 && i % nk == 4 {
                temp = temp.map { AES.sBox[Int($0)] }
            }
            words += (0..<4).map { words[4 * (i - nk) + $0] ^ temp[$0] }
        }
        roundKeys = words
    }

    /// The cipher (5.1) on a 16-byte block, in place; the state is the block column by column.
    func encrypt(_ state: inout [UInt8]) {
        addRoundKey(&state, 0)
        for round in 1...rounds {
            state = state.map { AES.sBox[Int($0)] }
            // ShiftRows: row r moves r columns left.
            state = (0..<16).map { state[$0 % 4 + 4 * (($0 / 4 + $0 % 4) % 4)] }
            if round < rounds { AES.mixColumns(&state, [2, 3, 1, 1]) }
            addRoundKey(&state, round)
        }
    }

    /// The inverse cipher (5.3) on a 16-byte block, in place.
    func decrypt(_ state: inout [UInt8]) {
        addRoundKey(&state, rounds)
        for round in stride(from: rounds - 1, through: 0, by: -1) {
            // InvShiftRows: row r moves r columns right.
            state = (0..<16).map { state[$0 % 4 + 4 * (($0 / 4 - $0 % 4 + 4) % 4)] }
            state = state.map { AES.inverseSBox[Int($0)] }
            addRoundKey(&state, round)
            if round > 0 { AES.mixColumns(&state, [14, 11, 13, 9]) }
        }
    }

    private func addRoundKey(_ state: inout [UInt8], _ round: Int) {
        for i in 0..<16 { state[i] ^= roundKeys[16 * round + i] }
    }

    /// MixColumns (5.1.3) with the circulant row `row` ({02 03 01 01}; {0e 0b 0d 09} for
    /// InvMixColumns, 5.3.3).
    private static func mixColumns(_ state: inout [UInt8], _ row: [UInt8]) {
        for column in 0..<4 {
            let a = Array(state[(4 * column)..<(4 * column + 4)])
            for r in 0..<4 {
                state[4 * column + r] = (0..<4).reduce(0) { $0 ^ multiply(row[($1 - r + 4) % 4], a[$1]) }
            }
        }
    }

    /// xtime (4.2.1): multiplication by {02} in GF(2⁸) modulo x⁸ + x⁴ + x³ + x + 1.
    private static func double(_ b: UInt8) -> UInt8 { b << 1 ^ (b & 0x80 != 0 ? 0x1b : 0) }

    private static func multiply(_ a: UInt8, _ b: UInt8) -> UInt8 {
        var (a, b, product): (UInt8, UInt8, UInt8) = (a, b, 0)
        while b != 0 {
            if b & 1 != 0 { product ^= a }
            (a, b) = (double(a), b >> 1)
        }
        return product
    }

    /// The S-box (5.1.1): each byte's multiplicative inverse in GF(2⁸) through the affine
    /// transformation with {63}. Walks the field by the generator {03}, whose inverse {f6} walks it
    /// back, so p · q = 1 at every step.
    private static let sBox: [UInt8] = {
        var box = [UInt8](repeating: 0x63, count: 256)
        var (p, q): (UInt8, UInt8) = (1, 1)
        repeat {
            p = multiply(p, 3)
            q = multiply(q, 0xf6)
            let rotations = (1...4).map { q << $0 | q >> (8 - $0) }
            box[Int(p)] = rotations.reduce(q, ^) ^ 0x63
        } while p != 1
        return box
    }()

    private static let inverseSBox: [UInt8] = {
        var box = [UInt8](repeating: 0, count: 256)
        for (i, s) in sBox.enumerated() { box[Int(s)] = UInt8(i) }
        return box
    }()
}
