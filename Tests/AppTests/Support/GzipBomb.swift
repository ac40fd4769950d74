/// A gzip body of about 1 MB that inflates to 1 GiB of zero bytes: the bomb a
/// hostile feed sends. Foundation has no zlib on Linux, so it is written here
/// bit by bit: one deflate block with codes of its own (RFC 1951, 3.2.7), in
/// which "copy 258 bytes from one byte back" costs two bits. Python's
/// `gzip.decompress` inflates it to 2^30 zero bytes and accepts its checksum.
nonisolated enum GzipBomb {
    static let inflatedSize = 1 << 30
    /// CRC-32 of 2^30 zero bytes, as Python's `zlib.crc32(bytes(1 << 30))` gives it.
    private static let checksum: UInt32 = 0x5B64_C2B0

    static func bytes() -> [UInt8] {
        // 262 literal zeros, then copies of 258: 262 + 258 × 4,161,789 = 2^30.
        let (literals, copies) = (262, 4_161_789)
        var bits = BitWriter()
        bits.number(1, width: 1)  // the last block,
        bits.number(2, width: 2)  // with codes of its own:
        bits.number(286 - 257, width: 5)  // literal and length codes 0 to 285,
        bits.number(1 - 1, width: 5)  // one distance code, 0, for one byte back,
        bits.number(18 - 4, width: 4)  // and 18 code-length codes, in the standard's order.
        // The code-length alphabet needs three symbols: 18, a run of zeros, in
        // one bit; 1 and 2, those lengths, in two. Canonical codes follow.
        let order = [16, 17, 18, 0, 8, 7, 9, 6, 10, 5, 11, 4, 12, 3, 13, 2, 14, 1]
        let lengthOfCode = [18: 1, 1: 2, 2: 2]
        for symbol in order { bits.number(lengthOfCode[symbol, default: 0], width: 3) }
        let (zeroRun, one, two) = ((code: 0b0, width: 1), (code: 0b10, width: 2), (code: 0b11, width: 2))
        func zeros(_ count: Int) {
            bits.code(zeroRun.code, width: zeroRun.width)
            bits.number(count - 11, width: 7)
        }
        // The literal 0 in two bits, 1 to 255 unused, the end of the block
        // (256) in two, 257 to 284 unused, length 258 (285) in one; distance 0 in one.
        bits.code(two.code, width: two.width)
        zeros(138)
        zeros(117)
        bits.code(two.code, width: two.width)
        zeros(28)
        bits.code(one.code, width: one.width)
        bits.code(one.code, width: one.width)
        // Canonical again: length 258 is 0, the literal 0 is 10, the end 11; distance 0 is 0.
        for _ in 0..<literals { bits.code(0b10, width: 2) }
        bits.zeros(2 * copies)
        bits.code(0b11, width: 2)

        let header: [UInt8] = [0x1F, 0x8B, 8, 0, 0, 0, 0, 0, 0, 0xFF]
        return header + bits.finish() + littleEndian(checksum) + littleEndian(UInt32(truncatingIfNeeded: inflatedSize))
    }

    private static func littleEndian(_ value: UInt32) -> [UInt8] {
        (0..<4).map { UInt8(truncatingIfNeeded: value >> ($0 * 8)) }
    }
}

/// Bits packed into bytes from the least significant end, as deflate packs them.
private nonisolated struct BitWriter {
    private var bytes: [UInt8] = []
    private var pending: UInt8 = 0
    private var pendingCount = 0

    /// A number, least significant bit first: how deflate stores counts.
    mutating func number(_ value: Int, width: Int) {
        for index in 0..<width { bit(value >> index & 1) }
    }

    /// A Huffman code, most significant bit first: how deflate stores codes.
    mutating func code(_ value: Int, width: Int) {
        for index in (0..<width).reversed() { bit(value >> index & 1) }
    }

    /// `count` zero bits, whole bytes at once: a million one at a time is slow in a debug build.
    mutating func zeros(_ count: Int) {
        var left = count
        while left > 0, pendingCount > 0 {
            bit(0)
            left -= 1
        }
        bytes.append(contentsOf: repeatElement(0, count: left / 8))
        for _ in 0..<left % 8 { bit(0) }
    }

    /// The bytes, the last one padded with zero bits.
    mutating func finish() -> [UInt8] {
        if pendingCount > 0 { bytes.append(pending) }
        (pending, pendingCount) = (0, 0)
        return bytes
    }

    private mutating func bit(_ value: Int) {
        pending |= UInt8(value) << pendingCount
        pendingCount += 1
        if pendingCount == 8 {
            bytes.append(pending)
            (pending, pendingCount) = (0, 0)
        }
    }
}
