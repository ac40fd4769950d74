{{modules}}import Domain
{{modules}}import Infrastructure
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

    let fields = {{Item}}Draft.fields

    func draft(_ number: Int) throws -> {{Item}}Draft { try {{Item}}Draft(FieldValues.example(fields, number)) }

    @Test(arguments: Kind.available) func listsNewestFirstWithTheLaterOneFirstAtTheSameTime(kind: Kind) async throws {
        let store = try store(kind)
        let old = try await store.add(try draft(1), at: start)
        let tied = try await store.add(try draft(2), at: start.addingTimeInterval(60))
        let later = try await store.add(try draft(3), at: start.addingTimeInterval(60))
        #expect(try await store.page(offset: 0, limit: 10).entries == [later, tied, old])
        #expect(try await store.page(offset: 0, limit: 0) == {{Name}}Page(entries: [], offset: 0, total: 3))
        #expect(try await store.count() == 3)
    }

    @Test(arguments: Kind.available) func aPageSkipsOffsetAndTakesAtMostLimit(kind: Kind) async throws {
        let store = try store(kind)
        var added: [{{Item}}] = []
        for minute in 0..<5 {
            added.append(try await store.add(try draft(minute), at: start.addingTimeInterval(Double(minute) * 60)))
        }
        #expect(try await store.page(offset: 1, limit: 2).entries == [added[3], added[2]])
        #expect(try await store.page(offset: 4, limit: 2).entries == [added[0]])
        #expect(try await store.page(offset: 5, limit: 2) == {{Name}}Page(entries: [], offset: 5, total: 5))
    }

    /// Each field's values at its kind's limits, and nil for each optional one, read back exactly.
    @Test(arguments: Kind.available) func everyValueAtAFieldsLimitsReadsBackWhole(kind: Kind) async throws {
        let store = try store(kind)
        for field in fields {
            for value in field.kind.edges + (field.isOptional ? [nil] : []) {
                var values = FieldValues.example(fields, 1).values
                values[field.name] = value
                let added = try await store.add(try {{Item}}Draft(FieldValues(fields, values)), at: start)
                #expect(try await store.{{item}}(added.id) == added, "\(field.name): \(String(describing: value))")
            }
        }
        #expect(try await store.{{item}}(Int64.max) == nil)
    }

    @Test(arguments: Kind.available) func anEditMovesTheVersionAndOneFromAnOldOneIsRefused(kind: Kind) async throws {
        let store = try store(kind)
        let added = try await store.add(try draft(1), at: start)
        let edited = try await store.update(added.id, to: try draft(2), from: 1)
        #expect(edited == {{Item}}(id: added.id, version: 2, createdAt: start, draft: try draft(2)))
        await #expect(throws: {{Name}}StoreError.changedElsewhere(added.id)) {
            try await store.update(added.id, to: try draft(3), from: 1)
        }
        #expect(try await store.{{item}}(added.id) == edited)
        await #expect(throws: {{Name}}StoreError.notFound(added.id + 1)) {
            try await store.update(added.id + 1, to: try draft(3), from: 1)
        }
    }

    @Test(arguments: Kind.available) func aDeletedOneIsGoneItsIdIsNeverGivenAgainAndASecondDeleteIsRefused(
        kind: Kind
    ) async throws {
        let store = try store(kind)
        let first = try await store.add(try draft(1), at: start)
        try await store.delete(first.id)
        #expect(try await store.count() == 0)
        await #expect(throws: {{Name}}StoreError.notFound(first.id)) { try await store.delete(first.id) }
        #expect(try await store.add(try draft(2), at: start).id != first.id)
    }

    /// Another feature may ask how many there are on each reload of its own, so
    /// it costs one statement, counted as SQLite runs them.
    @Test func onSQLiteACountIsOneStatement() async throws {
        let file = try SQLiteStoreDatabase(path: scratch.database, schemas: [SQLite{{Name}}Store.schema])
        let store = SQLite{{Name}}Store(file: file)
        try await store.add(try draft(1), at: start)
        try await file.reading { $0.countStatements() }
        #expect(try await store.count() == 1)
        #expect(try await file.reading { $0.statementsRun } == 1)
    }

    /// Another program, with SQLite's CHECKs off, writes a label no kind allows:
    /// the store reports the row as not this App's rather than show it.
    @Test func aRowThatBreaksAFieldsRuleIsReportedNotShown() async throws {
        let store = try SQLite{{Name}}Store(path: scratch.database)
        let added = try await store.add(try draft(1), at: start)
        let file = try SQLiteStoreDatabase(path: scratch.database, schemas: [SQLite{{Name}}Store.schema])
        let (label, broken) = (fields[0].column, String(repeating: "x", count: 100_000))
        try await file.writing { database in
            try database.execute("PRAGMA ignore_check_constraints = ON")
            try database.run(#"UPDATE "{{table}}" SET "# + label + " = ?", [.text(broken)])
        }
        await #expect(throws: SQLiteStoreError.self) { try await store.{{item}}(added.id) }
        await #expect(throws: SQLiteStoreError.self) { try await store.page(offset: 0, limit: 10) }
    }

    @Test func theSQLiteStoreKeepsWhatWasAddedAfterItIsOpenedAgain() async throws {
        let added = try await SQLite{{Name}}Store(path: scratch.database).add(try draft(1), at: start)
        let reopened = try SQLite{{Name}}Store(path: scratch.database)
        #expect(try await reopened.page(offset: 0, limit: 10).entries == [added])
    }

    @Test(.enabled(if: TestPostgreSQL.isAvailable))
    func thePostgreSQLStoreKeepsWhatWasAddedAfterItIsOpenedAgain() async throws {
        let url = try TestPostgreSQL.freshDatabase()
        let added = try await PostgreSQL{{Name}}Store(url: url).add(try draft(1), at: start)
        let reopened = try PostgreSQL{{Name}}Store(url: url)
        #expect(try await reopened.page(offset: 0, limit: 10).entries == [added])
    }
}
