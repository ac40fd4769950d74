import Foundation
import Testing

@testable import Scaffold

/// The walk every generator lists files with, and the refusal tests' snapshots
/// rest on: what it lists, and what it leaves out.
@Suite struct RepositoryEntriesTests {
    @Test func listsHiddenEntriesSortedButNoBuildFolderAtTheTopNorWhatALinkedFolderHolds() throws {
        let root = FileManager.default.temporaryDirectory.appendingPathComponent("entries-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: root) }
        for folder in [".build/debug", "a/.hidden", "b"] {
            try FileManager.default.createDirectory(
                at: root.appendingPathComponent(folder), withIntermediateDirectories: true)
        }
        for file in [".build/debug/x", "a/b.swift", "a/.hidden/c", ".env", "b/.build"] {
            try Data("x".utf8).write(to: root.appendingPathComponent(file))
        }
        let fileManager = FileManager.default
        try fileManager.createSymbolicLink(atPath: root.path + "/linked", withDestinationPath: root.path + "/a")
        try fileManager.createSymbolicLink(atPath: root.path + "/dangling", withDestinationPath: root.path + "/gone")
        try fileManager.createSymbolicLink(atPath: root.path + "/b/file", withDestinationPath: root.path + "/a/b.swift")
        let repository = Repository(root: root)

        #expect(
            repository.entries(in: ".").map { "\($0.path)\($0.isFolder ? "/" : "")" } == [
                ".env", "a/", "a/.hidden/", "a/.hidden/c", "a/b.swift", "b/", "b/.build", "b/file", "linked/",
            ])
        #expect(repository.files(in: "a") == [".hidden/c", "b.swift"])
        #expect(repository.entries(in: "missing").isEmpty)
    }
}
