import Foundation

/// What App gains for an action: the session's unit of work, made once
/// among the services however many actions there are, and the action in
/// its feature's line, given an adapter of each port from the used
/// feature's service. A feature with modules gains an Application module
/// for it, which `Features.swift` imports.
struct ActionWiring {
    static let workLine = "        let work = try context.unitOfWork()"

    let feature: FeatureName
    let layout: FeatureLayout
    /// `.place(products: OrdersProductsStorePort(service: products), in: work)`.
    let call: String

    /// `features`, the text of `Features.swift`, handing the feature its action.
    func wiring(_ features: String) throws(ScaffoldError) -> String {
        var lines = features.lines
        let opening = "context.entryFeature("
        let own = "(\(ReferenceWiring.variable(of: feature)), command: \"\(feature.command)\""
        var found: ClosedRange<Int>?
        var start = 0
        while found == nil, let first = lines[start...].firstIndex(where: { $0.contains(opening) }) {
            let statement = try Self.statement(from: first, in: lines)
            if Self.joined(lines[statement]).contains(opening.dropLast() + own) { found = statement }
            start = statement.upperBound + 1
            guard start < lines.count else { break }
        }
        guard let found else {
            throw ScaffoldError(
                "\(FeatureGenerator.featuresFile) has no line 'context.entryFeature\(own)…'; put it back to add actions"
            )
        }
        var line = Self.joined(lines[found])
        if let actions = line.range(of: "actions: [") {
            guard let close = Self.closing(in: line, from: actions.upperBound, open: "[", close: "]") else {
                throw ScaffoldError("\(FeatureGenerator.featuresFile): \(feature.name)'s actions never close their '['")
            }
            // A list swift format wrapped ends in a comma already.
            let listed = line[actions.upperBound..<close].trimmingCharacters(in: .whitespaces)
            line.insert(contentsOf: (listed.isEmpty || listed.hasSuffix(",") ? "" : ", ") + call, at: close)
        } else {
            let open = line.range(of: opening)?.upperBound ?? line.startIndex
            guard let close = Self.closing(in: line, from: open, open: "(", close: ")") else {
                throw ScaffoldError("\(FeatureGenerator.featuresFile): \(feature.name)'s line never closes its '('")
            }
            line.insert(contentsOf: ", actions: [\(call)]", at: close)
        }
        lines.replaceSubrange(found, with: [line])
        var text = lines.joined(separator: "\n")
        if !text.contains("context.unitOfWork()") {
            text = FeatureGenerator.inserting(Self.workLine, into: text, above: FeatureGenerator.servicesMarker)
        }
        guard layout == .modules else { return text }
        return FeatureGenerator.importing("import \(layout.module(of: "Application", for: feature))", into: text)
    }

    /// Package.swift's text with the feature's line naming Application among
    /// its layers, or nil when it does already.
    func listingApplication(in manifest: String) -> String? {
        var lines = manifest.lines
        guard let index = lines.firstIndex(where: { $0.contains("FeatureModules(\"\(feature.name)\"") }) else {
            return nil
        }
        let line = lines[index]
        var layers = FeatureGenerator.defaultModuleLayers
        if let listed = line.range(of: "layers: [") {
            layers = line[listed.upperBound...].prefix { $0 != "]" }.split(separator: ",")
                .map { $0.trimmingCharacters(in: CharacterSet(charactersIn: " \"")) }
        }
        guard !layers.contains("Application") else { return nil }
        let all = FeatureTemplates.layers.filter { layers.contains($0) || $0 == "Application" }
        lines[index] = FeatureGenerator.modulesLine(for: feature, layers: all) + (line.hasSuffix(",") ? "," : "")
        return lines.joined(separator: "\n")
    }

    /// The lines of the statement that starts at `first`, up to where its parentheses close.
    private static func statement(from first: Int, in lines: [String]) throws(ScaffoldError) -> ClosedRange<Int> {
        var depth = 0
        for index in first..<lines.count {
            depth += lines[index].filter { $0 == "(" }.count - lines[index].filter { $0 == ")" }.count
            if depth <= 0 { return first...index }
        }
        throw ScaffoldError("\(FeatureGenerator.featuresFile): a feature's line never closes its '('")
    }

    /// A statement swift format wrapped, on one line again, as it was written.
    private static func joined(_ lines: ArraySlice<String>) -> String {
        lines.dropFirst().reduce(lines.first ?? "") { text, line in
            text + (text.hasSuffix("(") || text.hasSuffix("[") ? "" : " ") + line.trimmed
        }
    }

    /// The index of the bracket that closes the one opened just before `start`.
    private static func closing(in line: String, from start: String.Index, open: Character, close: Character)
        -> String.Index?
    {
        var depth = 1
        var index = start
        while index < line.endIndex {
            if line[index] == open { depth += 1 }
            if line[index] == close {
                depth -= 1
                if depth == 0 { return index }
            }
            index = line.index(after: index)
        }
        return nil
    }
}
