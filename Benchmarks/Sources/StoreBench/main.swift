import Application
import BenchKit
import Domain
import Foundation
import Infrastructure
import Interface

// Seeds stores of two sizes on each engine and prints their figures as
// Markdown rows, side by side, with each engine's goals: the first frame
// barely grows with the store, and its index beats the in-memory scan.
// PostgreSQL is measured when STRATA_TEST_POSTGRES names a cluster, as
// `make bench-store` arranges through scripts/with-postgres. Exits 1 when a
// goal is missed.
// usage: store-bench [--conversations N] [--runs N] [--rows]

let program = BenchProgram("store-bench", conversations: 100_000, runs: 5)
let sizes = [100, program.conversations]
let runs = program.runs

func messages(_ conversations: Int) -> String {
    let count = conversations * Corpus.messagesPerConversation
    if count >= 1_000_000, count.isMultiple(of: 1_000_000) { return "\(count / 1_000_000)M msgs" }
    if count >= 1000, count.isMultiple(of: 1000) { return "\(count / 1000)k msgs" }
    return "\(count) msgs"
}

let folder = FileManager.default.temporaryDirectory.appendingPathComponent("store-bench-\(UUID().uuidString)")
try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
defer { try? FileManager.default.removeItem(at: folder) }

var engines = [BenchEngine.sqlite(folder: folder)]
if let server = ProcessInfo.processInfo.environment["STRATA_TEST_POSTGRES"] {
    engines.append(.postgreSQL(server: server))
} else {
    FileHandle.standardError.write(
        Data("store-bench: PostgreSQL skipped: no cluster (make bench-store starts one)\n".utf8))
}

var table = FigureTable()
var frames: [String: [Int: Measure]] = [:]
var searches: [String: Measure] = [:]
/// Full screen's key-to-frame times on SQLite, by conversations.
var keyToFrame: [Int: Measure] = [:]
for engine in engines {
    for conversations in sizes {
        let size = messages(conversations)
        let place = try engine.place(for: conversations)
        defer { try? engine.remove(place) }
        let seeding = Date()
        try await Corpus.seed(engine.open(place), conversations: conversations)
        FileHandle.standardError.write(
            Data("seeded \(size) on \(engine.name) in \(Int(Date().timeIntervalSince(seeding)))s\n".utf8))

        let frame = await Measure.milliseconds(runs) { _ = await Corpus.firstFrame(of: try! engine.open(place)) }
        frames[engine.name, default: [:]][conversations] = frame
        table.add("first frame, \(engine.name)", size: size, frame, in: .milliseconds)

        let store = try engine.open(place)
        let search = await Measure.milliseconds(runs) { _ = try! await Corpus.search(store) }
        searches[engine.name] = search
        table.add("search '\(Corpus.query)', \(engine.name)", size: size, search, in: .milliseconds)

        var minute = 0.0
        let send = await Measure.milliseconds(max(runs, 100)) {
            minute += 1
            _ = try! await store.send(
                OutgoingText("benchmark send"), to: ConversationID("c\(Int(minute) % conversations)"),
                at: Date(timeIntervalSince1970: 2_000_000_000 + minute))
        }
        table.add("send p50, \(engine.name)", size: size, send, in: .milliseconds)
        table.add("send p99, \(engine.name)", size: size, .single(send.p99), in: .milliseconds)
        table.add(
            "store calls for send, \(engine.name)", size: size,
            .single(Double(await Corpus.callsToSend(through: store))), in: .count)
        if case .sqlite = engine, conversations == program.conversations {
            let screen = await KeyToFrame.measure(on: store, runs: max(runs, 120))
            keyToFrame[conversations] = screen.keys
        }
        table.add("peak memory after \(engine.name)", size: size, .single(Measure.peakMegabytes()), in: .megabytes)
    }
}

// Full screen on SQLite at the sizes the second view's goals name: a key's
// frame at 1k conversations (100k is timed above), and the bytes one cursor
// move writes in a list of 10k.
for conversations in [1_000, 10_000] {
    let engine = BenchEngine.sqlite(folder: folder)
    let place = try engine.place(for: conversations)
    defer { try? engine.remove(place) }
    try await Corpus.seed(engine.open(place), conversations: conversations)
    let screen = await KeyToFrame.measure(on: try engine.open(place), runs: max(runs, 120))
    if conversations == 10_000 {
        table.add(
            "bytes to move the cursor one row", size: "10k conversations", .single(screen.bytesPerMove), in: .count,
            goal: .atMost(1024))
    } else {
        keyToFrame[conversations] = screen.keys
    }
}
for (conversations, keys) in keyToFrame.sorted(by: { $0.key < $1.key }) {
    let size = "\(conversations / 1000)k conversations"
    table.add("key to frame p50, SQLite", size: size, keys, in: .milliseconds, goal: .atMost(16))
    table.add("key to frame p99, SQLite", size: size, .single(keys.p99), in: .milliseconds, goal: .atMost(16))
}

// The scan last, so the engines' memory figures are their own; the last size's
// search on each engine is then held against it.
var scan: Measure?
for conversations in sizes {
    let memory = InMemoryConversationStore(Corpus.conversations(conversations))
    let measure = await Measure.milliseconds(runs) { _ = try! await Corpus.search(memory) }
    scan = measure
    table.add("search '\(Corpus.query)', in-memory scan", size: messages(conversations), measure, in: .milliseconds)
    table.add(
        "peak memory after in-memory", size: messages(conversations), .single(Measure.peakMegabytes()), in: .megabytes)
}
let (small, large) = (sizes[0], sizes[1])
for engine in engines {
    if let first = frames[engine.name]?[small], let last = frames[engine.name]?[large] {
        table.add(
            "first frame, \(messages(large)) / \(messages(small))", size: engine.name, .ratio(last, over: first),
            in: .ratio, goal: .atMost(2))
    }
    if let search = searches[engine.name], let scan {
        table.add(
            "search, in-memory scan / \(engine.name)", size: messages(large), .ratio(scan, over: search), in: .ratio,
            goal: .atLeast(10))
    }
}
program.finish(with: table)
