import Foundation
import Testing

@testable import Infrastructure

/// Each fork's files carry an identity made from its package's name, so two
/// forks never take each other's databases, and the template keeps 2.0.0's,
/// so its older files open. `make check-template` runs these in a renamed
/// copy too, where the template's file is the other fork's.
@Suite struct SQLiteFileIdentityTests {
    /// A database as a build whose identity is `identity` leaves it: the shared
    /// layout and one feature's table with a row.
    private func database(markedAs identity: Int64, in scratch: ScratchFolder) throws -> String {
        let path = scratch.path("made.sqlite")
        let database = try SQLiteDatabase(path: path, mode: .create)
        try database.execute(
            """
            PRAGMA application_id = \(identity);
            CREATE TABLE schema_versions (name TEXT PRIMARY KEY, version INTEGER NOT NULL) WITHOUT ROWID;
            PRAGMA user_version = 2;
            CREATE TABLE notes (text TEXT);
            INSERT INTO notes VALUES ('kept');
            """)
        return path
    }

    @Test func anotherForksDatabaseIsRefusedAndLeftAsItWas() throws {
        let scratch = try ScratchFolder()
        let path = try database(markedAs: SQLiteFileLayout.identity(of: "Initech"), in: scratch)
        let before = try Data(contentsOf: URL(fileURLWithPath: path))
        #expect(throws: SQLiteStoreError(path: path, reason: .foreignSchema)) {
            try SQLiteStoreDatabase(path: path, schemas: [SQLiteSchemaTests.tags])
        }
        #expect(try Data(contentsOf: URL(fileURLWithPath: path)) == before)
    }

    /// 2.0.0's files, and the template's since, are marked "StRa": the
    /// template takes them as its own, and a renamed fork refuses them.
    @Test func theTemplatesDatabaseIsOursOnlyInTheTemplate() throws {
        let scratch = try ScratchFolder()
        let path = try database(markedAs: SQLiteFileLayout.sharedIdentity, in: scratch)
        let before = try Data(contentsOf: URL(fileURLWithPath: path))
        if SQLiteFileLayout.isOurs(SQLiteFileLayout.sharedIdentity) {
            _ = try SQLiteStoreDatabase(path: path, schemas: [SQLiteSchemaTests.tags])
            let kept = try SQLiteDatabase(path: path, mode: .readOnly).value("SELECT text FROM notes")
            #expect(kept == .text("kept"))
        } else {
            #expect(throws: SQLiteStoreError(path: path, reason: .foreignSchema)) {
                try SQLiteStoreDatabase(path: path, schemas: [SQLiteSchemaTests.tags])
            }
            #expect(try Data(contentsOf: URL(fileURLWithPath: path)) == before)
        }
    }

    @Test func identitiesDifferByPackageAndTheTemplateKeepsItsOwn() {
        // Spelled in two pieces, so that `make rename` leaves the template's name here.
        #expect(SQLiteFileLayout.identity(of: "Str" + "ata") == SQLiteFileLayout.sharedIdentity)
        let forks = ["Acme", "Globex", "Initech", "Strata2", "strata"].map(SQLiteFileLayout.identity(of:))
        #expect(Set(forks).count == forks.count)
        #expect(forks.allSatisfy { $0 > 0 && $0 != SQLiteFileLayout.sharedIdentity })
        #expect(SQLiteFileLayout.applicationID == SQLiteFileLayout.identity(of: StoreSchema.package))
    }
}
