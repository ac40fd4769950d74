import Foundation
import Testing

@testable import Scaffold

/// `make minimal` removes the Inbox sample once; after that, all that is left
/// to check is that it refuses.
@Suite struct MinimalGeneratorTests {
    @Test(.enabled(if: RepositoryCopy.hasInboxSample))
    func removesTheSampleAndLeavesOnePlaceholderPerLayer() throws {
        let copy = try RepositoryCopy()
        // A fork from before a feature with modules had one test target kept Contacts' fakes here.
        try copy.write("struct FakeContactsStore {}\n", to: "Tests/TestSupport/Contacts/FakeContactsStore.swift")
        let schema = try copy.parsedSchema()
        let outcome = copy.run(["minimal"])
        #expect(outcome.status == 0)
        try OutputSchemaEditsTests.minimalRemovedTheSamplesDefinitionsAndNothingElse(from: schema, in: copy)
        for layer in ["Domain", "Application", "Infrastructure", "Interface", "App"] {
            #expect(!copy.exists("Sources/\(layer)/Inbox"))
            #expect(!copy.exists("Tests/\(layer)Tests/Inbox"))
        }
        // The SQLite wrapper stays, so a generated feature persists.
        #expect(
            copy.exists("Sources/CSQLite") && copy.exists("Sources/Infrastructure/SQLite/SQLiteStoreDatabase.swift"))
        #expect(!copy.exists("Benchmarks"))
        #expect(copy.exists("Sources/Domain/Greeting/Greeting.swift"))
        #expect(copy.exists("Tests/AppTests/Greeting/GreetingEndToEndTests.swift"))
        // Contacts goes too: its sources, its tests in the one test target of its own, and
        // its old fakes with the folder that held nothing else.
        #expect(!copy.exists("Sources/Domain/Contacts") && !copy.exists("Tests/ContactsTests"))
        #expect(!copy.exists("Tests/TestSupport"))
        #expect(outcome.output.contains("removed  Tests/TestSupport\n"))
        let manifest = try copy.read("Package.swift")
        #expect(manifest.contains("name: \"\(RepositoryCopy.packageName)\""))
        #expect(manifest.contains("\"CSQLite\""))
        // The `FeatureModules` it keeps declares its targets from this list.
        #expect(
            manifest.contains("\nlet layerModules = [\"Domain\", \"Application\", \"Infrastructure\", \"Interface\"]\n")
        )
        // A feature's tests are in a target of its own, so the layers' test targets exclude nothing.
        let tests = try #require(manifest.range(of: ".testTarget(")?.lowerBound)
        let features = try #require(manifest.range(of: "] + featureModules.flatMap(\\.targets)")?.lowerBound)
        #expect(!manifest[tests..<features].contains("exclude"))
        let architecture = try copy.read("Architecture.md")
        #expect(architecture.contains("\nCSQLite:") && architecture.contains("--> CSQLite"))
        #expect(architecture.contains("<!-- strata:anatomy -->"))
        #expect(architecture.contains("## Where does my change go?"))
        #expect(architecture.contains("\n### Interface does not see Domain\n"))
        #expect(architecture.contains("\n### No package dependencies\n"))
        #expect(architecture.contains("SQLite through a system library"))
        let makefile = try copy.read("Makefile")
        for target in [
            "bench-store", "bench", "bench-build", "bench-input", "bench-message", "bench-list", "fuzz-width",
        ] {
            #expect(!makefile.contains("\n\(target):"), "the \(target) target outlived its benchmark")
            #expect(
                !makefile.contains(" \(target) ") && !makefile.contains(" \(target)\n"), "\(target) is still .PHONY")
        }
        #expect(!makefile.contains("FUZZ_WIDTH"))
        #expect(makefile.contains("\nbench-architecture:"))
        for script in [
            "scripts/bench", "scripts/bench-build", "scripts/bench-input", "scripts/bench-message",
            "scripts/bench-list",
        ] {
            #expect(!copy.exists(script), "\(script) outlived the benchmarks")
        }
        #expect(copy.exists("scripts/check-template"))
        let readme = try copy.read("README.md")
        #expect(!readme.contains("## Storage") && !readme.contains("## Benchmarks"))
        #expect(!readme.contains("## Using") && readme.contains("apt-get install libsqlite3-dev"))
        #expect(!readme.contains("`make bench`") && !readme.contains("`make bench-build`"))
        #expect(!readme.contains("`make fuzz-width`"))
        // The sample's own pages go with it, and so do README's links to them.
        #expect(!copy.exists("docs/usage.md") && !copy.exists("docs/storage.md"))
        #expect(!readme.contains("docs/usage.md") && !readme.contains("docs/storage.md"))
    }

    /// A fork from before a feature with modules had one test target keeps the test
    /// support of its own features; only the sample's goes.
    @Test(.enabled(if: RepositoryCopy.hasInboxSample))
    func keepsAForksOwnOldTestSupport() throws {
        let copy = try RepositoryCopy()
        let name = try #require(RepositoryCopy.unusedFeatures.first?.name)
        try copy.write("struct FakeContactsStore {}\n", to: "Tests/TestSupport/Contacts/FakeContactsStore.swift")
        try copy.write("struct Fake\(name)Store {}\n", to: "Tests/TestSupport/\(name)/Fake\(name)Store.swift")
        #expect(copy.run(["minimal"]).status == 0)
        #expect(!copy.exists("Tests/TestSupport/Contacts"))
        #expect(copy.exists("Tests/TestSupport/\(name)/Fake\(name)Store.swift"))
    }

    /// Architecture.md tells the sample and the core, which a minimal fork keeps,
    /// side by side. A section whose text outside minimal's regions names only types
    /// that outlive it is the core's, so it must still be there; and no section
    /// minimal keeps may name a type it removed, nor one nothing declares.
    @Test(.enabled(if: RepositoryCopy.hasInboxSample))
    func architectureKeepsEverySectionAboutWhatStaysAndNoneNamesWhatWent() throws {
        let copy = try RepositoryCopy()
        let before = try copy.repository.declaredTypeNames()
        let original = ArchitectureSections(try copy.read("Architecture.md"))
        let outcome = copy.run(["minimal"])
        try #require(outcome.status == 0, "\(outcome.error)")
        let after = try copy.repository.declaredTypeNames()
        let removed = before.subtracting(after)
        let minimal = ArchitectureSections(try copy.read("Architecture.md"))
        let headings = Set(minimal.sections.map(\.heading))

        for section in original.sections where section.namesOfWhatMinimalKeeps.isDisjoint(with: removed) {
            #expect(
                headings.contains(section.heading),
                "make minimal removed '## \(section.heading)', which names only what it keeps")
        }
        // A section a region holds whole cannot say whose it is, so the core's three, which
        // once sat in the sample's guide, are named here.
        for heading in ["Every feature is a peer: the shell", "Concurrency", "Untrusted text and the terminal"] {
            #expect(headings.contains(heading), "make minimal removed '## \(heading)', which is the core's")
        }
        // A name no type in the template declares is the toolchain's, or a module's, if
        // the template's own text used it already; minimal's texts may add a generated
        // feature's, which is what `make feature NAME=Orders` would write.
        let unowned = original.sections.reduce(into: Set<String>()) { $0.formUnion($1.names) }.subtracting(before)
        let isKnown = { (name: String) in
            after.contains(name) || unowned.contains(name) || name.hasPrefix("Order") || name.contains("Orders")
        }
        for section in minimal.sections where !Self.sectionsNamingTheSample.contains(section.heading) {
            let unknown = section.names.filter { !isKnown($0) }.sorted()
            #expect(unknown.isEmpty, "'## \(section.heading)' names \(unknown) after make minimal")
        }
    }

    /// The sections minimal keeps that still name the removed sample's types. The
    /// anatomy table says its Inbox column does, and minimal's text before the
    /// decisions says their types are examples; the glossary's examples and the
    /// account of the two layouts in Features are told in the sample's types
    /// still, until they have regions of their own.
    private static let sectionsNamingTheSample: Set = [
        "Feature anatomy", "Decisions", "Glossary: one meaning per suffix", "Features",
    ]

    /// A fork that has reworded its documents and Makefile outside the markers
    /// loses the sample's text all the same, and keeps what it wrote.
    @Test(.enabled(if: RepositoryCopy.hasInboxSample))
    func replacesOnlyBetweenTheMarkersHoweverTheRestIsWorded() throws {
        let copy = try RepositoryCopy()
        for path in RepositoryCopy.markedFiles { try copy.rewordOutsideMarkers(path) }
        let outside = try RepositoryCopy.markedFiles.map(copy.textOutsideMarkers)
        #expect(copy.run(["minimal"]).status == 0)
        #expect(try RepositoryCopy.markedFiles.map(copy.textOutsideMarkers) == outside)
        let readme = try MarkedText(try copy.read("README.md"), path: "README.md")
        #expect(readme.contents(of: "storage").isEmpty)
        #expect(readme.contents(of: "sample-intro").hasPrefix("Each layer holds one placeholder type"))
    }

    @Test(.enabled(if: RepositoryCopy.hasInboxSample), arguments: TemplateRegion.owned(by: .minimal))
    func refusesWhenAMarkerItNeedsIsGoneAndChangesNothing(region: TemplateRegion) throws {
        let copy = try RepositoryCopy()
        try copy.removeLine(region.syntax.opener(region.name), from: region.file)
        let before = try copy.snapshot()
        let outcome = copy.run(["minimal"])
        #expect(outcome.status == 1)
        #expect(
            outcome.error
                == "scaffold: \(region.file): the marker \(region.syntax.opener(region.name)) is missing; put it back "
                + "on a line of its own where the region begins (Tools/Scaffold/README.md lists every marker)")
        #expect(outcome.output.isEmpty)
        #expect(try copy.snapshot() == before)
    }

    /// `make minimal` empties regions but keeps their markers, so a rename after it still finds every one.
    @Test(.enabled(if: RepositoryCopy.hasInboxSample))
    func everyMarkerOutlivesItSoARenameStillWorks() throws {
        let copy = try RepositoryCopy()
        #expect(copy.run(["minimal"]).status == 0)
        #expect(copy.run(["rename", RepositoryCopy.newPackageName]).status == 0)
        for region in TemplateRegion.all where !region.isInSamplePage {
            try MarkedText(try copy.read(region.file), path: region.file).requireRegion(region.name)
        }
        let program = RepositoryCopy.newPackageName.lowercased()
        #expect(try copy.read("README.md").contains("make run    # build and start \(program)\n"))
        #expect(try copy.read("Makefile").contains("\t$(BIN)/\(program) $(ARGS)\n"))
    }

    @Test(.enabled(if: RepositoryCopy.hasInboxSample))
    func aFeatureCanStillBeAddedAfterwards() throws {
        let copy = try RepositoryCopy()
        let name = try #require(RepositoryCopy.unusedFeatures.first?.name)
        #expect(copy.run(["minimal"]).status == 0)
        #expect(copy.run(["feature", name]).status == 0)
    }

    @Test(.enabled(if: RepositoryCopy.hasInboxSample))
    func refusesASecondRunAndChangesNothing() throws {
        let copy = try RepositoryCopy()
        #expect(copy.run(["minimal"]).status == 0)
        try expectRefusal(in: copy)
    }

    /// A fork that has run `make minimal` already.
    @Test(.enabled(if: !RepositoryCopy.hasInboxSample))
    func refusesWithoutTheSampleAndChangesNothing() throws {
        try expectRefusal(in: RepositoryCopy())
    }

    private func expectRefusal(in copy: RepositoryCopy) throws {
        let before = try copy.snapshot()
        let outcome = copy.run(["minimal"])
        #expect(outcome.status == 1)
        #expect(
            outcome.error
                == "scaffold: the Inbox sample is not here (Sources/Domain/Inbox is missing); nothing to remove")
        #expect(try copy.snapshot() == before)
    }
}
