import Foundation

/// A PostgreSQL cluster of one test's own, made and started as
/// `scripts/with-postgres` makes the shared one: for a test that stops the
/// server and starts it again, which no test may do to the cluster every
/// other test is using. It costs about a second; it is removed with this object.
public final class TestCluster {
    /// The cluster's `postgres` database, as its superuser.
    public let url: String
    private let folder: URL
    private let programs: URL
    /// initdb refuses root, so as root the cluster runs as the postgres user that Debian's package makes.
    private let asOwner: [String]

    public init() throws {
        guard let programs = ProcessInfo.processInfo.environment["STRATA_TEST_POSTGRES_BIN"] else {
            throw TestPostgreSQLError("no PostgreSQL programs: run the tests through make test")
        }
        self.programs = URL(fileURLWithPath: programs)
        // Short, since a Unix socket's path has a limit of about 100 bytes.
        folder = URL(fileURLWithPath: "/tmp/strata-cluster-" + UUID().uuidString.prefix(8))
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: false)
        if getuid() == 0 {
            try FileManager.default.setAttributes([.ownerAccountName: "postgres"], ofItemAtPath: folder.path)
            asOwner = ["runuser", "-u", "postgres", "--"]
        } else {
            asOwner = []
        }
        url = "postgresql:///postgres?host=\(folder.path)&user=strata"
        try run(
            "initdb", "-D", data, "-U", "strata", "-A", "trust", "-E", "UTF8", "--locale=C.UTF-8", "--no-sync")
        try start()
    }

    deinit {
        try? stop()
        try? FileManager.default.removeItem(at: folder)
    }

    /// Starts the server, and returns once it takes connections.
    ///
    /// Foundation learns that a child has ended when a socket it hands the
    /// child closes, and the server pg_ctl leaves running would hold it open
    /// for its whole life: so bash (dash takes one digit only) closes every descriptor past stderr first.
    public func start() throws {
        let closingInherited =
            #"for fd in /dev/fd/*; do n=${fd##*/}; [ "$n" -gt 2 ] && eval "exec $n>&-"; done; exec "$@""#
        _ = try TestPostgreSQL.run(
            asOwner + [
                "/bin/bash", "-c", closingInherited, "bash", programs.appendingPathComponent("pg_ctl").path, "-D", data,
                "-l", folder.appendingPathComponent("server.log").path, "-s", "-w", "-o",
                "-k \(folder.path) -c listen_addresses= -c fsync=off", "start",
            ])
    }

    /// Stops the server at once, as a crash or an administrator's
    /// `pg_ctl stop -m immediate` does: every connection ends, mid-query or not.
    public func stop() throws {
        try run("pg_ctl", "-D", data, "-m", "immediate", "-s", "stop")
    }

    private var data: String { folder.appendingPathComponent("data").path }

    private func run(_ program: String, _ arguments: String...) throws {
        _ = try TestPostgreSQL.run(asOwner + [programs.appendingPathComponent(program).path] + arguments)
    }
}
