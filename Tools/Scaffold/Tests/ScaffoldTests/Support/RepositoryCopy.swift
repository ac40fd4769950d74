import Foundation
@testable import Scaffold

/// A fresh copy of the real template (never .build) in a temporary folder,
/// for a generator to change or to refuse to change.
///
/// The real template is this repository as it stands, which in a fork may
/// already have been through `make minimal`, `make rename` or `make feature`;
/// TemplateState.swift says which, so each test knows what to expect.
final class RepositoryCopy {
    /// The repository this file sits in, in Tools/Scaffold/Tests/ScaffoldTests/Support/,
    /// unless TEMPLATE_ROOT names another: check-template runs the tests built
    /// here on each of its copies that way, instead of building them again.
    static let repositoryRoot: URL = {
        if let root = ProcessInfo.processInfo.environment["TEMPLATE_ROOT"], !root.isEmpty {
            return URL(fileURLWithPath: root)
        }
        var url = URL(fileURLWithPath: #filePath)
        for _ in 0..<6 { url.deleteLastPathComponent() }
        return url
    }()

    /// What the generators read or change; the ones a generator has removed
    /// (`make minimal` deletes Benchmarks) are simply not copied.
    static let copied = [
        "Package.swift", "README.md", "Architecture.md", "Makefile", ".ci", ".github", "docs",
        "Benchmarks/Package.swift", "Benchmarks/Sources", "Sources", "Tests", "Tools/ArchitectureCheck/README.md",
        "Tools/Scaffold/Templates",
        "strata.json", "CHANGELOG.md", "LICENSE",
        "scripts",
    ]

    let root: URL

    init() throws {
        root = FileManager.default.temporaryDirectory.appendingPathComponent("scaffold-tests-\(UUID().uuidString)")
        for item in Self.copied where FileManager.default.fileExists(atPath: Self.source(item).path) {
            let target = root.appendingPathComponent(item)
            try FileManager.default.createDirectory(
                at: target.deletingLastPathComponent(), withIntermediateDirectories: true)
            try FileManager.default.copyItem(at: Self.source(item), to: target)
        }
    }

    /// An item of the repository itself, the original the copy is made from.
    static func source(_ path: String) -> URL {
        repositoryRoot.appendingPathComponent(path)
    }

    deinit {
        try? FileManager.default.removeItem(at: root)
    }

    var repository: Repository { Repository(root: root) }

    /// Every file's bytes by relative path, to prove a refusal changed nothing.
    /// The walk is the generators' own, which RepositoryEntriesTests holds.
    func snapshot() throws -> [String: Data] {
        var files: [String: Data] = [:]
        for (path, isFolder) in repository.entries(in: ".") {
            files[path + (isFolder ? "/" : "")] =
                isFolder ? Data() : try Data(contentsOf: URL(fileURLWithPath: root.path + "/" + path))
        }
        return files
    }

    func read(_ path: String) throws -> String {
        try String(contentsOf: root.appendingPathComponent(path), encoding: .utf8)
    }

    func exists(_ path: String) -> Bool {
        FileManager.default.fileExists(atPath: root.appendingPathComponent(path).path)
    }

    /// Runs the command line as `make` does, on this copy.
    func run(_ arguments: [String]) -> ScaffoldCommand.Outcome {
        ScaffoldCommand.run(arguments + [root.path], defaultRoot: ".")
    }
}
