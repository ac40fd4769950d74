import Application
import Domain
import PostgreSQLHarness
import Testing

@testable import Infrastructure

/// A row a store writes with its values, naming an entry that is gone (a
/// delete won the race after the service checked it), is refused as the
/// field's own refusal on an add and on an edit, on each engine: what a
/// person reads is "no contact is '#9'", never the trigger's or the foreign
/// key's words.
@Suite struct ReferenceRefusalTests {
    static let fields = ["customer", "backup"].map { Field($0, .reference("contact"), isOptional: true) }
    static let order = FieldValues(fields, ["customer": .reference(EntryID(9))])
    static let refusal = FieldError("customer", .noSuchEntry("#9", "contact"))
    static let add = #"INSERT INTO "orders" VALUES (2, 9, NULL)"#
    static let edit = #"UPDATE "orders" SET "customer" = 9 WHERE id = 1"#

    @Test func onSQLiteARowNamingNoEntryIsRefusedAsTheField() async throws {
        let scratch = try ScratchFolder()
        let file = try SQLiteStoreDatabase(path: scratch.path("app.sqlite"), schemas: StoreReferenceTests.sqlite)
        try await file.writing { database in
            try database.execute(#"INSERT INTO "contacts" VALUES (1, 'Ada'); INSERT INTO "orders" VALUES (1, 1, NULL)"#)
        }
        await #expect(throws: Self.refusal) { try await file.writing(row: Self.order) { try $0.execute(Self.add) } }
        await #expect(throws: Self.refusal) { try await file.writing(row: Self.order) { try $0.execute(Self.edit) } }
        let orders = try await file.reading { try $0.value(#"SELECT group_concat(customer) FROM "orders""#).text }
        #expect(orders == "1", "nothing was written")
    }

    @Test(.enabled(if: TestPostgreSQL.isAvailable))
    func onPostgreSQLARowNamingNoEntryIsRefusedAsTheField() async throws {
        let server = try PostgreSQLStoreDatabase(
            url: try TestPostgreSQL.freshDatabase(), schemas: StoreReferenceTests.postgreSQL)
        try await server.writing { database in
            try database.execute(#"INSERT INTO "contacts" VALUES (1, 'Ada'); INSERT INTO "orders" VALUES (1, 1, NULL)"#)
        }
        await #expect(throws: Self.refusal) { try await server.writing(row: Self.order) { try $0.execute(Self.add) } }
        await #expect(throws: Self.refusal) { try await server.writing(row: Self.order) { try $0.execute(Self.edit) } }
        #expect(try await server.value(#"SELECT string_agg(customer::text, ',') FROM "orders""#) == "1")
    }
}
