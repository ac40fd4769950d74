import Foundation
import Testing

@testable import Scaffold

@Suite struct RenamerTests {
    let old = RepositoryCopy.packageName
    let new = RepositoryCopy.newPackageName
    var program: String { new.lowercased() }

    @Test func renamesThePackageTheExecutableAndTheirMentions() throws {
        let copy = try RepositoryCopy()
        // Outside the markers rename changes nothing: a fork renamed to Acme keeps `make rename NAME=Acme` as
        // its docs' example. The template names its package only inside them, so there every mention goes.
        let namedOutside = try RepositoryCopy.markedFiles.filter { try copy.textOutsideMarkers($0).contains(old) }
        let schema = try copy.read(RepositoryCopy.schemaPath)
        let outcome = copy.run(["rename", new])
        #expect(outcome.status == 0)
        // The JSON view's schema names neither the package nor the program: a rename leaves it byte for byte.
        #expect(try copy.read(RepositoryCopy.schemaPath) == schema)
        #expect(outcome.output.hasSuffix("renamed the package to \(new) and the executable to \(program)"))

        let manifest = try copy.read("Package.swift")
        #expect(manifest.contains("name: \"\(new)\""))
        #expect(manifest.contains(".executable(name: \"\(program)\", targets: [\"App\"])"))
        #expect(try copy.read("Makefile").contains("$(BIN)/\(program) "))
        #expect(try copy.read("README.md").contains("# \(new)\n"))
        #expect(try copy.read("Architecture.md").contains("\n# \(new)'s architecture\n"))
        #expect(try copy.read(".ci/run").contains("\(new)'s CI gate"))

        for path in ["Package.swift", "Sources/App/main.swift"] + RepositoryCopy.markedFiles
        where !namedOutside.contains(path) {
            #expect(try !copy.read(path).contains(old), "\(path) still names \(old)")
        }
        for region in TemplateRegion.owned(by: .rename) where copy.exists(region.file) {
            let contents = try MarkedText(try copy.read(region.file), path: region.file).contents(of: region.name)
            #expect(!contents.contains(old), "\(region) still names \(old)")
        }
        // The generators' markers are the template's words, so `make feature` still finds them.
        #expect(try copy.read("Sources/App/Features.swift").contains("// strata:features"))
        let feature = try #require(RepositoryCopy.unusedFeatures.first?.name)
        #expect(copy.run(["feature", feature]).status == 0)
    }

    /// The sample's own mentions of the program, which `make minimal` removes.
    @Test(.enabled(if: RepositoryCopy.hasInboxSample))
    func renamesTheSamplesMentionsOfTheProgramButNotTheInboxFeature() throws {
        let copy = try RepositoryCopy()
        #expect(copy.run(["rename", new]).status == 0)

        #expect(try copy.read("Package.swift").contains(".library(name: \"\(new)\""))
        #expect(try copy.read("Benchmarks/Package.swift").contains(".product(name: \"\(new)\""))
        #expect(try copy.read("Sources/App/StoreChoice.swift").contains("\"/\(program)/inbox.sqlite\""))
        #expect(try copy.read("Sources/App/LaunchOptions.swift").contains("usage: \(program) [--store PATH"))
        #expect(try copy.read("Sources/App/LaunchCommand.swift").contains("\"\(program): \\(SafeText.make(message))"))
        #expect(
            try copy.read("Tests/ProcessHarness/AppProcess.swift").contains(
                "appendingPathComponent(\"\(program)\")"))
        #expect(try copy.read("Makefile").contains("$(BIN)/\(program) --demo"))
        #expect(try copy.read("README.md").contains("## Using `\(program)`"))
        #expect(try copy.read("docs/usage.md").contains("# Using `\(program)`"))
        #expect(try copy.read("docs/storage.md").contains("`\(program)` keeps conversations in a SQLite database"))

        #expect(try copy.read("Sources/App/Inbox/InboxAssembly.swift").contains("InboxPresenter("))
        // The sample's own word is not the program's, so it stays.
        #expect(try copy.read("Sources/Interface/Inbox/InboxCommands.swift").contains("name: \"inbox\""))
        #expect(try copy.read("docs/storage.md").contains("recorded as Inbox)"))
    }

    /// A fork that has reworded its documents and Makefile outside the markers
    /// is renamed all the same, and what it wrote there stays as it wrote it.
    @Test func renamesOnlyBetweenTheMarkersHoweverTheRestIsWorded() throws {
        let copy = try RepositoryCopy()
        for path in RepositoryCopy.markedFiles { try copy.rewordOutsideMarkers(path) }
        let outside = try RepositoryCopy.markedFiles.map(copy.textOutsideMarkers)
        #expect(copy.run(["rename", new]).status == 0)
        #expect(try RepositoryCopy.markedFiles.map(copy.textOutsideMarkers) == outside)
        #expect(try copy.read("README.md").contains("\n# \(new)\n"))
        #expect(try copy.read("Architecture.md").contains("\n# \(new)'s architecture\n"))
        #expect(try copy.read("Makefile").contains("$(BIN)/\(program) "))
    }

    @Test(arguments: TemplateRegion.owned(by: .rename).filter { !$0.isInSamplePage || RepositoryCopy.hasInboxSample })
    func refusesWhenAMarkerItNeedsIsGoneAndChangesNothing(region: TemplateRegion) throws {
        let copy = try RepositoryCopy()
        try copy.removeLine(region.syntax.opener(region.name), from: region.file)
        let before = try copy.snapshot()
        let outcome = copy.run(["rename", new])
        #expect(outcome.status == 1)
        #expect(
            outcome.error
                == "scaffold: \(region.file): the marker \(region.syntax.opener(region.name)) is missing; put it back "
                + "on a line of its own where the region begins (Tools/Scaffold/README.md lists every marker)")
        #expect(outcome.output.isEmpty)
        #expect(try copy.snapshot() == before)
    }

    @Test func refusesWhenAClosingMarkerIsGoneAndChangesNothing() throws {
        let copy = try RepositoryCopy()
        try copy.removeLine("<!-- /strata:storage -->", from: "README.md")
        let before = try copy.snapshot()
        let outcome = copy.run(["rename", new])
        #expect(outcome.status == 1)
        #expect(
            outcome.error
                == "scaffold: README.md: the marker <!-- /strata:storage --> is missing; put it back on a line of "
                + "its own where the region ends (Tools/Scaffold/README.md lists every marker)")
        #expect(try copy.snapshot() == before)
    }

    /// The markers name the template, not the package, in every file the rules
    /// read whole too, so no rename can hide them from the generators.
    @Test func theRulesLeaveEveryMarkerAlone() throws {
        let rules = Renamer.rules(fromPackage: "Strata", to: try ProductName("Acme"))
        let text = """
            <!-- strata:storage -->
            <!-- /strata:storage -->
            # strata:build
            # /strata:build
            // strata:features — new features go above this line
            ~/.local/share/strata/inbox.sqlite
            strata: a message

            """
        let renamed = rules.reduce(text) { text, rule in rule.apply(to: text) }
        #expect(
            renamed
                == text.replacingOccurrences(of: "share/strata/", with: "share/acme/")
                .replacingOccurrences(of: "strata: a", with: "acme: a"))
    }

    @Test(arguments: [
        (
            "my-app",
            "scaffold: 'my-app' is not a valid package name: use only the letters A-Z, a-z and digits (try 'MyApp')"
        ),
        (
            "9Lives",
            "scaffold: '9Lives' is not a valid package name: it must start with an upper-case letter (try 'App9Lives')"
        ),
        (
            "Big Co",
            "scaffold: 'Big Co' is not a valid package name: use only the letters A-Z, a-z and digits (try 'BigCo')"
        ),
        (RepositoryCopy.packageName, "scaffold: the package is already named '\(RepositoryCopy.packageName)'"),
        ("", "scaffold: a package name is required, such as NAME=Acme"),
    ])
    func refusesAndChangesNothing(name: String, message: String) throws {
        let copy = try RepositoryCopy()
        let before = try copy.snapshot()
        let outcome = copy.run(["rename", name])
        #expect(outcome.status == 1)
        #expect(outcome.error == message)
        #expect(try copy.snapshot() == before)
    }
}
