import Foundation
import PostgreSQLHarness
import Testing

@testable import Infrastructure

/// The App's PostgreSQL database, on the test cluster: opened once with every
/// feature's tables, checked for all of them before any is written, and
/// refused untouched when it is another program's or any feature is newer.
@Suite(.enabled(if: TestPostgreSQL.isAvailable)) struct PostgreSQLSchemaTests {
    static let notes = PostgreSQLSchema(name: "notes", steps: ["CREATE TABLE notes (text text NOT NULL)"])
    static let tags = PostgreSQLSchema(name: "tags", steps: ["CREATE TABLE tags (name text NOT NULL)"])
    static let notesVersion2 = PostgreSQLSchema(
        name: "notes", steps: notes.steps + ["ALTER TABLE notes ADD COLUMN pinned boolean NOT NULL DEFAULT false"])

    /// Every table and every version `registry` records: what "left as it was" compares.
    func contents(of url: String, registry: String = PostgreSQLSchema.registry) throws -> [[String?]] {
        let database = try PostgreSQLDatabase(url: url)
        let tables = try database.rows(
            "SELECT tablename FROM pg_tables WHERE schemaname = current_schema() ORDER BY tablename")
        let hasVersions = try database.value("SELECT to_regclass('\(registry)') IS NOT NULL") == "t"
        let versions = hasVersions ? try database.rows("SELECT name, version FROM \(registry) ORDER BY name") : []
        return tables + versions
    }

    @Test func eachFeatureRecordsItsOwnVersionAndANewStepKeepsTheRows() async throws {
        let url = try TestPostgreSQL.freshDatabase()
        try await PostgreSQLStoreDatabase(url: url, schemas: [Self.notes, Self.tags]).writing {
            try $0.execute("INSERT INTO notes VALUES ('kept')")
        }
        let upgraded = try PostgreSQLStoreDatabase(url: url, schemas: [Self.notesVersion2, Self.tags])
        #expect(try await upgraded.reading { try $0.rows("SELECT text, pinned FROM notes") } == [["kept", "f"]])
        let tables = ["notes", PostgreSQLSchema.registry, "tags"].sorted().map { [$0] }
        #expect(try contents(of: url) == tables + [["notes", "2"], ["tags", "1"]])
    }

    /// Opened one feature at a time, a feature listed before the refused one
    /// would add its tables first; opened together, nothing is written.
    @Test(arguments: [false, true])
    func aDatabaseThatOneFeatureRefusesGetsNoOtherFeaturesTablesInEitherOrder(tagsFirst: Bool) throws {
        let url = try TestPostgreSQL.freshDatabase()
        _ = try PostgreSQLStoreDatabase(url: url, schemas: [Self.notesVersion2])
        let before = try contents(of: url)
        #expect(
            throws: PostgreSQLStoreError(url: url, reason: .newerSchema(part: "the notes tables", found: 2, known: 1))
        ) {
            try PostgreSQLStoreDatabase(
                url: url, schemas: tagsFirst ? [Self.tags, Self.notes] : [Self.notes, Self.tags])
        }
        #expect(try contents(of: url) == before)
    }

    /// The registry is named after the package, so the template and a
    /// renamed fork each find tables and no registry of their own in the
    /// other's database. check-template runs this in a renamed copy too,
    /// where this App is the fork and "Initech" another, and where `make
    /// rename` has rewritten the word the first expectation spells.
    @Test func anotherForksDatabaseIsRefusedUntouchedAndOursIsRefusedByIt() throws {
        #expect(PostgreSQLSchema.registry == "strata" + "_schema_versions")
        let other = PostgreSQLSchema.registry(of: "Initech")
        #expect(other != PostgreSQLSchema.registry)
        for (owner, opener) in [(other, PostgreSQLSchema.registry), (PostgreSQLSchema.registry, other)] {
            let url = try TestPostgreSQL.freshDatabase()
            let database = try PostgreSQLDatabase(url: url)
            try PostgreSQLSchema.prepare([Self.notes], in: database, registry: owner)
            let before = try contents(of: url, registry: owner)
            #expect(before.contains([owner]))
            #expect(throws: PostgreSQLStoreError(url: url, reason: .foreignSchema)) {
                try PostgreSQLSchema.prepare([Self.notes], in: database, registry: opener)
            }
            #expect(try contents(of: url, registry: owner) == before)
        }
    }

    @Test func aDatabaseWithTablesStrataDidNotCreateIsRefusedUntouched() throws {
        let url = try TestPostgreSQL.freshDatabase()
        try PostgreSQLDatabase(url: url).execute("CREATE TABLE invoices (id integer)")
        let before = try contents(of: url)
        #expect(throws: PostgreSQLStoreError(url: url, reason: .foreignSchema)) {
            try PostgreSQLStoreDatabase(url: url, schemas: [Self.notes])
        }
        #expect(try contents(of: url) == before)
    }

    /// A table of the registry's name is Strata's registry only in the shape
    /// Strata makes it; and a table a step would make, found made, is another
    /// program's. Each was refused in PostgreSQL's words (`column "name" does
    /// not exist`, `relation "conversations" already exists`); each is refused
    /// as another program's database, left as it was. `PostgreSQLForeignDatabaseTests`
    /// holds the App's one line for the two kinds first seen.
    @Test(arguments: [
        "CREATE TABLE \(PostgreSQLSchema.registry) (id integer)",
        "CREATE TABLE \(PostgreSQLSchema.registry) (name text, version text)",
        "CREATE TABLE \(PostgreSQLSchema.registry) (name text NOT NULL, version integer NOT NULL)",
        "CREATE VIEW \(PostgreSQLSchema.registry) AS SELECT 'notes'::text AS name, 1 AS version",
        "CREATE TABLE \(PostgreSQLSchema.registry) (name text PRIMARY KEY, version integer NOT NULL); "
            + "CREATE TABLE notes (id integer)",
    ])
    func anotherProgramsDatabaseIsRefusedAsOneWhateverItHolds(made: String) throws {
        let url = try TestPostgreSQL.freshDatabase()
        try PostgreSQLDatabase(url: url).execute(made)
        let tables = try PostgreSQLDatabase(url: url).rows(
            "SELECT relname, relkind FROM pg_class WHERE relnamespace = 'public'::regnamespace ORDER BY relname")
        #expect(throws: PostgreSQLStoreError(url: url, reason: .foreignSchema)) {
            try PostgreSQLStoreDatabase(url: url, schemas: [Self.tags, Self.notes])
        }
        #expect(
            try PostgreSQLDatabase(url: url).rows(
                "SELECT relname, relkind FROM pg_class WHERE relnamespace = 'public'::regnamespace ORDER BY relname")
                == tables)
    }

    /// Every feature's missing steps are one transaction: a step that fails
    /// takes every other feature's with it.
    @Test func aStepThatFailsLeavesEveryFeatureAsItWas() throws {
        let url = try TestPostgreSQL.freshDatabase()
        _ = try PostgreSQLStoreDatabase(url: url, schemas: [Self.notes])
        let before = try contents(of: url)
        let broken = PostgreSQLSchema(name: "broken", steps: ["CREATE TABLE broken (x integer)", "NOT SQL"])
        #expect(throws: PostgreSQLStoreError.self) {
            try PostgreSQLStoreDatabase(url: url, schemas: [Self.notesVersion2, Self.tags, broken])
        }
        #expect(try contents(of: url) == before)
    }
}

/// What a person sees of a PostgreSQL URL, on any machine: never its password.
@Suite struct PostgreSQLURLTests {
    @Test(arguments: [
        ("postgresql://ann:secret@db.example:5432/app", "postgresql://ann:***@db.example:5432/app"),
        ("postgres://ann:p@ss@db/app?sslmode=require", "postgres://ann:***@db/app?sslmode=require"),
        ("postgresql://ann@db/app", "postgresql://ann@db/app"),
        ("postgresql:///app?host=/tmp/socket", "postgresql:///app?host=/tmp/socket"),
        ("postgresql:///app?host=/s&password=secret&user=ann", "postgresql:///app?host=/s&password=***&user=ann"),
        ("postgresql:///app?pass%77ord=secret&port=5", "postgresql:///app?pass%77ord=***&port=5"),
        ("postgresql:///app?password=sec&ret", "postgresql:///app?password=***&***"),
        ("postgresql://ann:sec/r?et@db/app", "postgresql://ann:***@db/app"),
        ("postgresql://ann@db:5432/app?user=x@y", "postgresql://ann@db:5432/app?user=x@y"),
        ("POSTGRESQL://ann:secret@/app", "POSTGRESQL://ann:***@/app"),
    ])
    func aPasswordIsShownAsStars(url: String, shown: String) {
        #expect(PostgreSQLURL.masked(url) == shown)
    }

    /// Port 1 on loopback has no server, so libpq is refused at once.
    @Test func anUnreachableServerIsOneLineWithoutThePassword() {
        let url = "postgresql://ann:secret@127.0.0.1:1/app?connect_timeout=2"
        #expect {
            try PostgreSQLDatabase(url: url)
        } throws: { error in
            let line = "\(error)"
            return line.hasPrefix("postgresql://ann:***@127.0.0.1:1/app?connect_timeout=2: cannot be reached: ")
                && !line.contains("secret") && !line.contains("\n")
        }
    }
}
