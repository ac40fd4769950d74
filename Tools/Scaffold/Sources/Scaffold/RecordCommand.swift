import Foundation

/// `scaffold record`: what `make upgrade` and `make record` read from and
/// write to `strata.json`, so the shell script never parses JSON.
enum RecordCommand {
    static func run(_ arguments: [String], defaultRoot: String) -> ScaffoldCommand.Outcome {
        let counts = ["steps": 0, "template": 0, "follow": 2, "start": 1]
        guard let action = arguments.first, let count = counts[action],
            (count + 1...count + 2).contains(arguments.count)
        else { return ScaffoldCommand.Outcome(status: 64, output: "", error: ScaffoldCommand.usage) }
        let values = Array(arguments.dropFirst().prefix(count))
        let root = arguments.count == count + 2 ? arguments[count + 1] : defaultRoot
        let repository = Repository(root: URL(fileURLWithPath: root))
        do {
            if action == "start" {
                guard values[0].count == 40, values[0].allSatisfy(\.isHexDigit) else {
                    throw ScaffoldError(
                        "COMMIT must be the full 40-character id of the template commit you forked from")
                }
                guard try TemplateRecord.read(from: repository) == nil else {
                    throw ScaffoldError("\(TemplateRecord.path) already exists; edit it instead")
                }
                let record = TemplateRecord(template: .init(version: "unknown", commit: values[0]))
                try Data(record.text.utf8).write(to: repository.url(TemplateRecord.path))
                return .init(status: 0, output: "started \(TemplateRecord.path) at \(values[0])", error: "")
            }
            guard var record = try TemplateRecord.read(from: repository) else {
                throw ScaffoldError(TemplateRecord.missing)
            }
            switch action {
            case "steps":
                return .init(status: 0, output: record.stepLines.joined(separator: "\n"), error: "")
            case "template":
                return .init(
                    status: 0, output: "\(record.template.version) \(record.template.commit ?? "-")", error: "")
            default:
                record.template = .init(version: values[0], commit: values[1])
                try Data(record.text.utf8).write(to: repository.url(TemplateRecord.path))
                return .init(status: 0, output: "", error: "")
            }
        } catch let error as ScaffoldError {
            return .init(status: 1, output: "", error: "scaffold: \(error.description)")
        } catch {
            return .init(status: 1, output: "", error: "scaffold: \(TemplateRecord.path): cannot be written")
        }
    }
}
