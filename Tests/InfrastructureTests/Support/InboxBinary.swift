import Foundation

/// The built `inbox`, found beside this test bundle, run as a user would.
enum InboxBinary {
    static let url: URL = {
        #if os(macOS)
            let folder = Bundle.allBundles.first { $0.bundlePath.hasSuffix(".xctest") }!.bundleURL
                .deletingLastPathComponent()
        #else
            let folder = Bundle.main.bundleURL
        #endif
        return folder.appendingPathComponent("inbox")
    }()

    struct Result {
        let status: Int32
        /// The signal that ended inbox, or nil when it exited.
        let signal: Int32?
        let output: String
        let errors: String
    }

    /// Runs to the end with `input` on stdin.
    static func run(
        _ arguments: [String], input: String = "", environment: [String: String] = [:], in scratch: ScratchFolder
    ) throws -> Result {
        let process = start(arguments, environment: environment, in: scratch)
        let (stdin, stdout, stderr) = (Pipe(), Pipe(), Pipe())
        process.standardInput = stdin
        process.standardOutput = stdout
        process.standardError = stderr
        ignoreBrokenPipes
        try process.run()
        // inbox may exit before reading its input, as it does on a bad store.
        try? stdin.fileHandleForWriting.write(contentsOf: Data(input.utf8))
        try? stdin.fileHandleForWriting.close()
        let output = stdout.fileHandleForReading.readDataToEndOfFile()
        let errors = stderr.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return Result(
            status: process.terminationStatus,
            signal: process.terminationReason == .uncaughtSignal ? process.terminationStatus : nil,
            output: String(decoding: output, as: UTF8.self),
            errors: String(decoding: errors, as: UTF8.self))
    }

    /// Writing to an inbox that has already exited must fail the write, not kill the tests.
    private static let ignoreBrokenPipes: Void = { signal(SIGPIPE, SIG_IGN) }()

    /// A process ready to run, with its default store inside `scratch`.
    static func start(_ arguments: [String], environment: [String: String] = [:], in scratch: ScratchFolder)
        -> Process
    {
        let process = Process()
        process.executableURL = url
        process.arguments = arguments
        let extra = environment
        var environment = ProcessInfo.processInfo.environment
        environment["XDG_DATA_HOME"] = scratch.url.path
        environment["TZ"] = "UTC"
        process.environment = environment.merging(extra) { _, new in new }
        return process
    }
}
