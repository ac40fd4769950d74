import Foundation

/// The throwaway PostgreSQL cluster that `scripts/with-postgres` starts for a
/// test run, which `make test` and `make check` run the tests beside. Each
/// test takes a database of its own there, so tests never see each other's
/// rows. Databases are made with the cluster's own `psql`, so a suite never
/// relies on the code it tests to set itself up.
public enum TestPostgreSQL {
    /// The cluster's URL, or nil when the tests run without one.
    public static let url = ProcessInfo.processInfo.environment["STRATA_TEST_POSTGRES"]

    /// Whether PostgreSQL suites run: under CI they always do, so a missing
    /// cluster fails them there rather than skipping them. Elsewhere, a run
    /// without the cluster says once that they are skipped.
    public static let isAvailable: Bool = {
        if url != nil || ProcessInfo.processInfo.environment["CI"] != nil { return true }
        FileHandle.standardError.write(
            Data("PostgreSQL suites skipped: no test cluster (make test starts one; scripts/with-postgres)\n".utf8))
        return false
    }()

    /// A new, empty database on the cluster, for one test: its URL.
    public static func freshDatabase() throws -> String {
        guard let url else { throw TestPostgreSQLError("no test cluster: run the tests through make test") }
        let name = "t_" + UUID().uuidString.replacingOccurrences(of: "-", with: "").lowercased()
        try psql("CREATE DATABASE \(name)", on: url)
        return url.replacingOccurrences(of: "postgresql:///postgres?", with: "postgresql:///\(name)?")
    }

    /// Runs `sql` on the database at `url` with the cluster's own `psql`, and
    /// returns what it printed: rows unaligned, one a line, without headers.
    @discardableResult
    public static func psql(_ sql: String, on url: String) throws -> String {
        let psql = Process()
        psql.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        psql.arguments = [
            ProcessInfo.processInfo.environment["STRATA_TEST_POSTGRES_PSQL"] ?? "psql", url, "-X", "-q", "-A", "-t",
            "-v", "ON_ERROR_STOP=1", "-c", sql,
        ]
        let output = Pipe()
        let errors = Pipe()
        psql.standardOutput = output
        psql.standardError = errors
        try psql.run()
        let printed = output.fileHandleForReading.readDataToEndOfFile()
        psql.waitUntilExit()
        guard psql.terminationStatus == 0 else {
            let why = String(decoding: errors.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
            throw TestPostgreSQLError("psql failed: \(why)")
        }
        return String(decoding: printed, as: UTF8.self)
    }
}

/// Why the test cluster could not give a test its database.
public struct TestPostgreSQLError: Error, CustomStringConvertible {
    public let description: String

    init(_ description: String) {
        self.description = description
    }
}
