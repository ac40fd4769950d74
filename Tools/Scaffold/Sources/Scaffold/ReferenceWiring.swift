import Foundation

/// What App gains when a feature's fields refer to other features: the
/// lines of `Features.swift` that lend each referred feature's service, which
/// answers `ReferencedEntries`, to the new one, and declare the rule the
/// database holds. No feature imports another: they meet here, in App, as
/// the Inbox and Contacts do.
struct ReferenceWiring {
    let feature: FeatureName
    let fields: [FieldSpec]
    let repository: Repository
    /// Where the feature's fields are: the module `Features.swift` imports for a rule's key path.
    var layout: FeatureLayout = .folders

    /// Each reference field with the feature it names.
    var references: [(field: FieldSpec, target: FeatureName)] {
        fields.compactMap { field in
            guard case .reference(let target) = field.kind else { return nil }
            return (field, target)
        }
    }

    /// The variable `Features.all` holds a feature's service in: `contacts`.
    static func variable(of feature: FeatureName) -> String { feature.tokens["name"] ?? feature.name }

    /// Refuses, before anything is written, a reference to a feature that
    /// `Features.all` does not make a service of, in the text `features`.
    func check(in features: String) throws(ScaffoldError) {
        for (field, target) in references {
            guard target != feature else {
                throw ScaffoldError("'\(field.name):\(target.name)': a feature cannot refer to itself yet")
            }
            // swift format may wrap the arguments of a service lent others, so only the start is matched.
            guard features.contains(Self.serviceLine(of: target).trimmed + "(") else {
                throw ScaffoldError(
                    "'\(field.name):\(target.name)' refers to no feature: \(FeatureGenerator.featuresFile) makes no \(target.name) service"
                )
            }
            // What a reference shows and matches is the other feature's label, its first field.
            let fields = "Sources/Domain/\(target.name)/\(target.singular)Fields.swift"
            let first = (try? repository.read(fields))?.lines.first { $0.contains("= FieldKey<") }
            guard let first, first.contains(".text(") else {
                throw ScaffoldError(
                    "'\(field.name):\(target.name)' needs \(target.name)'s first field, its label, to be text, as \(fields) declares it"
                )
            }
        }
    }

    /// `features` importing, when it must, Application, whose `FieldReferences` the service line
    /// names, and the module of the feature's fields, whose keys each rule names: `\.customer`.
    func importing(_ features: String) -> String {
        guard !references.isEmpty else { return features }
        let domain = "import \(layout.module(of: "Domain", for: feature))"
        return ["import Application", domain].reduce(features) { FeatureGenerator.importing($1, into: $0) }
    }

    /// `let orders = try context.entryService`, up to its arguments.
    static func serviceLine(of feature: FeatureName) -> String {
        "        let \(variable(of: feature)) = try context.entryService"
    }

    /// `EntryTable.orders`: the feature's table, which its store keeps it in.
    static func table(of feature: FeatureName) -> String { "EntryTable.\(variable(of: feature))" }

    /// The new feature's line above `Features.all`'s services marker: each
    /// reference field is lent the service of the feature it names.
    var serviceLine: String {
        let ports = references.map { "\"\($0.field.name)\": \(Self.variable(of: $0.target))" }
        let arguments = ports.isEmpty ? "" : ", references: FieldReferences([\(ports.joined(separator: ", "))])"
        return Self.serviceLine(of: feature) + "(\(Self.table(of: feature))\(arguments))"
    }

    /// The lines `Features.schemas` gains for the references' rules, after the feature's own tables.
    var schemaLines: [String] {
        references.map {
            "        \(Self.table(of: feature)).reference(\\.\($0.field.name), to: \(Self.table(of: $0.target))).schema"
        }
    }
}
