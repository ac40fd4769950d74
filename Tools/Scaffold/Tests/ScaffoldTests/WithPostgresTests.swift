import Foundation
import Testing

#if canImport(Glibc)
    import Glibc
#else
    import Darwin
#endif

/// scripts/with-postgres keeps its cluster's URL the same from run to run, because SwiftPM
/// plans the build again whenever the environment of `swift test` changes: seconds of every
/// make test at 50 features. It must still never give two runs one cluster, nor leave for
/// good a folder that a killed run held. PostgreSQL's programs are stand-ins here that only
/// make the data folder and log what they are asked, so each case takes milliseconds.
@Suite(
    .enabled(
        if: StandInPostgreSQL.canRun, "as root, with-postgres runs the server as the postgres user, which is missing"))
struct WithPostgresTests {
    @Test func runsOneAfterAnotherShareAURL() throws {
        let place = try StandInPostgreSQL()
        let first = try place.run(["sh", "-c", "echo \"$STRATA_TEST_POSTGRES\""])
        let second = try place.run(["sh", "-c", "echo \"$STRATA_TEST_POSTGRES\""])
        #expect(first == place.url(of: place.stableFolder))
        #expect(second == first)
        #expect(!FileManager.default.fileExists(atPath: place.stableFolder.path), "the folder outlived its run")
    }

    @Test func aRunBesideAnotherGetsAClusterOfItsOwnAndLeavesTheOthers() throws {
        let place = try StandInPostgreSQL()
        // The outer run's command starts an inner run, then looks at its own folder.
        let inner = "\"$0\" sh -c 'echo \"$STRATA_TEST_POSTGRES\"'; cat \"$1/owner\" >/dev/null && echo kept"
        let lines = try place.run([
            "sh", "-c", "echo \"$STRATA_TEST_POSTGRES\"; \(inner)", place.script.path, place.stableFolder.path,
        ]).split(separator: "\n").map(String.init)
        #expect(lines.count == 3, "\(lines)")
        #expect(lines.first == place.url(of: place.stableFolder))
        #expect(lines.dropFirst().first != lines.first, "two runs at once shared a cluster: \(lines)")
        #expect(lines.last == "kept", "the inner run removed the outer run's folder")
    }

    /// SwiftPM would plan again between two runs started at different depths, or by make.
    @Test func theCommandSeesNeitherTheShellsDepthNorMakesVariables() throws {
        let place = try StandInPostgreSQL()
        let started = ["SHLVL": "4", "MAKEFLAGS": "-j2 --jobserver-auth=fifo:/tmp/GMfifo1", "MAKELEVEL": "1"]
        let seen = try place.run(["env"], environment: started).split(separator: "\n")
        #expect(seen.contains { $0.hasPrefix("STRATA_TEST_POSTGRES=") })
        #expect(!seen.contains { line in started.keys.contains { line.hasPrefix($0 + "=") } }, "\(seen)")
    }

    @Test func aFolderLeftByAKilledRunIsTakenBackAndItsServerStopped() throws {
        let place = try StandInPostgreSQL()
        // A process that has ended, as the owner of a killed run has.
        let ended = try StartedProcess(URL(fileURLWithPath: "/bin/sh"), ["-c", "echo $$"])
        let owner = ended.answer()
        let left = place.stableFolder
        try FileManager.default.createDirectory(
            at: left.appendingPathComponent("data"), withIntermediateDirectories: true)
        try "\(owner)\n".write(to: left.appendingPathComponent("owner"), atomically: true, encoding: .utf8)
        try "".write(to: left.appendingPathComponent("left-behind"), atomically: true, encoding: .utf8)

        let lines = try place.run(["sh", "-c", "ls \"$0\"; echo \"$STRATA_TEST_POSTGRES\"", left.path])
            .split(separator: "\n").map(String.init)
        #expect(lines.last == place.url(of: left))
        #expect(!lines.contains("left-behind"), "the run kept the killed run's files: \(lines)")
        // Its server is stopped where the folder was moved aside, before this run's starts.
        let stop = try place.calls().first ?? ""
        #expect(stop.hasPrefix("-D \(left.path).gone.") && stop.hasSuffix("/data -m immediate -s stop"), "\(stop)")
    }
}

/// A folder to run with-postgres in, with stand-ins for PostgreSQL's programs first on PATH
/// and a temporary folder of its own, so the folder it names after the package is this one's.
private final class StandInPostgreSQL {
    /// As root, with-postgres runs the server's programs as the postgres user.
    static let canRun = getuid() != 0 || getpwnam("postgres") != nil

    let root: URL
    let script = RepositoryCopy.source("scripts/with-postgres")
    /// The folder with-postgres keeps for this package, in this user's folder under TMPDIR.
    let stableFolder: URL

    init() throws {
        root = FileManager.default.temporaryDirectory.appendingPathComponent("with-postgres-\(UUID().uuidString)")
        let bin = root.appendingPathComponent("bin")
        try FileManager.default.createDirectory(at: bin, withIntermediateDirectories: true)
        try FileManager.default.createDirectory(
            at: root.appendingPathComponent("tmp"), withIntermediateDirectories: true)
        // Readable and writable by the postgres user too, whom root runs them as.
        let calls = root.appendingPathComponent("calls").path
        _ = FileManager.default.createFile(atPath: calls, contents: nil, attributes: [.posixPermissions: 0o666])
        let programs = [
            "initdb": "mkdir -p \"$2\"",
            "pg_ctl": "echo \"$*\" >>'\(calls)'",
            "psql": "exit 0",
        ]
        for (name, body) in programs {
            _ = FileManager.default.createFile(
                atPath: bin.appendingPathComponent(name).path, contents: Data("#!/bin/sh\n\(body)\n".utf8),
                attributes: [.posixPermissions: 0o755])
        }
        let checksum = try StartedProcess(URL(fileURLWithPath: "/bin/sh"), ["-c", "pwd -P | cksum"], in: root)
        let sum = checksum.answer().split(separator: " ").first.map(String.init) ?? ""
        stableFolder = root.appendingPathComponent("tmp/strata-postgres-\(getuid())/\(sum)")
    }

    deinit {
        try? FileManager.default.removeItem(at: root)
    }

    /// What `scripts/with-postgres COMMAND…` printed; its status and message when it failed.
    func run(_ command: [String], environment: [String: String] = [:]) throws -> String {
        let path = ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin:/bin"
        let place = [
            "PATH": root.appendingPathComponent("bin").path + ":" + path,
            "TMPDIR": root.appendingPathComponent("tmp").path,
        ]
        return try StartedProcess(script, command, in: root, environment: environment.merging(place) { $1 }).answer()
    }

    /// The libpq URL with-postgres exports for a cluster in `folder`.
    func url(of folder: URL) -> String {
        "postgresql:///postgres?host=\(folder.path)&user=strata"
    }

    /// What pg_ctl was asked, one call a line.
    func calls() throws -> [String] {
        try String(contentsOf: root.appendingPathComponent("calls"), encoding: .utf8)
            .split(separator: "\n").map(String.init)
    }
}
