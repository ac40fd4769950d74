import Foundation

/// A temporary folder for one run of the contract's files, removed when the run ends.
final class EntryScratch: Sendable {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent("entries-\(UUID().uuidString)")

    init() throws {
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    }

    deinit {
        try? FileManager.default.removeItem(at: folder)
    }

    /// The path of a database file not made yet.
    func newFile() -> String {
        folder.appendingPathComponent("\(UUID().uuidString).sqlite").path
    }
}
