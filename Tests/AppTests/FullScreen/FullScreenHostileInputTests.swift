import Foundation
import Interface
import ProcessHarness
import ScreenReplay
import Testing

/// Full-screen input that tries to trick the App, written to the built binary
/// on a pseudo-terminal: sequences cut short or unknown, pastes with and
/// without their end, and resizes queued behind keys, down to 1×1.
@Suite struct FullScreenHostileInputTests {
    /// The reproduction of a paste run as keys: an unfinished sequence, then
    /// a paste holding Ctrl-C, which quit the App. The paste is text now.
    @Test func aPasteAfterAnUnfinishedSequenceNeitherQuitsNorActs() throws {
        let app = try AppProcess.startOnTerminal(FullScreenEndToEndTests.demo)
        try app.waitForScreen(containing: "q quit")
        app.press("\u{1B}[")
        app.press("\u{1B}[200~abc\u{3}def q\u{1B}[201~")
        app.press("?")
        try app.waitForScreen(containing: "Keys for inbox")
        app.press("q")
        #expect(try app.waitForExit().status == 0)
    }

    /// `FUZZ_SCREEN_SEED` (default 1) and the `FUZZ_SCREEN_SESSIONS` seeds after it (default 4);
    /// `make fuzz-screen` runs 200.
    nonisolated static let hostileSeeds = SplitMix64.seeds(named: "FUZZ_SCREEN", sessions: 4)

    /// Input that tries to trick the decoder: sequences cut short or unknown,
    /// pastes with and without their end, holding the keys that quit, ask and
    /// answer, and resizes queued behind keys, down to 1×1. The App must run
    /// until the last `q`, answer it by the keys alone, and never write a row
    /// or a cell outside the terminal as it stood. The idle that ends a paste
    /// left open is made ten minutes, so a `q` that waited for it never comes
    /// in time; once, a second's bound on the answer measured the machine.
    @Test(arguments: hostileSeeds)
    func hostileInputNeverQuitsEarlyOrDrawsOutsideTheTerminal(seed: UInt64) throws {
        var random = SplitMix64(seed: seed)
        let tricks = [
            "\u{1B}[", "\u{1B}[1;", "\u{1B}O", "\u{1B}", "\u{1B}[99;5Z", "\u{1B}[?1;2c", "\u{1B}[200~",
            "\u{1B}[201~", "\u{1B}[" + String(repeating: "9", count: 40),
        ]
        let pasted = ["q", "\u{3}", "d", "y", "n", "\r", "\u{1B}[A", "text "]
        let sizes = [(1, 1), (2, 200), (300, 5), (1, 30), (40, 1), (80, 24)]
        var size = (Int.random(in: 20...200, using: &random), Int.random(in: 5...60, using: &random))
        let app = try AppProcess.startOnTerminal(
            ["--in-memory", "--demo", "--now", "2026-03-10T10:00:00Z"], columns: size.0, rows: size.1,
            environment: ["STRATA_IDLE_MS": "600000"])
        try app.waitForScreen(containing: "1–4 of 4")
        // Where each size took effect in what was written, to hold each frame to its own.
        var resizes: [(offset: Int, size: (Int, Int))] = [(0, size)]
        for _ in 0..<40 {
            switch Int.random(in: 0..<10, using: &random) {
            case 0..<3:
                app.press(tricks.randomElement(using: &random)!)
            case 3..<5:
                let body = (0..<Int.random(in: 1...8, using: &random)).map { _ in pasted.randomElement(using: &random)!
                }
                let ends = Bool.random(using: &random)
                let paste = "\u{1B}[200~" + body.joined() + (ends ? "\u{1B}[201~" : "")
                if Bool.random(using: &random) {
                    // Two writes, which may reach the App as two reads; a pause between them is
                    // FullScreenInputTests' to choose, at every cut.
                    let cut = paste.index(paste.startIndex, offsetBy: Int.random(in: 1..<paste.count, using: &random))
                    app.press(String(paste[..<cut]))
                    app.press(String(paste[cut...]))
                } else {
                    app.press(paste)
                }
            case 5..<7:
                let previous = size
                size =
                    Bool.random(using: &random)
                    ? sizes.randomElement(using: &random)!
                    : (Int.random(in: 1...300, using: &random), Int.random(in: 1...80, using: &random))
                // A terminal that keeps its size sends no word of it.
                guard size != previous else { continue }
                let offset = app.written.count
                resizes.append((offset, size))
                app.resize(columns: size.0, rows: size.1)
                // Keys wait behind the resize, but the next resize waits for its frame, so
                // each frame can be held to the size it was drawn for.
                let fitting = size
                try app.waitForWritten("a frame of \(size)") { written in
                    Self.frames(in: String(decoding: written.dropFirst(offset), as: UTF8.self)).dropFirst()
                        .contains { Self.isWhole($0, fitting) }
                }
            default:
                let keys = FullScreenFuzzTests.keys.filter { $0 != "\u{1B}" }
                app.press(
                    (0..<Int.random(in: 1...20, using: &random)).map { _ in keys.randomElement(using: &random)! }
                        .joined())
            }
        }
        let beforeQuit = app.written.count
        // Ends a paste left open, then leaves any prompt, question or help, then quits.
        app.press("\u{1B}[201~\u{1B}q")
        #expect(try app.waitForExit().status == 0, "seed \(seed)")
        let written = app.written
        let leave = Data("\u{1B}[?1049l".utf8)
        #expect(written.prefix(beforeQuit).range(of: leave) == nil, "seed \(seed): the App quit before the last q")
        #expect(app.replay(written).strays == [], "seed \(seed)")
        // A frame the App began before a resize may land after it; the next is drawn
        // whole, on a cleared screen, for the new size. So after each resize, what
        // was written fits the size before it until the first whole frame for the
        // new one, and everything after that fits the new one.
        for (index, resize) in resizes.enumerated() {
            let end = index + 1 < resizes.count ? resizes[index + 1].offset : written.count
            let old = resizes[max(0, index - 1)].size
            var fitted = index == 0
            for (number, frame) in Self.frames(in: String(decoding: written[resize.offset..<end], as: UTF8.self))
                .enumerated()
            {
                fitted = fitted || (number > 0 && Self.isWhole(frame, resize.size))
                let size = fitted ? resize.size : old
                let outside = frame.filter { !Self.fits([$0], size) }
                #expect(outside.isEmpty, "seed \(seed): rows outside \(size): \(outside)")
            }
        }
    }

    /// What was written, cut where each frame drawn on a cleared screen
    /// begins; the first piece is what came before the first such frame.
    static func frames(in written: String) -> [[(Int, String)]] {
        written.components(separatedBy: ScreenDiff.clear).map { FullScreenFuzzTests.lines(in: "\u{1B}[" + $0) }
    }

    /// Whether every line of `frame` lies inside a terminal of `size` (columns, rows).
    /// Whether `frame`, drawn on a cleared screen, is one for a terminal of
    /// `size`: such a frame writes every row, so its last is the height.
    static func isWhole(_ frame: [(Int, String)], _ size: (Int, Int)) -> Bool {
        frame.map(\.0).max() == size.1 && fits(frame, size)
    }

    static func fits(_ frame: [(Int, String)], _ size: (Int, Int)) -> Bool {
        frame.allSatisfy { $0.0 <= size.1 && TerminalCells.width(of: $0.1) <= size.0 }
    }
}
