import Foundation

/// Plans `make feature NAME=…`: what is the feature's own, from the templates
/// in `Tools/Scaffold/Templates/Feature` (its fields in Domain, its table in
/// Infrastructure, the store contract on that table and its end-to-end test),
/// and the lines in the App's `Features` that make the entry core serve it as
/// a peer of every other feature, and its fields' description in the JSON
/// view's schema. With modules of its own, its tests go to its
/// own test target instead, and its line to Package.swift's table.
public struct FeatureGenerator {
    /// Where the App lists its features, and the line new ones go above.
    static let featuresFile = "Sources/App/Features.swift"
    static let marker = "// strata:features — new features go above this line"
    static let schemasMarker = "// strata:schemas — new features' tables go above this line"
    static let servicesMarker = "// strata:services — new features' services go above this line"
    /// Where Package.swift lists the features with modules of their own.
    static let manifestFile = "Package.swift"
    static let modulesMarker = "// strata:feature-modules — features with modules of their own go above this line"
    /// Words the shell, the Inbox or a generated feature already answers: a
    /// feature named so would hide them, or be hidden.
    static let commandWords: Set<String> = [
        "inbox", "list", "open", "back", "search", "next", "prev", "send", "delete", "read", "sync", "retry", "help",
        "quit", "exit", "add", "show",
    ]
    /// Types of Swift, its concurrency and Foundation that every file may use: a
    /// generated type of the same name would hide them across its module.
    static let standardTypes: Set<String> = [
        "Task", "Result", "Error", "Date", "Data", "URL", "UUID", "Timer", "Notification", "Calendar", "Operation",
        "Process", "Predicate", "Locale", "TimeZone", "Duration", "Clock", "Actor", "Thread", "Bundle", "Decimal",
        "Range", "Sequence", "Collection", "Measurement", "Unit", "Formatter", "Expression", "Regex", "Mutex",
        "Stream", "Pipe", "Host", "Port", "Progress", "Selector", "Scanner", "Tuple", "Comparable", "Identifiable",
        "Codable", "Encoder", "Decoder", "Character", "Substring", "Dictionary", "Array", "Set", "String", "Int",
        "Double", "Float", "Bool", "Optional", "Never", "Void", "Any", "Equatable", "Hashable", "Sendable",
        "Executor", "Continuation",
    ]
    /// The shared table in which each feature records its schema version.
    static let sharedTables: Set<String> = ["schema_versions", "sqlite_sequence"]
    /// Names the package already gives a module, which a type must not shadow.
    static let moduleNames = Set(Repository.modules)

    let repository: Repository

    public init(repository: Repository) {
        self.repository = repository
    }

    /// Checks everything first and throws the first problem; only then says
    /// what to write. `fields` is FIELDS as typed: `customer:text total:decimal(2)`.
    public func plan(_ rawName: String, layout: FeatureLayout = .folders, fields: String = FieldSpec.defaultFields)
        throws(ScaffoldError) -> ChangeSet
    {
        let feature = try FeatureName(rawName)
        let fields = try FieldSpec.parse(fields)
        let name = feature.name
        guard !Self.moduleNames.contains(name), !Self.moduleNames.contains(feature.singular) else {
            throw ScaffoldError("'\(name)' names a module of this package; choose another feature name")
        }
        let manifest = layout == .modules ? try Self.manifest(in: repository) : ""
        for layer in Repository.layers {
            for folder in ["Sources/\(layer)/\(name)", "Tests/\(layer)Tests/\(name)"] where repository.exists(folder) {
                throw ScaffoldError("the feature '\(name)' already exists: \(folder) is there")
            }
        }
        let ownTests = "Tests/\(name)Tests"
        if layout == .modules, repository.exists(ownTests) {
            throw ScaffoldError("\(ownTests) is there already; a feature with modules keeps its tests there")
        }
        guard !Self.commandWords.contains(feature.command) else {
            throw ScaffoldError("'\(name)' would make the command '\(feature.command)', which features already use")
        }
        let features = try repository.read(Self.featuresFile)
        try Self.checkMarkers(in: features)
        guard let schema = try OutputSchema.read(from: repository) else {
            throw ScaffoldError(
                "\(OutputSchema.path) is missing; make feature describes each feature's fields there: "
                    + "restore it from the template")
        }
        let described = try schema.adding(feature, fields: fields)
        if features.contains(ReferenceWiring.table(of: feature) + ".") {
            throw ScaffoldError("the feature '\(name)' already exists: \(Self.featuresFile) lists it")
        }
        let wiring = ReferenceWiring(feature: feature, fields: fields, repository: repository, layout: layout)
        try wiring.check(in: features)
        let templates = FeatureTemplates(feature: feature, layout: layout, fields: fields, repository: repository)
        let files = try templates.files()
        let declared = try repository.declaredTypeNames()
        let generated = files.values.flatMap { Repository.typeNames(declaredIn: $0) }.sorted()
        if let shadow = generated.first(where: Self.standardTypes.contains) {
            throw ScaffoldError(
                "'\(name)' would declare '\(shadow)', which hides Swift's or Foundation's own; choose another name")
        }
        // An enum field's type is the entity's name and the field's: `Order` + `rowViewModel` would be the feature's own.
        if let twice = generated.indices.dropFirst().first(where: { generated[$0] == generated[$0 - 1] }) {
            throw ScaffoldError(
                "'\(name)' would declare '\(generated[twice])' twice; an enum field's type is named after it, so rename that field"
            )
        }
        if let clash = generated.first(where: declared.contains) {
            throw ScaffoldError("'\(name)' would declare '\(clash)', which this package already declares")
        }
        let tables = try repository.tableNames()
        // Every object its schema creates shares one namespace with every other feature's: `Orders`
        // keeps `orders_count`, which `OrdersCount` would take as its table. Read from what the
        // templates and the core's steps write, so a step added to either is checked too.
        let objects = Repository.schemaObjects(in: Array(files.values))
            .union(repository.entryTableObjects(in: Array(files.values))).sorted()
        for table in objects where Self.sharedTables.contains(table) || tables.contains(table) {
            throw ScaffoldError("'\(name)' would make the table '\(table)', which the database already has")
        }

        var changes = ChangeSet()
        for (path, text) in files {
            guard !repository.exists(path) else { throw ScaffoldError("\(path) already exists") }
            changes.write(text, to: path)
        }
        let listed = ([templates.schemaLine] + wiring.schemaLines).reduce(features) { text, line in
            Self.adding(line, to: text, above: Self.schemasMarker)
        }
        let served = Self.inserting(wiring.serviceLine, into: listed, above: Self.servicesMarker)
        let wired = wiring.importing(Self.adding(templates.featureLine, to: served))
        changes.write(templates.importLine.map { Self.importing($0, into: wired) } ?? wired, to: Self.featuresFile)
        changes.write(described, to: OutputSchema.path)
        if layout == .modules {
            changes.write(
                Self.adding(Self.modulesLine(for: feature), to: manifest, above: Self.modulesMarker),
                to: Self.manifestFile)
        }
        return changes
    }

    /// Refuses a `Features.swift` whose markers, where generated lines go, are not all there.
    static func checkMarkers(in features: String) throws(ScaffoldError) {
        for marker in [marker, schemasMarker, servicesMarker] where !features.contains(marker) {
            throw ScaffoldError("\(featuresFile): the line '\(marker)' is missing; put it back to add features")
        }
    }

    /// Package.swift, checked to hold the table a feature with modules is added to.
    static func manifest(in repository: Repository) throws(ScaffoldError) -> String {
        let manifest = try repository.read(manifestFile)
        guard manifest.contains(modulesMarker) else {
            throw ScaffoldError(
                "\(manifestFile): the line '\(modulesMarker)' is missing; put it back to give a feature modules")
        }
        return manifest
    }

    /// The layers a feature with modules has unless it names more: its fields and its table.
    static let defaultModuleLayers = ["Domain", "Infrastructure"]

    /// The feature's line in Package.swift's table of features with modules,
    /// naming its layers when they are not the two it has by default.
    static func modulesLine(for feature: FeatureName, layers: [String] = defaultModuleLayers) -> String {
        guard layers != defaultModuleLayers else { return "    FeatureModules(\"\(feature.name)\")" }
        return
            "    FeatureModules(\"\(feature.name)\", layers: [\(layers.map { "\"\($0)\"" }.joined(separator: ", "))])"
    }

    /// Whether Package.swift's text lists the feature among those with modules, by either form of its line.
    static func hasModules(_ feature: FeatureName, in manifest: String) -> Bool {
        ["\")", "\", "].contains { manifest.contains("FeatureModules(\"\(feature.name)\($0)") }
    }

    /// `text` with the import `line` among its imports, in order, as swift format keeps them.
    static func importing(_ line: String, into text: String) -> String {
        var lines = text.lines
        guard !lines.contains(line) else { return text }
        let imports = lines.indices.filter { lines[$0].hasPrefix("import ") }
        let index = imports.first { lines[$0] > line } ?? (imports.last.map { $0 + 1 } ?? 0)
        lines.insert(line, at: index)
        return lines.joined(separator: "\n")
    }

    /// Puts `line` just above the marker's line, as a statement of its own.
    static func inserting(_ line: String, into text: String, above marker: String) -> String {
        var lines = text.lines
        guard let markerIndex = lines.firstIndex(where: { $0.contains(marker) }) else { return text }
        lines.insert(line, at: markerIndex)
        return lines.joined(separator: "\n")
    }

    /// Puts `line` last among the lines between the list's `[` and the marker.
    /// swift-format wants a comma after each element of a list of several, and
    /// none after a lone one, so the commas of that block are set again.
    static func adding(_ line: String, to features: String, above marker: String = marker) -> String {
        var lines = features.lines
        guard let markerIndex = lines.firstIndex(where: { $0.contains(marker) }) else { return features }
        lines.insert(line, at: markerIndex)
        let open = lines[..<markerIndex].lastIndex { $0.hasSuffix("[") } ?? markerIndex
        let elements = (open + 1)...markerIndex
        for index in elements {
            var element = lines[index]
            while element.hasSuffix(",") { element.removeLast() }
            lines[index] = elements.count == 1 ? element : element + ","
        }
        return lines.joined(separator: "\n")
    }
}
