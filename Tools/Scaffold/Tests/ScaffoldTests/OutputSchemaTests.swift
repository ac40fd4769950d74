import Foundation
import Testing

@testable import Scaffold

/// docs/output.schema.json, the JSON Schema of one line of `--json` output, as
/// the generators keep it: `make feature` writes each feature's definition of
/// its fields and the line that applies it, `make field` adds a field to it,
/// `make minimal` removes the sample's, and the file is valid JSON after each.
/// That the sample's Contacts is what `make feature` writes is held with its
/// other files (FeatureModulesTests).
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

    /// `make field`'s sides: the file as it is, and with the field last in the
    /// feature's `properties`, the comma moved, and last in its `required`.
    @Test func aFieldGoesLastInItsFeaturesPropertiesAndRequired() throws {
        let copy = try RepositoryCopy()
        let name = try #require(RepositoryCopy.unusedFeatures.first?.name)
        #expect(copy.run(["feature", name, "--fields", "customer:text"]).status == 0)
        let before = try copy.read(RepositoryCopy.schemaPath)
        let first = try FieldGenerator(repository: copy.repository).plan(name, field: "due:date?")
        #expect(first.notes.isEmpty)
        #expect(first.before[RepositoryCopy.schemaPath] == before)
        let customer = #"            "customer": {"type": "string", "maxLength": 200}"#
        let due = ##"            "due": {"anyOf": [{"$ref": "#/$defs/day"}, {"type": "null"}]}"##
        let expected = before.replacingOccurrences(
            of: #""required": ["customer"],"#, with: #""required": ["customer", "due"],"#
        )
        .replacingOccurrences(of: customer + "\n", with: customer + ",\n" + due + "\n")
        #expect(expected != before)
        #expect(first.after[RepositoryCopy.schemaPath] == expected)
        // A second field, once the first is merged and recorded, goes after it.
        try copy.write(expected, to: RepositoryCopy.schemaPath)
        try first.record.apply(to: copy.repository)
        let second = try FieldGenerator(repository: copy.repository).plan(name, field: "rank:int(0...9)=0")
        let rank = #"            "rank": {"type": "integer", "minimum": 0, "maximum": 9}"#
        #expect(
            second.after[RepositoryCopy.schemaPath]
                == expected.replacingOccurrences(of: #""customer", "due"],"#, with: #""customer", "due", "rank"],"#)
                .replacingOccurrences(of: due + "\n", with: due + ",\n" + rank + "\n"))
        try copy.write(try #require(second.after[RepositoryCopy.schemaPath]), to: RepositoryCopy.schemaPath)
        _ = try copy.parsedSchema()
    }

    /// A fork whose feature has no definition, or no schema at all, still gets its field:
    /// the file is left as it was, and the command says so in one line, without failing.
    @Test(arguments: [false, true])
    func aFieldLeavesASchemaWithoutItsFeatureAlone(removingTheFile: Bool) throws {
        let copy = try RepositoryCopy()
        let name = try #require(RepositoryCopy.unusedFeatures.first?.name)
        #expect(copy.run(["feature", name, "--fields", "customer:text"]).status == 0)
        let key = name.lowercased()
        if removingTheFile {
            try FileManager.default.removeItem(at: copy.root.appendingPathComponent(RepositoryCopy.schemaPath))
        } else {
            let text = try copy.read(RepositoryCopy.schemaPath)
            let definition = RepositoryCopy.definition(key, in: text).joined(separator: "\n") + "\n"
            let dispatch = try #require(RepositoryCopy.dispatches(key, in: text).first) + "\n"
            #expect(text.contains(definition) && text.contains(dispatch))
            try copy.write(
                text.replacingOccurrences(of: definition, with: "").replacingOccurrences(of: dispatch, with: ""),
                to: RepositoryCopy.schemaPath)
        }
        let before = try copy.snapshot()
        let sides = copy.root.appendingPathComponent(".field")
        let outcome = copy.run([
            "field", name, "due:date?", sides.appendingPathComponent("before").path,
            sides.appendingPathComponent("after").path,
        ])
        let why = removingTheFile ? "is missing" : "has no definition of '\(key)' as make feature writes it"
        #expect(outcome.status == 0)
        #expect(
            outcome.error
                == "scaffold: docs/output.schema.json \(why), so it is left as it was; describe 'due' there by hand")
        #expect(!outcome.output.contains(RepositoryCopy.schemaPath))
        #expect(!copy.exists(".field/after/" + RepositoryCopy.schemaPath))
        // What it wrote is the two sides and the record, never the schema.
        let changed = try copy.snapshot().filter { before[$0.key] != $0.value && !$0.key.hasSuffix("/") }.keys
        #expect(changed.allSatisfy { $0.hasPrefix(".field/") || $0 == "strata.json" }, "\(changed.sorted())")
    }

    /// The Inbox and Contacts go: their definitions and the lines that name them, and
    /// nothing else, so what is left is the schema as it was without them, and valid.
    @Test(.enabled(if: RepositoryCopy.hasInboxSample))
    func minimalRemovesTheSamplesDefinitionsAndNothingElse() throws {
        let copy = try RepositoryCopy()
        var expected = try copy.parsedSchema()
        #expect(copy.run(["minimal"]).status == 0)
        let left = try copy.parsedSchema()
        var definitions = try #require(expected["$defs"] as? [String: Any])
        #expect(definitions.removeValue(forKey: "inbox") != nil && definitions.removeValue(forKey: "contacts") != nil)
        var frame = try #require(definitions["frame"] as? [String: Any])
        frame["oneOf"] = [["$ref": "#/$defs/entries"]]
        definitions["frame"] = frame
        var entries = try #require(definitions["entries"] as? [String: Any])
        let applied = try #require(entries["allOf"] as? [[String: Any]])
        #expect(applied.count == 2)
        entries["allOf"] = Array(applied.dropFirst())
        definitions["entries"] = entries
        expected["$defs"] = definitions
        // Compared as JSON with sorted keys, which neither order nor bridging changes.
        let sorted = { (object: [String: Any]) in
            String(decoding: try JSONSerialization.data(withJSONObject: object, options: .sortedKeys), as: UTF8.self)
        }
        #expect(try sorted(left) == sorted(expected))
        let text = try copy.read(RepositoryCopy.schemaPath)
        #expect(!text.contains("#/$defs/inbox") && !text.contains("#/$defs/contacts"))
    }

    @Test(.enabled(if: RepositoryCopy.hasInboxSample))
    func minimalRefusesASchemaThatStillRefersToTheSampleAndChangesNothing() throws {
        let copy = try RepositoryCopy()
        let text = try copy.read(RepositoryCopy.schemaPath)
        let update =
            ##""update": {"description": "The screen after background work changed it, with no command.", "$ref": "#/$defs/frame"}"##
        #expect(text.contains(update))
        try copy.write(
            text.replacingOccurrences(of: update, with: ##""update": {"$ref": "#/$defs/inbox"}"##),
            to: RepositoryCopy.schemaPath)
        let before = try copy.snapshot()
        let outcome = copy.run(["minimal"])
        #expect(outcome.status == 1)
        #expect(
            outcome.error
                == "scaffold: docs/output.schema.json: cannot remove the sample's 'inbox' and leave valid JSON that "
                + "no longer refers to it; remove it by hand, or restore the file from the template")
        #expect(try copy.snapshot() == before)
    }

    /// Each refusal of make feature for the schema: one line, and not a file written.
    @Test(
        arguments: [
            (
                "marker", nil,
                #"scaffold: docs/output.schema.json: the line '{"$comment": "strata:features — make feature adds a line "#
                    + #"above this one for each feature it writes"}' is missing; put it back, last in $defs.entries.allOf, "#
                    + "to add features"
            ),
            (
                "definitions", nil,
                #"scaffold: docs/output.schema.json: the line '  "$defs": {' is missing; put it back, opening the top "#
                    + "level's $defs, to add features"
            ),
            (
                "invalid", nil,
                "scaffold: docs/output.schema.json is not valid JSON; fix it, so the generators can keep each feature's "
                    + "fields there"
            ),
            (
                "missing", nil,
                "scaffold: docs/output.schema.json is missing; make feature describes each feature's fields there: restore "
                    + "it from the template"
            ),
            (
                "", "Frame",
                "scaffold: 'Frame' would add 'frame' to the $defs of docs/output.schema.json, which has it already; "
                    + "choose another name"
            ),
        ] as [(String, String?, String)])
    func aFeatureIsRefusedInOneLineAndNothingIsWritten(edit: String, feature: String?, message: String) throws {
        let copy = try RepositoryCopy()
        let name = try #require(feature ?? RepositoryCopy.unusedFeatures.first?.name)
        let text = try copy.read(RepositoryCopy.schemaPath)
        switch edit {
        case "marker":
            try copy.write(text.replacingOccurrences(of: "strata:features — ", with: ""), to: RepositoryCopy.schemaPath)
        case "definitions":
            try copy.write(
                text.replacingOccurrences(of: "\n  \"$defs\": {\n", with: "\n  \"$defs\" : {\n"),
                to: RepositoryCopy.schemaPath)
        case "invalid": try copy.write(text + "}\n", to: RepositoryCopy.schemaPath)
        case "missing":
            try FileManager.default.removeItem(at: copy.root.appendingPathComponent(RepositoryCopy.schemaPath))
        default: break
        }
        let before = try copy.snapshot()
        let outcome = copy.run(["feature", name])
        #expect(outcome.status == 1)
        #expect(outcome.error == message)
        #expect(try copy.snapshot() == before)
    }

    /// The schema names neither the package nor the program, so a rename leaves it byte for byte.
    @Test func renameLeavesTheSchemaAsItIs() throws {
        let copy = try RepositoryCopy()
        let before = try copy.read(RepositoryCopy.schemaPath)
        #expect(copy.run(["rename", RepositoryCopy.newPackageName]).status == 0)
        #expect(try copy.read(RepositoryCopy.schemaPath) == before)
        _ = try copy.parsedSchema()
    }
}
