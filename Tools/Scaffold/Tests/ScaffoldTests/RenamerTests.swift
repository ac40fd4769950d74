import Foundation
import Scaffold
import Testing

@Suite struct RenamerTests {
    let old = RepositoryCopy.packageName
    let new = RepositoryCopy.newPackageName
    var program: String { new.lowercased() }

    @Test func renamesThePackageTheExecutableAndTheirMentions() throws {
        let copy = try RepositoryCopy()
        let outcome = copy.run(["rename", new])
        #expect(outcome.status == 0)
        #expect(outcome.output.hasSuffix("renamed the package to \(new) and the executable to \(program)"))

        let manifest = try copy.read("Package.swift")
        #expect(manifest.contains("name: \"\(new)\""))
        #expect(manifest.contains(".executable(name: \"\(program)\", targets: [\"App\"])"))
        #expect(try copy.read("Makefile").contains("$(BIN)/\(program) "))
        #expect(try copy.read("README.md").contains("# \(new)\n"))
        #expect(try copy.read("Architecture.md").hasPrefix("# \(new)'s architecture"))
        #expect(try copy.read(".ci/run").contains("\(new)'s CI gate"))

        for path in ["Package.swift", "README.md", "Architecture.md", "Makefile", "Sources/App/main.swift"] {
            #expect(try !copy.read(path).contains(old), "\(path) still names \(old)")
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

        #expect(try copy.read("Sources/App/Inbox/InboxAssembly.swift").contains("InboxPresenter("))
        #expect(try copy.read("README.md").contains("are recorded as inbox"))
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
