import Foundation
import Interface
import ProcessHarness
import Testing

/// Random sessions through the real App, with text from every Unicode block,
/// at widths 20, 40, 80 and 120: no line of any frame may be wider than `--width`,
/// as `TerminalCells` counts it.
///
/// Each session comes from one seed: `make test` runs a few fixed seeds, and
/// `make fuzz-width` many from a random start. A failure names its seed; rerun it
/// with `FUZZ_WIDTH_SEED=N FUZZ_WIDTH_SESSIONS=1 make fuzz-width`.
@Suite struct WidthFuzzTests {
    static let widths = [20, 40, 80, 120]

    /// `FUZZ_WIDTH_SEED` (default 1) and the `FUZZ_WIDTH_SESSIONS` seeds after it (default 8).
    nonisolated static let seeds = SplitMix64.seeds(named: "FUZZ_WIDTH", sessions: 8)

    @Test(arguments: seeds)
    func noLineIsWiderThanTheWidth(seed: UInt64) async throws {
        let session = FuzzSession(seed: seed)
        let run = try FuzzSession.run(session)
        #expect(run.status == 0, "seed \(seed): inbox exited \(run.status): \(run.errors.prefix(300))")
        #expect(run.output.contains("Inbox"), "seed \(seed): no frame was drawn")
        for (number, line) in run.output.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
            let cells = TerminalCells.width(of: line)
            guard cells > session.width else { continue }
            Issue.record(
                """
                seed \(seed), --width \(session.width): line \(number + 1) takes \(cells) cells: \
                \(line.unicodeScalars.map { "U+" + String($0.value, radix: 16, uppercase: true) }.joined(separator: " "))
                rerun: FUZZ_WIDTH_SEED=\(seed) FUZZ_WIDTH_SESSIONS=1 make fuzz-width
                """)
            return
        }
    }

    /// The fixed seeds of `make test` draw text from every block, so each run covers them all.
    @Test func theFixedSeedsDrawFromEveryBlock() {
        let drawn = (1...8).reduce(into: Set<Int>()) { $0.formUnion(FuzzSession(seed: $1).blocksDrawn) }
        #expect(drawn.count == FuzzSession.blocks.count)
    }
}

/// One random session: its width and the commands it types, all from its seed.
struct FuzzSession {
    /// Every block of `UnicodeBlocks` with the scalars that may go on a command line.
    static let blocks: [[Unicode.Scalar]] = UnicodeBlocks.list.split(separator: "\n").map { line in
        let fields = line.split(separator: " ")
        let range = UInt32(fields[0], radix: 16)!...UInt32(fields[1], radix: 16)!
        // A line break would end the command; surrogates are no scalars.
        return range.compactMap { $0 == 0x0A || $0 == 0x0D ? nil : Unicode.Scalar($0) }
    }.filter { !$0.isEmpty }

    /// Sequences that once drew lines too wide, or might: prepend marks, jamo, emoji.
    static let hostile = [
        "\u{600}A", "\u{890}A", "\u{1100}\u{1100}\u{1100}", "\u{AD}", "👨\u{200D}👩\u{200D}👧", "🇫🇷", "👍🏽", "❤\u{FE0F}",
        "e\u{301}\u{301}\u{301}", "क\u{94D}ष", "\u{93E}", "\u{FE0F}", "\u{17000}", "\u{1F210}", "\u{2329}", "\u{4DC0}",
        "a\u{200D}b", "\u{1B}[31m", "\u{202E}", "\t", "日本語",
    ]

    let seed: UInt64
    let width: Int
    let commands: [String]
    let blocksDrawn: Set<Int>

    init(seed: UInt64) {
        self.seed = seed
        var random = SplitMix64(seed: seed)
        width = WidthFuzzTests.widths[Int(seed % UInt64(WidthFuzzTests.widths.count))]
        // Each of 8 seeds in a row walks its own eighth of the blocks, and its first
        // message takes a few scalars from each of them, so 8 seeds cover them all.
        let span = (Self.blocks.count + 7) / 8
        let start = Int(seed % 8) * span
        var step = 0
        var drawn = Set<Int>()
        func chunk() -> String {
            let block = (start + step % span) % Self.blocks.count
            step += 1
            drawn.insert(block)
            var text = ""
            for _ in 0..<Int.random(in: 1...6, using: &random) {
                text.unicodeScalars.append(Self.blocks[block].randomElement(using: &random)!)
            }
            return text
        }
        func text(_ maximum: Int) -> String {
            var text = ""
            while text.unicodeScalars.count < maximum {
                text +=
                    Int.random(in: 0..<4, using: &random) == 0 ? Self.hostile.randomElement(using: &random)! : chunk()
                if Bool.random(using: &random) { text += " " }
            }
            return text
        }
        var commands = ["open 1", "send " + (0..<span).map { _ in chunk() }.joined(separator: " ")]
        for _ in 0..<Int.random(in: 12...24, using: &random) {
            switch Int.random(in: 0..<20, using: &random) {
            case 0..<4: commands.append("search " + text(Int.random(in: 1...30, using: &random)))
            case 4..<8: commands.append("open \(Int.random(in: 1...5, using: &random))")
            case 8..<13: commands.append("send " + text(Int.random(in: 1...200, using: &random)))
            case 13: commands.append("list")
            case 14: commands.append("back")
            case 15: commands.append(Bool.random(using: &random) ? "next" : "prev")
            case 16: commands.append("read")
            case 17: commands.append("search")
            case 18: commands.append(Int.random(in: 0..<4, using: &random) == 0 ? "delete" : "help")
            default: commands.append(text(Int.random(in: 1...20, using: &random)))
            }
        }
        self.commands = commands
        blocksDrawn = drawn
    }

    /// Runs the App on the session's commands through the shared harness, which
    /// reads stdout and stderr at the same time so that neither pipe fills.
    static func run(_ session: FuzzSession) throws -> ProcessResult {
        try AppProcess.run(
            ["--in-memory", "--demo", "--width", String(session.width), "--now", "2026-03-10T10:00:00Z"],
            input: session.commands.joined(separator: "\n") + "\n", environment: ["NO_COLOR": "1"])
    }
}
