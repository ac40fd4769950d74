import Foundation

/// `scaffold field FEATURE FIELD BEFORE AFTER [ROOT]`: for `scripts/field`,
/// writes the feature's files that FIELD changes into BEFORE and AFTER, each
/// at its path in the repository, and records the field in strata.json; what
/// it leaves alone, it says on stderr, one line each, and exits 0. The
/// script formats and merges the two sides, so this part never touches the
/// fork's code.
enum FieldCommand {
    static func run(_ arguments: [String], defaultRoot: String) -> ScaffoldCommand.Outcome {
        guard (4...5).contains(arguments.count) else {
            return .init(status: 64, output: "", error: ScaffoldCommand.usage)
        }
        let repository = Repository(root: URL(fileURLWithPath: arguments.count == 5 ? arguments[4] : defaultRoot))
        do {
            let plan = try FieldGenerator(repository: repository).plan(arguments[0], field: arguments[1])
            for (folder, files) in [(arguments[2], plan.before), (arguments[3], plan.after)] {
                var changes = ChangeSet()
                for (path, text) in files { changes.write(text, to: path) }
                try changes.apply(to: Repository(root: URL(fileURLWithPath: folder)))
            }
            try plan.record.apply(to: repository)
            // What the field left alone is said on stderr, where scripts/field reads the scaffold's lines.
            return .init(
                status: 0, output: plan.after.keys.sorted().joined(separator: "\n"),
                error: plan.notes.map { "scaffold: " + $0 }.joined(separator: "\n"))
        } catch {
            return .init(status: 1, output: "", error: "scaffold: \(error.description)")
        }
    }
}
