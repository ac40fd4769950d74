import Domain
import Foundation
import ProcessHarness
import Testing

@testable import Infrastructure

/// The Inbox's tables in files made before each feature had a version of its
/// own: adopted with their data, and never left half-upgraded.
@Suite struct SQLiteInboxSchemaTests {
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
        let file = try SQLiteStoreDatabase(
            path: path, schemas: [SQLiteSchemaTests.notes, SQLiteConversationStore.schema])
        let inbox = SQLiteConversationStore(file: file)
        #expect(try await inbox.count(matching: SearchQuery("")) == 1)
        #expect(
            try await file.reading { try $0.rows("SELECT name, version FROM schema_versions ORDER BY name") } == [
                [.text(SQLiteFileLayout.legacyVersionKey), .integer(1)],
                [.text("Inbox"), .integer(Int64(SQLiteInboxSchema.schema.latestVersion))],
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

    /// A file this user may not write, in a folder they may: once SQLite left
    /// a log and its index beside it, owned by that user, when the file needed
    /// upgrading. Run as `nobody` under root, since root may write any file.
    @Test(arguments: [true, false])
    func aStoreThisUserCannotWriteLeavesNothingBesideItUpgradedOrNot(needsUpgrade: Bool) async throws {
        let scratch = try ScratchFolder()
        #expect(chmod(scratch.url.path, 0o777) == 0)
        let path = scratch.path("inbox.sqlite")
        // Made by the App, so it holds every feature's tables.
        #expect(try AppProcess.run(["--store", path, "--demo"], input: "quit\n").status == 0)
        if needsUpgrade {
            let database = try SQLiteDatabase(path: path, mode: .readWrite)
            try database.execute("DROP TABLE schema_versions; PRAGMA user_version = 1;")
        }
        #expect(chmod(path, 0o444) == 0)
        let before = try FileManager.default.contentsOfDirectory(atPath: scratch.url.path)
        let arguments = ["--store", path, "--width", "80"]
        // A coverage build writes its profile as it exits: somewhere nobody may write, apart from the store's folder.
        let profiles = try ScratchFolder()
        #expect(chmod(profiles.url.path, 0o777) == 0)
        let inbox =
            getuid() == 0
            ? try ChildProcess(
                URL(fileURLWithPath: "/usr/bin/setpriv"),
                arguments: ["--reuid=65534", "--regid=65534", "--clear-groups", AppProcess.binary.path] + arguments,
                environment: [
                    "TZ": "UTC", "PATH": "/usr/bin:/bin", "LLVM_PROFILE_FILE": profiles.path("inbox-%p.profraw"),
                ], timeout: AppProcess.timeout)
            : try AppProcess.start(arguments)
        inbox.type("list\n")
        inbox.closeInput()
        let result = try inbox.finish()
        if needsUpgrade {
            #expect(result.status == 1)
            #expect(
                result.errors == "strata: \(path): needs upgrading to this version's tables but cannot be written\n")
        } else {
            #expect(result.status == 0)
            #expect(result.output.contains("Alex Morgan"))
        }
        #expect(try FileManager.default.contentsOfDirectory(atPath: scratch.url.path) == before)
    }

    /// A fork that added Inbox steps before per-feature versions had a user_version
    /// past the template's steps: that number is the Inbox's, newer than this
    /// build's, never a layout.
    @Test func anOlderFileWhoseInboxIsNewerIsRefusedNamingTheInbox() async throws {
        let scratch = try ScratchFolder()
        let path = scratch.path("inbox.sqlite")
        _ = try SQLiteConversationStore(path: path)
        let known = SQLiteInboxSchema.schema.latestVersion
        do {
            let database = try SQLiteDatabase(path: path, mode: .readWrite)
            try database.execute("DROP TABLE schema_versions; PRAGMA user_version = \(known + 1);")
        }
        #expect(
            throws: SQLiteStoreError(
                path: path, reason: .newerSchema(part: "the Inbox tables", found: known + 1, known: known))
        ) { try SQLiteConversationStore(path: path) }
    }

    /// The App opens its database with every feature's tables, so a file whose
    /// Contacts tables are newer than this build is refused before the Inbox,
    /// listed first, adds its own.
    @Test func inboxRefusesAFileWhoseContactsAreNewerWithoutWritingTheInboxsTables() async throws {
        let scratch = try ScratchFolder()
        let path = scratch.path("app.sqlite")
        let contacts = SQLiteSchema(name: "Contacts", steps: ["CREATE TABLE later (id INTEGER);"])
        try await SQLiteStoreDatabase(path: path, schemas: [contacts]).writing {
            try $0.execute("UPDATE schema_versions SET version = 99 WHERE name = 'Contacts'")
        }
        let before = try Data(contentsOf: URL(fileURLWithPath: path))
        let files = try FileManager.default.contentsOfDirectory(atPath: scratch.url.path).sorted()

        let result = try AppProcess.run(["--store", path], input: "")
        #expect(result.status == 1)
        #expect(
            result.errors
                == "strata: \(path): was written by a newer version of this app (the Contacts tables at version 99;"
                + " this one knows up to 2); it was left as it is\n")
        #expect(try Data(contentsOf: URL(fileURLWithPath: path)) == before)
        #expect(try FileManager.default.contentsOfDirectory(atPath: scratch.url.path).sorted() == files)
    }
}
