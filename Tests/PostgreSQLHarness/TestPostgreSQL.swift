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
        try run("psql", [url, "-X", "-q", "-A", "-t", "-v", "ON_ERROR_STOP=1", "-c", sql])
    }

    /// Everything in the database at `url`, as the cluster's own `pg_dump`
    /// writes it, without what differs between two dumps of the same
    /// database: comment lines and the random key of `\restrict`.
    public static func dump(_ url: String) throws -> String {
        try run("pg_dump", ["--dbname=" + url]).split(separator: "\n", omittingEmptySubsequences: false)
            .filter { !$0.hasPrefix("--") && !$0.hasPrefix("\\restrict") && !$0.hasPrefix("\\unrestrict") }
            .joined(separator: "\n")
    }

    /// Runs one of the cluster's tools, the one beside its `psql` where
    /// `scripts/with-postgres` names it, and returns what it printed.
    private static func run(_ tool: String, _ arguments: [String]) throws -> String {
        let folder = ProcessInfo.processInfo.environment["STRATA_TEST_POSTGRES_PSQL"].map {
            URL(fileURLWithPath: $0).deletingLastPathComponent()
        }
        return try run([folder.map { $0.appendingPathComponent(tool).path } ?? tool] + arguments)
    }

    /// Runs `command`, found on PATH, and returns what it printed; its own
    /// words on stderr are the error when it fails.
    static func run(_ command: [String]) throws -> String {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = command
        let tool = command.first ?? ""
        let output = Pipe()
        let errors = Pipe()
        process.standardOutput = output
        process.standardError = errors
        try process.run()
        let printed = output.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        guard process.terminationStatus == 0 else {
            let why = String(decoding: errors.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
            throw TestPostgreSQLError("\(tool) failed: \(why)")
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
