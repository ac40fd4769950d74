import Foundation
import Testing

@testable import Scaffold

/// What `make field` and `make minimal` do to docs/output.schema.json: a
/// field joins its feature's definition, or the file is left alone and the
/// command says so; the sample's definitions go, and nothing else does.
@Suite struct OutputSchemaEditsTests {
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
        // Only the feature's definition changes: another feature of a fork's may have the same lines.
        let key = name.lowercased()
        func changing(_ text: String, _ edits: [(String, String)]) -> String {
            let definition = RepositoryCopy.definition(key, in: text).joined(separator: "\n")
            let changed = edits.reduce(definition) { $0.replacingOccurrences(of: $1.0, with: $1.1) }
            return text.replacingOccurrences(of: definition, with: changed)
        }
        let customer = #"            "customer": {"type": "string", "maxLength": 200}"#
        let due = ##"            "due": {"anyOf": [{"$ref": "#/$defs/day"}, {"type": "null"}]}"##
        let expected = changing(
            before,
            [
                (#""required": ["customer"],"#, #""required": ["customer", "due"],"#),
                (customer + "\n", customer + ",\n" + due + "\n"),
            ])
        #expect(RepositoryCopy.definition(key, in: expected).contains(due))
        #expect(first.after[RepositoryCopy.schemaPath] == expected)
        // A second field, once the first is merged and recorded, goes after it.
        try copy.write(expected, to: RepositoryCopy.schemaPath)
        try first.record.apply(to: copy.repository)
        let second = try FieldGenerator(repository: copy.repository).plan(name, field: "rank:int(0...9)=0")
        let rank = #"            "rank": {"type": "integer", "minimum": 0, "maximum": 9}"#
        #expect(
            second.after[RepositoryCopy.schemaPath]
                == changing(
                    expected,
                    [
                        (#""customer", "due"],"#, #""customer", "due", "rank"],"#),
                        (due + "\n", due + ",\n" + rank + "\n"),
                    ]))
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
    /// nothing else, so what `copy` is left with after make minimal is the schema it had,
    /// `expected`, without them, and valid. `MinimalGeneratorTests` holds its run of minimal to it.
    static func minimalRemovedTheSamplesDefinitionsAndNothingElse(from expected: [String: Any], in copy: RepositoryCopy)
        throws
    {
        var expected = expected
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
}
