/// Counts the cells of text one scalar at a time and says where each character
/// a terminal draws begins. `TerminalCells` counts with it and `TextLayout` cuts
/// where it says a character begins, so a cut line is as wide as counted.
///
/// It follows `wcswidth()` of wcwidth (the version `TerminalCellTable` names):
/// a character is a scalar with cells and the zero-width scalars after it; an
/// emoji joined to an emoji by U+200D and the second of a pair of regional
/// indicators (a flag) add no cells; U+FE0F and a skin-tone modifier widen the
/// emoji before them to two cells, and a spacing mark its letter.
/// Where it departs from `wcswidth()`, it counts more, never fewer; `TerminalCells`
/// lists each departure.
struct CellCounter {
    /// The cells of the characters before the one being read.
    private(set) var closed = 0
    /// The cells of the character being read, which a selector or mark after it may still widen.
    private var current = 0
    /// The table byte of the last scalar with cells of its own.
    private var last: UInt8?
    /// Whether a U+FE0F, U+FE0E, skin tone or spacing mark may still act on `last`; the first uses it up.
    private var canWiden = false
    /// Nothing with cells yet, nor a charge for a leading selector, mark or virama.
    private var atStart = true
    /// wcswidth skips the scalar after a U+200D, unless a virama came before it; one with
    /// cells is still counted here, as terminals draw it, one without is left out.
    private var skipsNext = false
    /// The U+200D came after an emoji: an emoji next joins it, the one skip kept here.
    private var joinsNext = false
    /// A virama came last: wcswidth lets the U+200D after it join a conjunct, skipping nothing.
    private var afterVirama = false
    /// How many regional indicators came just before, to pair them into flags.
    private var regionalRun = 0
    private let stages = TerminalCellTable.stages

    /// All the cells counted so far.
    var cells: Int { closed + current }

    /// Reads one scalar; true when it begins a new character, a place where text may be cut.
    @inline(__always)
    mutating func add(_ scalar: Unicode.Scalar) -> Bool {
        let value = scalar.value
        let byte = stages.byte(of: value)
        let isRegional = (0x1F1E6...0x1F1FF).contains(value)
        defer { regionalRun = isRegional ? regionalRun + 1 : 0 }
        let skipped = skipsNext
        let joins = joinsNext
        (skipsNext, joinsNext) = (false, false)
        if joins, byte & TerminalCellTable.emoji != 0 { return false }
        let cells = byte & TerminalCellTable.cellsMask
        if cells == 0 || cells == TerminalCellTable.control {
            // wcswidth skips whatever follows a U+200D; one with no cells is left out here too.
            if !skipped { addZeroWidth(value, byte) }
            return false
        }
        if let last, last & TerminalCellTable.emoji != 0, (0x1F3FB...0x1F3FF).contains(value) {
            // A skin tone shows its emoji as a picture, two cells, even one that is narrow
            // alone (wcswidth leaves that at one), and adds no cells of its own; after a
            // selector or mark has acted on the emoji, it counts its own two. Either way
            // the emoji stays the one a U+200D next joins to, as in wcswidth.
            if canWiden {
                current = 2
                canWiden = false
                return false
            }
            closed += current
            current = 2
            afterVirama = false
            return true
        }
        last = byte
        if isRegional, regionalRun % 2 == 1 { return false }
        closed += current
        current = Int(cells)
        canWiden = true
        atStart = false
        afterVirama = false
        return true
    }

    private mutating func addZeroWidth(_ value: UInt32, _ byte: UInt8) {
        let isVirama = byte & TerminalCellTable.virama != 0
        let isSpacingMark = byte & TerminalCellTable.spacingMark != 0
        switch value {
        case 0x200D:
            // With nothing before it in this text, a U+200D skips nothing: a text joined after
            // another must not count fewer cells alone than in the join.
            skipsNext = !afterVirama && last != nil
            joinsNext = skipsNext && (last.map { $0 & TerminalCellTable.emoji != 0 } ?? false)
            return
        case 0xFE0E where canWiden:
            // wcswidth narrows a wide emoji by one here; many terminals draw it wide all the same.
            canWiden = false
            return
        case 0xFE0F where canWiden:
            if let last, last & TerminalCellTable.widenedByVS16 != 0 { current = 2 }
            canWiden = false
            return
        case _ where isSpacingMark && canWiden:
            current = 2
            canWiden = false
        case 0xFE0F where atStart, _ where (isSpacingMark || isVirama) && atStart:
            // Nothing to widen in this text, but joined after other text this would widen
            // its last character by one: counting that cell now keeps the width of a join
            // at most the sum of its parts, which TextLayout and the renderers rely on.
            // wcswidth also makes a virama and the consonant after it two cells when
            // nothing came before; the consonant brings one cell, this is the other.
            current += 1
            atStart = false
        default:
            break
        }
        afterVirama = isVirama
    }
}
