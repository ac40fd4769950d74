/// A field's value in a line of `--json` output, as docs/output.schema.json
/// describes it: the JSON view writes a decimal as a string with every digit
/// of its scale, never a binary float, and an optional field left empty as null.
extension FieldSpec {
    /// The field's property in its feature's `fields` object, on one line: `"due": {"$ref": "#/$defs/day"}`.
    var schemaProperty: String { "\"\(name)\": \(schemaValue)" }

    /// What the field's value may be, as JSON Schema, on one line.
    var schemaValue: String {
        let value =
            switch kind {
            case .text: #"{"type": "string", "maxLength": \#(Self.longestText)}"#
            case .int:
                #"{"type": "integer", "minimum": \#(limits.lowerBound), "maximum": \#(limits.upperBound)}"#
            // A backslash in a JSON string is written twice: the pattern's `\.` is `\\.` in the file.
            case .decimal(let scale):
                #"{"type": "string", "pattern": "^-?[0-9]+\#(scale == 0 ? "" : #"\\.[0-9]{\#(scale)}"#)$"}"#
            case .date: ##"{"$ref": "#/$defs/day"}"##
            case .time: ##"{"$ref": "#/$defs/time"}"##
            case .bool: #"{"type": "boolean"}"#
            case .choice(let cases): #"{"enum": [\#(cases.map { "\"\($0)\"" }.joined(separator: ", "))]}"#
            case .reference: ##"{"$ref": "#/$defs/reference"}"##
            }
        return isOptional ? #"{"anyOf": [\#(value), {"type": "null"}]}"# : value
    }
}
