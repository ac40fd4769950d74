import Application
import BenchKit
import Domain
import Foundation
import Infrastructure
import Interface

// Seeds stores of two sizes and prints their figures as Markdown rows, with
// the store's two goals: the first frame barely grows with the store, and FTS
// beats the in-memory scan. Exits 1 when a goal is missed.
// usage: store-bench [--conversations N] [--runs N] [--rows]

let program = BenchProgram("store-bench", conversations: 100_000, runs: 5)
let largeConversations = program.conversations
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

var table = FigureTable()
var frames: [Int: Measure] = [:]
var searches: [Int: (fts: Measure, scan: Measure)] = [:]
for conversations in [100, largeConversations] {
    let size = messages(conversations)
    let path = folder.appendingPathComponent("inbox-\(conversations).sqlite").path
    let seeding = Date()
    try await Corpus.seed(SQLiteConversationStore(path: path), conversations: conversations)
    FileHandle.standardError.write(Data("seeded \(size) in \(Int(Date().timeIntervalSince(seeding)))s\n".utf8))

    let frame = await Measure.milliseconds(runs) {
        let store = try! SQLiteConversationStore(path: path)
        _ = await Corpus.firstFrame(of: store)
    }
    frames[conversations] = frame
    table.add("first frame, SQLite", size: size, frame, in: .milliseconds)

    let store = try SQLiteConversationStore(path: path)
    let fts = await Measure.milliseconds(runs) { _ = try! await Corpus.search(store) }
    table.add("search '\(Corpus.query)', FTS", size: size, fts, in: .milliseconds)

    var minute = 0.0
    let send = await Measure.milliseconds(max(runs, 20)) {
        minute += 1
        _ = try! await store.send(
            OutgoingText("benchmark send"), to: ConversationID("c\(Int(minute) % conversations)"),
            at: Date(timeIntervalSince1970: 2_000_000_000 + minute))
    }
    table.add("send, SQLite", size: size, send, in: .milliseconds)
    table.add("peak memory after SQLite", size: size, .single(Measure.peakMegabytes()), in: .megabytes)

    let memory = InMemoryConversationStore(Corpus.conversations(conversations))
    let scan = await Measure.milliseconds(runs) { _ = try! await Corpus.search(memory) }
    table.add("search '\(Corpus.query)', in-memory scan", size: size, scan, in: .milliseconds)
    searches[conversations] = (fts, scan)
    table.add("peak memory after in-memory", size: size, .single(Measure.peakMegabytes()), in: .megabytes)
}
if let small = frames[100], let large = frames[largeConversations] {
    table.add(
        "first frame, \(messages(largeConversations)) / \(messages(100))", size: "SQLite",
        .ratio(large, over: small), in: .ratio, goal: .atMost(2))
}
if let (fts, scan) = searches[largeConversations] {
    table.add(
        "search, in-memory scan / FTS", size: messages(largeConversations), .ratio(scan, over: fts), in: .ratio,
        goal: .atLeast(10))
}
program.finish(with: table)
