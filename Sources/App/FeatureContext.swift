import Foundation
import Infrastructure
import Interface

/// What every feature is built from: the launch options, one clock, one style
/// and one database for the whole App, so features agree on what "now" is, on
/// how text looks and on where data lives.
struct FeatureContext {
    let options: LaunchOptions
    let now: @Sendable () -> Date
    let style: TextStyle
    /// The view the session runs, whose window each feature builds.
    let view: ShellView
    /// Whether the default database did not exist yet at launch: a first run.
    let isFirstRun: Bool
    /// The App's one database, opened at launch with every feature's tables,
    /// or why it could not be; nil with `--in-memory`.
    private let database: Result<Database, LaunchError>?
    /// What the references between features hold with `--in-memory`, where no database holds them.
    private let inMemoryReferences: InMemoryReferences
    /// What the in-memory stores take turns from, so a unit of work across features is one change there too.
    private let inMemoryWork = InMemoryUnitOfWork()

    /// The one database, on the engine the user chose.
    private enum Database {
        case sqlite(SQLiteStoreDatabase)
        case postgreSQL(PostgreSQLStoreDatabase)
    }

    /// Opens the database once with `schemas`, every feature's tables, so it is
    /// checked for all of them before any is written: a database that one
    /// feature refuses is left untouched, whatever order the features come in.
    init(
        options: LaunchOptions, style: TextStyle, view: ShellView = .line, schemas: [StoreSchema] = Features.schemas
    ) {
        self.options = options
        self.view = view
        let pinned = options.now
        now = { pinned ?? Date() }
        self.style = style
        inMemoryReferences = InMemoryReferences(schemas.flatMap(\.sqlite).compactMap(\.reference))
        var isFirstRun = false
        switch options.store {
        case .inMemory:
            database = nil
        case .postgreSQL(let url):
            database = Result { () throws(LaunchError) in
                .postgreSQL(
                    try Self.opened { () throws(PostgreSQLStoreError) in
                        try PostgreSQLStoreDatabase(url: url, schemas: schemas.flatMap(\.postgreSQL))
                    })
            }
        case .file(let path):
            database = Result { () throws(LaunchError) in try Self.sqlite(at: path, schemas: schemas) }
        case .defaultFile:
            let path = StoreChoice.defaultPath(
                environment: ProcessInfo.processInfo.environment, home: NSHomeDirectory())
            isFirstRun = !FileManager.default.fileExists(atPath: path)
            database = Result { () throws(LaunchError) in
                try Self.createFolder(for: path)
                return try Self.sqlite(at: path, schemas: schemas)
            }
        }
        self.isFirstRun = isFirstRun
    }

    /// A feature's store: in memory with `--in-memory`, given what the
    /// references between features hold there and the stores' turns, else in the one database every
    /// feature shares, on its engine. A database that could not be opened ends
    /// the launch with its one-line reason, status 1.
    func store<Store>(
        inMemory: (InMemoryReferences, InMemoryUnitOfWork) -> Store, sqlite: (SQLiteStoreDatabase) -> Store,
        postgreSQL: (PostgreSQLStoreDatabase) -> Store
    ) throws(LaunchError) -> Store {
        switch try database?.get() {
        case nil: inMemory(inMemoryReferences, inMemoryWork)
        case .sqlite(let file): sqlite(file)
        case .postgreSQL(let server): postgreSQL(server)
        }
    }

    private static func sqlite(at path: String, schemas: [StoreSchema]) throws(LaunchError) -> Database {
        .sqlite(
            try opened { () throws(SQLiteStoreError) in
                try SQLiteStoreDatabase(path: path, schemas: schemas.flatMap(\.sqlite))
            })
    }

    /// A database the environment will not give, found or reached, is status 1.
    private static func opened<Opened, Failure>(_ open: () throws(Failure) -> Opened) throws(LaunchError) -> Opened {
        do {
            return try open()
        } catch {
            throw LaunchError(description: "\(error)", status: LaunchError.failureStatus)
        }
    }

    private static func createFolder(for path: String) throws(LaunchError) {
        let folder = URL(fileURLWithPath: path).deletingLastPathComponent()
        do {
            try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        } catch {
            throw LaunchError(
                description: "\(folder.path): cannot create the folder for the database",
                status: LaunchError.failureStatus)
        }
    }
}
