import {{Application}}
import {{Domain}}
import Foundation
import {{Infrastructure}}
import PostgreSQLHarness
import Testing

/// What every {{Name}}Store promises, held against each: the SQLite store,
/// the PostgreSQL store on the test cluster, and their in-memory twin must be
/// interchangeable behind the port.
@Suite struct {{Name}}StoreContractTests {
    enum Kind: String, CaseIterable, CustomTestStringConvertible {
        case inMemory, sqlite, postgreSQL
        var testDescription: String { rawValue }

        /// Every kind, PostgreSQL only where the test cluster runs.
        nonisolated static let available = allCases.filter { $0 != .postgreSQL || TestPostgreSQL.isAvailable }
    }

    /// A scratch folder per test, removed when the test ends.
    final class Scratch {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("{{words}}-\(UUID().uuidString)")
        var database: String { folder.appendingPathComponent("app.sqlite").path }

        init() throws {
            try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        }

        deinit {
            try? FileManager.default.removeItem(at: folder)
        }
    }

    let scratch: Scratch
    let start = Date(timeIntervalSinceReferenceDate: 800_000_000)

    init() throws {
        scratch = try Scratch()
    }

    func store(_ kind: Kind) throws -> any {{Name}}Store {
        switch kind {
        case .inMemory: InMemory{{Name}}Store()
        case .sqlite: try SQLite{{Name}}Store(path: scratch.database)
        case .postgreSQL: try PostgreSQL{{Name}}Store(url: try TestPostgreSQL.freshDatabase())
        }
    }

    func add(_ titles: [String], to store: any {{Name}}Store, at date: Date) async throws {
        for title in titles { try await store.add(try {{Item}}Title(title), at: date) }
    }

    @Test(arguments: Kind.available) func listsNewestFirstWithTheLaterOneFirstAtTheSameTime(kind: Kind) async throws {
        let store = try store(kind)
        try await add(["Old"], to: store, at: start)
        try await add(["Tied", "Tied later"], to: store, at: start.addingTimeInterval(60))
        #expect(try await store.page(offset: 0, limit: 10).entries.map(\.title.text) == ["Tied later", "Tied", "Old"])
        #expect(try await store.page(offset: 0, limit: 0) == {{Name}}Page(entries: [], offset: 0, total: 3))
    }

    @Test(arguments: Kind.available) func aPageSkipsOffsetAndTakesAtMostLimit(kind: Kind) async throws {
        let store = try store(kind)
        for minute in 0..<5 {
            try await add(["\(minute)"], to: store, at: start.addingTimeInterval(Double(minute) * 60))
        }
        #expect(try await store.page(offset: 1, limit: 2).entries.map(\.title.text) == ["3", "2"])
        #expect(try await store.page(offset: 4, limit: 2).entries.map(\.title.text) == ["0"])
        #expect(try await store.page(offset: 5, limit: 2) == {{Name}}Page(entries: [], offset: 5, total: 5))
    }

    @Test(arguments: Kind.available) func whatIsAddedReadsBackWhole(kind: Kind) async throws {
        let store = try store(kind)
        let added = try await store.add(try {{Item}}Title("Lunch, with ünïcödé 🍜"), at: start)
        #expect(try await store.{{item}}(added.id) == added)
        #expect(try await store.{{item}}(added.id + 1) == nil)
    }

    @Test(arguments: Kind.available) func aDeletedOneIsGoneItsIdIsNeverGivenAgainAndASecondDeleteIsRefused(
        kind: Kind
    ) async throws {
        let store = try store(kind)
        let first = try await store.add(try {{Item}}Title("First"), at: start)
        try await store.delete(first.id)
        #expect(try await store.page(offset: 0, limit: 0).total == 0)
        await #expect(throws: {{Name}}StoreError.notFound(first.id)) { try await store.delete(first.id) }
        #expect(try await store.add(try {{Item}}Title("Next"), at: start).id != first.id)
    }

    @Test func theSQLiteStoreKeepsWhatWasAddedAfterItIsOpenedAgain() async throws {
        let added = try await SQLite{{Name}}Store(path: scratch.database).add(try {{Item}}Title("Kept"), at: start)
        let reopened = try SQLite{{Name}}Store(path: scratch.database)
        #expect(try await reopened.page(offset: 0, limit: 10).entries == [added])
    }

    @Test(.enabled(if: TestPostgreSQL.isAvailable))
    func thePostgreSQLStoreKeepsWhatWasAddedAfterItIsOpenedAgain() async throws {
        let url = try TestPostgreSQL.freshDatabase()
        let added = try await PostgreSQL{{Name}}Store(url: url).add(try {{Item}}Title("Kept"), at: start)
        let reopened = try PostgreSQL{{Name}}Store(url: url)
        #expect(try await reopened.page(offset: 0, limit: 10).entries == [added])
    }
}
