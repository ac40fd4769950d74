/// The generated reference as values the tests can use.
extension WcwidthReference {
    /// One sequence: its text, `wcswidth()` of it, and whether `TerminalCells` must agree
    /// exactly (else it may count more, by a documented difference).
    struct Sequence {
        let text: String
        let cells: Int
        let mustAgree: Bool
    }

    static let parsedSequences: [Sequence] = sequences.split(separator: "\n").map { line in
        let fields = line.split(separator: ";")
        var text = ""
        text.unicodeScalars.append(
            contentsOf: fields[0].split(separator: " ").map { Unicode.Scalar(UInt32($0, radix: 16)!)! })
        return Sequence(text: text, cells: Int(fields[1])!, mustAgree: fields[2] == "=")
    }

    /// `wcwidth()` of each run of scalars, -1 for a control character.
    static let parsedScalarRanges: [(range: ClosedRange<UInt32>, cells: Int)] = scalarRanges.split(separator: "\n")
        .map { line in
            let fields = line.split(separator: " ")
            return (UInt32(fields[0], radix: 16)!...UInt32(fields[1], radix: 16)!, Int(fields[2])!)
        }

    static let parsedSpacingMarks: Set<UInt32> = spacingMarkRanges.split(separator: "\n").reduce(into: []) {
        let fields = $1.split(separator: " ").map { UInt32($0, radix: 16)! }
        $0.formUnion(fields[0]...fields[1])
    }

    static let parsedViramas = Set(viramas.split(separator: "\n").map { UInt32($0, radix: 16)! })
}
