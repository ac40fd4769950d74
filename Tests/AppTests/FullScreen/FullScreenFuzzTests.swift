import Foundation
import Interface
import ProcessHarness
import ScreenReplay
import Testing

/// Random full-screen sessions through the real App on a pseudo-terminal,
/// at random sizes from 20×5 to 200×60, with hostile text in the feed and in
/// what is typed: no line drawn is wider than the terminal, no row falls below
/// it, and no raw control byte reaches it. Seeds as in `WidthFuzzTests`.
@Suite struct FullScreenFuzzTests {
    /// Keys a person might press, sequences whole.
    static let keys = [
        "j", "k", "\u{1B}[A", "\u{1B}[B", "\u{1B}[5~", "\u{1B}[6~", "\u{1B}[H", "\u{1B}[F", "\r", "\u{1B}", "\u{1B}[D",
        "/", "c", "?", "\t", "1", "2", "d", "y", "n", "r", "s", "a", "e", " ", "\u{15}", "\u{7F}",
    ]

    @Test(arguments: WidthFuzzTests.seeds)
    func everyLineDrawnFitsTheTerminal(seed: UInt64) throws {
        var random = SplitMix64(seed: seed)
        let (width, height) = (Int.random(in: 20...200, using: &random), Int.random(in: 5...60, using: &random))
        let feed = try Feeds.write(Feeds.hostile)
        defer { try? FileManager.default.removeItem(at: feed) }
        let app = try AppProcess.startOnTerminal(
            ["--in-memory", "--demo", "--remote", feed.absoluteString, "--now", "2026-03-10T10:00:00Z"],
            columns: width, rows: height)
        try app.waitForScreen(containing: "1–4 of 4")
        for _ in 0..<60 {
            let text = FuzzSession.hostile.randomElement(using: &random)!
            app.press(Bool.random(using: &random) ? Self.keys.randomElement(using: &random)! : text)
        }
        app.press("\u{1B}\u{03}")
        #expect(try app.waitForExit().status == 0)
        try app.waitForOutput(containing: "\u{1B}[?1049l")
        let written = String(decoding: app.written, as: UTF8.self)
        #expect(app.replay(app.written).strays == [], "seed \(seed)")
        let lines = Self.lines(in: written)
        #expect(lines.count >= height, "seed \(seed): no frame was read")
        for (row, line) in lines {
            #expect(row <= height, "seed \(seed), \(width)×\(height): row \(row)")
            #expect(TerminalCells.width(of: line) <= width, "seed \(seed), \(width)×\(height): \(line)")
        }
    }

    /// Each line the App drew, by the row it went to: `ESC[row;1H ESC[2K`,
    /// then the text up to the next escape.
    static func lines(in written: String) -> [(Int, String)] {
        var row = 0
        return written.components(separatedBy: "\u{1B}[").dropFirst().compactMap { piece in
            if let end = piece.firstIndex(of: "H"), piece[..<end].hasSuffix(";1"),
                let number = Int(piece[..<end].dropLast(2))
            {
                row = number
            } else if piece.hasPrefix("2K") {
                return (row, String(piece.dropFirst(2)))
            }
            return nil
        }
    }

}
