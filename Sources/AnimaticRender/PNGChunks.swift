import CCairo

/// A PNG chunk: the length of `data`, the type, the data, then the CRC-32 of type and data.
func chunk(_ type: String, _ data: [UInt8]) -> [UInt8] {
    let typeBytes = Array(type.utf8)
    var crc = crc32(0, nil, 0)
    crc = typeBytes.withUnsafeBufferPointer { crc32(crc, $0.baseAddress, uInt($0.count)) }
    crc = data.withUnsafeBufferPointer { crc32(crc, $0.baseAddress, uInt($0.count)) }
    return be32(UInt32(data.count)) + typeBytes + data + be32(UInt32(truncatingIfNeeded: crc))
}

/// Big-endian, as PNG stores every integer.
func be32(_ v: UInt32) -> [UInt8] { [UInt8(v >> 24), UInt8(v >> 16 & 0xFF), UInt8(v >> 8 & 0xFF), UInt8(v & 0xFF)] }
