import Application
import Domain
import Foundation
import Infrastructure
import PostgreSQLHarness
import Testing

/// What each engine's store promises beyond the port: a database opened
/// again still holds what was added, a row no rule allows is reported rather
/// than shown, and, on SQLite, each call runs only the statements it needs.
extension EntryStoreContract {
    func checkSQLite(in scratch: EntryScratch) async throws {
        let path = scratch.newFile()
        let file = try SQLiteStoreDatabase(path: path, schemas: table.schema.sqlite)
        let store = SQLiteEntryStore(file: file, table: table)
        let statements = { (call: () async throws -> Void) in
            try await file.reading { $0.countStatements() }
            try await call()
            return try await file.reading { $0.statementsRun }
        }
        let kept = try await store.add(try draft(1), at: start)
        var (added, count) = (kept, 0)
        // Another feature may ask how many there are on each reload of its own.
        #expect(try await statements { count = try await store.count() } == 1)
        #expect(count == 1)
        // BEGIN and COMMIT around the INSERT, the UPDATE and the row read back, the DELETE, the page and its count.
        #expect(try await statements { added = try await store.add(try draft(2), at: start) } == 3)
        #expect(try await statements { try await store.update(added.id, to: try draft(3), from: 1) } == 4)
        #expect(try await statements { try await store.delete(added.id) } == 3)
        #expect(try await statements { _ = try await store.page(offset: 0, limit: 10) } == 4)
        let reopened = try SQLiteEntryStore(path: path, table: table)
        #expect(try await reopened.page(offset: 0, limit: 10).entries == [kept])

        // Another program writes a time no date has, then, with SQLite's CHECKs off, a label no kind allows.
        // SQLite's reads take a row they cannot read for damage, so the file is then written no more.
        let other = try SQLiteStoreDatabase(path: path, schemas: table.schema.sqlite)
        _ = try await other.writing { try $0.run(#"UPDATE "\#(table.name)" SET created_at = 1e300"#) }
        try await expectReported(SQLiteStoreError.self, saying: "is a damaged SQLite database", by: store, id: kept.id)
        _ = try await other.writing { database in
            try database.execute("PRAGMA ignore_check_constraints = ON")
            try database.run(
                #"UPDATE "\#(table.name)" SET created_at = ?, "# + fields[0].column + " = ?",
                [.real(start.timeIntervalSince1970), .text(String(repeating: "x", count: 100_000))])
        }
        try await expectReported(SQLiteStoreError.self, saying: "is a damaged SQLite database", by: store, id: kept.id)
    }

    func checkPostgreSQL(
        _ url: String, emptied: @Sendable () async throws -> any EntryStore<Draft>
    ) async throws {
        _ = try await emptied()
        let added = try await PostgreSQLEntryStore(url: url, table: table).add(try draft(1), at: start)
        let reopened = try PostgreSQLEntryStore(url: url, table: table)
        #expect(try await reopened.page(offset: 0, limit: 10).entries == [added])
        // The fields' CHECKs hold on PostgreSQL whoever writes, so only the time is left to break.
        try TestPostgreSQL.psql(#"UPDATE "\#(table.name)" SET created_at = 'Infinity'"#, on: url)
        try await expectReported(
            PostgreSQLStoreError.self, saying: "holds a row of \(table.name) whose time is not a date", by: reopened,
            id: added.id)
    }

    /// Reading the row, alone or in a page, fails with one line, which says `problem`.
    private func expectReported<Failure: Error>(
        _: Failure.Type, saying problem: String, by store: any EntryStore<Draft>, id: Int64
    ) async throws {
        let reads: [() async throws -> Void] = [
            { _ = try await store.entry(id) }, { _ = try await store.page(offset: 0, limit: 10) },
        ]
        for read in reads {
            let error = await #expect(throws: Failure.self) { try await read() }
            #expect(error.map { "\($0)".contains(problem) } == true, "\(String(describing: error))")
        }
    }
}
