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

    @Test func aFeatureWithModulesImportsItsOwnAndListsItselfInThePackage() throws {
        let copy = try RepositoryCopy()
        let (name, _) = try #require(RepositoryCopy.unusedFeatures.first)
        let outcome = copy.run(["feature", name, "--modules"])
        #expect(outcome.status == 0)
        #expect(
            outcome.output.hasSuffix(
                "added the feature \(name) in modules of its own: type '\(name.lowercased())' in the app"))
        #expect(Self.listsLast(name, in: try copy.read("Package.swift")))
        let renderer = try copy.read("Sources/Interface/\(name)/\(name)ListRenderer.swift")
        #expect(renderer.contains("public import \(name)Application\n"))
        #expect(renderer.contains("public import Interface\n"))
        #expect(!renderer.contains("{{"))
        let flowTests = try copy.read("Tests/\(name)Tests/Application/\(name)FlowTests.swift")
        #expect(flowTests.contains("import \(name)Application\n") && flowTests.contains("import Application\n"))
        #expect(!flowTests.contains("TestSupport"))
        // One test target is on the main actor, and `@Test(arguments:)` reads the kinds from outside it.
        #expect(
            try copy.read("Tests/\(name)Tests/Infrastructure/\(name)StoreContractTests.swift").contains(
                "        nonisolated static let available = "))
    }

    /// Five targets, not nine: every test but the end-to-end one in `Tests/<Name>Tests`, a
    /// folder per layer, the fakes beside the flow's tests and internal, as nothing else shares them.
    @Test func aFeatureWithModulesKeepsItsTestsInOneTargetAFolderPerLayer() throws {
        let copy = try RepositoryCopy()
        let (name, entity) = try #require(RepositoryCopy.unusedFeatures.first)
        #expect(copy.run(["feature", name, "--modules"]).status == 0)
        for path in [
            "Tests/\(name)Tests/Domain/\(entity)DraftTests.swift",
            "Tests/\(name)Tests/Application/\(name)FlowTests.swift",
            "Tests/\(name)Tests/Infrastructure/\(name)StoreContractTests.swift",
            "Tests/\(name)Tests/Interface/\(name)RendererTests.swift",
            "Tests/AppTests/\(name)/\(name)EndToEndTests.swift",
        ] {
            #expect(copy.exists(path), "\(path) was not written")
        }
        for layer in Self.testedLayers {
            #expect(!copy.exists("Tests/\(layer)Tests/\(name)"), "the layer's test target still holds \(name)")
        }
        let tests = try copy.files(of: name).filter { $0.hasPrefix("Tests/") && !$0.hasPrefix("Tests/AppTests/") }
        #expect(!tests.isEmpty)
        #expect(tests.allSatisfy { path in Self.testedLayers.contains { path.hasPrefix("Tests/\(name)Tests/\($0)/") } })
        for fake in ["Fake\(name)Store.swift", "Recording\(name)Display.swift"] {
            let text = try copy.read("Tests/\(name)Tests/Application/\(fake)")
            #expect(!text.contains("public "), "\(fake) is public")
        }
    }

    @Test func aFolderFeatureKeepsItsFakesBesideItsTestsAndNoModuleOnlyLine() throws {
        let copy = try RepositoryCopy()
        let (name, entity) = try #require(RepositoryCopy.unusedFeatures.first)
        #expect(copy.run(["feature", name]).status == 0)
        #expect(copy.exists("Tests/DomainTests/\(name)/\(entity)DraftTests.swift"))
        #expect(copy.exists("Tests/InfrastructureTests/\(name)/\(name)StoreContractTests.swift"))
        #expect(!copy.exists("Tests/\(name)Tests"))
        // Every test of the feature is in a folder of its name in a layer's test target.
        let tests = try copy.files(of: name).filter { $0.hasPrefix("Tests/") }
        #expect(!tests.isEmpty)
        #expect(
            tests.allSatisfy { path in
                (Self.testedLayers + ["App"]).contains { path.hasPrefix("Tests/\($0)Tests/\(name)/") }
            })
        for fake in ["Fake\(name)Store.swift", "Recording\(name)Display.swift"] {
            let text = try copy.read("Tests/ApplicationTests/\(name)/\(fake)")
            #expect(!text.contains("public "), "\(fake) is public")
        }
        let flowTests = try copy.read("Tests/ApplicationTests/\(name)/\(name)FlowTests.swift")
        #expect(!flowTests.contains("TestSupport") && !flowTests.contains("import \(name)"))
        #expect(!(try copy.read("Package.swift")).contains("FeatureModules(\"\(name)\")"))
    }

    @Test func splittingAFolderFeatureWritesWhatGeneratingItWithModulesDoes() throws {
        let split = try RepositoryCopy()
        let generated = try RepositoryCopy()
        let (name, _) = try #require(RepositoryCopy.unusedFeatures.first)
        #expect(split.run(["feature", name]).status == 0)
        let outcome = split.run(["split-feature", name])
        #expect(outcome.status == 0, "\(outcome.error)")
        #expect(generated.run(["feature", name, "--modules"]).status == 0)
        for path in try generated.files(of: name) {
            #expect(Self.importsSorted(try split.read(path)) == Self.importsSorted(try generated.read(path)), "\(path)")
        }
        #expect(try split.files(of: name) == generated.files(of: name))
        // The layers' test folders go with the files they held; the end-to-end test stays in AppTests.
        for layer in Self.testedLayers {
            #expect(!split.exists("Tests/\(layer)Tests/\(name)"), "Tests/\(layer)Tests/\(name) outlived the split")
            #expect(split.exists("Tests/\(name)Tests/\(layer)"))
        }
        #expect(split.exists("Tests/AppTests/\(name)/\(name)EndToEndTests.swift"))
        #expect(outcome.output.contains("removed  Tests/DomainTests/\(name)\n"))
        #expect(Self.listsLast(name, in: try split.read("Package.swift")))
        #expect(
            try split.read("Sources/App/\(name)/\(name)Assembly.swift")
                == generated.read("Sources/App/\(name)/\(name)Assembly.swift"))
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
    /// and expects every file of it but App's to equal `sample`'s, up to the order of imports.
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
