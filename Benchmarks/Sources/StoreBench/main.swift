import Application
import Domain
import Foundation
import Infrastructure
import Interface

// Seeds stores of two sizes and prints a table of medians (min–max).
// usage: store-bench [--conversations N] [--runs N]

var arguments = Array(CommandLine.arguments.dropFirst())[...]
var largeConversations = 100_000
var runs = 5
while let flag = arguments.popFirst() {
    switch flag {
    case "--conversations": largeConversations = Int(arguments.popFirst() ?? "") ?? largeConversations
    case "--runs": runs = Int(arguments.popFirst() ?? "") ?? runs
    default:
        print("usage: store-bench [--conversations N] [--runs N]")
        exit(64)
    }
}

let folder = FileManager.default.temporaryDirectory.appendingPathComponent("store-bench-\(UUID().uuidString)")
try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
defer { try? FileManager.default.removeItem(at: folder) }

var table = BenchTable()
var frames: [Int: Double] = [:]
var searches: [Int: (fts: Double, scan: Double)] = [:]
for conversations in [100, largeConversations] {
    let size = "\(conversations * Corpus.messagesPerConversation) msgs"
    let path = folder.appendingPathComponent("inbox-\(conversations).sqlite").path
    let seeding = Date()
    try Corpus.seed(SQLiteConversationStore(path: path), conversations: conversations)
    FileHandle.standardError.write(Data("seeded \(size) in \(Int(Date().timeIntervalSince(seeding)))s\n".utf8))

    let frame = Measure.median(runs) {
        let store = try! SQLiteConversationStore(path: path)
        _ = Corpus.firstFrame(of: store)
    }
    frames[conversations] = frame.median
    table.add("first frame, SQLite", size, frame)

    let store = try SQLiteConversationStore(path: path)
    let fts = Measure.median(runs) { _ = try! Corpus.search(store) }
    table.add("search '\(Corpus.query)', FTS", size, fts)

    var minute = 0.0
    let send = Measure.median(max(runs, 20)) {
        minute += 1
        _ = try! store.send(
            OutgoingText("benchmark send"), to: ConversationID("c\(Int(minute) % conversations)"),
            at: Date(timeIntervalSince1970: 2_000_000_000 + minute))
    }
    table.add("send, SQLite", size, send)
    table.add("peak memory after SQLite (MB)", size, Measure.single(Measure.peakMegabytes()))

    let memory = InMemoryConversationStore(Corpus.conversations(conversations))
    let scan = Measure.median(runs) { _ = try! Corpus.search(memory) }
    table.add("search '\(Corpus.query)', in-memory scan", size, scan)
    searches[conversations] = (fts.median, scan.median)
    table.add("peak memory after in-memory (MB)", size, Measure.single(Measure.peakMegabytes()))
}
table.print()
let large = "\(largeConversations * Corpus.messagesPerConversation)"
if let small = frames[100], let big = frames[largeConversations] {
    print(String(format: "first frame at %@ msgs / at 1000 msgs: %.2f× (goal ≤ 2×)", large, big / small))
}
if let (fts, scan) = searches[largeConversations] {
    print(String(format: "scan / FTS at %@ msgs: %.1f× (goal ≥ 10×)", large, scan / fts))
}
