import Foundation

/// The files `make action` writes, from the templates in
/// `Tools/Scaffold/Templates/Action`: a file whose path names `{{Used}}` once
/// for each feature the action uses, any other once. A line that holds
/// `{{usedField}}` or `{{usedFieldType}}` is written for each field of the
/// used feature, in order; one that starts with `{{usedModules}}` is kept only
/// when the used feature has modules of its own, as `{{modules}}` is for the
/// acting one. A used feature's files serve every action of the feature that
/// uses it, so they are the `shared` ones.
struct ActionTemplates {
    static let folder = "Tools/Scaffold/Templates/Action"
    static let usedModulesOnly = "{{usedModules}}"
    /// Where the rule's comment wraps, counting its indentation; the action's own comment wraps at 79.
    static let ruleWidth = 100

    let feature: FeatureName
    let action: String
    let key: Character
    let used: [UsedFeature]
    let layout: FeatureLayout
    let repository: Repository

    /// Each path relative to the repository root, with its contents: the
    /// action's own, and those of the features it uses.
    func files() throws(ScaffoldError) -> (own: [String: String], shared: [String: String]) {
        let paths = repository.files(under: Self.folder, endingIn: "")
        guard !paths.isEmpty else {
            throw ScaffoldError("\(Self.folder): the templates are missing; restore them from the template")
        }
        let unknownToken = #/\{\{\w*\}\}/#
        var files: (own: [String: String], shared: [String: String]) = ([:], [:])
        for path in paths {
            let template = layout.lines(of: try repository.read(path))
            let relative = String(path.dropFirst(Self.folder.count + 1))
            for other in relative.contains("{{Used") ? used.map(Optional.some) : [nil] {
                let tokens = TemplateTokens(
                    other.map { self.tokens.merging($0.tokens) { own, _ in own } } ?? self.tokens)
                let target = tokens.fill(relative)
                let text = tokens.fill(expand(template, for: other))
                if let token = (target + text).firstMatch(of: unknownToken) {
                    throw ScaffoldError("\(path): '\(token.output)' is not a template token")
                }
                if other == nil { files.own[target] = text } else { files.shared[target] = text }
            }
        }
        return files
    }

    /// `template` with its per-field lines written out for `other`, and its
    /// lines for a used feature with modules kept only when it has them.
    private func expand(_ template: String, for other: UsedFeature?) -> String {
        template.lines.flatMap { line -> [String] in
            if line.hasPrefix(Self.usedModulesOnly) {
                return other?.layout == .modules ? [String(line.dropFirst(Self.usedModulesOnly.count))] : []
            }
            guard let other, line.contains("{{usedField}}") || line.contains("{{usedFieldType}}") else { return [line] }
            return other.fields.map { field in
                TemplateTokens(["usedField": field.name, "usedFieldType": UsedFeature.type(of: field)]).fill(line)
            }
        }.joined(separator: "\n")
    }

    /// The acting feature's tokens, its layers' modules and the action's own.
    var tokens: [String: String] {
        var tokens = feature.tokens
        for layer in FeatureTemplates.layers { tokens[layer] = layout.module(of: layer, for: feature) }
        tokens["action"] = action
        tokens["Action"] = action.prefix(1).uppercased() + action.dropFirst()
        tokens["key"] = String(key)
        tokens["ports"] = used.map { "\($0.variable): any \(feature.name)\($0.feature.name)Port" }
            .joined(separator: ", ")
        tokens["uses"] = Self.list(used.map(\.feature.name))
        tokens["rule"] = rule
        tokens["about"] = Self.wrap(
            "`\(action) name=value …`, or \(key) full screen: adds \(feature.tokens["aWord"] ?? "") as `add` does, "
                + "and first does to \(Self.list(used.map(\.feature.name))) what the rule below asks, in `work`, "
                + "so all of it lands or none does.", after: "    /// ", width: 79)
        return tokens
    }

    /// Where the team writes the rule: a comment, wrapped, that says how to read, change and refuse.
    var rule: String {
        let reads = used.map { "`\($0.variable).\($0.tokens["usedItem"] ?? "")(id)`" }
        let saves = used.map { "`\($0.variable).save(_:)`" }
        let change =
            used.count == 1
            ? "change the record, \(saves[0]) it;"
            : "change the record, save it with \(saves.joined(separator: " or "));"
        let words =
            "strata:rule — what `\(action)` checks and changes in \(Self.list(used.map(\.feature.name))). Read with "
            + "\(reads.joined(separator: " or ")), \(change) throw "
            + "`FieldError(\\\(feature.singular)Fields.<field>, .rule(\"…\"))` to refuse, and nothing is changed."
        return Self.wrap(words, after: "            // ", width: Self.ruleWidth)
    }

    /// `text` as comment lines that each start with `prefix` and end by `width`, a word at a time.
    static func wrap(_ text: String, after prefix: String, width: Int) -> String {
        var lines: [String] = []
        var line = ""
        for word in text.split(separator: " ") {
            if !line.isEmpty, prefix.count + line.count + 1 + word.count > width {
                lines.append(prefix + line)
                line = ""
            }
            line += (line.isEmpty ? "" : " ") + word
        }
        return (lines + [prefix + line]).joined(separator: "\n")
    }

    /// What App's line for the feature hands it: `.place(products: OrdersProductsStorePort(service: products), in: work)`.
    var call: String {
        let ports = used.map { "\($0.variable): \(feature.name)\($0.feature.name)StorePort(service: \($0.variable))" }
        return ".\(action)(\(ports.joined(separator: ", ")), in: work)"
    }

    /// `Products`, `Products and Customers`, `Products, Customers and Stores`.
    static func list(_ names: [String]) -> String {
        names.count < 2 ? names.joined() : names.dropLast().joined(separator: ", ") + " and " + (names.last ?? "")
    }
}
