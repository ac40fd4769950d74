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
