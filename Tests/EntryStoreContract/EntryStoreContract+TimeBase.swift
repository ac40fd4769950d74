import Application
import Domain
import Foundation
import Infrastructure
import PostgreSQLHarness
import Testing

/// A row a store before 5.0.0 wrote counts its time in seconds since 2001,
/// where every `time` field counts from 1970. The core's schema that follows
/// the feature's moves it to 1970 once, so it reads as the instant it was.
extension EntryStoreContract {
    func aTimeCountedFrom2001ReadsAsTheSameInstantOnSQLite(in scratch: EntryScratch) async throws {
        let path = scratch.newFile()
        let columns = SQLiteFieldColumns(Draft.fields)
        // The feature's own steps alone, as a database of 4.x holds them (its steps were these), and a row as
        // its store wrote it.
        _ = try await SQLiteStoreDatabase(path: path, schemas: [table.schema.sqlite[0]]).writing { database in
            try database.run(
                #"INSERT INTO "\#(table.name)" (created_at, \#(columns.list)) VALUES (?, \#(columns.placeholders))"#,
                [.real(start.timeIntervalSinceReferenceDate)] + columns.bound(try draft(1).values))
        }
        // Moved once: a row added after, and both read again when the database is opened again.
        let later = start.addingTimeInterval(60)
        try await SQLiteEntryStore(path: path, table: table).add(try draft(2), at: later)
        let reopened = try SQLiteEntryStore(path: path, table: table)
        #expect(try await reopened.page(offset: 0, limit: 2).entries.map(\.createdAt) == [later, start])
    }

    func aTimeCountedFrom2001ReadsAsTheSameInstantOnPostgreSQL() async throws {
        let url = try TestPostgreSQL.freshDatabase()
        let columns = PostgreSQLFieldColumns(Draft.fields)
        _ = try await PostgreSQLStoreDatabase(url: url, schemas: [table.schema.postgreSQL[0]]).writing { database in
            try database.value(
                #"INSERT INTO "\#(table.name)" (created_at, \#(columns.list)) VALUES ($1::double precision, "#
                    + columns.parameters(from: 2) + ") RETURNING id",
                [String(start.timeIntervalSinceReferenceDate)] + columns.bound(try draft(1).values))
        }
        let later = start.addingTimeInterval(60)
        try await PostgreSQLEntryStore(url: url, table: table).add(try draft(2), at: later)
        let reopened = try PostgreSQLEntryStore(url: url, table: table)
        #expect(try await reopened.page(offset: 0, limit: 2).entries.map(\.createdAt) == [later, start])
    }
}
