import Application
import Domain
import EntryStoreContract
import Infrastructure
import PostgreSQLHarness

/// Two features' stores in one database of a kind, with the unit of work
/// over them: what App hands a use case that acts on both.
struct WorkBench {
    let work: any UnitOfWork
    let notes: any EntryStore<NoteDraft>
    let followUps: any EntryStore<Draft<FollowUpFields>>
    /// Returns once a call outside a unit waits for the unit under way.
    let untilACallWaits: @Sendable () async -> Void
    /// Keeps a SQLite file's folder until the test ends.
    let scratch: ScratchFolder

    init(_ kind: EntryStoreKind) throws {
        scratch = try ScratchFolder()
        switch kind {
        case .inMemory:
            let (references, work) = (InMemoryReferences(), InMemoryUnitOfWork())
            self.work = work
            notes = InMemoryEntryStore(table: .notes, references: references, work: work)
            followUps = InMemoryEntryStore(table: .followUps, references: references, work: work)
            untilACallWaits = { await work.untilACallWaits() }
        case .sqlite:
            let file = try SQLiteStoreDatabase(
                path: scratch.path("app.sqlite"),
                schemas: EntryTable.notes.schema.sqlite + EntryTable.followUps.schema.sqlite)
            work = file
            notes = SQLiteEntryStore(file: file, table: .notes)
            followUps = SQLiteEntryStore(file: file, table: .followUps)
            untilACallWaits = { await file.untilACallWaits() }
        case .postgreSQL:
            let database = try PostgreSQLStoreDatabase(
                url: try TestPostgreSQL.freshDatabase(),
                schemas: EntryTable.notes.schema.postgreSQL + EntryTable.followUps.schema.postgreSQL)
            work = database
            notes = PostgreSQLEntryStore(database: database, table: .notes)
            followUps = PostgreSQLEntryStore(database: database, table: .followUps)
            untilACallWaits = { await database.untilACallWaits() }
        }
    }

    func note(_ title: String, priority: Int64 = 3) throws -> NoteDraft {
        try NoteDraft(FieldValues(NoteDraft.fields, ["title": .text(title), "priority": .int(priority)]))
    }

    func followUp(_ title: String) throws -> Draft<FollowUpFields> {
        try Draft(FieldValues(Draft<FollowUpFields>.fields, ["title": .text(title)]))
    }
}
