import Interface
import ScreenReplay
import Testing

/// How the full-screen shell takes what the terminal sends: everything that
/// waits before one frame, a frame for the size the terminal has now, and a
/// paste that stays text whatever came before it.
@MainActor
struct FullScreenInputTests {
    @Test func aResizeDrawsTheWholeScreenAgain() async {
        var sizes = [(30, 8), (20, 6)]
        let screen = await FullScreenSession.run([ScriptedFlow()], input: ScriptedInput([[.resized]])) {
            sizes.count > 1 ? sizes.removeFirst() : sizes[0]
        }
        #expect(screen.writes.count == 2)
        #expect(screen.writes.allSatisfy { $0.hasPrefix(ScreenDiff.clear) })
        #expect(screen.screen.hasSuffix("shown\n\n\n\n\n[1 f1]  ? keys  q q…"))
    }

    /// Word of a resize may wait behind keys; the terminal's size is read
    /// for every frame, so none is drawn for the old one.
    @Test func aFrameAfterTheTerminalShrankIsWholeAndFitsItBeforeWordOfTheResize() async {
        var sizes = [(30, 8), (10, 3)]
        let keys = ScriptedInput([[.input(Array("jjjjj".utf8))]])
        let screen = await FullScreenSession.run([ScriptedFlow()], input: keys, rows: Array(1...6)) {
            sizes.count > 1 ? sizes.removeFirst() : sizes[0]
        }
        #expect(screen.writes.count == 2)
        let last = screen.writes.last ?? ""
        #expect(last.hasPrefix(ScreenDiff.clear))
        #expect(!last.contains("\u{1B}[4;1H"), "a row below the third: \(last)")
    }

    /// However many reads wait, the shell handles them all, then draws once:
    /// those it takes at once, and those that arrived while it handled them.
    @Test(arguments: [1, 5]) func keysThatWaitCostOneFrame(takes: Int) async {
        let reads = Array(repeating: ScreenEvent.input(Array("j".utf8)), count: 50) + [.paused]
        let groups = (0..<takes).map { part in reads.enumerated().filter { $0.offset % takes == part }.map(\.element) }
        let keys = ScriptedInput(groups, queued: true)
        let screen = await FullScreenSession.run(
            [ScriptedFlow()], input: keys, rows: Array(1...60), height: 70, size: { (30, 70) })
        #expect(screen.writes.count == 2)
        #expect(screen.screen.contains(">row 51"))
    }

    /// After every unfinished sequence, a paste that holds the keys that quit,
    /// ask and answer is still text: it can never quit, delete or lose a key.
    @Test(arguments: ["\u{1B}", "\u{1B}[", "\u{1B}[1;", "\u{1B}O", "\u{1B}[200~"])
    func aPasteAfterAnUnfinishedSequenceIsText(prefix: String) async {
        let flow = ScriptedFlow()
        let paste = "\u{1B}[200~q\u{3}dyd\ry\u{1B}[201~"
        // Had the paste been keys, its q would have quit before the d and y typed after it.
        _ = await FullScreenSession.run([flow], typing: [prefix + paste, "d", "y"])
        #expect(flow.log.filter { $0.contains("deleted") }.count == 1, "after \(prefix.debugDescription): \(flow.log)")
    }

    /// A slow link may cut a paste anywhere, its start marker included, and
    /// pause between the parts: the paste is still text, and the keys after it work.
    @Test func aPasteCutByAPauseAnywhereIsText() async {
        let paste = Array("\u{1B}[200~q\u{3}dyd\ry\u{1B}[201~".utf8)
        for cut in 1..<paste.count {
            let flow = ScriptedFlow()
            let typed: [[UInt8]] = [Array(paste[..<cut]), Array(paste[cut...]), Array("d".utf8), Array("y".utf8)]
            let input = ScriptedInput(typed.map { [.input($0), .paused] })
            _ = await FullScreenSession.run([flow], input: input, size: { (30, 8) })
            #expect(flow.log.filter { $0.contains("deleted") }.count == 1, "cut after \(cut) bytes: \(flow.log)")
        }
    }
}
