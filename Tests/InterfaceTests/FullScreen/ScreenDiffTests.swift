import Interface
import Testing

/// A full-screen frame reaches the terminal as the lines that changed, each
/// rewritten in place, so a small change costs a few bytes however big the screen.
@Suite struct ScreenDiffTests {
    @Test func aFirstFrameClearsTheScreenAndDrawsEveryLine() {
        #expect(
            ScreenDiff.update(from: nil, to: ["a", "b"])
                == "\u{1B}[H\u{1B}[2J\u{1B}[1;1H\u{1B}[2Ka\u{1B}[2;1H\u{1B}[2Kb")
    }

    @Test func onlyTheLinesThatChangedAreWritten() {
        let old = ["title", "> one", "  two", "status"]
        let new = ["title", "  one", "> two", "status"]
        #expect(ScreenDiff.update(from: old, to: new) == "\u{1B}[2;1H\u{1B}[2K  one\u{1B}[3;1H\u{1B}[2K> two")
        #expect(ScreenDiff.update(from: new, to: new).isEmpty)
    }

    @Test func aShorterFrameErasesTheRowsItNoLongerHas() {
        #expect(ScreenDiff.update(from: ["a", "b", "c"], to: ["a"]) == "\u{1B}[2;1H\u{1B}[2K\u{1B}[3;1H\u{1B}[2K")
    }
}
