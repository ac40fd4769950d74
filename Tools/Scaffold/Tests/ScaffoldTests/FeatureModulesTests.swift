import Foundation
import Scaffold
import Testing

/// `make feature MODULES=1` and `make split-feature`: the same files, in the
/// same folders, importing the feature's own modules; the fakes in its test
/// support; one line in Package.swift's table. What compiles is proved by
/// make check, which builds and tests the sample's Contacts, and by
/// check-template, which builds and tests a split feature on a copy.
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
        #expect(copy.exists("Tests/TestSupport/\(name)/Fake\(name)Store.swift"))
        #expect(!copy.exists("Tests/ApplicationTests/\(name)/Fake\(name)Store.swift"))
        #expect(
            try copy.read("Tests/ApplicationTests/\(name)/\(name)FlowTests.swift").contains(
                "import \(name)TestSupport\n"))
    }

    @Test func aFolderFeatureKeepsItsFakesBesideItsTestsAndNoModuleOnlyLine() throws {
        let copy = try RepositoryCopy()
        let (name, _) = try #require(RepositoryCopy.unusedFeatures.first)
        #expect(copy.run(["feature", name]).status == 0)
        #expect(copy.exists("Tests/ApplicationTests/\(name)/Fake\(name)Store.swift"))
        #expect(!copy.exists("Tests/TestSupport/\(name)"))
        let flowTests = try copy.read("Tests/ApplicationTests/\(name)/\(name)FlowTests.swift")
        #expect(!flowTests.contains("TestSupport"))
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
    /// Every file of the feature, wherever its layout put it.
    func files(of feature: String) throws -> [String] {
        let enumerator = FileManager.default.enumerator(atPath: root.path)
        var found: [String] = []
        while let path = enumerator?.nextObject() as? String {
            guard path.hasSuffix(".swift"), path.contains("/\(feature)/"), !path.hasPrefix("Tools/"),
                !path.contains(".build/")
            else { continue }
            found.append(path)
        }
        return found.sorted()
    }
}
