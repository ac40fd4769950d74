import Application
public import Domain
import Foundation
public import Infrastructure
import PostgreSQLHarness

/// What every store of a feature promises behind `EntryStore`, held against
/// each kind: the SQLite store, the PostgreSQL store on the test cluster and
/// their in-memory twin must be interchangeable. A feature's tests run it
/// with one test per kind, on the feature's own table:
///
///     @Test(arguments: EntryStoreKind.available) func keepsTheContract(kind: EntryStoreKind) async throws {
///         try await EntryStoreContract(table: .contacts).check(kind)
///     }
///
/// Generic over the draft, it takes every value from the draft's fields
/// (`FieldValues.example`, `FieldKind.edges`), so it holds any feature's.
public struct EntryStoreContract<Draft: EntryDraft>: Sendable {
    let table: EntryTable<Draft>
    let fields = Draft.fields
    let start = Date(timeIntervalSinceReferenceDate: 800_000_000)
    private let making: @Sendable (FieldValues) throws -> Draft

    /// `draft` makes a draft of values the contract chose, which a feature
    /// whose rule across fields refuses some of them changes to agree, as
    /// setting a ship date whenever an order is shipped; by default, the values as they are.
    public init(
        table: EntryTable<Draft>, draft: @escaping @Sendable (FieldValues) throws -> Draft = { try Draft($0) }
    ) {
        self.table = table
        making = draft
    }

    /// Every promise, each on a store of `kind` emptied for it; then what
    /// only that kind promises: a count in one statement, a broken row
    /// reported, rows kept when the database is opened again.
    public func check(_ kind: EntryStoreKind) async throws {
        let scratch = try EntryScratch()
        let url = kind == .postgreSQL ? try TestPostgreSQL.freshDatabase() : ""
        let fresh = try emptied(kind, in: scratch, url: url)
        try await listsNewestFirstWithTheLaterOneFirstAtTheSameTime(try await fresh())
        try await aPageSkipsOffsetAndTakesAtMostLimit(try await fresh())
        try await everyValueAtAFieldsLimitsReadsBackWhole(try await fresh())
        try await anEditMovesTheVersionAndOneFromAnOldOneIsRefused(try await fresh())
        try await aDeletedOneIsGoneItsIdIsNeverGivenAgainAndASecondDeleteIsRefused(try await fresh())
        try await labelsAreTheFirstFieldOfTheIDsThatExist(try await fresh())
        if fields.contains(where: \.isUnique) {
            try await aUniqueFieldsValueIsRefusedInAnotherEntry(try await fresh())
        }
        if labelIsText {
            try await aLabelsStartFindsItsEntriesInLabelOrder(try await fresh())
            try await aWholeLabelIsListedFirstWhateverElseItStarts(try await fresh())
        }
        switch kind {
        case .inMemory: break
        case .sqlite:
            try await checkSQLite(in: scratch)
            try await aTimeCountedFrom2001ReadsAsTheSameInstantOnSQLite(in: scratch)
        case .postgreSQL:
            try await checkPostgreSQL(url, emptied: fresh)
            try await aTimeCountedFrom2001ReadsAsTheSameInstantOnPostgreSQL()
        }
    }

    /// What gives each check an empty store of `kind`: a new one in memory,
    /// a new file in `scratch`, and on PostgreSQL one store of the database
    /// at `url`, its table truncated, which its count follows: a database
    /// costs the cluster far more than a statement does.
    func emptied(
        _ kind: EntryStoreKind, in scratch: EntryScratch, url: String
    ) throws -> @Sendable () async throws -> any EntryStore<Draft> {
        switch kind {
        case .inMemory:
            return { [table] in InMemoryEntryStore(table: table) }
        case .sqlite:
            return { [table] in try SQLiteEntryStore(path: scratch.newFile(), table: table) }
        case .postgreSQL:
            let database = try PostgreSQLStoreDatabase(url: url, schemas: table.schema.postgreSQL)
            let (store, truncate) = (
                PostgreSQLEntryStore(database: database, table: table), #"TRUNCATE "\#(table.name)" RESTART IDENTITY"#
            )
            return {
                try await database.writing { try $0.execute(truncate) }
                return store
            }
        }
    }

    /// A draft of every field's `example(number)`.
    func draft(_ number: Int) throws -> Draft { try making(FieldValues.example(fields, number)) }

    /// A draft of `example(number)` with `field` set to `value`: a number of
    /// its own for each entry a check keeps, so no two meet in a unique field.
    func draft(_ field: Field, _ value: FieldValue?, _ number: Int = 1) throws -> Draft {
        var values = FieldValues.example(fields, number).values
        values[field.name] = value
        return try making(FieldValues(fields, values))
    }
}
