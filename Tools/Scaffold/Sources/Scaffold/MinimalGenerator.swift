import Foundation

/// Plans `make minimal`: the Inbox sample, its SQLite store and its benchmark
/// go; each layer keeps one placeholder type with one test, and the terminal
/// toolkit and the feature seam stay, so `make feature` still works.
public struct MinimalGenerator {
    let repository: Repository

    public init(repository: Repository) {
        self.repository = repository
    }

    /// What the sample occupies, removed whole.
    static let sample = [
        "Sources/CSQLite", "Sources/Infrastructure/SQLite", "Sources/Infrastructure/Support",
        "Sources/App/LaunchOptions.swift", "Sources/App/LaunchCommand.swift", "Sources/App/main.swift",
        "Tests/ApplicationTests/Support",
        "Tests/InfrastructureTests/Support", "Tests/AppTests/Support/Feeds.swift", "Tests/AppTests/Launch",
        "Benchmarks",
        "scripts/bench",
        "scripts/bench-build",
    ]

    public func plan() throws(ScaffoldError) -> ChangeSet {
        guard repository.exists("Sources/Domain/Inbox") else {
            throw ScaffoldError("the Inbox sample is not here (Sources/Domain/Inbox is missing); nothing to remove")
        }
        let names = try repository.packageNames()
        let templates = MinimalTemplates(package: names.package, executable: names.executable)
        var changes = ChangeSet()
        for layer in Repository.layers {
            changes.remove("Sources/\(layer)/Inbox")
            changes.remove("Tests/\(layer)Tests/Inbox")
        }
        for path in Self.sample { changes.remove(path) }
        for (path, text) in templates.files { changes.write(text, to: path) }
        changes.write(try keepingDecisions(in: templates.files["Architecture.md"] ?? ""), to: "Architecture.md")
        changes.write(try trimmedMakefile(executable: names.executable), to: "Makefile")
        changes.write(try trimmedReadme(executable: names.executable), to: "README.md")
        return changes
    }

    /// The benchmark and the width fuzzer go with the sample, and nothing needs SQLite any more.
    private func trimmedMakefile(executable: String) throws(ScaffoldError) -> String {
        var text = try repository.read("Makefile")
        let benchmarks: Set<Substring> = ["bench-store", "bench", "bench-build", "fuzz-width"]
        // Each such target: the comment lines above it, its rule line and the tab-indented recipe under it.
        text = text.replacing(#/\n(#[^\n]*\n)*(bench(-store|-build)?|fuzz-width):[^\n]*\n(\t[^\n]*\n)*/#, with: "\n")
        text = text.split(separator: "\n", omittingEmptySubsequences: false).map { line in
            guard line.hasPrefix(".PHONY:") else { return String(line) }
            return line.split(separator: " ").filter { !benchmarks.contains($0) }.joined(separator: " ")
        }.joined(separator: "\n")
        text = text.replacingOccurrences(of: "build: sqlite ##", with: "build: ##")
        text = text.replacingOccurrences(of: "run: sqlite ##", with: "run: ##")
        text = text.replacingOccurrences(
            of:
                #"run: ## Build and start \#(executable) on the default store, filled with demo data when empty (make run ARGS="--width 60")"#,
            with: #"run: ## Build and start \#(executable) (make run ARGS="--version")"#)
        text = text.replacingOccurrences(
            of: "$(BIN)/\(executable) --demo $(ARGS)", with: "$(BIN)/\(executable) $(ARGS)")
        return text
    }

    /// The decision records outlive the sample, except the one about its SQLite store.
    private func keepingDecisions(in architecture: String) throws(ScaffoldError) -> String {
        let current = try repository.read("Architecture.md")
        guard let start = current.range(of: "\n## Decisions\n"),
            let end = current[start.upperBound...].range(of: "\n## "),
            let policy = architecture.range(of: "\n## The layer policy\n")
        else { return architecture }
        var decisions = String(current[start.lowerBound..<end.lowerBound])
        if let sqlite = decisions.range(of: "\n### SQLite through a system library\n") {
            let next = decisions[sqlite.upperBound...].range(of: "\n### ")?.lowerBound ?? decisions.endIndex
            decisions.removeSubrange(sqlite.lowerBound..<next)
        }
        decisions = decisions.replacingOccurrences(
            of: "\n## Decisions\n",
            with: "\n## Decisions\n\nThese were written beside the Inbox sample, which `make minimal` removed;\n"
                + "the types they name are examples of each kind.\n")
        return architecture.replacingCharacters(in: policy.lowerBound..<policy.lowerBound, with: decisions + "\n")
    }

    /// The README keeps its shape; the sections about the Inbox and its store go.
    private func trimmedReadme(executable: String) throws(ScaffoldError) -> String {
        var text = try repository.read("README.md")
        for heading in ["## Using `\(executable)`", "## Storage", "## Benchmarks"] {
            guard let start = text.range(of: "\n" + heading + "\n") else { continue }
            let end = text[start.upperBound...].range(of: "\n## ")?.lowerBound ?? text.endIndex
            text.removeSubrange(start.lowerBound..<end)
        }
        text = text.replacing(
            #/A small sample\s+feature, a terminal Inbox, shows where each kind of code goes\./#,
            with: "Each layer holds\none placeholder type with one test; `make feature` adds the next.")
        text = text.replacing(
            #/You need the Swift 6 toolchain and the system's SQLite:[\s\S]*?\n\n/#,
            with: "You need the Swift 6 toolchain.\n\n")
        text = text.replacingOccurrences(
            of: "build and start the Inbox on its demo data", with: "build and start \(executable)")
        text = text.replacing(
            #/\| `make run` \|[^\n]*/#,
            with: "| `make run` | builds and starts `\(executable)`; pass flags with `make run ARGS=\"--version\"` |")
        return text.replacing(#/\n\| `make (bench(-store|-build)?|fuzz-width)` \|[^\n]*/#, with: "")
    }
}
