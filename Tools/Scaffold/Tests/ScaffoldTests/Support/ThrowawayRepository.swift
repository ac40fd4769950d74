import Foundation

/// A git repository in a temporary folder, removed with it, for the tests that run the
/// repository's scripts on a history of their own.
final class ThrowawayRepository {
    let root: URL

    init() throws {
        root = FileManager.default.temporaryDirectory.appendingPathComponent("scaffold-git-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: root, withIntermediateDirectories: true)
        try git(["init", "-q"])
    }

    deinit {
        try? FileManager.default.removeItem(at: root)
    }

    /// Writes the file, making the folders it needs.
    func write(_ text: String, to path: String) throws {
        let url = root.appendingPathComponent(path)
        try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
        try text.write(to: url, atomically: true, encoding: .utf8)
    }

    /// Commits every change, answering the new commit. The identity is the test's own, so
    /// no configuration of the machine is needed or read for it.
    @discardableResult
    func commitAll() throws -> String {
        try git(["add", "-A"])
        try git([
            "-c", "user.name=Scaffold Tests", "-c", "user.email=tests@example.invalid", "-c", "commit.gpgsign=false",
            "commit", "-qm", "A change",
        ])
        return try git(["rev-parse", "HEAD"])
    }

    /// What git printed, trimmed; its message is the error when it fails.
    @discardableResult
    func git(_ arguments: [String]) throws -> String {
        let git = try StartedProcess(URL(fileURLWithPath: "/usr/bin/env"), ["git", "-C", root.path] + arguments)
        let answer = git.answer()
        guard git.status == 0 else {
            throw CocoaError(.fileWriteUnknown, userInfo: [NSLocalizedDescriptionKey: "git \(arguments): \(answer)"])
        }
        return answer
    }
}

/// A process started at once, so several can run together; its answer is read when asked for.
final class StartedProcess {
    private let process = Process()
    private let output = Pipe()
    private let errors = Pipe()

    init(_ executable: URL, _ arguments: [String]) throws {
        process.executableURL = executable
        process.arguments = arguments
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
