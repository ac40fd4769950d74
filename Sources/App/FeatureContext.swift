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
    /// Whether the default database did not exist yet at launch: a first run.
    let isFirstRun: Bool
    /// The App's one database, opened at launch with every feature's tables,
    /// or why it could not be; nil with `--in-memory`.
    private let database: Result<SQLiteStoreFile, LaunchError>?

    /// Opens the database once with `schemas`, every feature's tables, so it is
    /// checked for all of them before any is written: a database that one
    /// feature refuses is left untouched, whatever order the features come in.
    init(options: LaunchOptions, style: TextStyle, schemas: [SQLiteSchema] = Features.schemas) {
        self.options = options
        let pinned = options.now
        now = { pinned ?? Date() }
        self.style = style
        let path: String?
        switch options.store {
        case .inMemory: path = nil
        case .file(let file): path = file
        case .defaultFile:
            path = StoreChoice.defaultPath(environment: ProcessInfo.processInfo.environment, home: NSHomeDirectory())
        }
        isFirstRun = options.store == .defaultFile && !FileManager.default.fileExists(atPath: path ?? "")
        let createsFolder = options.store == .defaultFile
        database = path.map { path in
            Result { () throws(LaunchError) in try Self.open(path, schemas: schemas, createsFolder: createsFolder) }
        }
    }

    /// A feature's store: in memory with `--in-memory`, else in the one
    /// database every feature shares. A database that could not be opened ends
    /// the launch with its one-line reason, status 1.
    func store<Store>(inMemory: () -> Store, sqlite: (SQLiteStoreFile) -> Store) throws(LaunchError) -> Store {
        guard let database else { return inMemory() }
        return sqlite(try database.get())
    }

    private static func open(_ path: String, schemas: [SQLiteSchema], createsFolder: Bool) throws(LaunchError)
        -> SQLiteStoreFile
    {
        if createsFolder { try createFolder(for: path) }
        do {
            return try SQLiteStoreFile(path: path, schemas: schemas)
        } catch {
            throw LaunchError(message: "\(error)", status: LaunchError.failureStatus)
        }
    }

    private static func createFolder(for path: String) throws(LaunchError) {
        let folder = URL(fileURLWithPath: path).deletingLastPathComponent()
        do {
            try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        } catch {
            throw LaunchError(
                message: "\(folder.path): cannot create the folder for the database", status: LaunchError.failureStatus)
        }
    }
}
