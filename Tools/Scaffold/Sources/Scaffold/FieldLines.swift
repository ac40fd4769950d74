import Foundation

/// Writes a template's per-field lines once for each field. A line that
/// holds a field's token (`{{field}}`, `{{fieldType}}`, …) is repeated for
/// every field, in order, and one that holds a column of the first schema
/// step (`{{sqliteColumn}}`, `{{postgreSQLColumn}}`) for every field the
/// feature was made with. Two blocks repeat their lines: between
/// `{{#choices}}` and `{{/choices}}`, for every enum field; between
/// `{{#added}}` and `{{/added}}`, for every field `make field` added, as a
/// schema step numbered after the last `// N:` comment above it, or after the
/// two every table starts with (`EntryTable`: the table, then its count); between
/// `{{#references}}` and `{{/references}}`, for every field that refers to
/// another feature, once for lines that two fields would fill alike. A line
/// that starts with `{{time}}` is kept only when a field is a time, as the import that only a `Date` needs; one that starts
/// with `{{referring}}` only when a field refers to another feature, and one
/// with `{{alone}}` only when none does; one that starts with `{{changed}}`
/// only when `make field` added a field, and one with `{{unchanged}}` only
/// when it added none.
struct FieldLines {
    static let fieldTokens: Set = ["field", "fieldKind", "fieldType", "fieldOptional"]
    static let columnTokens: Set = ["sqliteColumn", "postgreSQLColumn"]
    static let timeOnly = "{{time}}"
    static let referringOnly = "{{referring}}"
    static let aloneOnly = "{{alone}}"
    static let changedOnly = "{{changed}}"
    static let unchangedOnly = "{{unchanged}}"
    /// The steps `EntryTable` makes every table with, before any `make field` adds.
    static let tableSteps = 2

    /// The fields the feature was made with, then those `make field` added, in order.
    let created: [FieldSpec]
    let added: [FieldSpec]

    init(created: [FieldSpec], added: [FieldSpec] = []) {
        self.created = created
        self.added = added
    }

    /// `template`, from the file at `path`, with its per-field lines written out.
    func expand(_ template: String, at path: String) throws(ScaffoldError) -> String {
        let fields = created + added
        var lines: [String] = []
        var block: (name: String, lines: [String])?
        var lastStep = Self.tableSteps
        for line in template.lines {
            let trimmed = line.trimmed
            let keys = TemplateTokens.keys(in: line)
            if let name = Self.block(opening: trimmed) {
                guard block == nil else { throw ScaffoldError("\(path): '\(trimmed)' opens a block inside a block") }
                block = (name, [])
            } else if let open = block, trimmed == "{{/\(open.name)}}" {
                let tokens =
                    switch open.name {
                    case "choices": fields.map(\.choiceTokens).filter { !$0.isEmpty }
                    case "references": fields.compactMap(\.referenceTokens)
                    default: added.indices.map { added[$0].addedTokens(step: lastStep + 1 + $0) }
                    }
                // Two fields that fill a block alike, as two references to one feature do, write it once.
                var filled: [[String]] = []
                for fieldTokens in tokens {
                    let chunk = open.lines.map { TemplateTokens(fieldTokens).fill($0) }
                    if !filled.contains(chunk) { filled.append(chunk) }
                }
                lines += filled.joined()
                block = nil
            } else if block != nil {
                block?.lines.append(line)
            } else if line.hasPrefix(Self.timeOnly) {
                if fields.contains(where: { $0.kind == .time }) {
                    lines.append(String(line.dropFirst(Self.timeOnly.count)))
                }
            } else if line.hasPrefix(Self.referringOnly) || line.hasPrefix(Self.aloneOnly) {
                let prefix = line.hasPrefix(Self.referringOnly) ? Self.referringOnly : Self.aloneOnly
                if fields.contains(where: \.isReference) == (prefix == Self.referringOnly) {
                    lines.append(String(line.dropFirst(prefix.count)))
                }
            } else if line.hasPrefix(Self.changedOnly) || line.hasPrefix(Self.unchangedOnly) {
                let prefix = line.hasPrefix(Self.changedOnly) ? Self.changedOnly : Self.unchangedOnly
                if added.isEmpty == (prefix == Self.unchangedOnly) {
                    lines.append(String(line.dropFirst(prefix.count)))
                }
            } else if !keys.isDisjoint(with: Self.columnTokens) {
                lines += created.map { TemplateTokens($0.tokens).fill(line) }
            } else if !keys.isDisjoint(with: Self.fieldTokens) {
                lines += fields.map { TemplateTokens($0.tokens).fill(line) }
            } else {
                if let step = Self.stepNumber(trimmed) { lastStep = step }
                lines.append(line)
            }
        }
        // A block left open would silently drop the rest of the file.
        if let open = block { throw ScaffoldError("\(path): '{{#\(open.name)}}' has no '{{/\(open.name)}}' after it") }
        return lines.joined(separator: "\n")
    }

    private static func block(opening line: String) -> String? {
        ["choices", "added", "references"].first { line == "{{#\($0)}}" }
    }

    /// `3` for a schema step's comment, `// 3: …`.
    private static func stepNumber(_ line: String) -> Int? {
        guard line.hasPrefix("// "), let colon = line.firstIndex(of: ":") else { return nil }
        return Int(line[line.index(line.startIndex, offsetBy: 3)..<colon])
    }
}
