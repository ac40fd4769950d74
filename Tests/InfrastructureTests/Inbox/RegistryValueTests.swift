import Foundation
import PostgreSQLHarness
import ProcessHarness
import Testing

@testable import Infrastructure

/// A version in a database's registry that no build writes is refused in one
/// line, the database left as it was: taken as it stood, -1 trapped the App,
/// and a version that was not a number ran every step again.
@Suite struct RegistryValueTests {
    /// How each bad value gets into a SQLite file's registry, for the Inbox.
    static let sqliteValues = [
        "UPDATE schema_versions SET version = -1 WHERE name = 'Inbox'",
        "UPDATE schema_versions SET version = 9223372036854775807 WHERE name = 'Inbox'",
        "UPDATE schema_versions SET version = 1e30 WHERE name = 'Inbox'",
        "UPDATE schema_versions SET version = 'one' WHERE name = 'Inbox'",
        "UPDATE schema_versions SET version = 0.5 WHERE name = 'Inbox'",
        """
        CREATE TABLE twice (name TEXT, version INTEGER NOT NULL);
        INSERT INTO twice SELECT name, version FROM schema_versions;
        INSERT INTO twice VALUES ('Inbox', 0);
        DROP TABLE schema_versions; ALTER TABLE twice RENAME TO schema_versions;
        """,
        // A file from before per-feature versions, whose old version is negative.
        """
        DELETE FROM schema_versions WHERE name = 'Inbox';
        INSERT INTO schema_versions VALUES ('\(SQLiteFileLayout.legacyVersionKey)', -1);
        """,
    ]

    @Test(arguments: sqliteValues)
    func aSQLiteVersionNoBuildWritesIsRefusedAndTheFileLeftAsItWas(value: String) async throws {
        let scratch = try ScratchFolder()
        let path = scratch.path("inbox.sqlite")
        try await SQLiteConversationStore(path: path).receive([
            IncomingMessageSample.make(conversation: "c", message: "m")
        ])
        try SQLiteDatabase(path: path, mode: .readWrite).execute(value)
        let before = try Data(contentsOf: URL(fileURLWithPath: path))
        #expect {
            try SQLiteConversationStore(path: path)
        } throws: { error in
            "\(error)".hasSuffix("it was left as it is") && !"\(error)".contains("\n")
        }
        let app = try AppProcess.run(["--store", path], input: "quit\n")
        #expect(app.status == 1)
        #expect(app.errors.hasSuffix("it was left as it is\n") && app.errors.split(separator: "\n").count == 1)
        #expect(try Data(contentsOf: URL(fileURLWithPath: path)) == before)
    }

    /// How each bad value gets into a PostgreSQL database's registry.
    static let postgreSQLValues = [
        "UPDATE \(PostgreSQLSchema.registry) SET version = -1 WHERE name = 'Inbox'",
        "UPDATE \(PostgreSQLSchema.registry) SET version = 2147483647 WHERE name = 'Inbox'",
        """
        ALTER TABLE \(PostgreSQLSchema.registry) ALTER COLUMN version TYPE text;
        UPDATE \(PostgreSQLSchema.registry) SET version = 'one' WHERE name = 'Inbox'
        """,
        """
        ALTER TABLE \(PostgreSQLSchema.registry) DROP CONSTRAINT \(PostgreSQLSchema.registry)_pkey;
        INSERT INTO \(PostgreSQLSchema.registry) VALUES ('Inbox', 0)
        """,
    ]

    @Test(.enabled(if: TestPostgreSQL.isAvailable), arguments: postgreSQLValues)
    func aPostgreSQLVersionNoBuildWritesIsRefusedAndTheDatabaseLeftAsItWas(value: String) async throws {
        let url = try TestPostgreSQL.freshDatabase()
        try await PostgreSQLConversationStore(url: url).receive([
            IncomingMessageSample.make(conversation: "c", message: "m")
        ])
        try TestPostgreSQL.psql(value, on: url)
        let registry = "SELECT name, version FROM \(PostgreSQLSchema.registry) ORDER BY name, version"
        let before = try TestPostgreSQL.psql(registry, on: url)
        #expect {
            try PostgreSQLConversationStore(url: url)
        } throws: { error in
            "\(error)".hasSuffix("it was left as it is") && !"\(error)".contains("\n")
        }
        #expect(try TestPostgreSQL.psql(registry, on: url) == before)
    }
}
