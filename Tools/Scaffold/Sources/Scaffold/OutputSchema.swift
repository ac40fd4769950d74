import Foundation

/// docs/output.schema.json, the JSON Schema of one line of `--json` output,
/// as the generators keep it in step with the features: each feature made of
/// entries has a definition of its entries' fields, first in `$defs`, and a
/// line in `$defs.entries.allOf` that applies it to that feature's lines.
/// They edit it line by line in the layout `make feature` writes, so a
/// team's wording and order elsewhere stay, and read each edit back as JSON
/// before they keep it, so the file is never left invalid.
struct OutputSchema {
    static let path = "docs/output.schema.json"
    /// The comment of the line in `$defs.entries.allOf` above which each feature's line goes.
    static let marker = "strata:features — make feature adds a line above this one for each feature it writes"
    /// The line that opens the top level's `$defs`; each feature's definition goes right after it.
    static let definitions = #"  "$defs": {"#
    /// How far a definition in `$defs` is indented, its first and last lines.
    static let indent = "    "

    let text: String

    /// The file, checked to be a JSON object; nil when there is none.
    static func read(from repository: Repository) throws(ScaffoldError) -> OutputSchema? {
        guard repository.exists(path) else { return nil }
        let schema = OutputSchema(text: try repository.read(path))
        guard schema.object != nil else {
            throw ScaffoldError(
                "\(path) is not valid JSON; fix it, so the generators can keep each feature's fields there")
        }
        return schema
    }

    /// The file read as JSON, or nil when it is not a JSON object.
    var object: [String: Any]? {
        (try? JSONSerialization.jsonObject(with: Data(text.utf8))) as? [String: Any]
    }

    /// The names `$defs` gives its definitions.
    var definitionNames: Set<String> { Set((object?["$defs"] as? [String: Any])?.keys.map { $0 } ?? []) }

    /// The feature's definition, as `make feature` writes it, one string per line.
    static func definition(of feature: FeatureName, fields: [FieldSpec]) -> [String] {
        let key = feature.command
        // "A contacts frame", "An orders frame": the article as FeatureName gives it, capitalised.
        let article = FeatureName.article(of: key)
        let frame = article.prefix(1).uppercased() + article.dropFirst() + key
        let reference = ##""fields": {"$ref": "#/$defs/\##(key)/$defs/fields"}"##
        let properties = fields.indices.map { index in
            indent + "        " + fields[index].schemaProperty + (index == fields.count - 1 ? "" : ",")
        }
        return [
            indent + "\"\(key)\": {",
            indent
                + #"  "description": "\#(frame) frame: each entry's fields as \#(feature.singular)Fields declares them.","#,
            indent + #"  "properties": {"#,
            indent + #"    "entries": {"items": {"properties": {\#(reference)}}},"#,
            indent + #"    "entry": {"properties": {\#(reference)}}"#,
            indent + "  },",
            indent + #"  "$defs": {"#,
            indent + #"    "fields": {"#,
            indent + #"      "type": "object","#,
            indent + #"      "additionalProperties": false,"#,
            indent + #"      "required": [\#(fields.map { "\"\($0.name)\"" }.joined(separator: ", "))],"#,
            indent + #"      "properties": {"#,
        ] + properties + [indent + "      }", indent + "    }", indent + "  }", indent + "},"]
    }

    /// The line, but for its comma, that applies the definition `key` to the lines whose `feature` is `key`.
    static func dispatch(_ key: String) -> String {
        ##"{"if": {"properties": {"feature": {"const": "\##(key)"}}}, "then": {"$ref": "#/$defs/\##(key)"}}"##
    }

    /// The text with the feature's definition first in `$defs` and its line
    /// above the marker, or the one-line refusal of a file that has no place
    /// for them or names the definition already.
    func adding(_ feature: FeatureName, fields: [FieldSpec]) throws(ScaffoldError) -> String {
        var lines = text.lines
        guard let marker = lines.firstIndex(where: { $0.contains(Self.marker) }) else {
            throw ScaffoldError(
                #"\#(Self.path): the line '{"$comment": "\#(Self.marker)"}' is missing; "#
                    + "put it back, last in $defs.entries.allOf, to add features")
        }
        guard let definitions = lines.firstIndex(of: Self.definitions), definitions < marker else {
            throw ScaffoldError(
                "\(Self.path): the line '\(Self.definitions)' is missing; put it back, opening the top level's "
                    + "$defs, to add features")
        }
        guard !definitionNames.contains(feature.command) else {
            throw ScaffoldError(
                "'\(feature.name)' would add '\(feature.command)' to the $defs of \(Self.path), "
                    + "which has it already; choose another name")
        }
        let margin = String(lines[marker].prefix { $0 == " " })
        lines.insert(margin + Self.dispatch(feature.command) + ",", at: marker)
        lines.insert(contentsOf: Self.definition(of: feature, fields: fields), at: definitions + 1)
        let added = OutputSchema(text: lines.joined(separator: "\n"))
        guard added.definitionNames.contains(feature.command) else {
            throw ScaffoldError(
                "\(Self.path) would not be valid JSON with the feature's lines; "
                    + "keep the marker's line last in $defs.entries.allOf")
        }
        return added.text
    }
}
