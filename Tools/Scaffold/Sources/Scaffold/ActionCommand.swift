import Foundation

/// `scaffold action FEATURE NAME [ROOT] --uses USES`, for `make action`:
/// writes the action, its ports and App's wiring, and records it in strata.json.
enum ActionCommand {
    static func run(_ arguments: [String], defaultRoot: String) -> ScaffoldCommand.Outcome {
        var rest = arguments
        guard let flag = rest.firstIndex(of: "--uses"), rest.indices.contains(flag + 1) else {
            return .init(status: 64, output: "", error: ScaffoldCommand.usage)
        }
        let uses = rest[flag + 1]
        rest.removeSubrange(flag...(flag + 1))
        guard (2...3).contains(rest.count) else { return .init(status: 64, output: "", error: ScaffoldCommand.usage) }
        let repository = Repository(root: URL(fileURLWithPath: rest.count == 3 ? rest[2] : defaultRoot))
        do {
            let changes = try ActionGenerator(repository: repository).plan(rest[0], action: rest[1], uses: uses)
            try changes.apply(to: repository)
            let done = "added the action '\(rest[1])' to \(rest[0]): write its rule at 'strata:rule'"
            return .init(status: 0, output: (changes.summary + [done]).joined(separator: "\n"), error: "")
        } catch {
            return .init(status: 1, output: "", error: "scaffold: \(error.description)")
        }
    }
}
