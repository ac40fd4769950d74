import Application
import Domain
import Foundation
import PostgreSQLHarness
import Testing

@testable import Infrastructure

/// A reference's rule in the App's database, on each engine: a row naming
/// no entry is refused, a delete of an entry rows name is refused with how
/// many name it, and one that nothing names goes. The tables are two
/// features' own, as their stores make them; the rule is App's.
@Suite struct StoreReferenceTests {
    static let reference = StoreReference(
        from: "orders", column: "customer", to: "contacts", singular: "order", plural: "orders")
    /// A second column naming the same table: a row naming a contact in both counts once.
    static let backup = StoreReference(
        from: "orders", column: "backup", to: "contacts", singular: "order", plural: "orders")
    static let referrers = [Referrers(count: 2, singular: "order", plural: "orders")]

    static let sqlite: [SQLiteSchema] =
        [
            SQLiteSchema(name: "Contacts", steps: [#"CREATE TABLE "contacts" (id INTEGER PRIMARY KEY, "name" TEXT);"#]),
            SQLiteSchema(
                name: "Orders",
                steps: [#"CREATE TABLE "orders" (id INTEGER PRIMARY KEY, "customer" INTEGER, "backup" INTEGER);"#]),
        ] + reference.schema.sqlite + backup.schema.sqlite
    static let postgreSQL: [PostgreSQLSchema] =
        [
            PostgreSQLSchema(
                name: "Contacts", steps: [#"CREATE TABLE "contacts" (id bigserial PRIMARY KEY, "name" text);"#]),
            PostgreSQLSchema(
                name: "Orders",
                steps: [#"CREATE TABLE "orders" (id bigserial PRIMARY KEY, "customer" bigint, "backup" bigint);"#]),
        ] + reference.schema.postgreSQL + backup.schema.postgreSQL

    @Test func onSQLiteTheFileHoldsTheRuleAndADeleteCountsWhatNamesIt() async throws {
        let scratch = try ScratchFolder()
        let file = try SQLiteStoreDatabase(path: scratch.path("app.sqlite"), schemas: Self.sqlite)
        try await file.writing { database in
            try database.execute(#"INSERT INTO "contacts" VALUES (1, 'Ada'), (2, 'Grace')"#)
            try database.execute(#"INSERT INTO "orders" VALUES (1, 1, 1), (2, 1, NULL), (3, NULL, NULL)"#)
        }
        await #expect(throws: SQLiteStoreError.self) {
            try await file.writing { database in try database.execute(#"INSERT INTO "orders" VALUES (4, 9, NULL)"#) }
        }
        await #expect(throws: SQLiteStoreError.self) {
            try await file.writing { database in try database.execute(#"UPDATE "orders" SET "customer" = 9"#) }
        }
        // A writer that does not count, such as an older build, is refused by the triggers.
        await #expect(throws: SQLiteStoreError.self) {
            try await file.writing { database in try database.execute(#"DELETE FROM "contacts" WHERE id = 1"#) }
        }
        #expect(try await file.deleteRow(1, from: "contacts") == .referred(Self.referrers))
        #expect(try await file.deleteRow(2, from: "contacts") == .deleted)
        #expect(try await file.deleteRow(2, from: "contacts") == .notFound)
        #expect(try await file.deleteRow(3, from: "orders") == .deleted, "a table nothing names deletes as before")
    }

    @Test(.enabled(if: TestPostgreSQL.isAvailable))
    func onPostgreSQLAForeignKeyHoldsTheRuleAndADeleteCountsWhatNamesIt() async throws {
        let server = try PostgreSQLStoreDatabase(url: try TestPostgreSQL.freshDatabase(), schemas: Self.postgreSQL)
        try await server.writing { database in
            try database.execute(#"INSERT INTO "contacts" VALUES (1, 'Ada'), (2, 'Grace')"#)
            try database.execute(#"INSERT INTO "orders" VALUES (1, 1, 1), (2, 1, NULL), (3, NULL, NULL)"#)
        }
        await #expect(throws: PostgreSQLStoreError.self) {
            try await server.writing { database in try database.execute(#"INSERT INTO "orders" VALUES (4, 9, NULL)"#) }
        }
        await #expect(throws: PostgreSQLStoreError.self) {
            try await server.writing { database in try database.execute(#"DELETE FROM "contacts" WHERE id = 1"#) }
        }
        #expect(try await server.deleteRow(1, from: "contacts") == .referred(Self.referrers))
        #expect(try await server.deleteRow(2, from: "contacts") == .deleted)
        #expect(try await server.deleteRow(2, from: "contacts") == .notFound)
    }

    @Test func inMemoryTheSameRuleIsKeptByCounting() async {
        let references = InMemoryReferences([Self.reference, Self.backup])
        let fields = ["customer", "backup"].map { Field($0, .reference("contact"), isOptional: true) }
        let named = { (id: Int64) in FieldValues(fields, ["customer": .reference(EntryID(id))]) }
        let twice = FieldValues(fields, ["customer": .reference(EntryID(1)), "backup": .reference(EntryID(1))])
        await references.change(in: "orders", from: nil, to: twice)
        await references.change(in: "orders", from: nil, to: named(1))
        await references.change(in: "orders", from: nil, to: named(2))
        await references.change(in: "orders", from: named(2), to: FieldValues(fields))
        #expect(await references.referrers(to: "contacts", id: 1) == Self.referrers)
        #expect(await references.referrers(to: "contacts", id: 2).isEmpty)
        #expect(await references.referrers(to: "orders", id: 1).isEmpty)
    }

    @Test func referrersWordTheRefusal() {
        #expect(Referrers.sentence(Self.referrers, to: "contact") == "2 orders refer to this contact")
        let one = Referrers(count: 1, singular: "order", plural: "orders")
        let invoices = Referrers(count: 3, singular: "invoice", plural: "invoices")
        #expect(Referrers.sentence([one], to: "contact") == "1 order refers to this contact")
        #expect(Referrers.sentence([one, invoices], to: "contact") == "1 order and 3 invoices refer to this contact")
    }
}
