import Foundation
import PostgreSQLHarness
import ProcessHarness
import Testing

@testable import Infrastructure

/// Many `strata` processes sending into one store at once, round after round:
/// every send a process acknowledged is in the store, no send is refused
/// except as busy, and a SQLite file is whole afterwards. Four processes used
/// to lose acknowledged sends and damage the file, through a check that
/// dropped SQLite's locks (docs/storage.md).
///
/// `make test` runs it small; `make stress-store` runs it large, through
/// `STORE_STRESS_PROCESSES`, `STORE_STRESS_SENDS` and `STORE_STRESS_ROUNDS`.
@Suite struct StoreStressTests {
    static let processes = load("STORE_STRESS_PROCESSES", default: 4)
    static let sends = load("STORE_STRESS_SENDS", default: 50)
    static let rounds = load("STORE_STRESS_ROUNDS", default: 2)

    private static func load(_ variable: String, default value: Int) -> Int {
        ProcessInfo.processInfo.environment[variable].flatMap { Int($0) }.map { max($0, 1) } ?? value
    }

    @Test(arguments: [StoreKind.sqlite, .postgreSQL].filter(StoreKind.available.contains))
    func everyAcknowledgedSendIsStoredAndNoneIsRefusedButAsBusy(kind: StoreKind) async throws {
        var busy = 0
        for round in 1...Self.rounds {
            let scratch = try ScratchFolder()
            let store = kind == .sqlite ? scratch.path("inbox.sqlite") : try TestPostgreSQL.freshDatabase()
            let demo = try AppProcess.run(["--store", store, "--demo"])
            try #require(demo.status == 0, "\(demo.errors)")
            let apps = try (0..<Self.processes).map { _ in try AppProcess.start(["--store", store]) }
            for (number, app) in apps.enumerated() {
                app.type("open 1\n" + (0..<Self.sends).map { "send p\(number)-m\($0)\n" }.joined())
                app.closeInput()
            }
            let results = try apps.map { try $0.finish() }
            let stored = try await Self.sent(in: store, kind: kind)
            #expect(Set(stored).count == stored.count, "round \(round): a send stored twice")
            for (number, result) in results.enumerated() {
                let refusals = result.errors.split(separator: "\n")
                let unexpected = refusals.filter {
                    !$0.hasSuffix(": is busy: another process kept it locked; try again")
                }
                #expect(unexpected.isEmpty, "round \(round), process \(number)")
                #expect(result.status == 0, "round \(round), process \(number): \(result.errors)")
                // A refused send is not stored either, so the two counts match exactly.
                let acknowledged = Self.sends - refusals.count
                busy += refusals.count - unexpected.count
                // Busy is allowed now and then, never as the rule: most sends land.
                #expect(acknowledged * 2 > Self.sends, "round \(round), process \(number): \(refusals.count) refused")
                #expect(
                    stored.count { $0.hasPrefix("p\(number)-") } == acknowledged,
                    "round \(round), process \(number): acknowledged \(acknowledged)")
            }
        }
        // The figures make stress-store reports; a failure above names its round.
        let load = "\(Self.rounds) rounds of \(Self.processes) processes x \(Self.sends) sends"
        print("store stress, \(kind): \(load), \(busy) refused as busy")
    }

    /// The texts of every send, after checking that the store is whole.
    private static func sent(in store: String, kind: StoreKind) async throws -> [String] {
        let query = "SELECT body FROM messages WHERE body LIKE 'p%-m%'"
        guard kind == .sqlite else {
            return try PostgreSQLDatabase(url: store).rows(query).compactMap { $0.first ?? nil }
        }
        // Opening checks the file as the App does, and refuses a truncated one.
        #expect(try await SQLiteConversationStore(path: store).integrityCheck() == "ok")
        let database = try SQLiteDatabase(path: store, mode: .readWrite)
        // Fails with SQLITE_CORRUPT_VTAB when the index and the messages disagree.
        try database.execute("INSERT INTO search (search) VALUES ('integrity-check')")
        return try database.rows(query).compactMap { $0.first?.text }
    }
}
