import Foundation

/// Plans `make minimal`: the Inbox sample and its benchmark go; each layer
/// keeps one placeholder type with one test, and the shell, the terminal
/// toolkit, the feature seam, the SQLite wrapper and the store choice stay, so
/// `make feature` still writes a feature that persists. The JSON view's
/// schema loses the sample's definitions.
public struct MinimalGenerator {
    let repository: Repository

    public init(repository: Repository) {
        self.repository = repository
    }

    /// The sample's features: the Inbox, as folders, and Contacts, in modules of its own.
    static let sampleFeatures = ["Inbox", "Contacts"]
    /// Where Package.swift's `FeatureModules` begins; a fork's version of it stays.
    static let featureModulesStart = "/// A feature with a module per layer"

    /// What the sample occupies, removed whole.
    static let sample = [
        "Sources/App/LaunchOptions.swift", "Sources/App/main.swift", "Tests/ApplicationTests/Support",
        // ScratchFolder stays in InfrastructureTests/Support: the SQLite wrapper's tests use it.
        "Tests/InfrastructureTests/Support/Builders.swift",
        "Tests/InfrastructureTests/Support/ConversationStore+Reading.swift",
        "Tests/InfrastructureTests/Support/CountingConversationStore.swift",
        "Tests/InfrastructureTests/Support/IncomingMessageSample.swift",
        "Tests/InfrastructureTests/Support/StoreKind.swift", "Tests/AppTests/Support/Feeds.swift",
        "Tests/AppTests/Support/GzipBomb.swift", "Tests/AppTests/Support/HeldFeedServer.swift",
        "Tests/AppTests/Support/StallingFeedServer.swift", "Tests/AppTests/Support/StreamedFeedServer.swift",
        "Tests/AppTests/Launch", "Tests/AppTests/FullScreen", "Tests/AppTests/Support/SplitMix64.swift",
        "Benchmarks",
        "scripts/bench",
        "scripts/bench-build",
        "scripts/bench-input",
        "scripts/bench-message",
        "scripts/bench-fields",
        "scripts/bench-list",
        "docs/usage.md",
        "docs/storage.md",
    ]

    public func plan() throws(ScaffoldError) -> ChangeSet {
        guard repository.exists("Sources/Domain/Inbox") else {
            throw ScaffoldError("the Inbox sample is not here (Sources/Domain/Inbox is missing); nothing to remove")
        }
        let names = try repository.packageNames()
        // The documents and the Makefile change only between markers, so the sample's
        // text goes however a fork has worded the rest, and a missing marker stops it here.
        var documents = try MarkedFiles(TemplateRegion.owned(by: .minimal), in: repository)
        let templates = MinimalTemplates(package: names.package, executable: names.executable)
        var changes = ChangeSet()
        for feature in Self.sampleFeatures {
            let folders = Repository.layers.flatMap { ["Sources/\($0)/\(feature)", "Tests/\($0)Tests/\(feature)"] }
            // A feature with modules keeps its tests in a target of its own.
            // Only what is there, so that what the generator says it removed was removed.
            for folder in folders + ["Tests/\(feature)Tests"] where repository.exists(folder) { changes.remove(folder) }
        }
        removeOldTestSupport(from: &changes)
        for path in Self.sample { changes.remove(path) }
        changes.write(try templates.manifest(replacing: repository.read("Package.swift")), to: "Package.swift")
        for (path, text) in templates.files { changes.write(text, to: path) }
        for (region, text) in templates.regions { documents.replaceContents(of: region, with: text) }
        documents.write(to: &changes)
        if let schema = try outputSchema() { changes.write(schema, to: OutputSchema.path) }
        return changes
    }

    /// The JSON view's schema without the sample's features' definitions and
    /// the lines that refer to them; nil when there is no schema.
    private func outputSchema() throws(ScaffoldError) -> String? {
        guard repository.exists(OutputSchema.path) else { return nil }
        var text = try repository.read(OutputSchema.path)
        for key in Self.sampleFeatures.map({ $0.lowercased() }) {
            guard let removed = OutputSchema(text: text).removing(key) else {
                throw ScaffoldError(
                    "\(OutputSchema.path): cannot remove the sample's '\(key)' and leave valid JSON that no longer "
                        + "refers to it; remove it by hand, or restore the file from the template")
            }
            text = removed
        }
        return text
    }

    /// Before a feature with modules had one test target, its fakes were a module of
    /// their own in `Tests/TestSupport/<Feature>`. In a fork from then, the sample's go,
    /// and the folder with them when it held nothing else.
    private func removeOldTestSupport(from changes: inout ChangeSet) {
        let support = "Tests/TestSupport"
        guard repository.exists(support) else { return }
        let isSample = { (file: String) in Self.sampleFeatures.contains { file.hasPrefix($0 + "/") } }
        if repository.files(in: support).allSatisfy(isSample) {
            changes.remove(support)
        } else {
            for feature in Self.sampleFeatures where repository.exists("\(support)/\(feature)") {
                changes.remove("\(support)/\(feature)")
            }
        }
    }
}
