import Foundation
import Scaffold
import Testing

/// `make feature MODULES=1` and `make split-feature`: the same sources, in the
/// same folders, importing the feature's own modules; the tests, fakes and all,
/// in one test target of the feature's own, `Tests/<Name>Tests/<Layer>/`; one
/// line in Package.swift's table. What compiles is proved by make check, which
/// builds and tests the sample's Contacts, and by check-template, which builds
/// and tests a split feature on a copy.
@Suite struct FeatureModulesTests {
    static let tableMarker = "    // strata:feature-modules"

    /// The file with its imports sorted and everything else as it is: a generator writes
    /// the same imports as swift format leaves them, up to their order, which it sets afterwards.
    static func importsSorted(_ text: String) -> [String] {
        let lines = text.components(separatedBy: "\n")
        let isImport = { (line: String) in
            var rest = Substring(line)
            for prefix in ["@testable ", "public ", "package ", "internal "] where rest.hasPrefix(prefix) {
                rest = rest.dropFirst(prefix.count)
            }
            return rest.hasPrefix("import ")
        }
        return lines.filter(isImport).sorted() + lines.filter { !isImport($0) }
    }

    /// Whether Package.swift lists `name` last in its table: with a comma after
    /// it when others come before, without one when it is alone (after `make minimal`).
    static func listsLast(_ name: String, in manifest: String) -> Bool {
        ["", ","].contains { manifest.contains("    FeatureModules(\"\(name)\")\($0)\n\(tableMarker)") }
    }

    /// The layers whose tests a feature with modules keeps in its own test target, one folder each.
    static let testedLayers = ["Domain", "Application", "Infrastructure", "Interface"]

    /// What `make feature` writes of a feature's own, in either layout: its fields, its
    /// table, its stores' contract and its end-to-end test; the core does the rest.
    static func ownFiles(of name: String, entity: String, modules: Bool) -> [String] {
        [
            "Sources/Domain/\(name)/\(entity)Fields.swift", "Sources/Infrastructure/\(name)/\(name)Table.swift",
            "Tests/AppTests/\(name)/\(name)EndToEndTests.swift",
            modules
                ? "Tests/\(name)Tests/Infrastructure/\(name)StoreTests.swift"
                : "Tests/InfrastructureTests/\(name)/\(name)StoreTests.swift",
        ].sorted()
    }

    @Test func aFeatureWithModulesImportsItsOwnAndListsItselfInThePackage() throws {
        let copy = try RepositoryCopy()
        let (name, _) = try #require(RepositoryCopy.unusedFeatures.first)
        let outcome = copy.run(["feature", name, "--modules"])
        #expect(outcome.status == 0)
        #expect(
            outcome.output.hasSuffix(
                "added the feature \(name) in modules of its own: type '\(name.lowercased())' in the app"))
        #expect(Self.listsLast(name, in: try copy.read("Package.swift")))
        // The table is the package's, of the feature's fields' draft: every module it names, for the package.
        let table = try copy.read("Sources/Infrastructure/\(name)/\(name)Table.swift")
        for module in ["\(name)Domain", "Domain", "Infrastructure"] {
            #expect(table.contains("package import \(module)\n"), "\(module)")
        }
        #expect(!table.contains("{{"))
        let storeTests = try copy.read("Tests/\(name)Tests/Infrastructure/\(name)StoreTests.swift")
        #expect(
            storeTests.contains("import \(name)Infrastructure\n") && storeTests.contains("import EntryStoreContract\n"))
        #expect(try copy.read("Sources/App/Features.swift").contains("import \(name)Infrastructure\n"))
    }

    /// Its one test of its own layers in `Tests/<Name>Tests/Infrastructure`, and its
    /// end-to-end test in AppTests, which runs the built program that only App composes.
    @Test func aFeatureWithModulesKeepsItsTestsInOneTargetAFolderPerLayer() throws {
        let copy = try RepositoryCopy()
        let (name, entity) = try #require(RepositoryCopy.unusedFeatures.first)
        #expect(copy.run(["feature", name, "--modules"]).status == 0)
        #expect(try copy.files(of: name) == Self.ownFiles(of: name, entity: entity, modules: true))
        for layer in Self.testedLayers {
            #expect(!copy.exists("Tests/\(layer)Tests/\(name)"), "the layer's test target still holds \(name)")
        }
    }

    @Test func aFolderFeatureKeepsItsTestsInItsLayersTargetsAndNoModuleOnlyLine() throws {
        let copy = try RepositoryCopy()
        let (name, entity) = try #require(RepositoryCopy.unusedFeatures.first)
        #expect(copy.run(["feature", name]).status == 0)
        #expect(try copy.files(of: name) == Self.ownFiles(of: name, entity: entity, modules: false))
        #expect(!copy.exists("Tests/\(name)Tests"))
        // The table shares Infrastructure's module and names only Domain's, the fields' and the draft's.
        let table = try copy.read("Sources/Infrastructure/\(name)/\(name)Table.swift")
        #expect(table.hasPrefix("package import Domain\n\n"))
        #expect(!(try copy.read("Sources/Domain/\(name)/\(entity)Fields.swift")).contains("import Domain"))
        #expect(!(try copy.read("Sources/App/Features.swift")).contains("import \(name)"))
        #expect(!(try copy.read("Package.swift")).contains("FeatureModules(\"\(name)\""))
    }

    @Test func splittingAFolderFeatureWritesWhatGeneratingItWithModulesDoes() throws {
        let split = try RepositoryCopy()
        let generated = try RepositoryCopy()
        let (name, _) = try #require(RepositoryCopy.unusedFeatures.first)
        let fields = "title:text at:time customer:Contacts"
        let refers = RepositoryCopy.hasContactsSample
        // A fork's folder features with references import Domain already; the split adds no import of it.
        let importedDomain = try split.read("Sources/App/Features.swift").contains("import Domain\n")
        #expect(split.run(["feature", name, "--fields", refers ? fields : "title:text at:time"]).status == 0)
        let outcome = split.run(["split-feature", name])
        #expect(outcome.status == 0, "\(outcome.error)")
        #expect(
            generated.run(["feature", name, "--modules", "--fields", refers ? fields : "title:text at:time"]).status
                == 0)
        for path in try generated.files(of: name) + ["Sources/App/Features.swift"] {
            #expect(Self.importsSorted(try split.read(path)) == Self.importsSorted(try generated.read(path)), "\(path)")
        }
        #expect(try split.files(of: name) == generated.files(of: name))
        // A reference's rule names the fields by key path, so App imports the feature's Domain module, and no other.
        let features = try split.read("Sources/App/Features.swift")
        #expect(features.contains("import \(name)Domain\n") == refers)
        #expect(features.contains("import Domain\n") == importedDomain)
        // The layers' test folders go with the files they held; the end-to-end test stays in AppTests.
        for layer in Self.testedLayers {
            #expect(!split.exists("Tests/\(layer)Tests/\(name)"), "Tests/\(layer)Tests/\(name) outlived the split")
        }
        #expect(split.exists("Tests/AppTests/\(name)/\(name)EndToEndTests.swift"))
        #expect(outcome.output.contains("removed  Tests/InfrastructureTests/\(name)\n"))
        #expect(
            outcome.output.hasSuffix(
                "gave the feature \(name) modules of its own: \(name)Domain, \(name)Infrastructure"))
        #expect(Self.listsLast(name, in: try split.read("Package.swift")))
    }

    /// A team that added a layer's folder for an intent of its own gets a module for it
    /// too, and Package.swift names the layers, as they are no longer the two by default.
    @Test func splittingGivesAModuleToEachLayerTheFeatureHasAFolderIn() throws {
        let copy = try RepositoryCopy()
        let (name, _) = try #require(RepositoryCopy.unusedFeatures.first)
        #expect(copy.run(["feature", name]).status == 0)
        let intent = copy.root.appendingPathComponent("Sources/Application/\(name)/\(name)Shipping.swift")
        try FileManager.default.createDirectory(
            at: intent.deletingLastPathComponent(), withIntermediateDirectories: true)
        try "/// Ships one entry.\npublic struct \(name)Shipping {}\n".write(
            to: intent, atomically: true, encoding: .utf8)
        let outcome = copy.run(["split-feature", name])
        #expect(outcome.status == 0, "\(outcome.error)")
        #expect(
            try copy.read("Package.swift").contains(
                "    FeatureModules(\"\(name)\", layers: [\"Domain\", \"Application\", \"Infrastructure\"])"))
        #expect(
            copy.run(["split-feature", name]).error == "scaffold: the feature '\(name)' has modules of its own already")
        // make field knows the feature by that line too, and writes its files as a feature with modules has them.
        let plan = try FieldGenerator(repository: copy.repository).plan(name, field: "note:text?")
        let table = try #require(plan.after["Sources/Infrastructure/\(name)/\(name)Table.swift"])
        #expect(table.contains("package import \(name)Domain\n"))
    }

    /// The sample's Contacts is what `make feature NAME=Contacts MODULES=1` writes, so
    /// make check, which builds and tests Contacts, proves that a feature generated with
    /// modules passes its tests, and by the test above that a split one would. App's file is
    /// left out: App lends Contacts's service to the Inbox, which a generated feature has not.
    @Test(.enabled(if: RepositoryCopy.hasContactsSample))
    func theSampleContactsIsWhatGeneratingItWithModulesWrites() throws {
        try Self.expectSampleContactsIsWhatGeneratingItWrites(sample: try RepositoryCopy(), in: try RepositoryCopy())
    }

    /// Generates Contacts in `generated`, after `make minimal` there removes the sample,
    /// and expects every file of it but App's to equal `sample`'s, up to the order of imports,
    /// and its definition in the JSON view's schema to equal the sample's.
    static func expectSampleContactsIsWhatGeneratingItWrites(
        sample: RepositoryCopy, in generated: RepositoryCopy
    ) throws {
        #expect(generated.run(["minimal"]).status == 0)
        let outcome = generated.run([
            "feature", "Contacts", "--modules", "--fields", "name:text email:text? phone:text? birthday:date?",
        ])
        #expect(outcome.status == 0, "\(outcome.error)")
        let paths = try sample.files(of: "Contacts").filter { !$0.hasPrefix("Sources/App/") }
        #expect(try generated.files(of: "Contacts").filter { !$0.hasPrefix("Sources/App/") } == paths)
        for path in paths {
            #expect(
                importsSorted(try generated.read(path)) == importsSorted(try sample.read(path)), "\(path)")
        }
        // The JSON view's schema: the definition of its fields, and the line that applies it, byte for byte.
        let (sampleSchema, generatedSchema) = (
            try sample.read(RepositoryCopy.schemaPath), try generated.read(RepositoryCopy.schemaPath)
        )
        #expect(RepositoryCopy.definition("contacts", in: sampleSchema).count > 10)
        #expect(
            RepositoryCopy.definition("contacts", in: generatedSchema)
                == RepositoryCopy.definition("contacts", in: sampleSchema))
        #expect(RepositoryCopy.dispatches("contacts", in: sampleSchema).count == 1)
        #expect(
            RepositoryCopy.dispatches("contacts", in: generatedSchema)
                == RepositoryCopy.dispatches("contacts", in: sampleSchema))
        _ = try generated.parsedSchema()
    }
}

extension RepositoryCopy {
    /// Every file of the feature, wherever its layout put it: in a folder of its
    /// name, or in its own test target.
    func files(of feature: String) throws -> [String] {
        let enumerator = FileManager.default.enumerator(atPath: root.path)
        var found: [String] = []
        while let path = enumerator?.nextObject() as? String {
            guard path.hasSuffix(".swift"), path.contains("/\(feature)/") || path.hasPrefix("Tests/\(feature)Tests/"),
                !path.hasPrefix("Tools/"), !path.contains(".build/")
            else { continue }
            found.append(path)
        }
        return found.sorted()
    }
}
