import Foundation
import Testing

@testable import Scaffold

/// docs/output.schema.json, the JSON Schema of one line of `--json` output, as
/// `make feature` keeps it: each feature's definition of its fields and the
/// line that applies it, or a refusal in one line; `make rename` leaves it be.
/// `make field` and `make minimal` are OutputSchemaEditsTests'; that the
/// sample's Contacts is what `make feature` writes is held with its other
/// files (FeatureModulesTests).
@Suite struct OutputSchemaTests {
    /// Every kind of field, each as the JSON view writes its value: a decimal as a
    /// string with every digit of its scale, an optional one as null or its value.
    @Test func aFeatureWithAFieldOfEveryKindDescribesEach() throws {
        let copy = try RepositoryCopy()
        let features = RepositoryCopy.unusedFeatures
        try #require(features.count >= 2)
        let (referred, (name, entity)) = (features[0].name, features[1])
        #expect(copy.run(["feature", referred]).status == 0)
        let fields =
            "ref:\(referred)? total:decimal(2,0...) whole:decimal(0) qty:int(1...99) count:int placed:date at:time? "
            + "done:bool status:enum(open|shipped) note:text?"
        let outcome = copy.run(["feature", name, "--fields", fields])
        #expect(outcome.status == 0, "\(outcome.error)")
        let key = name.lowercased()
        let article = "aeiou".contains(key.prefix(1)) ? "An" : "A"
        let expected = [
            #"    "\#(key)": {"#,
            #"      "description": "\#(article) \#(key) frame: each entry's fields as \#(entity)Fields declares them.","#,
            #"      "properties": {"#,
            ##"        "entries": {"items": {"properties": {"fields": {"$ref": "#/$defs/\##(key)/$defs/fields"}}}},"##,
            ##"        "entry": {"properties": {"fields": {"$ref": "#/$defs/\##(key)/$defs/fields"}}}"##,
            #"      },"#,
            #"      "$defs": {"#,
            #"        "fields": {"#,
            #"          "type": "object","#,
            #"          "additionalProperties": false,"#,
            #"          "required": ["ref", "total", "whole", "qty", "count", "placed", "at", "done", "status", "note"],"#,
            #"          "properties": {"#,
            ##"            "ref": {"anyOf": [{"$ref": "#/$defs/reference"}, {"type": "null"}]},"##,
            #"            "total": {"type": "string", "pattern": "^-?[0-9]+\\.[0-9]{2}$"},"#,
            #"            "whole": {"type": "string", "pattern": "^-?[0-9]+$"},"#,
            #"            "qty": {"type": "integer", "minimum": 1, "maximum": 99},"#,
            #"            "count": {"type": "integer", "minimum": -999999999, "maximum": 999999999},"#,
            ##"            "placed": {"$ref": "#/$defs/day"},"##,
            ##"            "at": {"anyOf": [{"$ref": "#/$defs/time"}, {"type": "null"}]},"##,
            #"            "done": {"type": "boolean"},"#,
            #"            "status": {"enum": ["open", "shipped"]},"#,
            #"            "note": {"anyOf": [{"type": "string", "maxLength": 200}, {"type": "null"}]}"#,
            #"          }"#,
            #"        }"#,
            #"      }"#,
            #"    },"#,
        ]
        let text = try copy.read(RepositoryCopy.schemaPath)
        #expect(RepositoryCopy.definition(key, in: text) == expected)
        // Each definition goes first in $defs, so the later feature's is above the earlier one's.
        #expect(
            text.contains(
                "\n  \"$defs\": {\n" + expected.joined(separator: "\n") + "\n    \"\(referred.lowercased())\": {\n"))
        // Its line goes last but for the marker's, after the earlier feature's.
        let dispatch = { (key: String) in
            ##"        {"if": {"properties": {"feature": {"const": "\##(key)"}}}, "then": {"$ref": "#/$defs/\##(key)"}},"##
        }
        #expect(
            text.contains(
                dispatch(referred.lowercased()) + "\n" + dispatch(key) + "\n"
                    + #"        {"$comment": "strata:features — make feature adds a line above this one"#))
        let definitions = try #require(try copy.parsedSchema()["$defs"] as? [String: Any])
        let described = try #require((definitions[key] as? [String: Any])?["$defs"] as? [String: Any])
        #expect(
            (described["fields"] as? [String: Any])?["required"] as? [String] == [
                "ref", "total", "whole", "qty", "count", "placed", "at", "done", "status", "note",
            ])
    }

    /// Each refusal of make feature for the schema: one line, and not a file written. One copy
    /// serves every case, the file put back between them, as each refusal writes nothing.
    @Test func aFeatureIsRefusedInOneLineAndNothingIsWritten() throws {
        let copy = try RepositoryCopy()
        let unused = try #require(RepositoryCopy.unusedFeatures.first?.name)
        let text = try copy.read(RepositoryCopy.schemaPath)
        let cases: [(edit: String?, feature: String, message: String)] = [
            (
                text.replacingOccurrences(of: "strata:features — ", with: ""), unused,
                #"scaffold: docs/output.schema.json: the line '{"$comment": "strata:features — make feature adds a line "#
                    + #"above this one for each feature it writes"}' is missing; put it back, last in $defs.entries.allOf, "#
                    + "to add features"
            ),
            (
                text.replacingOccurrences(of: "\n  \"$defs\": {\n", with: "\n  \"$defs\" : {\n"), unused,
                #"scaffold: docs/output.schema.json: the line '  "$defs": {' is missing; put it back, opening the top "#
                    + "level's $defs, to add features"
            ),
            (
                text + "}\n", unused,
                "scaffold: docs/output.schema.json is not valid JSON; fix it, so the generators can keep each feature's "
                    + "fields there"
            ),
            (
                nil, unused,
                "scaffold: docs/output.schema.json is missing; make feature describes each feature's fields there: restore "
                    + "it from the template"
            ),
            (
                text, "Frame",
                "scaffold: 'Frame' would add 'frame' to the $defs of docs/output.schema.json, which has it already; "
                    + "choose another name"
            ),
        ]
        for refusal in cases {
            if let edited = refusal.edit {
                try copy.write(edited, to: RepositoryCopy.schemaPath)
            } else {
                try FileManager.default.removeItem(at: copy.root.appendingPathComponent(RepositoryCopy.schemaPath))
            }
            let before = try copy.snapshot()
            let outcome = copy.run(["feature", refusal.feature])
            #expect(outcome.status == 1)
            #expect(outcome.error == refusal.message)
            #expect(try copy.snapshot() == before)
        }
    }
}
