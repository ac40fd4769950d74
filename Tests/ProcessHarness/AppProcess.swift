public import Foundation

/// The App's built binary, `strata`, run as a user would: every test that launches the
/// binary goes through here. Each run gets a scratch folder of its own as its
/// home and data folder, so the default store is never the user's, and the
/// time zone is UTC, so timestamps read the same everywhere.
public enum AppProcess {
    /// The products folder holds both the test bundle and `strata`; the
    /// ProcessHarness target depends on App, so SwiftPM builds it first.
    public static let binary: URL = {
        #if os(macOS)
            let folder = Bundle.allBundles.first { $0.bundlePath.hasSuffix(".xctest") }!.bundleURL
                .deletingLastPathComponent()
        #else
            let folder = Bundle.main.bundleURL
        #endif
        return folder.appendingPathComponent("strata")
    }()

    /// Long enough for a loaded machine; only a hang comes near it.
    public static let timeout: Duration = .seconds(
        ProcessInfo.processInfo.environment["HARNESS_TIMEOUT"].flatMap { Int64($0) } ?? 60)

    /// Launches `strata` with its stdin open, for a test that types, waits and kills as it goes.
    public static func start(_ arguments: [String] = [], environment: [String: String] = [:]) throws -> ChildProcess {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("app-run-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        var variables = ProcessInfo.processInfo.environment
        variables["TZ"] = "UTC"
        variables["HOME"] = folder.path
        variables["XDG_DATA_HOME"] = folder.path
        variables.merge(environment) { _, new in new }
        return try ChildProcess(
            binary, arguments: arguments, environment: variables, timeout: timeout, ownFolder: folder)
    }

    /// Launches `strata` on a pseudo-terminal of `columns` × `rows` cells, as a
    /// person runs it in a terminal window. With `shell`, a bash script runs
    /// instead on that terminal, with the binary as `$0` and the arguments as `$@`.
    public static func startOnTerminal(
        _ arguments: [String] = [], columns: Int = 80, rows: Int = 24, environment: [String: String] = [:],
        shell: String? = nil
    ) throws -> TerminalProcess {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("app-run-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        var variables = ProcessInfo.processInfo.environment
        variables["TZ"] = "UTC"
        variables["HOME"] = folder.path
        variables["XDG_DATA_HOME"] = folder.path
        variables["TERM"] = "xterm-256color"
        variables["NO_COLOR"] = "1"
        variables.merge(environment) { _, new in new }
        let (program, rest) =
            shell.map { ("/bin/bash", ["-c", $0, binary.path] + arguments) } ?? (binary.path, arguments)
        return try TerminalProcess(
            program, arguments: rest, environment: variables, columns: columns, rows: rows, timeout: timeout,
            ownFolder: folder)
    }

    /// Runs `strata` to its end with `input` on stdin.
    public static func run(_ arguments: [String] = [], input: String = "", environment: [String: String] = [:])
        throws -> ProcessResult
    {
        let app = try start(arguments, environment: environment)
        app.type(input)
        app.closeInput()
        return try app.finish()
    }
}
