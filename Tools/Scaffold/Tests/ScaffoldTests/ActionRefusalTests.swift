import Foundation
import Testing

@testable import Scaffold

/// What `make action` refuses, each in one line and before anything is
/// written: a feature strata.json does not record `make feature` making, on
/// either side; a used feature named twice or the acting one itself; a NAME
/// that is no lower-case word, or that the feature answers already, or whose
/// every letter is a key taken.
@Suite struct ActionRefusalTests {
    @Test(arguments: [
        ("Nowhere", "place", "Products", "FEATURE 'Nowhere' is no feature strata.json records"),
        ("{acting}", "place", "Nowhere", "USES 'Nowhere' is no feature strata.json records"),
        ("{acting}", "place", "{acting}", "USES names {acting} itself"),
        ("{acting}", "place", "{used} {used}", "USES names {used} twice"),
        ("{acting}", "place", "", "USES names no feature"),
        ("{acting}", "Place", "{used}", "NAME 'Place' is not an action's name"),
        ("{acting}", "place2", "{used}", "NAME 'place2' is not an action's name"),
        ("{acting}", "return", "{used}", "NAME 'return' is not an action's name"),
        ("{acting}", "list", "{used}", "{acting} has 'list' already"),
        ("{acting}", "{command}", "{used}", "{acting} has '{command}' already"),
        ("{acting}", "jade", "{used}", "every letter of 'jade' is a key {acting} takes already"),
    ])
    func refusedInOneLineBeforeAnythingIsWritten(feature: String, action: String, uses: String, error: String) throws {
        let (copy, acting, used) = try ActionGeneratorTests().copyWithFeatures()
        let fill = { (text: String) in
            text.replacingOccurrences(of: "{acting}", with: acting.name)
                .replacingOccurrences(of: "{used}", with: used.name)
                .replacingOccurrences(of: "{command}", with: used.command)
        }
        let snapshot = try copy.snapshot()
        let outcome = copy.run(["action", fill(feature), fill(action), "--uses", fill(uses)])
        #expect(outcome.status == 1)
        #expect(outcome.error.hasPrefix("scaffold: " + fill(error)), "\(outcome.error)")
        #expect(!outcome.error.contains("\n"))
        #expect(try copy.snapshot() == snapshot)
    }

    /// A name the feature's actions have, recorded or written by hand, is taken;
    /// so is a feature that is there but was not made by `make feature`.
    @Test func anExistingActionOrAFeatureNotMadeByMakeFeatureIsRefused() throws {
        let (copy, acting, used) = try ActionGeneratorTests().copyWithFeatures()
        #expect(copy.run(["action", acting.name, "place", "--uses", used.name]).status == 0)
        let snapshot = try copy.snapshot()
        let again = copy.run(["action", acting.name, "place", "--uses", used.name])
        #expect(
            again.error
                == "scaffold: \(acting.name) has 'place' already, as a command or an action; choose another NAME")
        try copy.write(
            "extension EntryAction<Draft<\(acting.singular)Fields>> {\n"
                + "    static let ship = EntryAction(\"ship\", key: \"s\", \"ship it\") { $0.values }\n}\n",
            to: "Sources/Application/\(acting.name)/\(acting.name)Ship.swift")
        let shipped = copy.run(["action", acting.name, "ship", "--uses", used.name])
        #expect(shipped.error.hasPrefix("scaffold: \(acting.name) has 'ship' already"))
        if let existing = RepositoryCopy.existingFeature {
            let outcome = copy.run(["action", existing, "place", "--uses", used.name])
            #expect(outcome.error.hasPrefix("scaffold: FEATURE '\(existing)' is no feature strata.json records"))
        }
        try FileManager.default.removeItem(
            at: copy.root.appendingPathComponent(
                "Sources/Application/\(acting.name)/\(acting.name)Ship.swift"))
        #expect(try copy.snapshot() == snapshot)
    }

    /// A choice is the used feature's own enum, which the acting one cannot name: refused, for now.
    @Test func aUsedFeatureWithAChoiceIsRefused() throws {
        let (copy, acting, _) = try ActionGeneratorTests().copyWithFeatures()
        let names = RepositoryCopy.unusedFeatures.map(\.name)
        let other = try #require(names.first { !copy.exists("Sources/Domain/\($0)") })
        #expect(copy.run(["feature", other, "--fields", "title:text status:enum(open|shut)"]).status == 0)
        let snapshot = try copy.snapshot()
        let outcome = copy.run(["action", acting.name, "place", "--uses", other])
        #expect(outcome.error.hasPrefix("scaffold: USES \(other): its field 'status' is a choice"), "\(outcome.error)")
        #expect(try copy.snapshot() == snapshot)
    }
}
