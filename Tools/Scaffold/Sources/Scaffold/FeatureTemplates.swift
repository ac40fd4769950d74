import Foundation

/// The files `make feature` writes: every file below `Templates/Feature`,
/// its path and its text with the feature's names in place of the tokens
/// (`FeatureName.tokens`), laid out as `layout` asks. The templates are
/// ordinary Swift beside their tokens, so a fork edits them as code and the
/// next feature follows.
struct FeatureTemplates {
    static let folder = "Tools/Scaffold/Templates/Feature"
    static let layers = ["Domain", "Application", "Infrastructure", "Interface"]

    let feature: FeatureName
    let layout: FeatureLayout
    /// The fields the feature was made with, in order.
    let fields: [FieldSpec]
    /// The fields `make field` added since, in order, each with a schema step of its own.
    var added: [FieldSpec] = []
    let repository: Repository
    let folder = FeatureTemplates.folder

    /// Each path relative to the repository root, with its contents.
    func files() throws(ScaffoldError) -> [String: String] {
        let paths = repository.files(under: folder, endingIn: "")
        guard !paths.isEmpty else {
            throw ScaffoldError("\(folder): the templates are missing; restore them from the template")
        }
        var files: [String: String] = [:]
        // Built once: a regex literal is compiled each time it is evaluated.
        let unknownToken = #/\{\{\w*\}\}/#
        for path in paths {
            let filled = fill(
                try FieldLines(created: fields, added: added).expand(
                    layout.lines(of: try repository.read(path)), at: path))
            let target = feature.fill(layout.path(of: String(path.dropFirst(folder.count + 1))))
            // A token spelled wrong would otherwise reach the code as text.
            if let token = (target + filled).firstMatch(of: unknownToken) {
                throw ScaffoldError("\(path): '\(token.output)' is not a template token")
            }
            files[target] = filled
        }
        return files
    }

    /// `{{Domain}}` and the other layers name the module that holds the
    /// feature's part of the layer, `{{label}}` its first field, the label;
    /// the rest are the feature's names.
    private func fill(_ text: String) -> String {
        var tokens = feature.tokens
        if let label = (fields + added).first { tokens["label"] = label.name }
        for layer in Self.layers { tokens[layer] = layout.module(of: layer, for: feature) }
        return TemplateTokens(tokens).fill(text)
    }

    /// The line the App's `Features` gains, above its marker: the core's
    /// flow and window over the feature's service, and the word that switches to it.
    var featureLine: String {
        "            context.entryFeature(\(ReferenceWiring.variable(of: feature)), command: \"\(feature.command)\")"
    }
    /// The feature's entry in `Features.schemas`, which the App's database is opened with.
    var schemaLine: String { "        \(ReferenceWiring.table(of: feature)).schema" }
    /// What `Features.swift` imports for a feature with modules: its table's module.
    var importLine: String? { layout == .modules ? "import \(feature.name)Infrastructure" : nil }
}
