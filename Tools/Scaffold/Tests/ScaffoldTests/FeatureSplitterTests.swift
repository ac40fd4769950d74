import Foundation
import Scaffold
import Testing

/// What `make split-feature` refuses, before it writes anything, and how it
/// moves a feature's tests into one target; FeatureModulesTests holds that
/// what it writes is what `make feature MODULES=1` writes.
@Suite struct FeatureSplitterTests {
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
        // A team's own tests of the feature's rule, beside Domain's, named as its store's are.
        let domainFile = "Tests/DomainTests/\(name)/\(name)StoreTests.swift"
        try copy.write("struct \(entity)Fixture {}\n", to: domainFile)
        var before = try copy.snapshot()
        var outcome = copy.run(["split-feature", name])
        #expect(
            outcome.error
                == "scaffold: \(domainFile) and Tests/InfrastructureTests/\(name)/\(name)StoreTests.swift would both be in "
                + "\(name)Tests, which cannot hold two files named \(name)StoreTests.swift; rename one first")
        #expect(try copy.snapshot() == before)

        try FileManager.default.removeItem(at: copy.root.appendingPathComponent(domainFile))
        let interfaceFile = "Tests/InterfaceTests/\(name)/\(entity)Fixture.swift"
        try copy.write("struct \(entity)Fixture {}\n", to: interfaceFile)
        let infrastructureFile = "Tests/InfrastructureTests/\(name)/Fixtures.swift"
        try copy.write("struct \(entity)Fixture {}\n", to: infrastructureFile)
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
        for layer in FeatureModulesTests.testedLayers {
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
        try FileManager.default.createDirectory(
            at: fixture.deletingLastPathComponent(), withIntermediateDirectories: true)
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
