import Foundation

/// What `make field` and `make minimal` do to docs/output.schema.json: a
/// field joins its feature's definition; the sample's definitions go, with
/// the lines that name them.
extension OutputSchema {
    /// What `make field` does to the file; neither is a refusal.
    enum FieldEdit {
        /// The file as it is and with the field in its feature's definition.
        case changed(before: String, after: String)
        /// The line that says the file is left as it was, and why.
        case leftAlone(note: String)
    }

    /// `field` added to the feature's definition; or the file left as it was
    /// when it has none in the layout `make feature` writes (a fork's feature
    /// older than the file, or a file a team removed or reworked).
    static func adding(_ field: FieldSpec, to feature: FeatureName, in repository: Repository)
        throws(ScaffoldError) -> FieldEdit
    {
        let leftAlone = { (why: String) in
            FieldEdit.leftAlone(note: "\(path) \(why), so it is left as it was; describe '\(field.name)' there by hand")
        }
        guard repository.exists(path) else { return leftAlone("is missing") }
        let schema = OutputSchema(text: try repository.read(path))
        guard schema.object != nil else { return leftAlone("is not valid JSON") }
        guard let added = schema.adding(field, to: feature) else {
            return leftAlone("has no definition of '\(feature.command)' as make feature writes it")
        }
        return .changed(before: schema.text, after: added)
    }

    /// The text with `field` last among the feature's `required` and
    /// `properties`, or nil when the feature has no definition in the layout
    /// `make feature` writes, as in a fork whose feature is older than the
    /// file: then the file is left as it was, for the team to edit.
    func adding(_ field: FieldSpec, to feature: FeatureName) -> String? {
        var lines = text.lines
        guard let top = lines.firstIndex(of: Self.definitions),
            let start = lines[top...].firstIndex(of: Self.indent + "\"\(feature.command)\": {"),
            let end = lines[start...].firstIndex(where: { $0 == Self.indent + "}" || $0 == Self.indent + "}," }),
            let required = lines[start..<end].lastIndex(where: { $0.hasSuffix("],") && $0.contains(#""required": ["#) }
            ),
            let open = lines[start..<end].lastIndex(where: { $0.hasSuffix("\"properties\": {") }),
            let close = lines[open..<end].firstIndex(where: { $0.trimmingCharacters(in: .whitespaces) == "}" }),
            close > open + 1
        else { return nil }
        let last = lines[close - 1]
        lines[close - 1] = last + ","
        lines.insert(String(last.prefix { $0 == " " }) + field.schemaProperty, at: close)
        lines[required] = lines[required].dropLast(2) + ", \"\(field.name)\"],"
        let added = OutputSchema(text: lines.joined(separator: "\n"))
        // Read back, so a definition laid out otherwise than it looked is never left half changed.
        let definition = (added.object?["$defs"] as? [String: Any])?[feature.command] as? [String: Any]
        let fields = (definition?["$defs"] as? [String: Any])?["fields"] as? [String: Any]
        guard (fields?["properties"] as? [String: Any])?[field.name] != nil,
            (fields?["required"] as? [String])?.last == field.name
        else { return nil }
        return added.text
    }

    /// The text without the definition `key` in `$defs` and without the lines
    /// that refer to it alone: its line in `entries`' `allOf`, or in a list
    /// such as `frame`'s `oneOf`. A line that was last takes the comma from the
    /// one before it. Nil when the result would be invalid or still refer to it.
    func removing(_ key: String) -> String? {
        var lines = text.lines
        if let top = lines.firstIndex(of: Self.definitions),
            let start = lines[top...].firstIndex(of: Self.indent + "\"\(key)\": {")
        {
            guard let end = lines[start...].firstIndex(where: { $0 == Self.indent + "}" || $0 == Self.indent + "}," })
            else { return nil }
            // The last definition closes without a comma; the one before it becomes the last.
            let wasLast = lines[end] == Self.indent + "}"
            lines.removeSubrange(start...end)
            if wasLast, lines[start - 1].hasSuffix(",") { lines[start - 1].removeLast() }
        }
        let referring: Set<String> = [##"{"$ref": "#/$defs/\##(key)"}"##, Self.dispatch(key)]
        var index = 0
        while index < lines.count {
            let line = lines[index].trimmingCharacters(in: .whitespaces)
            guard referring.contains(line.hasSuffix(",") ? String(line.dropLast()) : line) else {
                index += 1
                continue
            }
            lines.remove(at: index)
            if !line.hasSuffix(","), index > 0, lines[index - 1].hasSuffix(",") { lines[index - 1].removeLast() }
        }
        let removed = OutputSchema(text: lines.joined(separator: "\n"))
        guard removed.object != nil, !removed.text.contains("#/$defs/\(key)\""),
            !removed.text.contains("#/$defs/\(key)/")
        else { return nil }
        return removed.text
    }
}
