import Foundation

/// What `make field` changes in App when the field it adds refers to another
/// feature: the feature's service line, written again with every reference
/// it now has, and the new rule's schema after every table. `fields` are all
/// of the feature's, the new one last.
extension ReferenceWiring {
    /// `features`, the text of `Features.swift`, wired for `field` too.
    func adding(_ field: FieldSpec, to features: String) throws(ScaffoldError) -> String {
        try ReferenceWiring(feature: feature, fields: [field], repository: repository).check(in: features)
        var lines = features.components(separatedBy: "\n")
        guard let start = Self.statement(of: feature, in: lines) else {
            throw ScaffoldError("\(FeatureGenerator.featuresFile) makes no \(feature.name) service; put its line back")
        }
        // swift format may have wrapped it: the statement ends where its parentheses close.
        var depth = 0
        var end = start
        for index in start..<lines.count {
            depth += lines[index].filter { $0 == "(" }.count - lines[index].filter { $0 == ")" }.count
            end = index
            if depth <= 0 { break }
        }
        lines.replaceSubrange(start...end, with: [serviceLine])
        // A service is made before those lent it: below the other feature's, unless one between needs this one.
        let targets = references.compactMap { reference in
            Self.statement(of: reference.target, in: lines).map { (reference.target, $0) }
        }
        if let (target, last) = targets.max(by: { $0.1 < $1.1 }), last > start {
            let marker = lines.firstIndex { $0.contains(FeatureGenerator.servicesMarker) } ?? lines.count
            let variable = Self.variable(of: feature)
            guard !lines[(start + 1)..<marker].contains(where: { Self.names(variable, in: $0) }) else {
                throw ScaffoldError(
                    "'\(field.name):\(target.name)': \(FeatureGenerator.featuresFile) lends \(feature.name)' service "
                        + "to a feature it makes before \(target.name)', so it cannot come after \(target.name)'s; "
                        + "features cannot refer to each other in a loop")
            }
            lines.insert(lines.remove(at: start), at: marker - 1)
        }
        let rule = ReferenceWiring(feature: feature, fields: [field], repository: repository).schemaLines
        let listed = rule.reduce(lines.joined(separator: "\n")) { text, line in
            FeatureGenerator.adding(line, to: text, above: FeatureGenerator.schemasMarker)
        }
        return importing(listed)
    }

    /// The index of the line where `Features.all` makes `feature`'s service.
    private static func statement(of feature: FeatureName, in lines: [String]) -> Int? {
        let start = "let \(variable(of: feature)) = try \(feature.name)Assembly.service("
        return lines.firstIndex { $0.trimmingCharacters(in: .whitespaces).hasPrefix(start) }
    }

    /// Whether `line` names the variable `variable` as a word of its own.
    private static func names(_ variable: String, in line: String) -> Bool {
        line.split(whereSeparator: { !($0.isLetter || $0.isNumber || $0 == "_") }).contains { $0 == variable }
    }
}
