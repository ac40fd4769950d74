import Foundation
import Testing

/// check-template proves the working tree as it stands, uncommitted changes included:
/// scripts/check-upgrade makes its throwaway template with scripts/copy-repository, which
/// copies what committing everything would hold. (A failure of check-template in a dirty tree,
/// "conflict.log lacks: conflicts 1", was version-commit's SIGPIPE, not the tree: issue 40.)
@Suite struct CopyRepositoryTests {
    @Test func aDirtyTreeIsCopiedAsItStandsWithoutWhatGitIgnores() throws {
        let repository = try ThrowawayRepository()
        let script = try String(contentsOf: RepositoryCopy.source("scripts/copy-repository"), encoding: .utf8)
        try repository.write(script, to: "scripts/copy-repository")
        try repository.write(".build/\nignored.txt\n", to: ".gitignore")
        for name in ["kept", "edited", "staged", "deleted"] {
            try repository.write("committed\n", to: "\(name).txt")
        }
        try repository.commitAll()
        try repository.write("edited in the working tree\n", to: "edited.txt")
        try repository.write("staged\n", to: "staged.txt")
        try repository.git(["add", "staged.txt"])
        try repository.write("edited after it was staged\n", to: "staged.txt")
        try FileManager.default.removeItem(at: repository.root.appendingPathComponent("deleted.txt"))
        try repository.write("not yet added\n", to: "new folder/new.txt")
        try repository.write("ignored\n", to: "ignored.txt")
        try repository.write("a build product\n", to: ".build/product")

        let copy = FileManager.default.temporaryDirectory.appendingPathComponent("copy-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: copy) }
        let run = try StartedProcess(
            URL(fileURLWithPath: "/usr/bin/env"),
            ["bash", repository.root.appendingPathComponent("scripts/copy-repository").path, copy.path])
        let answer = run.answer()
        #expect(run.status == 0, "copy-repository failed: \(answer)")

        #expect(
            try Self.files(in: copy) == [
                ".gitignore": ".build/\nignored.txt\n", "scripts/copy-repository": script,
                "kept.txt": "committed\n", "edited.txt": "edited in the working tree\n",
                "staged.txt": "edited after it was staged\n", "new folder/new.txt": "not yet added\n",
            ])
    }

    /// Every file under the folder, by its path there, with its text.
    private static func files(in folder: URL) throws -> [String: String] {
        var files: [String: String] = [:]
        for case let path as String in FileManager.default.enumerator(atPath: folder.path) ?? .init() {
            var isFolder: ObjCBool = false
            let url = folder.appendingPathComponent(path)
            guard FileManager.default.fileExists(atPath: url.path, isDirectory: &isFolder), !isFolder.boolValue else {
                continue
            }
            files[path] = try String(contentsOf: url, encoding: .utf8)
        }
        return files
    }
}
