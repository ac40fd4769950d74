import Foundation
import Testing

@testable import Infrastructure

/// Features share one database file and version their tables apart, so each
/// adds and evolves its own without renumbering another's; the file is opened
/// once for all of them, and checked for all before any is written.
@Suite struct SQLiteSchemaTests {
    static let notes = SQLiteSchema(name: "notes", steps: ["CREATE TABLE notes (text TEXT NOT NULL);"])
    static let tags = SQLiteSchema(name: "tags", steps: ["CREATE TABLE tags (name TEXT NOT NULL);"])
    static let notesVersion2 = SQLiteSchema(
        name: "notes", steps: notes.steps + ["ALTER TABLE notes ADD COLUMN pinned INTEGER NOT NULL DEFAULT 0;"])

    func open(_ path: String, _ schemas: SQLiteSchema..., access: SQLiteStoreAccess = .readWrite) throws
        -> SQLiteStoreDatabase
    {
        try SQLiteStoreDatabase(path: path, schemas: schemas, access: access)
    }

    func versions(in file: SQLiteStoreDatabase) async throws -> [String: Int64] {
        let rows = try await file.reading { try $0.rows("SELECT name, version FROM schema_versions") }
        return Dictionary(uniqueKeysWithValues: rows.map { ($0[0].text ?? "", $0[1].integer ?? -1) })
    }

    @Test func eachFeatureRecordsItsOwnVersionInTheSharedFile() async throws {
        let scratch = try ScratchFolder()
        let path = scratch.path("app.sqlite")
        let file = try open(path, Self.notes, Self.tags)
        #expect(try await versions(in: file) == ["notes": 1, "tags": 1])
        #expect(
            try await file.reading { try $0.value("PRAGMA user_version") }
                == .integer(Int64(SQLiteFileLayout.version)))
    }

    /// A file at layout 2, as every 4.x build leaves it, is raised to layout 3 when
    /// opened: a 4.x build, which knows layout 2, then refuses it, as any build
    /// refuses a newer layout, rather than add rows whose time counts from 2001.
    @Test func aFileAtLayout2IsRaisedToLayout3AndKeepsItsRows() async throws {
        let scratch = try ScratchFolder()
        let path = scratch.path("app.sqlite")
        try await open(path, Self.notes, Self.tags).writing { database in
            try database.execute("INSERT INTO notes VALUES ('kept'); PRAGMA user_version = 2;")
        }
        let reopened = try open(path, Self.notes, Self.tags)
        #expect(try await reopened.reading { try $0.value("PRAGMA user_version") } == .integer(3))
        #expect(try await reopened.reading { try $0.value("SELECT count(*) FROM notes") } == .integer(1))
        #expect(try await versions(in: reopened) == ["notes": 1, "tags": 1])
    }

    @Test func aNewStepUpgradesItsFeatureAloneAndKeepsItsRows() async throws {
        let scratch = try ScratchFolder()
        let path = scratch.path("app.sqlite")
        try await open(path, Self.notes, Self.tags).writing { try $0.execute("INSERT INTO notes VALUES ('kept')") }
        let upgraded = try open(path, Self.notesVersion2, Self.tags)
        #expect(try await versions(in: upgraded) == ["notes": 2, "tags": 1])
        #expect(
            try await upgraded.reading { try $0.rows("SELECT text, pinned FROM notes") } == [
                [.text("kept"), .integer(0)]
            ])
    }

    @Test func aFeatureNewerThanThisBuildIsRefusedAndTheFileLeftAsItWas() throws {
        let scratch = try ScratchFolder()
        let path = scratch.path("app.sqlite")
        _ = try open(path, Self.notesVersion2)
        let before = try Data(contentsOf: URL(fileURLWithPath: path))
        #expect(
            throws: SQLiteStoreError(path: path, reason: .newerSchema(part: "the notes tables", found: 2, known: 1))
        ) { try open(path, Self.notes) }
        #expect(try Data(contentsOf: URL(fileURLWithPath: path)) == before)
    }

    /// Opened one feature at a time, a feature listed before the refused one
    /// would add its tables first; opened together, nothing is written.
    @Test(arguments: [false, true])
    func aFileThatOneFeatureRefusesGetsNoOtherFeaturesTablesInEitherOrder(tagsFirst: Bool) throws {
        let scratch = try ScratchFolder()
        let path = scratch.path("app.sqlite")
        _ = try open(path, Self.notesVersion2)
        let before = try Data(contentsOf: URL(fileURLWithPath: path))
        #expect(
            throws: SQLiteStoreError(path: path, reason: .newerSchema(part: "the notes tables", found: 2, known: 1))
        ) { try tagsFirst ? open(path, Self.tags, Self.notes) : open(path, Self.notes, Self.tags) }
        #expect(try Data(contentsOf: URL(fileURLWithPath: path)) == before)
    }

    /// Every feature's missing steps are one transaction: a step that fails
    /// takes every other feature's with it, so no feature is left upgraded alone.
    @Test func aStepThatFailsLeavesEveryFeatureAsItWas() async throws {
        let scratch = try ScratchFolder()
        let path = scratch.path("app.sqlite")
        _ = try open(path, Self.notes)
        let broken = SQLiteSchema(name: "broken", steps: ["CREATE TABLE broken (x);", "NOT SQL;"])
        #expect(throws: SQLiteStoreError.self) { try open(path, Self.notesVersion2, Self.tags, broken) }
        #expect(try await versions(in: open(path, Self.notes)) == ["notes": 1])
    }

    @Test(.enabled(if: FileManager.default.fileExists(atPath: "/proc/self/fdinfo")))
    func aMissingFileInAFolderThatRefusesNewFilesCannotBeCreated() throws {
        // /proc refuses new files even to root, for whom permissions refuse nothing.
        let path = "/proc/self/fdinfo/app.sqlite"
        #expect {
            try open(path, Self.notes)
        } throws: { error in
            "\(error)".hasPrefix(path + ": cannot be created: ")
        }
    }
}
