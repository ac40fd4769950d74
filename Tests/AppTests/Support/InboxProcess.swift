import Foundation

/// Runs the built `inbox` binary as a user would, with scripted input, and
/// captures what it prints. End-to-end tests go through this and nothing else.
struct InboxProcess {
    struct Result {
        let status: Int32
        let output: String
        let errors: String

        var lines: [String] { output.split(separator: "\n", omittingEmptySubsequences: false).map(String.init) }
    }

    /// The products folder holding both this test bundle and `inbox`.
    static let binary: URL = {
        #if os(macOS)
            let folder = Bundle.allBundles.first { $0.bundlePath.hasSuffix(".xctest") }!.bundleURL
                .deletingLastPathComponent()
        #else
            let folder = Bundle.main.bundleURL
        #endif
        return folder.appendingPathComponent("inbox")
    }()

    static func run(_ arguments: [String] = [], input: String = "", environment: [String: String] = [:]) throws
        -> Result
    {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("inbox-e2e-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let inputFile = folder.appendingPathComponent("in")
        let outputFile = folder.appendingPathComponent("out")
        let errorFile = folder.appendingPathComponent("err")
        try Data(input.utf8).write(to: inputFile)
        _ = FileManager.default.createFile(atPath: outputFile.path, contents: nil)
        _ = FileManager.default.createFile(atPath: errorFile.path, contents: nil)

        let process = Process()
        process.executableURL = binary
        process.arguments = arguments
        var processEnvironment = ProcessInfo.processInfo.environment
        processEnvironment["TZ"] = "UTC"
        // The default store goes in this run's folder, never the user's own.
        processEnvironment["XDG_DATA_HOME"] = folder.path
        processEnvironment.merge(environment) { _, new in new }
        process.environment = processEnvironment
        process.standardInput = try FileHandle(forReadingFrom: inputFile)
        process.standardOutput = try FileHandle(forWritingTo: outputFile)
        process.standardError = try FileHandle(forWritingTo: errorFile)
        try process.run()
        process.waitUntilExit()
        return Result(
            status: process.terminationStatus,
            output: try String(contentsOf: outputFile, encoding: .utf8),
            errors: try String(contentsOf: errorFile, encoding: .utf8))
    }
}
