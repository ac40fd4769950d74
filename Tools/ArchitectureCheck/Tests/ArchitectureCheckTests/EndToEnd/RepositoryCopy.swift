import ArchitectureCheck
import Foundation

/// A fresh copy of the real Strata package (manifest, Architecture.md,
/// sources and tests, never .build) in a temporary folder, to break on purpose.
final class RepositoryCopy {
    /// The repository root: this file sits in
    /// Tools/ArchitectureCheck/Tests/ArchitectureCheckTests/EndToEnd/, unless
    /// TEMPLATE_ROOT names another, as check-template does for its copies.
    static let repositoryRoot: URL = {
        if let root = ProcessInfo.processInfo.environment["TEMPLATE_ROOT"], !root.isEmpty {
            return URL(fileURLWithPath: root)
        }
        var url = URL(fileURLWithPath: #filePath)
        for _ in 0..<6 { url.deleteLastPathComponent() }
        return url
    }()

    /// SwiftPM's description of the repository, asked for once a run, of a
    /// copy of its own: SwiftPM would lock the repository's .build, and a build
    /// there would hold the tests up. A test that leaves Package.swift as it is
    /// hands it to the checker (`manifestArguments()`), as make check does,
    /// rather than wait about a second for SwiftPM again; the tests that change
    /// the manifest, and the one that checks an untouched copy, still ask SwiftPM.
    private static let manifest = Task {
        let copy = try RepositoryCopy()
        // The copy's folder goes with the copy, so it must outlive SwiftPM's run.
        return try withExtendedLifetime(copy) { try ManifestLoader.dumpPackage(at: copy.root.path) }
    }

    /// A feature with a test target of its own, `<Feature>Tests`, found by that
    /// target's Infrastructure folder: Contacts in Strata; nil in a fork without one.
    static let featureWithTests: String? = {
        let tests = repositoryRoot.appendingPathComponent("Tests")
        let names = (try? FileManager.default.contentsOfDirectory(atPath: tests.path)) ?? []
        let target = names.sorted().first { name in
            name.count > "Tests".count && name.hasSuffix("Tests")
                && FileManager.default.fileExists(atPath: tests.appendingPathComponent(name + "/Infrastructure").path)
        }
        return target.map { String($0.dropLast("Tests".count)) }
    }()

    let root: URL

    init() throws {
        root = FileManager.default.temporaryDirectory
            .appendingPathComponent("architecture-e2e-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: root, withIntermediateDirectories: true)
        for item in ["Package.swift", "Architecture.md", "Sources", "Tests"] {
            try FileManager.default.copyItem(
                at: Self.repositoryRoot.appendingPathComponent(item), to: root.appendingPathComponent(item))
        }
    }

    /// The checker's arguments for this copy's package description: with
    /// `askSwiftPM`, none, so the checker asks SwiftPM; without, the description
    /// saved for the repository, which only a copy whose Package.swift is unchanged may use.
    func manifestArguments(askSwiftPM: Bool = false) async throws -> [String] {
        guard !askSwiftPM else { return [] }
        let saved = root.appendingPathComponent("package.json")
        try Data(try await Self.manifest.value).write(to: saved)
        return ["--manifest-json", saved.path]
    }

    deinit {
        try? FileManager.default.removeItem(at: root)
    }

    /// The first Swift file under `directory`, in sorted order, relative to the root.
    func firstSwiftFile(under directory: String) throws -> String {
        let base = root.appendingPathComponent(directory).path
        let files = FileManager.default.enumerator(atPath: base)?.compactMap { $0 as? String } ?? []
        guard let first = files.filter({ $0.hasSuffix(".swift") }).sorted().first else {
            throw CocoaError(.fileNoSuchFile)
        }
        return directory + "/" + first
    }

    func prepend(_ line: String, to path: String) throws {
        let url = root.appendingPathComponent(path)
        let text = try String(contentsOf: url, encoding: .utf8)
        try (line + "\n" + text).write(to: url, atomically: true, encoding: .utf8)
    }

    func read(_ path: String) throws -> String {
        try String(contentsOf: root.appendingPathComponent(path), encoding: .utf8)
    }

    /// The 1-based line and UTF-8 column where `needle` starts in the file at `path`.
    func position(of needle: String, in path: String) throws -> (line: Int, column: Int) {
        let text = try read(path)
        guard let range = text.range(of: needle) else { throw CocoaError(.fileReadCorruptFile) }
        let prefix = text[..<range.lowerBound]
        let lineStart = prefix.lastIndex(of: "\n").map { text.index(after: $0) } ?? text.startIndex
        return (prefix.filter { $0 == "\n" }.count + 1, text[lineStart..<range.lowerBound].utf8.count + 1)
    }

    /// Replaces the one occurrence of `old` in the file at `path`.
    func replace(_ old: String, with new: String, in path: String) throws {
        let text = try read(path)
        guard text.components(separatedBy: old).count == 2 else { throw CocoaError(.fileReadCorruptFile) }
        try write(text.replacingOccurrences(of: old, with: new), to: path)
    }

    /// Writes `text` to `path`, making the folders it needs.
    func write(_ text: String, to path: String) throws {
        let url = root.appendingPathComponent(path)
        try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
        try text.write(to: url, atomically: true, encoding: .utf8)
    }
}
