import Domain
import Foundation
import Testing

@testable import Infrastructure

/// The Inbox's tables in files made before each feature had a version of its
/// own: adopted with their data, and never left half-upgraded.
@Suite struct SQLiteInboxSchemaTests {
    func open(_ path: String, _ schema: SQLiteSchema) throws -> SQLiteStoreFile {
        try SQLiteStoreFile(path: path, schema: schema, access: .readWrite, busyTimeout: .seconds(2))
    }

    /// A file from before per-feature versions: the Inbox alone, its version in `user_version`.
    @Test func anInboxFileFromBeforeFeatureVersionsIsAdoptedWithItsData() async throws {
        let scratch = try ScratchFolder()
        let path = scratch.path("inbox.sqlite")
        try await SQLiteConversationStore(path: path).receive([
            IncomingMessageSample.make(conversation: "old", message: "m1")
        ])
        do {
            let database = try SQLiteDatabase(path: path, mode: .readWrite)
            try database.execute("DROP TABLE schema_versions; PRAGMA user_version = 1;")
        }
        let notes = try open(path, SQLiteSchemaTests.notes)
        let inbox = try SQLiteConversationStore(path: path)
        #expect(try await inbox.count(matching: SearchQuery("")) == 1)
        #expect(
            try notes.database.rows("SELECT name, version FROM schema_versions ORDER BY name") == [
                [.text(SQLiteFileLayout.legacyVersionKey), .integer(1)], [.text("Inbox"), .integer(1)],
                [.text("notes"), .integer(1)],
            ])
    }

    @Test func aReadOnlyOpenOfAnOlderFileIsRefusedAndLeavesNothingBesideIt() async throws {
        let scratch = try ScratchFolder()
        let path = scratch.path("inbox.sqlite")
        _ = try SQLiteConversationStore(path: path)
        do {
            let database = try SQLiteDatabase(path: path, mode: .readWrite)
            try database.execute("DROP TABLE schema_versions; PRAGMA user_version = 1;")
        }
        let before = try FileManager.default.contentsOfDirectory(atPath: scratch.url.path)
        #expect(throws: SQLiteStoreError(path: path, reason: .needsUpgradeButReadOnly)) {
            try SQLiteConversationStore(path: path, access: .readOnly)
        }
        #expect(try FileManager.default.contentsOfDirectory(atPath: scratch.url.path) == before)
    }

    /// A fork that added an Inbox step before per-feature versions had user_version 2:
    /// that number is the Inbox's, newer than this build's, never a layout.
    @Test func anOlderFileWhoseInboxIsNewerIsRefusedNamingTheInbox() async throws {
        let scratch = try ScratchFolder()
        let path = scratch.path("inbox.sqlite")
        _ = try SQLiteConversationStore(path: path)
        do {
            let database = try SQLiteDatabase(path: path, mode: .readWrite)
            try database.execute("DROP TABLE schema_versions; PRAGMA user_version = 2;")
        }
        #expect(
            throws: SQLiteStoreError(path: path, reason: .newerSchema(part: "the Inbox tables", found: 2, known: 1))
        ) { try SQLiteConversationStore(path: path) }
    }
}
