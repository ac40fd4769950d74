import Foundation

/// Where the App keeps its data, as the flags chose it: one database that
/// every feature shares, a file or a PostgreSQL server, or memory only.
nonisolated enum StoreChoice: Equatable {
    /// The database in the user's data folder.
    case defaultFile
    /// `--store PATH`.
    case file(String)
    /// `--store postgresql://…`: libpq reads the URL, and its own environment.
    case postgreSQL(String)
    /// `--in-memory`: nothing is kept after the session.
    case inMemory

    /// Where the default database lives: `$XDG_DATA_HOME/strata/strata.sqlite`,
    /// else `~/.local/share/strata/strata.sqlite`; on macOS, Application
    /// Support. Named after the package, as `make rename` makes it. A 2.0.0
    /// database, `inbox.sqlite` in the same folder, is used where it is while
    /// there is no newer one, so nobody's messages are left behind.
    static func defaultPath(
        environment: [String: String], home: String,
        exists: (String) -> Bool = { FileManager.default.fileExists(atPath: $0) }
    ) -> String {
        #if os(macOS)
            let data = home + "/Library/Application Support"
        #else
            let xdg = environment["XDG_DATA_HOME"] ?? ""
            // The XDG spec says a relative value is invalid and must be ignored.
            let data = xdg.hasPrefix("/") ? xdg : home + "/.local/share"
        #endif
        let (current, former) = (data + "/strata/strata.sqlite", data + "/strata/inbox.sqlite")
        return !exists(current) && exists(former) ? former : current
    }
}
