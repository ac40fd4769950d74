import Foundation

/// What `make field` changes in App when the field it adds refers to another
/// feature: the feature's service line, written again with every reference
/// it now has, and the new rule's schema after every table. `fields` are all
/// of the feature's, the new one last.
extension ReferenceWiring {
    /// `features`, the text of `Features.swift`, wired for `field` too.
    func adding(_ field: FieldSpec, to features: String) throws(ScaffoldError) -> String {
        try FeatureGenerator.checkMarkers(in: features)
        let added = ReferenceWiring(feature: feature, fields: [field], repository: repository)
        try added.check(in: features)
        let target = added.references.first?.target.name ?? ""
        var lines = features.lines
        guard let own = try Self.statement(of: feature, in: lines) else {
            throw ScaffoldError("\(FeatureGenerator.featuresFile) makes no \(feature.name) service; put its line back")
        }
        lines.replaceSubrange(own, with: [serviceLine])
        let start = own.lowerBound
        // A service is made before those it is lent to: the line moves just below the other
        // feature's, unless a service made between is lent this one, which would then come first.
        var targets: [(name: String, lines: ClosedRange<Int>)] = []
        for reference in references {
            if let lines = try Self.statement(of: reference.target, in: lines) {
                targets.append((reference.target.name, lines))
            }
        }
        if let last = targets.map(\.lines.upperBound).max(), last > start {
            let variable = Self.variable(of: feature)
            let lent = lines[(start + 1)...last].firstIndex { Self.names(variable, in: $0) }
            if let lent {
                let loop = targets.first { $0.lines.contains(lent) }?.name
                throw ScaffoldError(
                    loop.map {
                        "'\(field.name):\(target)': \($0) refers to \(feature.name) already, and features "
                            + "cannot refer to each other in a loop"
                    }
                        ?? "'\(field.name):\(target)': the \(feature.name) service would move below the \(target) "
                        + "service, but a service made before that one is lent it; reorder "
                        + "\(FeatureGenerator.featuresFile) by hand")
            }
            lines.insert(lines.remove(at: start), at: last)
        }
        let listed = added.schemaLines.reduce(lines.joined(separator: "\n")) { text, line in
            FeatureGenerator.adding(line, to: text, above: FeatureGenerator.schemasMarker)
        }
        return importing(listed)
    }

    /// The lines where `Features.all` makes `feature`'s service, which swift
    /// format may have wrapped: up to where its parentheses close.
    private static func statement(of feature: FeatureName, in lines: [String]) throws(ScaffoldError)
        -> ClosedRange<Int>?
    {
        let opening = serviceLine(of: feature).trimmed + "("
        guard let start = lines.firstIndex(where: { $0.trimmed.hasPrefix(opening) })
        else { return nil }
        var depth = 0
        for index in start..<lines.count {
            depth += lines[index].filter { $0 == "(" }.count - lines[index].filter { $0 == ")" }.count
            if depth <= 0 { return start...index }
        }
        throw ScaffoldError("\(FeatureGenerator.featuresFile): the \(feature.name) service's line never closes its '('")
    }

    /// Whether `line` names the variable `variable` as a word of its own.
    private static func names(_ variable: String, in line: String) -> Bool {
        line.split(whereSeparator: { !($0.isLetter || $0.isNumber || $0 == "_") }).contains { $0 == variable }
    }
}
