extension TerminalCellTable {
    /// The bits of a scalar's byte; scripts/cell-widths writes them.
    static let cellsMask: UInt8 = 3
    static let control: UInt8 = 3
    static let widenedByVS16: UInt8 = 4
    static let spacingMark: UInt8 = 8
    static let emoji: UInt8 = 16
    static let virama: UInt8 = 32

    /// Both stages, decoded on first use into two arrays that live as long as
    /// the process: about 30 KB, two reads a scalar.
    struct Stages: Sendable {
        private let blockIndex: [UInt8]
        private let blocks: [UInt8]

        init(blockIndex: [UInt8], blocks: [UInt8]) {
            precondition(blockIndex.count == 0x110000 >> TerminalCellTable.blockShift, "a block index for every scalar")
            precondition(blocks.count == (Int(blockIndex.max()!) + 1) << TerminalCellTable.blockShift, "every block")
            self.blockIndex = blockIndex
            self.blocks = blocks
        }

        /// Two reads, whatever the scalar; the sizes were checked when the stages were built.
        @inline(__always)
        func byte(of value: UInt32) -> UInt8 {
            let block = Int(blockIndex[Int(value >> TerminalCellTable.blockShift)])
            let offset = Int(value & (1 << TerminalCellTable.blockShift - 1))
            return blocks[block << Int(TerminalCellTable.blockShift) | offset]
        }
    }

    static let stages = Stages(blockIndex: decode(blockIndexHex), blocks: decode(blocksHex))

    private static func decode(_ hex: String) -> [UInt8] {
        var bytes: [UInt8] = []
        bytes.reserveCapacity(hex.utf8.count / 2)
        var high: UInt8?
        for character in hex.utf8 {
            let nibble: UInt8
            switch character {
            case UInt8(ascii: "0")...UInt8(ascii: "9"): nibble = character - UInt8(ascii: "0")
            case UInt8(ascii: "a")...UInt8(ascii: "f"): nibble = character - UInt8(ascii: "a") + 10
            default: continue  // the line breaks of the literal
            }
            if let first = high {
                bytes.append(first << 4 | nibble)
                high = nil
            } else {
                high = nibble
            }
        }
        return bytes
    }
}
