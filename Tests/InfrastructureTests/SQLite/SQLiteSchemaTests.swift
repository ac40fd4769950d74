import Foundation
import Testing

@testable import Infrastructure

/// Features share one database file and version their tables apart, so each
/// adds and evolves its own without renumbering another's.
@Suite struct SQLiteSchemaTests {
    static let notes = SQLiteSchema(name: "notes", steps: ["CREATE TABLE notes (text TEXT NOT NULL);"])
    static let tags = SQLiteSchema(name: "tags", steps: ["CREATE TABLE tags (name TEXT NOT NULL);"])
    static let notesVersion2 = SQLiteSchema(
        name: "notes", steps: notes.steps + ["ALTER TABLE notes ADD COLUMN pinned INTEGER NOT NULL DEFAULT 0;"])

    func open(_ path: String, _ schema: SQLiteSchema, access: SQLiteStoreAccess = .readWrite) throws -> SQLiteStoreFile
    {
        try SQLiteStoreFile(path: path, schema: schema, access: access, busyTimeout: .seconds(2))
    }

    func versions(in file: SQLiteStoreFile) throws -> [String: Int64] {
        let rows = try file.database.rows("SELECT name, version FROM schema_versions")
        return Dictionary(uniqueKeysWithValues: rows.map { ($0[0].text ?? "", $0[1].integer ?? -1) })
    }

    @Test func eachFeatureRecordsItsOwnVersionInTheSharedFile() throws {
        let scratch = try ScratchFolder()
        let path = scratch.path("app.sqlite")
        _ = try open(path, Self.notes)
        let tags = try open(path, Self.tags)
        #expect(try versions(in: tags) == ["notes": 1, "tags": 1])
        #expect(try tags.database.value("PRAGMA user_version") == .integer(Int64(SQLiteFileLayout.version)))
    }

    @Test func aNewStepUpgradesItsFeatureAloneAndKeepsItsRows() throws {
        let scratch = try ScratchFolder()
        let path = scratch.path("app.sqlite")
        try open(path, Self.notes).writing { try $0.execute("INSERT INTO notes VALUES ('kept')") }
        _ = try open(path, Self.tags)
        let upgraded = try open(path, Self.notesVersion2)
        #expect(try versions(in: upgraded) == ["notes": 2, "tags": 1])
        #expect(try upgraded.database.rows("SELECT text, pinned FROM notes") == [[.text("kept"), .integer(0)]])
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
