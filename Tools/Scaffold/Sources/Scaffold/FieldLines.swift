import Foundation

/// Writes a template's per-field lines once for each field. A line that
/// holds a field's token (`{{field}}`, `{{fieldType}}`, `{{sqliteColumn}}`,
/// …) is repeated for every field, in order; the lines between `{{#choices}}`
/// and `{{/choices}}` are repeated for every enum field; and a line that
/// starts with `{{time}}` is kept only when a field is a time, as the import
/// that only a `Date` needs.
struct FieldLines {
    static let fieldTokens = [
        "field", "fieldKind", "fieldType", "fieldOptional", "sqliteColumn", "postgreSQLColumn", "fieldExamples",
    ].map { "{{\($0)}}" }
    static let timeOnly = "{{time}}"

    let fields: [FieldSpec]

    /// `template`, from the file at `path`, with its per-field lines written out.
    func expand(_ template: String, at path: String) throws(ScaffoldError) -> String {
        var lines: [String] = []
        var block: [String]?
        let hasTime = fields.contains { $0.kind == .time }
        for line in template.components(separatedBy: "\n") {
            let trimmed = line.trimmingCharacters(in: .whitespaces)
            if trimmed == "{{#choices}}" {
                block = []
            } else if trimmed == "{{/choices}}" {
                for field in fields where !field.choiceTokens.isEmpty {
                    lines += (block ?? []).map { Self.fill($0, with: field.choiceTokens) }
                }
                block = nil
            } else if block != nil {
                block?.append(line)
            } else if line.hasPrefix(Self.timeOnly) {
                if hasTime { lines.append(String(line.dropFirst(Self.timeOnly.count))) }
            } else if Self.fieldTokens.contains(where: line.contains) {
                lines += fields.map { Self.fill(line, with: $0.tokens) }
            } else {
                lines.append(line)
            }
        }
        // A block left open would silently drop the rest of the file.
        guard block == nil else { throw ScaffoldError("\(path): '{{#choices}}' has no '{{/choices}}' after it") }
        return lines.joined(separator: "\n")
    }

    private static func fill(_ line: String, with tokens: [String: String]) -> String {
        tokens.reduce(line) { line, token in line.replacingOccurrences(of: "{{\(token.key)}}", with: token.value) }
    }
}
