import Application
import Foundation
import Infrastructure

/// A store engine the benchmark measures, each size in a database of its own.
enum BenchEngine {
    case sqlite(folder: URL)
    /// `server` is a URL of the cluster's maintenance database, where the
    /// benchmark makes one database per size.
    case postgreSQL(server: String)

    var name: String {
        switch self {
        case .sqlite: "SQLite"
        case .postgreSQL: "PostgreSQL"
        }
    }

    /// Where the store for `conversations` lives: a path or a URL, made empty on first use.
    func place(for conversations: Int) throws -> String {
        switch self {
        case .sqlite(let folder):
            return folder.appendingPathComponent("inbox-\(conversations).sqlite").path
        case .postgreSQL(let server):
            let name = "store_bench_\(conversations)"
            let maintenance = try PostgreSQLDatabase(url: server)
            try maintenance.execute("DROP DATABASE IF EXISTS \(name)")
            try maintenance.execute("CREATE DATABASE \(name)")
            return try Self.url(of: name, on: server)
        }
    }

    /// A new connection to the store at `place`, as the App opens it at launch.
    func open(_ place: String) throws -> any ConversationStore {
        switch self {
        case .sqlite: try SQLiteConversationStore(path: place)
        case .postgreSQL: try PostgreSQLConversationStore(url: place)
        }
    }

    /// Removes what `place(for:)` made, so a run leaves no database behind.
    func remove(_ place: String) throws {
        guard case .postgreSQL(let server) = self else { return }
        let name = try Self.name(in: place)
        try PostgreSQLDatabase(url: server).execute("DROP DATABASE IF EXISTS \(name) WITH (FORCE)")
    }

    /// `server` with its database, the path of the URL, replaced by `name`.
    private static func url(of name: String, on server: String) throws -> String {
        guard var parts = URLComponents(string: server) else { throw BenchEngineError("not a URL: \(server)") }
        parts.path = "/" + name
        guard let url = parts.string else { throw BenchEngineError("cannot name \(name) on \(server)") }
        return url
    }

    private static func name(in url: String) throws -> String {
        guard let path = URLComponents(string: url)?.path.dropFirst(), !path.isEmpty else {
            throw BenchEngineError("no database in \(url)")
        }
        return String(path)
    }
}

/// Why the benchmark could not set up an engine.
struct BenchEngineError: Error, CustomStringConvertible {
    let description: String

    init(_ description: String) {
        self.description = description
    }
}
