import Foundation

/// A feature an action changes, as `make action` copies it: its name, every
/// field strata.json records it made or given, and where its fields live.
struct UsedFeature {
    let feature: FeatureName
    let fields: [FieldSpec]
    let layout: FeatureLayout

    init(_ feature: FeatureName, record: TemplateRecord, repository: Repository) throws(ScaffoldError) {
        let made = record.generators.last { $0.run == "feature" && $0.name == feature.name }
        var fields = try FieldSpec.parse(made?.fields ?? FieldSpec.defaultFields)
        for step in record.generators where step.run == "field" && step.name == feature.name {
            fields.append(try FieldSpec.added(step.field ?? ""))
        }
        // A choice's enum is the other feature's own type, which the acting one never names.
        if let choice = fields.first(where: { if case .choice = $0.kind { true } else { false } }) {
            throw ScaffoldError(
                "USES \(feature.name): its field '\(choice.name)' is a choice, which make action cannot copy yet; "
                    + "write this action by hand (Architecture.md, Features that act together)")
        }
        self.feature = feature
        self.fields = fields
        let manifest = try repository.read(FeatureGenerator.manifestFile)
        layout = FeatureGenerator.hasModules(feature, in: manifest) ? .modules : .folders
    }

    /// `products`: the variable of its service in `Features.all`, and the action's argument.
    var variable: String { ReferenceWiring.variable(of: feature) }

    /// The tokens of the used feature's templates, beside the acting feature's.
    var tokens: [String: String] {
        let own = feature.tokens
        let word = own["word"] ?? ""
        return [
            "Used": feature.name, "UsedItem": feature.singular, "usedItem": own["item"] ?? "", "usedWord": word,
            "aUsedWord": own["aWord"] ?? "",
            "AUsedWord": (own["aWord"] ?? "").prefix(1).uppercased() + (own["aWord"] ?? "").dropFirst(),
            "UsedDomain": layout.module(of: "Domain", for: feature),
            "usedParameters": (["id: EntryID", "version: Int64"] + fields.map { "\($0.name): \(Self.type(of: $0))" })
                .joined(separator: ", "),
            "usedArguments": arguments,
        ]
    }

    /// The record's arguments from an entry read, wrapped as swift format
    /// keeps them: `id: id, version: product.version, name: draft.name, …`.
    var arguments: String {
        let item = feature.tokens["item"] ?? ""
        let all = ["id: id", "version: \(item).version"] + fields.map { "\($0.name): draft.\($0.name)" }
        let indent = "            "
        var lines: [String] = []
        var line = ""
        for (index, argument) in all.enumerated() {
            let piece = argument + (index == all.count - 1 ? ")" : ",")
            if !line.isEmpty, indent.count + line.count + 1 + piece.count > 120 {
                lines.append(line)
                line = ""
            }
            line += (line.isEmpty ? "" : " ") + piece
        }
        return (lines + [line]).joined(separator: "\n" + indent)
    }

    /// The field's Swift type, as its Domain declares it.
    static func type(of field: FieldSpec) -> String { field.tokens["fieldType"] ?? "" }
}
