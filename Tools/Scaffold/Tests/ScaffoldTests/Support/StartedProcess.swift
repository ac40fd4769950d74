import Foundation

/// A process started at once, so several can run together; its answer is read when asked for.
final class StartedProcess {
    private let process = Process()
    private let output = Pipe()
    private let errors = Pipe()

    /// Starts it in `directory` when given, with `environment` added to this process's own.
    init(
        _ executable: URL, _ arguments: [String], in directory: URL? = nil, environment: [String: String] = [:]
    ) throws {
        process.executableURL = executable
        process.arguments = arguments
        process.currentDirectoryURL = directory
        process.environment = ProcessInfo.processInfo.environment.merging(environment) { $1 }
        process.standardInput = FileHandle.nullDevice
        process.standardOutput = output
        process.standardError = errors
        try process.run()
    }

    /// Its exit status, once `answer()` has waited for it.
    var status: Int32 { process.terminationStatus }

    /// What it printed, trimmed, when it exits 0; else its status and its own message.
    func answer() -> String {
        let printed = output.fileHandleForReading.readDataToEndOfFile()
        let message = errors.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        let text = { (data: Data) in
            String(decoding: data, as: UTF8.self).trimmingCharacters(in: .whitespacesAndNewlines)
        }
        return process.terminationStatus == 0 ? text(printed) : "exit \(process.terminationStatus): \(text(message))"
    }
}
