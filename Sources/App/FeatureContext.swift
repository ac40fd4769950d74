import Foundation
import Interface

/// What every feature is built from: the launch options, one clock, one style
/// and one database file for the whole App, so features agree on what "now"
/// is, on how text looks and on where data lives.
struct FeatureContext {
    let options: LaunchOptions
    let now: @Sendable () -> Date
    let style: TextStyle
    /// Whether the default database did not exist yet at launch: a first run.
    let isFirstRun: Bool
    private let databasePath: String?

    init(options: LaunchOptions, style: TextStyle) {
        self.options = options
        let pinned = options.now
        now = { pinned ?? Date() }
        self.style = style
        switch options.store {
        case .inMemory: databasePath = nil
        case .file(let path): databasePath = path
        case .defaultFile:
            databasePath = StoreChoice.defaultPath(
                environment: ProcessInfo.processInfo.environment, home: NSHomeDirectory())
        }
        isFirstRun = options.store == .defaultFile && !FileManager.default.fileExists(atPath: databasePath ?? "")
    }

    /// A feature's store: in memory with `--in-memory`, else in the one
    /// database file every feature shares. A store that cannot be opened ends
    /// the launch with its one-line reason, status 1.
    func store<Store>(inMemory: () -> Store, file: (String) throws -> Store) throws(LaunchError) -> Store {
        guard let databasePath else { return inMemory() }
        if options.store == .defaultFile { try createFolder(for: databasePath) }
        do {
            return try file(databasePath)
        } catch {
            throw LaunchError(message: "\(error)", status: LaunchError.failureStatus)
        }
    }

    private func createFolder(for path: String) throws(LaunchError) {
        let folder = URL(fileURLWithPath: path).deletingLastPathComponent()
        do {
            try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        } catch {
            throw LaunchError(
                message: "\(folder.path): cannot create the folder for the database", status: LaunchError.failureStatus)
        }
    }
}
