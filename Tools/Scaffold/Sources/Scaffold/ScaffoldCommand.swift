import Foundation

/// The `scaffold` command line: `scaffold feature NAME [ROOT] [--modules] [--fields FIELDS]`,
/// `scaffold split-feature NAME [ROOT]`, `scaffold rename NAME [ROOT]`, `scaffold minimal [ROOT]`,
/// `scaffold field …`, the part of `make field` that writes, `scaffold action FEATURE NAME [ROOT] --uses USES`,
/// and `scaffold record …`, which reads and updates `strata.json` for `make upgrade`.
public enum ScaffoldCommand {
    /// What the process prints and how it exits.
    public struct Outcome: Equatable, Sendable {
        public init(status: Int32, output: String, error: String) {
            self.status = status
            self.output = output
            self.error = error
        }

        public let status: Int32
        public let output: String
        public let error: String
    }

    public static let usage =
        "usage: scaffold feature NAME [ROOT] [--modules] [--fields FIELDS] | split-feature NAME [ROOT] | rename NAME [ROOT] "
        + "| minimal [ROOT] | field FEATURE FIELD BEFORE AFTER [ROOT] | action FEATURE NAME [ROOT] --uses USES "
        + "| record steps|template [ROOT] "
        + "| record follow VERSION COMMIT [ROOT] | record start COMMIT [ROOT]"

    public static func run(_ arguments: [String], defaultRoot: String) -> Outcome {
        guard let generator = arguments.first else { return Outcome(status: 64, output: "", error: usage) }
        if generator == "record" { return RecordCommand.run(Array(arguments.dropFirst()), defaultRoot: defaultRoot) }
        if generator == "field" { return FieldCommand.run(Array(arguments.dropFirst()), defaultRoot: defaultRoot) }
        if generator == "action" { return ActionCommand.run(Array(arguments.dropFirst()), defaultRoot: defaultRoot) }
        let takesName = generator != "minimal"
        let modules = generator == "feature" && arguments.contains("--modules")
        var rest = Array(arguments.dropFirst().filter { !modules || $0 != "--modules" })
        var fields: String?
        if generator == "feature", let flag = rest.firstIndex(of: "--fields") {
            guard rest.indices.contains(flag + 1) else { return Outcome(status: 64, output: "", error: usage) }
            fields = rest[flag + 1]
            rest.removeSubrange(flag...(flag + 1))
        }
        guard ["feature", "split-feature", "rename", "minimal"].contains(generator), rest.count <= (takesName ? 2 : 1),
            !takesName || !rest.isEmpty
        else { return Outcome(status: 64, output: "", error: usage) }
        let root = (takesName ? rest.dropFirst().first : rest.first) ?? defaultRoot
        // A relative ROOT is taken from the current folder, as a file URL's path is.
        let repository = Repository(root: URL(fileURLWithPath: root))
        do {
            var changes: ChangeSet
            let done: String
            switch generator {
            case "feature":
                changes = try FeatureGenerator(repository: repository).plan(
                    rest[0], layout: modules ? .modules : .folders, fields: fields ?? FieldSpec.defaultFields)
                let feature = try FeatureName(rest[0])
                done =
                    "added the feature \(feature.name)\(modules ? " in modules of its own" : ""): "
                    + "type '\(feature.command)' in the app"
            case "split-feature":
                changes = try FeatureSplitter(repository: repository).plan(rest[0])
                // One module for each layer the feature has a folder in, as the plan made them.
                let modules = FeatureTemplates.layers.filter { repository.exists("Sources/\($0)/\(rest[0])") }
                done =
                    "gave the feature \(rest[0]) modules of its own: "
                    + modules.map { rest[0] + $0 }.joined(separator: ", ")
            case "rename":
                changes = try Renamer(repository: repository).plan(rest[0])
                let name = try ProductName(rest[0])
                done = "renamed the package to \(name.package) and the executable to \(name.executable)"
            default:
                changes = try MinimalGenerator(repository: repository).plan()
                done = "removed the Inbox sample; each layer holds one placeholder type"
            }
            let step = TemplateRecord.Step(
                run: generator, name: takesName ? rest[0] : nil, modules: modules ? true : nil, fields: fields)
            try TemplateRecord.recording(step, in: repository, into: &changes)
            try changes.apply(to: repository)
            return Outcome(status: 0, output: (changes.summary + [done]).joined(separator: "\n"), error: "")
        } catch {
            return Outcome(status: 1, output: "", error: "scaffold: \(error.description)")
        }
    }
}
