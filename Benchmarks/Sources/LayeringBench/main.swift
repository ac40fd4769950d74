import Application
import BenchKit
import Foundation
import Infrastructure
import Interface

// Draws the inbox list of many conversations through the layers and through one
// function, checks that both frames are byte for byte the same, and prints the
// time of each and their ratio as Markdown rows; then the time of drawing alone
// (the renderers and the terminal toolkit, from a ready view model) and of counting
// the cells of every line. Exits 1 when the frames differ or a goal misses.
// usage: layering-bench [--conversations N] [--runs N] [--rows]

let program = BenchProgram("layering-bench", conversations: 10_000, runs: 21)
let conversationCount = program.conversations
let runs = program.runs

// A pinned clock, calendar and width, so the frame is the same on every machine.
let now = ISO8601DateFormatter().date(from: "2026-03-10T10:00:00Z")!
var calendar = Calendar(identifier: .gregorian)
calendar.timeZone = TimeZone(identifier: "UTC")!
let locale = Locale(identifier: "en_US")
let width = 80
let style = TextStyle(isEnabled: true)

let store = InMemoryConversationStore(SampleInbox.conversations(conversationCount, before: now))
let layered = LayeredInbox(
    store: store, timestamps: TimestampFormatter(now: { now }, calendar: calendar, locale: locale),
    pageSize: conversationCount, style: style)
let massive = MassiveInboxController(
    store: store, now: now, calendar: calendar, locale: locale, pageSize: conversationCount, style: style)

let expected = await layered.frame(width: width)
let baselineFrame = try await massive.frame(width: width)
let lineCount = max(expected.count, baselineFrame.count)
if let line = (0..<lineCount).first(where: { expected[safe: $0] != baselineFrame[safe: $0] }) {
    program.fail("the one-function frame differs from the layered frame at line \(line + 1)", status: 1)
}
// Two lines a conversation between the header's two lines and the footer's two.
guard expected.count == conversationCount * 2 + 4 else {
    program.fail(
        "the frame shows \(expected.count) lines, not every one of \(conversationCount) conversations", status: 1)
}
let expectedBytes = expected.reduce(0) { $0 + $1.utf8.count }

// Every frame is consumed by counting its bytes, so no run can be optimized
// away, and a frame that changed between runs is caught.
func timed(_ draw: () async throws -> [String]) async -> Double {
    var bytes = 0
    let milliseconds = await Measure.elapsedMilliseconds {
        bytes = ((try? await draw()) ?? []).reduce(0) { $0 + $1.utf8.count }
    }
    if bytes != expectedBytes {
        program.fail("a frame came out \(bytes) bytes long instead of \(expectedBytes)", status: 1)
    }
    return milliseconds
}

for _ in 0..<2 {
    _ = await timed { await layered.frame(width: width) }
    _ = await timed { try await massive.frame(width: width) }
}
var layeredTimes: [Double] = []
var massiveTimes: [Double] = []
var ratios: [Double] = []
for run in 0..<runs {
    // Runs are paired and alternate which goes first, so a burst of load from
    // elsewhere falls on both sides of a ratio rather than on one.
    let (layeredTime, massiveTime): (Double, Double)
    if run.isMultiple(of: 2) {
        layeredTime = await timed { await layered.frame(width: width) }
        massiveTime = await timed { try await massive.frame(width: width) }
    } else {
        massiveTime = await timed { try await massive.frame(width: width) }
        layeredTime = await timed { await layered.frame(width: width) }
    }
    layeredTimes.append(layeredTime)
    massiveTimes.append(massiveTime)
    ratios.append(layeredTime / massiveTime)
}

// Drawing alone: every line fitted, truncated and padded to the width in terminal cells.
_ = await timed { await layered.frame(width: width) }
var drawTimes: [Double] = []
for _ in 0..<runs { drawTimes.append(await timed { layered.draw(width: width) }) }
// Counting alone: the cells of every line of the frame, styles stripped as SplitPane does.
// Every line fills the width but the status line's short hint, and every run must count the same.
let plainLines = expected.map { TextStyle.strip($0) }
if let line = plainLines.dropLast().firstIndex(where: { TerminalCells.width(of: $0) != width }) {
    program.fail("line \(line + 1) of the frame does not take \(width) cells", status: 1)
}
let expectedCells = plainLines.reduce(0) { $0 + TerminalCells.width(of: $1) }
var countTimes: [Double] = []
for _ in 0..<runs {
    var cells = 0
    countTimes.append(
        await Measure.elapsedMilliseconds { cells = plainLines.reduce(0) { $0 + TerminalCells.width(of: $1) } })
    if cells != expectedCells { program.fail("a count came to \(cells) cells, not \(expectedCells)", status: 1) }
}

let size = "\(conversationCount) conversations, \(expected.count) lines"
var table = FigureTable()
table.add("inbox frame through the layers", size: size, Measure(layeredTimes), in: .milliseconds)
table.add("inbox frame from one function", size: size, Measure(massiveTimes), in: .milliseconds)
table.add("layers / one function", size: size, Measure(ratios), in: .ratio, goal: .atMost(1.10))
table.add("inbox frame drawn from its view model", size: size, Measure(drawTimes), in: .milliseconds, goal: .atMost(50))
table.add("terminal cells of every line of the frame", size: size, Measure(countTimes), in: .milliseconds)
program.finish(with: table)
