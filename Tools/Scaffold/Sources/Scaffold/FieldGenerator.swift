import Foundation

/// Plans `make field FEATURE=Orders FIELD="due:date?"`: the feature's files
/// as `make feature` would write them from the fields strata.json records,
/// once without the new field and once with it. `scripts/field` merges the
/// difference into the fork's files three ways, so the team's edits stay; the
/// new field's column is a schema step of its own on each engine, after every
/// released one. A reference also changes App's `Features.swift`, as
/// `make feature` wires one, and the JSON view's schema gains the field in
/// the feature's definition there (the file as it is, before and after).
public struct FieldGenerator {
    /// The files that the field changes, before and after, by path: the
    /// feature's, the JSON view's schema, and for a reference, App's.
    public struct Plan: Equatable, Sendable {
        public let before: [String: String]
        public let after: [String: String]
        /// strata.json with the field recorded, so a later upgrade replays it.
        let record: ChangeSet
        /// What the field left alone, one line each, for the command to say.
        public let notes: [String]
    }

    let repository: Repository

    public init(repository: Repository) {
        self.repository = repository
    }

    /// Checks everything first and throws the first problem, in one line.
    public func plan(_ rawName: String, field word: String) throws(ScaffoldError) -> Plan {
        let feature = try FeatureName(rawName)
        guard let record = try TemplateRecord.read(from: repository) else {
            throw ScaffoldError(TemplateRecord.missing)
        }
        guard let made = record.generators.last(where: { $0.run == "feature" && $0.name == feature.name }) else {
            throw ScaffoldError(
                "strata.json records no 'make feature NAME=\(feature.name)', so make field cannot tell what it wrote; "
                    + "add the field by hand (Architecture.md, Changing a feature's fields)")
        }
        guard repository.exists("Sources/Domain/\(feature.name)") else {
            throw ScaffoldError("Sources/Domain/\(feature.name) is missing; make field changes a feature that is there")
        }
        let created = try FieldSpec.parse(made.fields ?? FieldSpec.defaultFields)
        var added: [FieldSpec] = []
        for step in record.generators where step.run == "field" && step.name == feature.name {
            added.append(try FieldSpec.added(step.field ?? ""))
        }
        let field = try FieldSpec.added(word)
        guard !(created + added).contains(where: { $0.name == field.name }) else {
            throw ScaffoldError("\(feature.name) has a field '\(field.name)' already; choose another name")
        }
        let manifest = try repository.read(FeatureGenerator.manifestFile)
        let layout: FeatureLayout =
            FeatureGenerator.hasModules(feature, in: manifest) ? .modules : .folders
        var templates = FeatureTemplates(
            feature: feature, layout: layout, fields: created, added: added, repository: repository)
        let before = try templates.files()
        templates.added.append(field)
        var after = try templates.files().filter { before[$0.key] != $0.value }
        var beforeApp: [String: String] = [:]
        if field.isReference {
            // App lends the other feature's service and declares the rule.
            let features = try repository.read(FeatureGenerator.featuresFile)
            let wiring = ReferenceWiring(
                feature: feature, fields: created + added + [field], repository: repository, layout: layout)
            beforeApp[FeatureGenerator.featuresFile] = features
            after[FeatureGenerator.featuresFile] = try wiring.adding(field, to: features)
        }
        let types = Set(after.values.flatMap { Repository.typeNames(declaredIn: $0) })
            .subtracting((Array(before.values) + beforeApp.values).flatMap { Repository.typeNames(declaredIn: $0) })
        let declared = try repository.declaredTypeNames()
        if let clash = types.sorted().first(where: declared.contains) {
            throw ScaffoldError("'\(field.name)' would declare '\(clash)', which this package already declares")
        }
        var notes: [String] = []
        switch try OutputSchema.adding(field, to: feature, in: repository) {
        case .changed(let schema, let described):
            beforeApp[OutputSchema.path] = schema
            after[OutputSchema.path] = described
        // The feature is whole without it: the JSON view writes every field whatever the schema says.
        case .leftAlone(let note): notes.append(note)
        }
        var changes = ChangeSet()
        try TemplateRecord.recording(
            TemplateRecord.Step(run: "field", name: feature.name, field: word), in: repository, into: &changes)
        return Plan(
            before: before.filter { after[$0.key] != nil }.merging(beforeApp) { template, _ in template },
            after: after, record: changes, notes: notes)
    }
}
