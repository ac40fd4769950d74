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
            "Tests/\(name)Tests/Domain/\(entity)TitleTests.swift",
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
        for fake in ["Fake\(name)Store.swift", "Recording\(name)Window.swift"] {
            let text = try copy.read("Tests/\(name)Tests/Application/\(fake)")
            #expect(!text.contains("public "), "\(fake) is public")
        }
    }

    @Test func aFolderFeatureKeepsItsFakesBesideItsTestsAndNoModuleOnlyLine() throws {
        let copy = try RepositoryCopy()
        let (name, entity) = try #require(RepositoryCopy.unusedFeatures.first)
        #expect(copy.run(["feature", name]).status == 0)
        #expect(copy.exists("Tests/DomainTests/\(name)/\(entity)TitleTests.swift"))
        #expect(copy.exists("Tests/InfrastructureTests/\(name)/\(name)StoreContractTests.swift"))
        #expect(!copy.exists("Tests/\(name)Tests"))
        // Every test of the feature is in a folder of its name in a layer's test target.
        let tests = try copy.files(of: name).filter { $0.hasPrefix("Tests/") }
        #expect(!tests.isEmpty)
        #expect(
            tests.allSatisfy { path in
                (Self.testedLayers + ["App"]).contains { path.hasPrefix("Tests/\($0)Tests/\(name)/") }
            })
        for fake in ["Fake\(name)Store.swift", "Recording\(name)Window.swift"] {
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
        let sample = try RepositoryCopy()
        let generated = try RepositoryCopy()
        #expect(generated.run(["minimal"]).status == 0)
        let outcome = generated.run(["feature", "Contacts", "--modules"])
        #expect(outcome.status == 0, "\(outcome.error)")
        let paths = try sample.files(of: "Contacts").filter { !$0.hasPrefix("Sources/App/") }
        #expect(try generated.files(of: "Contacts").filter { !$0.hasPrefix("Sources/App/") } == paths)
        for path in paths {
            #expect(
                Self.importsSorted(try generated.read(path)) == Self.importsSorted(try sample.read(path)), "\(path)")
        }
    }

    @Test func splittingRefusesAFeatureThatCoreCodeUsesAndChangesNothing() throws {
        let copy = try RepositoryCopy()
        let (name, entity) = try #require(RepositoryCopy.unusedFeatures.first)
        #expect(copy.run(["feature", name]).status == 0)
        let user = copy.root.appendingPathComponent("Sources/Domain/Uses\(name).swift")
        try "let example: \(entity)? = nil\n".write(to: user, atomically: true, encoding: .utf8)
        let before = try copy.snapshot()
        let outcome = copy.run(["split-feature", name])
        #expect(outcome.status == 1)
        #expect(
            outcome.error
                == "scaffold: Sources/Domain/Uses\(name).swift uses \(entity), which would move to \(name)'s modules; only App may depend on a feature"
        )
        #expect(try copy.snapshot() == before)
    }

    /// Each layer's tests had a module of their own; one target cannot hold two files of
    /// one name, or two types of one name, so the split asks for one to be renamed first.
    @Test func splittingRefusesTestsThatOneTargetCannotHoldAndChangesNothing() throws {
        let copy = try RepositoryCopy()
        let (name, entity) = try #require(RepositoryCopy.unusedFeatures.first)
        #expect(copy.run(["feature", name]).status == 0)
        let domainFile = "Tests/DomainTests/\(name)/\(name)FlowTests.swift"
        try "struct \(entity)Fixture {}\n".write(
            to: copy.root.appendingPathComponent(domainFile), atomically: true, encoding: .utf8)
        var before = try copy.snapshot()
        var outcome = copy.run(["split-feature", name])
        #expect(
            outcome.error
                == "scaffold: \(domainFile) and Tests/ApplicationTests/\(name)/\(name)FlowTests.swift would both be in "
                + "\(name)Tests, which cannot hold two files named \(name)FlowTests.swift; rename one first")
        #expect(try copy.snapshot() == before)

        try FileManager.default.removeItem(at: copy.root.appendingPathComponent(domainFile))
        let interfaceFile = "Tests/InterfaceTests/\(name)/\(entity)Fixture.swift"
        try "struct \(entity)Fixture {}\n".write(
            to: copy.root.appendingPathComponent(interfaceFile), atomically: true, encoding: .utf8)
        let infrastructureFile = "Tests/InfrastructureTests/\(name)/Fixtures.swift"
        try "struct \(entity)Fixture {}\n".write(
            to: copy.root.appendingPathComponent(infrastructureFile), atomically: true, encoding: .utf8)
        before = try copy.snapshot()
        outcome = copy.run(["split-feature", name])
        #expect(
            outcome.error
                == "scaffold: \(infrastructureFile) and \(interfaceFile) both declare \(entity)Fixture, which \(name)Tests "
                + "would hold once; rename one first")
        #expect(try copy.snapshot() == before)
    }

    /// A fixture beside the tests moves with them, to the same place below the layer's
    /// folder, as it is: only a Swift file's imports are rewritten.
    @Test func splittingMovesEveryFileOfTheTestFoldersFixturesAndAll() throws {
        let copy = try RepositoryCopy()
        let (name, entity) = try #require(RepositoryCopy.unusedFeatures.first)
        #expect(copy.run(["feature", name]).status == 0)
        let fixtures = [
            (layer: "Domain", file: "Fixtures/\(entity).json", text: "{\"title\": \"import Domain\"}\n"),
            (layer: "Interface", file: "Expected/list.txt", text: "import Interface\n"),
            (layer: "Interface", file: ".keep", text: ""),
        ]
        for fixture in fixtures {
            try copy.write(fixture.text, to: "Tests/\(fixture.layer)Tests/\(name)/\(fixture.file)")
        }
        let outcome = copy.run(["split-feature", name])
        #expect(outcome.status == 0, "\(outcome.error)")
        for fixture in fixtures {
            let moved = "Tests/\(name)Tests/\(fixture.layer)/\(fixture.file)"
            #expect(try copy.read(moved) == fixture.text, "\(moved)")
            #expect(outcome.output.contains("wrote    \(moved)\n"))
        }
        for layer in Self.testedLayers {
            #expect(!copy.exists("Tests/\(layer)Tests/\(name)"), "Tests/\(layer)Tests/\(name) outlived the split")
        }
    }

    /// The plan holds what it writes as text, so a file that is not cannot move; the
    /// split says so before it changes anything, rather than leave the file behind.
    @Test func splittingRefusesAFixtureThatIsNotTextAndChangesNothing() throws {
        let copy = try RepositoryCopy()
        let (name, _) = try #require(RepositoryCopy.unusedFeatures.first)
        #expect(copy.run(["feature", name]).status == 0)
        let fixture = copy.root.appendingPathComponent("Tests/DomainTests/\(name)/sample.bin")
        try Data([0x00, 0xFF, 0xFE, 0x80]).write(to: fixture)
        let before = try copy.snapshot()
        let outcome = copy.run(["split-feature", name])
        #expect(
            outcome.error
                == "scaffold: Tests/DomainTests/\(name)/sample.bin is not UTF-8 text, which split-feature cannot move; "
                + "move it out of the feature's tests, split, then move it to Tests/\(name)Tests/Domain/sample.bin")
        #expect(try copy.snapshot() == before)
    }

    /// A `private` or `fileprivate` type is its file's alone: two of one name can share the
    /// feature's test target, and another file naming a type so does not use the feature's.
    /// One that other files see still clashes with either.
    @Test func splittingLetsFilePrivateTypesShareANameButNotWithAnotherFilesType() throws {
        let copy = try RepositoryCopy()
        let (name, _) = try #require(RepositoryCopy.unusedFeatures.first)
        #expect(copy.run(["feature", name]).status == 0)
        let domainFile = "Tests/DomainTests/\(name)/\(name)DomainHelpers.swift"
        try copy.write("private struct Helper {}\n", to: domainFile)
        try copy.write("fileprivate enum Helper {}\n", to: "Tests/InterfaceTests/\(name)/\(name)InterfaceHelpers.swift")
        // The layer's own tests have a helper of that name too, which never saw the feature's.
        try copy.write(
            "private struct Helper {}\nprivate let helper = Helper()\n", to: "Tests/DomainTests/CoreHelpers.swift")
        let applicationFile = "Tests/ApplicationTests/\(name)/\(name)ApplicationHelpers.swift"
        try copy.write("struct Helper {}\n", to: applicationFile)
        let before = try copy.snapshot()
        #expect(
            copy.run(["split-feature", name]).error
                == "scaffold: \(domainFile) and \(applicationFile) both declare Helper, which \(name)Tests would hold "
                + "once; rename one first")
        #expect(try copy.snapshot() == before)

        try FileManager.default.removeItem(at: copy.root.appendingPathComponent(applicationFile))
        let outcome = copy.run(["split-feature", name])
        #expect(outcome.status == 0, "\(outcome.error)")
        #expect(copy.exists("Tests/\(name)Tests/Domain/\(name)DomainHelpers.swift"))
        #expect(copy.exists("Tests/\(name)Tests/Interface/\(name)InterfaceHelpers.swift"))
        #expect(copy.exists("Tests/DomainTests/CoreHelpers.swift"))
    }

    @Test func neitherGeneratorWritesIntoATestTargetThatIsThere() throws {
        let copy = try RepositoryCopy()
        let (name, _) = try #require(RepositoryCopy.unusedFeatures.first)
        try FileManager.default.createDirectory(
            at: copy.root.appendingPathComponent("Tests/\(name)Tests"), withIntermediateDirectories: true)
        var before = try copy.snapshot()
        #expect(
            copy.run(["feature", name, "--modules"]).error
                == "scaffold: Tests/\(name)Tests is there already; a feature with modules keeps its tests there")
        #expect(try copy.snapshot() == before)
        #expect(copy.run(["feature", name]).status == 0)
        before = try copy.snapshot()
        #expect(
            copy.run(["split-feature", name]).error
                == "scaffold: Tests/\(name)Tests is there already; split-feature moves the feature's tests there")
        #expect(try copy.snapshot() == before)
    }

    @Test func splittingRefusesAFeatureWithoutEveryLayerOrOneSplitAlready() throws {
        let copy = try RepositoryCopy()
        let (name, _) = try #require(RepositoryCopy.unusedFeatures.first)
        #expect(copy.run(["split-feature", name]).error.hasPrefix("scaffold: Sources/Domain/\(name) is missing"))
        #expect(copy.run(["feature", name, "--modules"]).status == 0)
        let before = try copy.snapshot()
        #expect(
            copy.run(["split-feature", name]).error == "scaffold: the feature '\(name)' has modules of its own already")
        #expect(try copy.snapshot() == before)
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
